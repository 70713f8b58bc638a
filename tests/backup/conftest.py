from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from backup.books import fill
from dhandha.clock import ManualClock
from dhandha.store import Store


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    h = tmp_path / "home"
    monkeypatch.setenv("DHANDHA_HOME", str(h))
    monkeypatch.delenv("DHANDHA_NOW", raising=False)
    return h


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(datetime(2026, 11, 20, 17, 30, tzinfo=UTC))  # 23:00 in India


@pytest.fixture
def books(home: Path, clock: ManualClock) -> Iterator[Store]:
    store = Store(home / "dhandha.db", clock)
    fill(store, 200)
    yield store
    store.close()

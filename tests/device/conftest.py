from __future__ import annotations

from pathlib import Path

import pytest
from fakes.termux import FakeTermux

from dhandha import device


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DHANDHA_HOME", str(tmp_path / "home"))
    # The version probe is remembered per process; each test meets a new phone.
    device.forget_probe()


@pytest.fixture
def fake(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> FakeTermux:
    f = FakeTermux(tmp_path / "termux")
    f.install(monkeypatch)
    return f

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from fakes.termux import FakeTermux, sms

from dhandha import daemon_files, device
from dhandha.backup import backup_now
from dhandha.clock import ManualClock
from dhandha.store import NewEntry, Store
from doctor.support import TOKEN, FakeHTTP

NOW = datetime(2026, 11, 20, 6, 0, tzinfo=UTC)  # 11:30 in India


@pytest.fixture(autouse=True)
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("DHANDHA_HOME", str(home))
    monkeypatch.setenv("DHANDHA_NOW", NOW.isoformat())
    for name in ("DHANDHA_TELEGRAM_TOKEN", "DHANDHA_TELEGRAM_BASE_URL", "DHANDHA_LLM_API_KEY",
                 "DHANDHA_LLM_BASE_URL", "DHANDHA_LLM_MODEL", "DHANDHA_DEVICE_TIMEOUT_SECONDS",
                 "TERMUX_VERSION", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy",
                 "all_proxy"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("PREFIX", "/usr")
    device.forget_probe()
    return home


@pytest.fixture
def phone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> FakeTermux:
    """A phone whose Termux:API answers everything."""
    fake = FakeTermux(tmp_path / "termux")
    fake.all_ok()
    fake.set_inbox([sms(1, "VM-HDFCBK", "Rs 500.00 credited to a/c XX1234 by UPI ref 631245789012")])
    fake.install(monkeypatch)
    return fake


@pytest.fixture
def healthy(env: Path, phone: FakeTermux, monkeypatch: pytest.MonkeyPatch) -> Iterator[Store]:
    """Books with entries, a fresh backup, a heartbeat that just ran, a daemon holding the books, a bot token."""
    store = Store(env / "dhandha.db", ManualClock(NOW))
    with store.tx():
        rajan = store.contact_create("Rajan", "customer")
        store.entry_add(NewEntry("udhaar_given", 50_000, rajan), source="console", idem_key="t:1",
                        occurred_at=store.now())
        store.x("INSERT INTO sweep_runs (name, started_at, duration_ms, outcome, produced) VALUES "
                "('anomaly', ?, 12, 'ok', 0), ('backup', ?, 80, 'ok', 1)", (store.now(), store.now()))
    backup_now(store)
    monkeypatch.setenv("DHANDHA_TELEGRAM_TOKEN", TOKEN)
    lock = daemon_files.take_lock(env)  # this test process plays the daemon
    daemon_files.beat(NOW, wake_lock=True, where=env)
    yield store
    lock.release()
    store.close()


@pytest.fixture
def http() -> Iterator[FakeHTTP]:
    server = FakeHTTP()
    yield server
    server.close()

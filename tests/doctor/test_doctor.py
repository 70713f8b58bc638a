"""dhandha doctor: ok / warn / fail per check, exit 0 / 1 / 2, JSON and human output."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from fakes.termux import MINIMAL_BATTERY, FakeTermux

from dhandha.cli import main
from dhandha.store import Store
from doctor.support import TOKEN, FakeHTTP


def doctor(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, Any]]:
    code = main(["doctor", "--json", *args])
    report = json.loads(capsys.readouterr().out)
    return code, report


def status_of(report: dict[str, Any]) -> dict[str, str]:
    return {c["name"]: c["status"] for c in report["checks"]}


def detail_of(report: dict[str, Any], name: str) -> str:
    return next(c["detail"] for c in report["checks"] if c["name"] == name)


# ------------------------------------------------------------------ ok

def test_a_healthy_phone_is_all_ok(healthy: Store, capsys: pytest.CaptureFixture[str]) -> None:
    code, report = doctor(capsys, "--offline")
    assert report["status"] == "ok" and code == 0, [c for c in report["checks"] if c["status"] != "ok"]
    assert list(status_of(report)) == [
        "python", "config", "home", "files", "disk", "database", "integrity", "highwater", "balances", "wal",
        "backup", "offsite", "daemon", "sweeps", "outbox", "termux-api", "sms", "sms-poll", "battery", "telegram",
        "llm", "tzdata"]
    assert set(status_of(report).values()) == {"ok"}
    assert "by id" in detail_of(report, "sms")
    assert detail_of(report, "battery").startswith("64%")


def test_human_output_is_one_marked_line_per_check(healthy: Store, phone: FakeTermux,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    phone.battery(MINIMAL_BATTERY)  # 12% on battery: one warning
    assert main(["doctor", "--offline"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("✓ python: ")
    assert any(line.startswith("! battery: 12%") for line in lines)
    assert lines[-1] == "doctor: 1 to look at"
    assert all(line[:2] in ("✓ ", "! ", "✗ ") for line in lines[:-1])


# ------------------------------------------------------------------ warn

def _no_backup(healthy: Store, phone: FakeTermux, mp: pytest.MonkeyPatch) -> None:
    for f in Path(healthy.path).parent.joinpath("backups").glob("dhandha-*.db"):
        f.unlink()


def _old_backup(healthy: Store, phone: FakeTermux, mp: pytest.MonkeyPatch) -> None:
    mp.setenv("DHANDHA_NOW", "2026-11-21T20:00:00+00:00")  # 38 h after the backup


def _failed_sweep(healthy: Store, phone: FakeTermux, mp: pytest.MonkeyPatch) -> None:
    healthy.x("INSERT INTO sweep_runs (name, started_at, outcome, detail) VALUES "
              "('backup', ?, 'failed', 'not enough free space')", (healthy.now(),))


def _unknown_outbox(healthy: Store, phone: FakeTermux, mp: pytest.MonkeyPatch) -> None:
    healthy.x("INSERT INTO outbox (idem_key, channel, kind, text, created_at, status) VALUES "
              "('r:1', 'sms', 'reminder', 'Namaste', ?, 'unknown')", (healthy.now(),))


def _low_battery(healthy: Store, phone: FakeTermux, mp: pytest.MonkeyPatch) -> None:
    phone.battery(MINIMAL_BATTERY)


def _no_token(healthy: Store, phone: FakeTermux, mp: pytest.MonkeyPatch) -> None:
    mp.delenv("DHANDHA_TELEGRAM_TOKEN")


def _app_without_ids(healthy: Store, phone: FakeTermux, mp: pytest.MonkeyPatch) -> None:
    phone.sms_list("old", ids=False)


def _sms_poll_stale(healthy: Store, phone: FakeTermux, mp: pytest.MonkeyPatch) -> None:
    healthy.kv_set("sms.last_poll", "2026-11-20T03:00:00+00:00")  # 3 h before NOW


def _older_schema(healthy: Store, phone: FakeTermux, mp: pytest.MonkeyPatch) -> None:
    healthy.x("PRAGMA user_version = 1")


def _not_a_phone(healthy: Store, phone: FakeTermux, mp: pytest.MonkeyPatch) -> None:
    for tool in ("termux-sms-list", "termux-sms-send", "termux-battery-status"):
        phone.remove(tool)


@pytest.mark.parametrize(("setup", "check", "words"), [
    (_no_backup, "backup", "no backup"),
    (_old_backup, "backup", "38 h ago"),
    (_failed_sweep, "sweeps", "backup: not enough free space"),
    (_unknown_outbox, "outbox", "fate is unknown"),
    (_low_battery, "battery", "plug the phone in"),
    (_no_token, "telegram", "DHANDHA_TELEGRAM_TOKEN"),
    (_app_without_ids, "sms", "no message ids"),
    (_older_schema, "database", "migrates when dhandha next starts"),
    (_sms_poll_stale, "sms-poll", "last read 3 h ago"),
    (_not_a_phone, "termux-api", "not on a phone"),
])
def test_warnings_exit_1(healthy: Store, phone: FakeTermux, monkeypatch: pytest.MonkeyPatch,
                         capsys: pytest.CaptureFixture[str], setup: Any, check: str, words: str) -> None:
    setup(healthy, phone, monkeypatch)
    code, report = doctor(capsys, "--offline")
    assert (code, report["status"]) == (1, "warn"), report
    assert status_of(report)[check] == "warn"
    assert words in detail_of(report, check)
    assert "fail" not in status_of(report).values()


# ------------------------------------------------------------------ fail

def _sms_permission(healthy: Store, phone: FakeTermux, mp: pytest.MonkeyPatch) -> None:
    phone.sms_list("permission")


def _sms_hangs(healthy: Store, phone: FakeTermux, mp: pytest.MonkeyPatch) -> None:
    phone.sms_list("hang")
    mp.setenv("DHANDHA_DEVICE_TIMEOUT_SECONDS", "0.3")


def _sms_malformed(healthy: Store, phone: FakeTermux, mp: pytest.MonkeyPatch) -> None:
    phone.sms_list("malformed")


def _daemon_poll_denied(healthy: Store, phone: FakeTermux, mp: pytest.MonkeyPatch) -> None:
    message = "termux-sms-list: Termux:API is missing READ_SMS: grant SMS permission to Termux:API"
    healthy.kv_set("sms.last_error", json.dumps({"at": "2026-11-20T05:55:00+00:00", "kind": "permission",
                                                 "command": "termux-sms-list", "message": message}))


def _balance_off(healthy: Store, phone: FakeTermux, mp: pytest.MonkeyPatch) -> None:
    healthy.x("UPDATE contacts SET balance_paise = balance_paise + 100")


def _newer_schema(healthy: Store, phone: FakeTermux, mp: pytest.MonkeyPatch) -> None:
    healthy.x("PRAGMA user_version = 99")


def _bad_config(healthy: Store, phone: FakeTermux, mp: pytest.MonkeyPatch) -> None:
    Path(healthy.path).parent.joinpath("config.toml").write_text("device_timeout_seconds = [oops\n")


def _damaged_backup(healthy: Store, phone: FakeTermux, mp: pytest.MonkeyPatch) -> None:
    [b] = Path(healthy.path).parent.joinpath("backups").glob("dhandha-*.db")
    b.write_bytes(b"SQLite format 3\x00" + b"\x00" * 100)


def _tools_missing_on_termux(healthy: Store, phone: FakeTermux, mp: pytest.MonkeyPatch) -> None:
    mp.setenv("TERMUX_VERSION", "0.118.1")
    phone.remove("termux-sms-send")


@pytest.mark.parametrize(("setup", "check", "words"), [
    (_sms_permission, "sms", "grant SMS permission to Termux:API"),
    (_sms_hangs, "sms", "did not answer within 0.3 s"),
    (_sms_malformed, "sms", "not JSON"),
    (_daemon_poll_denied, "sms-poll", "grant SMS permission to Termux:API"),
    (_balance_off, "balances", "1 contact balances differ"),
    (_newer_schema, "database", "newer than this code"),
    (_bad_config, "config", "cannot read"),
    (_damaged_backup, "backup", "cannot be restored"),
    (_tools_missing_on_termux, "termux-api", "missing termux-sms-send"),
])
def test_failures_exit_2(healthy: Store, phone: FakeTermux, monkeypatch: pytest.MonkeyPatch,
                         capsys: pytest.CaptureFixture[str], setup: Any, check: str, words: str) -> None:
    setup(healthy, phone, monkeypatch)
    code, report = doctor(capsys, "--offline")
    assert (code, report["status"]) == (2, "fail"), report
    assert status_of(report)[check] == "fail"
    assert words in detail_of(report, check)


def test_books_on_shared_storage_fail(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("DHANDHA_HOME", "/sdcard/dhandha")
    code, report = doctor(capsys, "--offline")
    assert code == 2 and status_of(report)["home"] == "fail"
    assert "shared storage" in detail_of(report, "home")


def test_a_fresh_home_warns_without_crashing(capsys: pytest.CaptureFixture[str]) -> None:
    code, report = doctor(capsys, "--offline")
    assert code == 1
    assert status_of(report)["database"] == "warn" and "integrity" not in status_of(report)


def test_a_corrupt_database_fails(env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    env.mkdir(parents=True)
    (env / "dhandha.db").write_bytes(b"this is not a database at all" * 200)
    code, report = doctor(capsys, "--offline")
    assert code == 2 and status_of(report)["database"] == "fail"
    assert "restore the last backup" in detail_of(report, "database")


# ------------------------------------------------------------------ online checks

def test_telegram_token_is_checked_and_never_shown(healthy: Store, http: FakeHTTP,
                                                   monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("DHANDHA_TELEGRAM_BASE_URL", http.url)
    http.routes[("GET", f"/bot{TOKEN}/getMe")] = (200, {"ok": True, "result": {"username": "sharma_kirana_bot"}})
    code, report = doctor(capsys)
    assert status_of(report)["telegram"] == "ok" and "@sharma_kirana_bot" in detail_of(report, "telegram")
    assert code == 0

    http.routes[("GET", f"/bot{TOKEN}/getMe")] = (401, {"ok": False, "description": "Unauthorized"})
    assert main(["doctor"]) == 2
    out = capsys.readouterr().out
    assert "✗ telegram: Telegram rejected the token (401)" in out
    assert TOKEN not in out and TOKEN.split(":")[1] not in out


def test_telegram_unreachable_is_a_warning(healthy: Store, monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    closed = FakeHTTP()
    url = closed.url
    closed.close()  # nothing listens there any more
    monkeypatch.setenv("DHANDHA_TELEGRAM_BASE_URL", url)
    code, report = doctor(capsys)
    assert code == 1 and status_of(report)["telegram"] == "warn"
    assert "could not reach" in detail_of(report, "telegram")
    assert TOKEN not in json.dumps(report)


def test_llm_is_pinged_only_online(healthy: Store, http: FakeHTTP, monkeypatch: pytest.MonkeyPatch,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("DHANDHA_LLM_BASE_URL", http.url + "/v1")
    monkeypatch.setenv("DHANDHA_LLM_API_KEY", "sk-test-secret-key-123")
    monkeypatch.setenv("DHANDHA_LLM_MODEL", "munshi-small")
    monkeypatch.setenv("DHANDHA_TELEGRAM_BASE_URL", http.url)
    http.routes[("GET", f"/bot{TOKEN}/getMe")] = (200, {"ok": True, "result": {"username": "b"}})

    code, report = doctor(capsys, "--offline")
    assert code == 0 and "not checked" in detail_of(report, "llm") and http.seen == []

    http.routes[("GET", "/v1/models")] = (200, {"data": [{"id": "munshi-small"}, {"id": "other"}]})
    code, report = doctor(capsys)
    assert code == 0 and status_of(report)["llm"] == "ok"
    assert ("GET", "/v1/models") in [(m, p) for m, p, _ in http.seen]
    assert any(h.get("Authorization") == "Bearer sk-test-secret-key-123" for _, p, h in http.seen if p == "/v1/models")

    http.routes[("GET", "/v1/models")] = (401, {"error": {"message": "bad key"}})
    code, report = doctor(capsys)
    assert code == 2 and status_of(report)["llm"] == "fail"
    assert "sk-test-secret-key-123" not in json.dumps(report)

    del http.routes[("GET", "/v1/models")]  # a server without a model list: one token of chat
    http.routes[("POST", "/v1/chat/completions")] = (200, {"choices": [{"message": {"content": "p"}}]})
    code, report = doctor(capsys)
    assert code == 0 and status_of(report)["llm"] == "ok"


def test_doctor_does_not_import_the_heavy_clients(healthy: Store, http: FakeHTTP, env: Path,
                                                  phone: FakeTermux) -> None:
    code = (
        "import sys\n"
        "from dhandha.cli import main\n"
        "rc = main(['doctor', '--json'])\n"
        "heavy = [m for m in ('openai', 'telegram') if m in sys.modules]\n"
        "print('HEAVY', heavy, rc)\n"
    )
    import os

    run_env = {**os.environ, **phone.env(only_fakes=True), "DHANDHA_TELEGRAM_BASE_URL": http.url,
               "DHANDHA_TELEGRAM_TOKEN": TOKEN}
    http.routes[("GET", f"/bot{TOKEN}/getMe")] = (200, {"ok": True, "result": {"username": "b"}})
    res = subprocess.run([sys.executable, "-c", code], env=run_env, capture_output=True, text=True, timeout=60)
    last = res.stdout.strip().splitlines()[-1]
    assert last == "HEAVY [] 0", res.stdout + res.stderr


def test_the_doctor_never_writes_to_the_books(healthy: Store, env: Path, capsys: pytest.CaptureFixture[str]) -> None:
    healthy.close()
    db = env / "dhandha.db"
    with sqlite3.connect(db) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    before = db.read_bytes()
    doctor(capsys, "--offline")
    assert db.read_bytes() == before

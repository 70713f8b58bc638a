"""A damaged books file is noticed and refused through the real commands: no ✅, no write, one clear line."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from ops.support import corrupt_page, dhandha, populated


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_corrupt_page_is_refused_by_chat_and_failed_by_doctor(home: Path) -> None:
    db = home / "dhandha.db"
    populated(db)
    corrupt_page(db)
    before = sha(db)

    res = dhandha("chat", "--json", home=home, stdin="Rajan ko 500 udhaar diya\nRajan ka kitna baaki?\n")
    turns = [json.loads(line) for line in res.stdout.splitlines() if line.strip()]
    assert len(turns) == 2
    for t in turns:
        assert "✅" not in t["reply"] and t["executed"] == []
        assert t.get("refused") == "books_damaged" and "kharab" in t["reply"]
    assert res.returncode == 2
    assert "damaged" in res.stderr and "dhandha restore" in res.stderr and "Traceback" not in res.stderr
    assert sha(db) == before, "nothing was written to the damaged file"

    doc = dhandha("doctor", "--json", "--offline", home=home)
    assert doc.returncode == 2
    checks = {c["name"]: c for c in json.loads(doc.stdout)["checks"]}
    assert checks["integrity"]["status"] == "fail"
    assert "restore" in checks["integrity"]["detail"]


def test_the_plain_console_tells_the_owner_in_their_words(home: Path) -> None:
    db = home / "dhandha.db"
    populated(db)
    corrupt_page(db)
    res = dhandha("chat", home=home, stdin="Meena ne 200 diye\n")
    assert "✅" not in res.stdout
    assert "khate ki file kharab" in res.stdout  # the default language is hinglish
    assert res.returncode == 2


def test_a_file_that_is_not_a_database_is_refused_too(home: Path) -> None:
    db = home / "dhandha.db"
    db.write_bytes(b"this is not sqlite at all " * 200)
    res = dhandha("chat", "--json", home=home, stdin="Rajan ko 500 udhaar diya\n")
    assert res.returncode == 2 and "Traceback" not in res.stderr
    assert json.loads(res.stdout.splitlines()[0])["executed"] == []
    ledger = dhandha("ledger", "--json", home=home)
    assert ledger.returncode == 2 and "damaged" in ledger.stderr and "Traceback" not in ledger.stderr


def test_restore_clears_the_damage_and_the_books_take_writes_again(home: Path) -> None:
    db = home / "dhandha.db"
    populated(db)
    assert dhandha("backup", home=home).returncode == 0
    good = sorted((home / "backups").glob("dhandha-*.db"))[-1]
    corrupt_page(db)
    # The backup's clean check covers a day of commands (dhandha/checkup.py): the damage is found by
    # the first one after that.
    next_day = {"DHANDHA_NOW": "2026-11-21T12:30:00+05:30"}
    assert dhandha("chat", home=home, stdin="Rajan ko 500 udhaar diya\n", env=next_day).returncode == 2
    res = dhandha("restore", str(good), home=home)
    assert res.returncode == 0, res.stderr
    again = dhandha("chat", "--json", home=home, stdin="Rajan ko 500 udhaar diya\n")
    assert again.returncode == 0, again.stderr
    assert json.loads(again.stdout.splitlines()[0])["executed"]


def test_sweeps_backups_and_imports_refuse_damaged_books(home: Path, tmp_path: Path) -> None:
    db = home / "dhandha.db"
    populated(db)
    corrupt_page(db)
    before = sha(db)
    (tmp_path / "dump.json").write_text("[]")
    for cmd in (["sweep", "all"], ["backup"], ["sms", "import", str(tmp_path / "dump.json")]):
        res = dhandha(*cmd, home=home)
        assert res.returncode == 2 and "damaged" in res.stderr and "Traceback" not in res.stderr, (cmd, res.stderr)
    assert sha(db) == before
    assert not list((home / "backups").glob("dhandha-*.db")) if (home / "backups").exists() else True


class Collector:
    def __init__(self) -> None:
        self.sent: list[str] = []

    async def send(self, chat_id: str, out) -> None:  # type: ignore[no-untyped-def]
        self.sent.append(out.as_text())


async def test_damage_found_by_the_nightly_check_reaches_the_owner_once(home: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The outbox lives in the damaged file, so the notice is queued in the marker beside it."""
    from dhandha import damage
    from dhandha.app import make_deps
    from dhandha.errors import BooksDamaged
    from dhandha.heartbeat import run_sweep
    from dhandha.outbox import flush

    monkeypatch.setenv("DHANDHA_HOME", str(home))
    db = home / "dhandha.db"
    populated(db)
    channel = Collector()
    deps = make_deps(channel=channel)
    try:
        corrupt_page_under(deps.store)
        run = run_sweep(deps, "integrity")
        assert run.outcome == "failed" and "damaged" in run.detail
        assert deps.store.read_only
        try:
            with deps.store.tx():
                pass
        except BooksDamaged:
            pass
        else:
            raise AssertionError("a write to damaged books was not refused")
        assert await flush(deps, ("owner",)) == 1  # the daemon's outbox loop, on damaged books
        assert await flush(deps, ("owner",)) == 0  # once
        assert len(channel.sent) == 1 and "kharab" in channel.sent[0]
        found = damage.damaged(db)
        assert found is not None and found.owner_told
    finally:
        deps.store.close()
        damage.clear(db)


def corrupt_page_under(store) -> None:  # type: ignore[no-untyped-def]
    """Garbage over a page of the live file (the connection stays open, as in the daemon)."""
    store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    size = store.scalar("PRAGMA page_size")
    count = store.scalar("PRAGMA page_count")
    with open(store.path, "r+b") as f:
        f.seek((count // 2 - 1) * size)
        f.write(b"\xa5" * size)

"""When the books get SQLite's full check (dhandha/checkup.py), seen through the real commands, the
record file beside the books and the injected clock."""

from __future__ import annotations

import json
import os
import shutil
from datetime import timedelta
from pathlib import Path

from dhandha import checkup
from dhandha.clock import ManualClock, iso, parse_instant
from ops.support import NOW, corrupt_page, dhandha, populated

LATER = iso(parse_instant(NOW) + timedelta(hours=3))
NEXT_DAY = iso(parse_instant(NOW) + timedelta(hours=25))


def recorded(home: Path) -> dict[str, object]:
    data: dict[str, object] = json.loads((home / "dhandha.db.checked").read_text())
    return data


def chat(home: Path, now: str = NOW, text: str = "Rajan ka kitna baaki?\n") -> int:
    res = dhandha("chat", "--json", home=home, stdin=text, env={"DHANDHA_NOW": now})
    assert "Traceback" not in res.stderr, res.stderr
    return res.returncode


def test_a_one_shot_command_runs_the_full_check_once_a_day(home: Path) -> None:
    populated(home / "dhandha.db")
    assert chat(home) == 0
    first = recorded(home)
    assert first["by"] == checkup.ONE_SHOT and parse_instant(str(first["at"])) == parse_instant(NOW)

    assert chat(home, LATER) == 0
    assert recorded(home) == first, "a clean check three hours old covers this command"

    assert chat(home, NEXT_DAY) == 0
    assert parse_instant(str(recorded(home)["at"])) == parse_instant(NEXT_DAY), "a day later it runs again"


def test_damage_is_found_by_the_first_command_a_day_after_the_last_clean_check(home: Path) -> None:
    db = home / "dhandha.db"
    populated(db)
    assert dhandha("backup", home=home).returncode == 0
    assert recorded(home)["by"] == checkup.BACKUP  # the copy is checked page for page
    corrupt_page(db)

    res = dhandha("chat", "--json", home=home, stdin="Rajan ko 500 udhaar diya\n", env={"DHANDHA_NOW": NEXT_DAY})
    assert res.returncode == 2 and "damaged" in res.stderr
    assert json.loads(res.stdout.splitlines()[0])["executed"] == []


def test_books_replaced_by_hand_are_checked_at_once(home: Path, tmp_path: Path) -> None:
    db = home / "dhandha.db"
    populated(db)
    assert chat(home) == 0
    other = tmp_path / "other.db"
    shutil.copyfile(db, other)
    corrupt_page(other)
    for side in ("-wal", "-shm"):
        Path(f"{db}{side}").unlink(missing_ok=True)
    os.replace(other, db)  # a file copied in over the books: a new inode, the old record speaks not for it

    assert chat(home, LATER, "Rajan ko 500 udhaar diya\n") == 2
    assert (home / "dhandha.db.damaged").exists()


def test_a_record_dated_in_the_future_counts_as_none(home: Path) -> None:
    populated(home / "dhandha.db")
    assert chat(home, NEXT_DAY) == 0
    assert chat(home, NOW) == 0  # the phone's clock went back a day
    assert parse_instant(str(recorded(home)["at"])) == parse_instant(NOW)


def test_the_nightly_sweep_and_doctor_record_theirs_and_doctor_says_when(home: Path) -> None:
    populated(home / "dhandha.db")
    assert dhandha("sweep", "integrity", home=home).returncode == 0
    assert recorded(home)["by"] == checkup.NIGHTLY

    doc = dhandha("doctor", "--json", "--offline", home=home, env={"DHANDHA_NOW": LATER})
    checks = {c["name"]: c for c in json.loads(doc.stdout)["checks"]}
    assert checks["integrity"]["status"] == "ok"
    assert "last clean full check 3 h ago by nightly integrity sweep" in checks["integrity"]["detail"]
    assert recorded(home)["by"] == checkup.DOCTOR


def test_the_daemon_always_checks_at_start(home: Path) -> None:
    from dhandha.app import make_deps

    db = home / "dhandha.db"
    populated(db)
    checkup.record(db, parse_instant(NOW), checkup.ONE_SHOT)
    deps = make_deps(clock=ManualClock(parse_instant(LATER)), path=db, full_check=True)
    deps.store.close()
    assert recorded(home)["by"] == checkup.DAEMON_START


def test_a_restore_is_checked_and_recorded(home: Path) -> None:
    db = home / "dhandha.db"
    populated(db)
    assert dhandha("backup", home=home).returncode == 0
    good = sorted((home / "backups").glob("dhandha-*.db"))[-1]
    assert dhandha("restore", str(good), home=home, env={"DHANDHA_NOW": LATER}).returncode == 0
    got = recorded(home)
    assert got["by"] == checkup.RESTORE and parse_instant(str(got["at"])) == parse_instant(LATER)


def test_the_header_check_notices_what_is_odd(tmp_path: Path) -> None:
    db = tmp_path / "dhandha.db"
    populated(db)
    from dhandha.store import Store

    Store(db).close()  # fold the WAL in: the header now tells the whole file
    assert checkup.header_problem(db) is None
    good = db.read_bytes()

    db.write_bytes(good + b"\0" * 100)
    assert "not whole pages" in (checkup.header_problem(db) or "")
    db.write_bytes(good[:16] + b"\x03\x00" + good[18:])
    assert "page size" in (checkup.header_problem(db) or "")
    db.write_bytes(b"not a database at all" * 10)
    assert checkup.header_problem(db) == "not an SQLite header"
    page = int.from_bytes(good[16:18], "big")
    db.write_bytes(good[: len(good) - page])  # the last page cut off
    assert "pages" in (checkup.header_problem(db) or "")

"""Backups are ordered by sequence and content; a clock a year ahead once, or set back, fools nothing."""

from __future__ import annotations

import json
from pathlib import Path

from dhandha.backup import list_backups
from ops.support import dhandha, populated


def at(home: Path, when: str, *args: str, stdin: str | None = None):  # type: ignore[no-untyped-def]
    res = dhandha(*args, home=home, env={"DHANDHA_NOW": when}, stdin=stdin)
    assert res.returncode == 0, res.stderr
    return res


def book(home: Path, when: str, n: int) -> None:
    """n entries at this clock, through the real chat (confirming if the clock looks odd to it)."""
    lines = "".join(f"Rajan ko {100 + i} udhaar diya\nhaan\n" for i in range(n))
    at(home, when, "chat", stdin=lines)


def entries_in(path: Path) -> int:
    import sqlite3

    with sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True) as conn:
        return int(conn.execute("SELECT count(*) FROM entries WHERE role = 'entry'").fetchone()[0])


def backup_check(home: Path, when: str) -> dict[str, str]:
    res = dhandha("doctor", "--json", "--offline", home=home, env={"DHANDHA_NOW": when})
    return next(c for c in json.loads(res.stdout)["checks"] if c["name"] == "backup")


def test_a_clock_a_year_ahead_once_then_back(home: Path) -> None:
    populated(home / "dhandha.db", 10)
    at(home, "2026-11-19T23:00:00+05:30", "backup")
    book(home, "2027-11-20T22:00:00+05:30", 2)
    at(home, "2027-11-20T23:00:00+05:30", "backup")      # the phone's clock a year ahead, once
    book(home, "2026-11-20T22:30:00+05:30", 3)            # back to the right time
    at(home, "2026-11-20T23:00:00+05:30", "backup")      # the real newest copy
    newest = list_backups(home / "backups")[-1]
    assert newest.path.name.startswith("dhandha-000003-") and newest.at.year == 2026

    check = backup_check(home, "2026-11-21T10:00:00+05:30")
    assert "#3" in check["detail"] and "0 s ago" not in check["detail"]
    assert check["status"] == "warn" and "in the future" in check["detail"]


def test_the_newest_copy_survives_a_clock_set_back_on_the_same_day(home: Path) -> None:
    populated(home / "dhandha.db", 10)
    at(home, "2026-11-20T23:00:00+05:30", "backup")        # X: 23:00
    book(home, "2026-11-20T23:10:00+05:30", 4)
    at(home, "2026-11-20T21:00:00+05:30", "backup")        # Y: the clock was put back 2 h; Y holds more
    y_entries = entries_in(list_backups(home / "backups")[-1].path)
    for day in range(21, 25):                               # the nights after
        at(home, f"2026-11-{day}T23:00:00+05:30", "backup")
    kept = list_backups(home / "backups")
    # the copy made with the clock set back is the newest of its day, so that day keeps it, not X
    days = [b for b in kept if b.path.name.split("-")[-1].startswith("20261120")]
    assert [entries_in(b.path) for b in days] == [y_entries]


def test_the_copy_that_holds_the_most_is_never_pruned(home: Path) -> None:
    db = home / "dhandha.db"
    populated(db, 30)
    at(home, "2026-11-01T23:00:00+05:30", "backup")
    fullest = list_backups(home / "backups")[-1]
    # an older backup is restored (the books shrink), then many nights of backups follow
    populated_small = home / "small.db"
    populated(populated_small, 5)
    at(home, "2026-11-02T09:00:00+05:30", "restore", str(populated_small))
    for day in range(2, 28):
        at(home, f"2026-11-{day:02d}T23:00:00+05:30", "backup")
    assert fullest.path.exists(), "the copy with the most entries is kept whatever the days say"

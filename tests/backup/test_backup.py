"""backup_now: a verified, atomic copy; retention; leftovers of failed runs cleaned up."""

from __future__ import annotations

import os
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from backup.books import entry_count, fill, sha
from dhandha import backup
from dhandha.backup import BackupError, BackupFile, backup_now, keep_set, list_backups
from dhandha.clock import ManualClock
from dhandha.deps import Deps
from dhandha.store import Store


def test_a_backup_is_a_verified_single_file_copy(books: Store, home: Path) -> None:
    path = backup_now(books)
    assert path.parent == home / "backups"
    # the sequence, what it holds (newest entry id, entry count), then the clock for people
    assert path.name == "dhandha-000001-e200-n200-20261120T173000Z.db"
    assert backup.verify_backup(path) == books.schema_version()
    assert entry_count(path) == 200
    # a plain rollback-journal file: opening it later needs no -wal beside it
    assert path.read_bytes()[18:20] == b"\x01\x01"
    assert sorted(os.listdir(path.parent)) == [".lock", path.name]


def test_the_copy_is_one_snapshot_of_committed_books(books: Store, home: Path) -> None:
    other = sqlite3.connect(home / "dhandha.db", isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    other.execute("DELETE FROM kv")  # an open write the backup must not see half of
    other.execute("INSERT INTO kv (key, value) VALUES ('half', 'written')")
    path = backup_now(home / "dhandha.db")
    other.execute("ROLLBACK")
    other.close()
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
        assert conn.execute("SELECT count(*) FROM kv WHERE key = 'half'").fetchone()[0] == 0
    assert entry_count(path) == 200


def test_a_second_backup_in_the_same_second_gets_its_own_name(books: Store) -> None:
    first = backup_now(books)
    second = backup_now(books)
    assert second.name == "dhandha-000002-e200-n200-20261120T173000Z.db"
    # never renamed over the first; retention then keeps the newest of the day
    assert [b.path for b in list_backups()] == [second] and not first.exists()


def test_leftovers_of_a_killed_run_are_cleaned_by_the_next(books: Store, home: Path) -> None:
    good = backup_now(books)
    dest = home / "backups"
    for name in (".dhandha-backup-4242-1.tmp", ".dhandha-backup-4242-1.tmp-journal"):
        (dest / name).write_bytes(b"half a backup")
    (dest / "notes.txt").write_text("the owner's own file")
    books.clock.advance(days=1)  # type: ignore[attr-defined]
    new = backup_now(books)
    assert sorted(os.listdir(dest)) == sorted([".lock", good.name, new.name, "notes.txt"])


def test_a_damaged_database_never_replaces_good_backups(books: Store, home: Path, tmp_path: Path) -> None:
    good = backup_now(books)
    before = sha(good)
    damaged = tmp_path / "damaged.db"
    books.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    data = bytearray((home / "dhandha.db").read_bytes())
    page = 4096
    for p in range(2, len(data) // page):  # scribble over the b-tree pages, keep the header page
        data[p * page + 8: p * page + 64] = os.urandom(56)
    damaged.write_bytes(bytes(data))
    with pytest.raises(BackupError) as err:
        backup_now(damaged, home / "backups", clock=ManualClock(datetime(2026, 11, 25, tzinfo=UTC)))
    assert "integrity" in str(err.value) or "malformed" in str(err.value) or "backup failed" in str(err.value)
    assert [b.path for b in list_backups()] == [good]
    assert sha(good) == before
    assert not [n for n in os.listdir(home / "backups") if n.startswith(".dhandha-backup-")]


def test_no_database_is_a_clear_error(home: Path) -> None:
    with pytest.raises(BackupError) as err:
        backup_now(home / "dhandha.db")
    assert "nothing to back up" in str(err.value)
    assert not (home / "dhandha.db").exists(), "a backup must never create empty books"


def test_the_heartbeat_sweep_makes_one_backup(books: Store, clock: ManualClock, home: Path) -> None:
    deps = Deps(store=books, clock=clock)
    assert backup.backup_sweep(deps) == 1
    assert [b.path.name for b in list_backups()] == ["dhandha-000001-e200-n200-20261120T173000Z.db"]


# ------------------------------------------------------------------ retention

def at(day: int, hour: int = 17, minute: int = 30) -> datetime:
    return datetime(2026, 10, 1, hour, minute, tzinfo=UTC) + timedelta(days=day)


def fake_backups(times: list[datetime]) -> list[BackupFile]:
    return [BackupFile(Path(f"/b/{i}.db"), t, seq=i + 1) for i, t in enumerate(sorted(times))]


def test_retention_keeps_seven_days_and_four_weeks() -> None:
    backups = fake_backups([at(d) for d in range(60)])
    kept = sorted(int(p.stem) for p in keep_set(backups))
    daily = list(range(53, 60))
    # 2026-11-29 (day 59) is a Sunday: the newest of each of the four latest ISO weeks
    weekly = [38, 45, 52, 59]
    assert kept == sorted(set(daily + weekly))


def test_retention_counts_days_that_have_backups_not_calendar_days() -> None:
    # the phone was off for a month: the old copies are all there is, so they stay
    backups = fake_backups([at(0), at(1), at(2), at(40)])
    assert len(keep_set(backups)) == 4


def test_retention_days_are_the_owners_days() -> None:
    # 23:00 and 23:59 in India are one business day; 00:30 the next morning is another
    ist_2300, ist_2359, ist_0030 = at(0, 17, 30), at(0, 18, 29), at(0, 19, 0)
    backups = fake_backups([ist_2300, ist_2359, ist_0030])
    assert sorted(int(p.stem) for p in keep_set(backups)) == [1, 2]
    assert len(keep_set(backups, tz="UTC")) == 1


def test_retention_runs_on_disk_and_touches_only_its_own_files(books: Store, home: Path) -> None:
    clock = books.clock
    assert isinstance(clock, ManualClock)
    dest = home / "backups"
    dest.mkdir(parents=True)
    (dest / "pre-restore-20260101T000000Z.db").write_bytes(b"kept aside by a restore")
    (dest / "dhandha-copy.db").write_bytes(b"someone's copy, not our name")
    made = []
    for _ in range(40):
        made.append(backup_now(books))
        clock.advance(days=1)
    names = sorted(os.listdir(dest))
    ours = [n for n in names if n.startswith("dhandha-0")]
    # the last 7 days (Wed 23 to Tue 29 December), and the Sundays of the two weeks before;
    # the newest of the latest two weeks are among the 7 days already
    days = ["20261213", "20261220"] + [f"202612{d}" for d in range(23, 30)]
    assert [n.rsplit("-", 1)[1] for n in ours] == [f"{d}T173000Z.db" for d in days]
    assert [int(n.split("-")[1]) for n in ours] == [24, 31, 34, 35, 36, 37, 38, 39, 40]
    assert made[-1].name in ours
    assert "pre-restore-20260101T000000Z.db" in names and "dhandha-copy.db" in names
    for name in ours:
        assert backup.verify_backup(dest / name)


def test_books_grow_between_backups(books: Store, clock: ManualClock) -> None:
    first = backup_now(books)
    fill(books, 50, start=1000)
    clock.advance(hours=24)
    second = backup_now(books)
    assert (entry_count(first), entry_count(second)) == (200, 250)


# ------------------------------------------------------------------ a clock that cannot be trusted

def test_a_copy_stamped_in_the_future_cannot_claim_a_day_of_its_own() -> None:
    now = at(10)
    times = [at(d) for d in range(8)] + [at(400), at(8), at(9)]  # one copy made with the clock a year ahead
    backups = [BackupFile(Path(f"/b/{i}.db"), t, seq=i + 1) for i, t in enumerate(times)]
    trusted = backup.trusted_times(backups, now)
    assert trusted[Path("/b/8.db")] == at(7)  # placed with the copy before it
    kept = keep_set(backups, now=now)
    assert Path("/b/10.db") in kept and Path("/b/9.db") in kept
    assert len(kept) <= 7 + 4


def test_the_last_copy_and_the_fullest_are_always_kept() -> None:
    backups = [BackupFile(Path(f"/b/{i}.db"), at(i), seq=i + 1, last_id=100 + i, count=100 + i) for i in range(30)]
    # an old restore made the books smaller: the copy with the most entries is 40 days old
    backups[0] = BackupFile(Path("/b/0.db"), at(0), seq=1, last_id=9_999, count=9_999)
    kept = keep_set(backups)
    assert Path("/b/0.db") in kept and Path("/b/29.db") in kept


def test_a_clock_set_back_skips_pruning(books: Store, clock: ManualClock, home: Path) -> None:
    made = []
    for _ in range(10):
        made.append(backup_now(books))
        clock.advance(days=1)
    clock.advance(days=-30)  # the clock goes back a month
    made.append(backup_now(books))
    assert all(p.exists() for p in made[-8:])
    assert list_backups()[-1].path == made[-1]

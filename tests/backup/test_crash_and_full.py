"""A backup killed at random instants, and a backup on a full disk, never cost a good backup."""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from backup.books import entry_count, fill, sha
from dhandha import backup
from dhandha.backup import BackupError, backup_now, list_backups
from dhandha.store import Store
from dhandha.torture.disk import mount_tiny, unmount

# The child imports first and says "go", so the kill lands inside the backup itself.
CHILD = """
import sys
from dhandha.backup import backup_now
print("go", flush=True)
backup_now(sys.argv[1], sys.argv[2])
print("done", flush=True)
"""


def big_books(home: Path, entries: int) -> Path:
    store = Store(home / "dhandha.db")
    fill(store, entries, note_bytes=400)
    store.close()
    return home / "dhandha.db"


def finals(dest: Path) -> dict[str, str]:
    return {b.path.name: sha(b.path) for b in list_backups(dest)}


def test_sigkill_at_random_points_never_costs_a_good_backup(home: Path) -> None:
    db = big_books(home, 12_000)  # ~6 MB: a backup long enough to be hit in the middle
    dest = home / "backups"
    started = time.monotonic()
    backup_now(db, dest)
    one_backup = time.monotonic() - started
    rng = random.Random(20261125)
    interrupted = 0
    for run in range(12):
        before = finals(dest)
        env = {**os.environ, "DHANDHA_NOW": f"2026-12-{run + 1:02d}T23:00:00+05:30"}
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(db), str(dest)], env=env,
                                 stdout=subprocess.PIPE, text=True)
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "go"
        time.sleep(rng.uniform(0, one_backup * 1.5))  # a random instant of the real work
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
        after = finals(dest)
        new = set(after) - set(before)
        if not new:
            interrupted += 1
            assert after == before, f"run {run}: a killed backup changed the good ones"
        for name, digest in after.items():
            if name in before:
                assert digest == before[name], f"run {run}: {name} was rewritten"
            backup.verify_backup(dest / name)
        assert after, "there is always at least one good backup"
    assert interrupted >= 3, "the kills should mostly land mid-backup"
    last = backup_now(db, dest)  # the next run succeeds and sweeps up the leftovers
    assert entry_count(last) == 12_000
    assert not [n for n in os.listdir(dest) if n.startswith(".dhandha-backup-")]


def test_a_full_disk_budget_stops_the_backup_and_keeps_the_old_one(books: Store, home: Path) -> None:
    dest = home / "backups"
    good = backup_now(books)
    digest = sha(good)
    fill(books, 2000, note_bytes=400, start=5000)
    books.clock.advance(days=1)  # type: ignore[attr-defined]
    # Leave the backup only ~100 KB of the disk: SQLite's page budget stops it mid-copy.
    reserve = shutil.disk_usage(dest).free - 100_000
    with pytest.raises(BackupError) as err:
        backup_now(books, reserve_bytes=reserve)
    assert "not enough free space" in str(err.value)
    assert "previous backups are kept" in str(err.value)
    assert [b.path for b in list_backups()] == [good] and sha(good) == digest
    assert not [n for n in os.listdir(dest) if n.startswith(".dhandha-backup-")]
    assert entry_count(backup_now(books)) == 2200  # with room again, it works


@pytest.fixture
def tiny_disk(tmp_path: Path) -> Iterator[Path]:
    """A real 3 MB tmpfs, so the kernel itself says ENOSPC. Needs root (CI and dev machines are)."""
    mount = tmp_path / "tiny"
    why_not = mount_tiny(mount, "size=3m")
    if why_not is not None:
        pytest.skip(why_not)
    try:
        yield mount
    finally:
        unmount(mount)


def test_a_really_full_disk_keeps_the_old_backup(books: Store, tiny_disk: Path) -> None:
    good = backup_now(books, tiny_disk, reserve_bytes=None)
    digest = sha(good)
    free_before = shutil.disk_usage(tiny_disk).free
    fill(books, 8000, note_bytes=400, start=5000)  # ~4 MB: more than the disk has left
    books.clock.advance(days=1)  # type: ignore[attr-defined]
    with pytest.raises(BackupError) as err:
        backup_now(books, tiny_disk, reserve_bytes=None)  # no budget: the kernel's ENOSPC decides
    assert "not enough free space" in str(err.value)
    assert [b.path for b in list_backups(tiny_disk)] == [good] and sha(good) == digest
    assert shutil.disk_usage(tiny_disk).free == free_before, "the half-written temp file is gone"
    assert backup.verify_backup(good) == books.schema_version()

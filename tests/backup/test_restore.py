"""restore: only a sound backup goes in, the current books are kept aside, and the swap is atomic."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from backup.books import entry_count, fill, sha
from dhandha import backup
from dhandha.backup import BackupError, backup_now
from dhandha.cli import main
from dhandha.store import Store
from dhandha.store.base import _statements, migration_files


def test_restore_brings_back_the_backup_and_keeps_the_present_aside(books: Store, home: Path) -> None:
    taken = backup_now(books)
    fill(books, 30, start=900)  # written after the backup, partly still in the WAL
    books.close()
    result = backup.restore(taken)
    assert result.problems == [] and result.schema == len(migration_files())
    assert result.aside is not None and result.aside.name.startswith("pre-restore-")
    assert entry_count(result.aside) == 230, "the books as they were are kept"
    assert not (home / "dhandha.db-wal").exists() or (home / "dhandha.db-wal").stat().st_size == 0
    store = Store(home / "dhandha.db")
    try:
        assert store.scalar("SELECT count(*) FROM entries") == 200
        assert store.integrity_problems() == []
        assert store.balance_mismatches() == []
    finally:
        store.close()


def test_restore_through_the_cli(books: Store, home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["backup"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("backup: ") and "backups kept" in out
    [taken] = backup.list_backups()
    fill(books, 5, start=700)
    books.close()
    assert main(["restore", str(taken.path)]) == 0
    out = capsys.readouterr().out
    assert "kept at" in out and "restored" in out
    assert entry_count(home / "dhandha.db") == 200


def test_backup_command_without_books_fails_clearly(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["backup"]) == 2
    assert "nothing to back up" in capsys.readouterr().err


@pytest.mark.parametrize("damage", ["not_sqlite", "corrupt", "newer_schema", "foreign", "missing"])
def test_restore_refuses_an_unsound_file(books: Store, home: Path, tmp_path: Path, damage: str) -> None:
    books.close()
    live_before = entry_count(home / "dhandha.db")
    bad = tmp_path / "bad.db"
    if damage == "not_sqlite":
        bad.write_text("these are not the books")
    elif damage == "corrupt":
        shutil_copy_backup(home, bad)
        data = bytearray(bad.read_bytes())
        for p in range(2, len(data) // 4096):
            data[p * 4096 + 8: p * 4096 + 64] = os.urandom(56)
        bad.write_bytes(bytes(data))
    elif damage == "newer_schema":
        shutil_copy_backup(home, bad)
        with sqlite3.connect(bad) as conn:
            conn.execute("PRAGMA user_version = 999")
    elif damage == "foreign":
        with sqlite3.connect(bad) as conn:
            conn.execute("CREATE TABLE notes (x)")
            conn.execute("PRAGMA user_version = 1")
    with pytest.raises(BackupError) as err:
        backup.restore(bad)
    expected = {"not_sqlite": "neither a dhandha backup nor an age-encrypted one", "corrupt": "", "newer_schema": "newer dhandha",
                "foreign": "not a dhandha database", "missing": "no such file"}[damage]
    assert expected in str(err.value)
    assert entry_count(home / "dhandha.db") == live_before
    assert not [p for p in (home / "backups").glob("pre-restore-*")] if (home / "backups").exists() else True


def shutil_copy_backup(home: Path, to: Path) -> None:
    made = backup_now(home / "dhandha.db", home / "scratch")
    to.write_bytes(made.read_bytes())


def test_restore_refuses_while_the_daemon_holds_the_books(books: Store, home: Path) -> None:
    taken = backup_now(books)
    books.close()
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute('select 1 from entries');"
         " print('open', flush=True); sys.stdin.read()", str(home / "dhandha.db")],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "open"
        digest = sha(home / "dhandha.db")
        with pytest.raises(BackupError) as err:
            backup.restore(taken)
        assert str(holder.pid) in str(err.value) and "stop it first" in str(err.value)
        assert sha(home / "dhandha.db") == digest
    finally:
        holder.kill()
        holder.wait()
        for stream in (holder.stdin, holder.stdout):
            if stream:
                stream.close()


def test_an_older_backup_is_migrated_on_restore(home: Path, tmp_path: Path) -> None:
    files = migration_files()
    if len(files) < 2:
        pytest.skip("needs a second migration to restore across")
    old = tmp_path / "old.db"
    conn = sqlite3.connect(old, isolation_level=None)
    for stmt in _statements(files[0][1].read_text(encoding="utf-8")):
        conn.execute(stmt)
    conn.execute("PRAGMA user_version = 1")
    conn.execute("INSERT INTO owner_profile (id, updated_at) VALUES (1, '2026-01-01T00:00:00+00:00')")
    conn.close()
    result = backup.restore(old)
    assert result.schema == 1 and result.aside is None and result.problems == []
    store = Store(home / "dhandha.db")
    try:
        assert store.schema_version() == len(files)
    finally:
        store.close()

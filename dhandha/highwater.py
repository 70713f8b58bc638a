"""The high-water mark: what the books have been seen to hold, kept outside the database.

A committed entry lives in the -wal file until SQLite folds it into the database. If a crash is
followed by the -wal being deleted or cut short (a cleaner app, a copy of the .db alone, a full
disk), those entries vanish and the file still opens cleanly: nothing inside the database can
tell. So after every commit that added entries the store writes, beside the database, the newest
entry id, the count and a digest of that newest row (temp file, fsync, rename, fsync the folder).
`dhandha doctor` compares: a database whose newest entry is older than the mark, or whose row at
the mark's id is a different row, has lost commits.

Entries are append-only (the schema forbids UPDATE and DELETE) and take rowids in order, so the
count grows exactly with the newest id: the store keeps it without counting the table.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import sqlite3
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from dhandha.private import FILE_MODE, write_private

# The fields that make an entry this entry; a different row at the same id differs in one of them.
_DIGEST_SQL = "SELECT id, idem_key, kind, amount_paise, contact_id, occurred_at, role FROM entries WHERE id = ?"


@dataclass(frozen=True)
class Mark:
    max_id: int
    count: int
    digest: str  # of the row at max_id

    def to_json(self) -> bytes:
        return json.dumps(asdict(self)).encode()


@dataclass(frozen=True)
class Loss:
    """Commits the mark saw that the database no longer holds."""

    mark: Mark
    db_max_id: int
    db_count: int
    reason: str

    def line(self) -> str:
        missing = max(0, self.mark.max_id - self.db_max_id)
        what = (f"{missing} saved entr{'y' if missing == 1 else 'ies'} (#{self.db_max_id + 1}–#{self.mark.max_id})"
                if missing else f"entry #{self.mark.max_id} as it was saved")
        return (f"{what} {'are' if missing > 1 else 'is'} missing from the books ({self.reason}): the "
                "write-ahead log was probably lost after a crash")


def mark_path(db: Path) -> Path:
    return db.with_name(db.name + ".mark")


def read(db: Path) -> Mark | None:
    try:
        data = json.loads(mark_path(db).read_text(encoding="utf-8"))
        return Mark(int(data["max_id"]), int(data["count"]), str(data["digest"]))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError):
        return None  # an unreadable mark is rewritten at the next commit; doctor says so meanwhile


def digest(row: Any) -> str:
    if row is None:
        return ""
    return hashlib.sha256("\x1f".join("" if v is None else str(v) for v in tuple(row)).encode()).hexdigest()[:32]


def row_digest(conn: sqlite3.Connection, entry_id: int) -> str:
    return digest(conn.execute(_DIGEST_SQL, (entry_id,)).fetchone())


def newest_id(conn: sqlite3.Connection) -> int:
    return int(conn.execute("SELECT COALESCE(MAX(id), 0) FROM entries").fetchone()[0])


def measure(conn: sqlite3.Connection, *, count: bool = True) -> Mark:
    """The mark the database deserves now (count(*) reads the table: doctor only)."""
    top = newest_id(conn)
    n = int(conn.execute("SELECT COUNT(*) FROM entries").fetchone()[0]) if count else top
    return Mark(top, n, row_digest(conn, top))


def compare(conn: sqlite3.Connection, mark: Mark, *, count: int | None = None) -> Loss | None:
    """Does the database still hold everything the mark saw?"""
    top = newest_id(conn)
    n = top if count is None else count
    if top < mark.max_id:
        return Loss(mark, top, n, f"the newest entry is #{top}, the mark saw #{mark.max_id}")
    if n < mark.count:
        return Loss(mark, top, n, f"{n} entries, the mark saw {mark.count}")
    if mark.max_id and row_digest(conn, mark.max_id) != mark.digest:
        return Loss(mark, top, n, f"entry #{mark.max_id} is not the one that was saved")
    return None


def advance(db: Path, new: Mark) -> bool:
    """Move the mark forward to `new`; never backwards (two writers may finish out of order)."""
    path = mark_path(db)
    lock = os.open(path.with_name(path.name + ".lock"), os.O_RDWR | os.O_CREAT, FILE_MODE)
    try:
        fcntl.flock(lock, fcntl.LOCK_EX)
        old = read(db)
        if old is not None and old.max_id >= new.max_id:
            return False
        write_private(path, new.to_json())
        return True
    finally:
        os.close(lock)


def reset(db: Path, conn: sqlite3.Connection) -> Mark:
    """Take the books as they are now as the mark (after a restore, or the operator accepting a loss)."""
    new = measure(conn)
    write_private(mark_path(db), new.to_json())
    return new

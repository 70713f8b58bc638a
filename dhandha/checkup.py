"""When the books get SQLite's full check, and the record of the last clean one.

`PRAGMA quick_check` reads every page of the file: about half a second on a year of books on a
laptop, several on a phone. Run on every open it was most of what a one-shot command cost. So:

- the full check runs at daemon start, in `dhandha doctor` (integrity_check), on every backup
  (the copy, page for page the books), after a restore, in the nightly `integrity` sweep, and in a
  one-shot command whenever no clean full check is on record from the last CHECK_EVERY;
- every open, whatever the command, does the cheap checks: the file's header is a sane SQLite
  header (an odd one makes the full check run now; only SQLite's own verdict marks the books
  damaged), the schema is read and its version known (`migrate`), the high-water mark is compared;
- anywhere, at any time, SQLite's "malformed" / "not a database" marks the books damaged.

Each clean full check is recorded beside the books in `dhandha.db.checked` (when, by what, how long,
and the file's inode, so a file swapped in by hand is checked again); `dhandha doctor` shows it.
Only clean checks are recorded: a check that finds damage marks the books instead. The record's
time is the injected clock's, and a record from the future counts as none.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from dhandha.clock import iso, parse_instant
from dhandha.private import write_private

if TYPE_CHECKING:
    from dhandha.store.base import StoreBase

CHECK_EVERY = timedelta(hours=24)

# Who ran a full check, as the record and `doctor` name it.
DAEMON_START = "daemon start"
ONE_SHOT = "a command"
NIGHTLY = "nightly integrity sweep"
DOCTOR = "doctor"
BACKUP = "backup"
RESTORE = "restore"

_MAGIC = b"SQLite format 3\x00"


@dataclass(frozen=True)
class Checked:
    """One clean full check, as recorded."""

    at: datetime
    by: str
    ms: int
    inode: int | None


def record_path(db: Path) -> Path:
    return db.with_name(db.name + ".checked")


def last_clean(db: Path) -> Checked | None:
    """The last clean full check on record for these books; None when there is none or it is unreadable."""
    try:
        data = json.loads(record_path(db).read_text(encoding="utf-8"))
        return Checked(parse_instant(str(data["at"])), str(data["by"]), int(data.get("ms", 0)),
                       None if data.get("inode") is None else int(data["inode"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def record(db: Path, at: datetime, by: str, started: float | None = None) -> None:
    """A clean full check of these books just ran (`started`: its `time.perf_counter()` at the start, for
    how long it took); best effort (a record that cannot be written only means the next command checks again)."""
    ms = 0 if started is None else round(1000 * (time.perf_counter() - started))
    try:
        inode = db.stat().st_ino
        write_private(record_path(db), json.dumps({"at": iso(at), "by": by, "ms": ms, "inode": inode}).encode())
    except OSError:
        pass


def forget(db: Path) -> None:
    """The file behind these books changed (restore): no earlier check speaks for it."""
    record_path(db).unlink(missing_ok=True)


def due(db: Path, now: datetime) -> str | None:
    """Why a one-shot command must run the full check now; None when a recent clean one covers it."""
    last = last_clean(db)
    if last is None:
        return "no clean check on record"
    if last.at > now:
        return "the last check is dated in the future"
    if now - last.at > CHECK_EVERY:
        return "the last clean check is older than a day"
    try:
        if last.inode is not None and db.stat().st_ino != last.inode:
            return "the books file was replaced since its last check"
    except OSError:
        return "the books file cannot be looked at"
    return header_problem(db)


def header_problem(db: Path) -> str | None:
    """What is odd about the first 100 bytes of the file (SQLite's header), or None.

    Cheap: one small read. It proves nothing is wrong, only that nothing obvious is.
    """
    try:
        with db.open("rb") as f:
            head = f.read(100)
        size = db.stat().st_size
    except OSError as exc:
        return f"header unreadable: {exc.strerror or exc}"
    if len(head) < 100 or not head.startswith(_MAGIC):
        return "not an SQLite header"
    page = int.from_bytes(head[16:18], "big")
    page = 65536 if page == 1 else page
    if page < 512 or page & (page - 1):
        return f"page size {page} in the header"
    if head[21:24] != b"\x40\x20\x20":
        return "payload fractions in the header"
    if size % page:
        return f"file size {size} is not whole pages of {page}"
    pages = int.from_bytes(head[28:32], "big")
    if head[24:28] == head[92:96] and pages * page > size:
        return f"header says {pages} pages, the file holds {size // page}"
    return None


def full_check(store: StoreBase, by: str) -> list[str]:
    """quick_check the books through this store; a clean one is recorded. Problems mark the books
    damaged (the store then refuses writes); a file that is no database raises BooksDamaged."""
    started = time.perf_counter()
    problems = store.quick_check()
    if not problems and store.on_disk:
        record(store.path, store.clock(), by, started)
    return problems


def on_open(store: StoreBase, *, always: bool) -> str | None:
    """The check an opening command owes the books: the full one when `always` (the daemon) or when it
    is due, else none beyond the cheap ones. Returns why the full check ran, or None."""
    if not store.on_disk or store.read_only:
        return None
    why = "the daemon starts" if always else due(store.path, store.clock())
    if why is not None:
        full_check(store, DAEMON_START if always else ONE_SHOT)
    return why


def recorded_line(db: Path, now: datetime) -> str:
    """`doctor`'s words for the last clean full check on record."""
    from dhandha.readable import ago

    last = last_clean(db)
    if last is None:
        return "no clean full check on record yet"
    return f"last clean full check {ago(now - last.at)} by {last.by} ({last.ms} ms)"


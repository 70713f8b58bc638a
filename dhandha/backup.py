"""Copies of the books that survive a dying phone, a full disk, or a kill at any instant.

A backup is made with SQLite's online backup API from its own read connection (one step,
so it is one consistent snapshot while the daemon keeps writing), into a hidden temp file
beside the backups. Only a copy that passes `PRAGMA integrity_check`, is fsynced, and is
renamed into place (then the folder fsynced) becomes a
`dhandha-<sequence>-e<newest entry id>-n<entry count>-<UTC time>.db`. Retention runs only
after that, so an interrupted or failed backup never replaces or deletes a good one; its
leftovers are swept up by the next run. Nothing here ever touches a file whose name it did
not make.

The phone's clock is not trusted with the books' history: backups are ordered by their
sequence number and judged by what they hold (the newest entry id and the count). The time
in the name is only for people and for spreading the kept copies over days; a time that
runs backwards or lies in the future cannot make retention delete the newest copy, nor the
one that holds the most.

Restore checks the file first (integrity, foreign keys, schema not newer than this code),
keeps the current books aside, and swaps the backup in with a rename.
"""

from __future__ import annotations

import argparse
import fcntl
import os
import re
import shutil
import sqlite3
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import quote

from dhandha import age, checkup, damage, highwater
from dhandha.clock import Clock, local_day
from dhandha.clock import from_env as clock_from_env
from dhandha.errors import OperatorError
from dhandha.paths import backups_dir, db_path
from dhandha.private import fsync_dir, private_dir, private_file

if TYPE_CHECKING:
    from dhandha.deps import Deps
    from dhandha.store import Store

KEEP_DAILY = 7
KEEP_WEEKLY = 4
# Free space a backup must leave on the disk: the live database's WAL and the phone itself
# need room too, and a backup that fills the disk would make the next sale fail to save.
DEFAULT_RESERVE_BYTES = 32 * 1024 * 1024

_NAME = re.compile(r"^dhandha-(\d{6,})-e(\d+)-n(\d+)-(\d{8}T\d{6}Z)\.db$")
_OLD_NAME = re.compile(r"^dhandha-(\d{8}T\d{6}Z)(?:-(\d+))?\.db$")  # before sequences: ordered by time
# A clock reading more than this ahead of now is a clock that was wrong when the copy was made.
CLOCK_SLACK = timedelta(minutes=5)
_TEMP_PREFIX = ".dhandha-backup-"
_LOCK_NAME = ".lock"


class BackupError(OperatorError):
    """A backup or restore that did not happen; the message says why and what to do."""


@dataclass(frozen=True)
class BackupFile:
    path: Path
    at: datetime  # the phone's clock when it was taken, UTC: for people, never for order
    seq: int = 0  # 0 for copies made before sequences
    last_id: int = 0  # the newest entry it holds
    count: int = 0  # how many entries it holds

    @property
    def size(self) -> int:
        return self.path.stat().st_size

    @property
    def content(self) -> tuple[int, int]:
        return (self.last_id, self.count)


# ------------------------------------------------------------------------------- listing

def list_backups(dest_dir: Path | str | None = None) -> list[BackupFile]:
    """The backups this code made in dest_dir, in the order they were made (by sequence)."""
    dest = Path(dest_dir) if dest_dir is not None else backups_dir()
    found = []
    try:
        names = os.listdir(dest)
    except FileNotFoundError:
        return []
    for name in names:
        m = _NAME.match(name)
        if m:
            at = datetime.strptime(m.group(4), "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC)
            found.append(BackupFile(dest / name, at, int(m.group(1)), int(m.group(2)), int(m.group(3))))
            continue
        m = _OLD_NAME.match(name)
        if m:
            at = datetime.strptime(m.group(1), "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC)
            last_id, count = _content_of(dest / name)
            found.append(BackupFile(dest / name, at, 0, last_id, count))
    found.sort(key=lambda b: (b.seq, b.at, b.path.name))
    return found


def last_backup(dest_dir: Path | str | None = None) -> BackupFile | None:
    """The newest copy: the one made last (highest sequence), whatever the clock said."""
    backups = list_backups(dest_dir)
    return backups[-1] if backups else None


def fullest_backup(backups: list[BackupFile]) -> BackupFile | None:
    """The copy that holds the most: the newest entry id, then the count, then the sequence."""
    return max(backups, key=lambda b: (b.last_id, b.count, b.seq), default=None)


def _content_of(path: Path) -> tuple[int, int]:
    """(newest entry id, entry count) of a backup file; (0, 0) when it cannot be read."""
    try:
        with closing(_connect_ro(path, immutable=True)) as conn:
            row = conn.execute("SELECT COALESCE(MAX(id), 0), COUNT(*) FROM entries").fetchone()
            return int(row[0]), int(row[1])
    except sqlite3.Error:
        return 0, 0


# ------------------------------------------------------------------------------- backup

def backup_now(store_or_path: Store | Path | str, dest_dir: Path | str | None = None, *,
               clock: Clock | None = None, reserve_bytes: int | None = DEFAULT_RESERVE_BYTES) -> Path:
    """Make one verified backup and apply retention; returns the new file.

    store_or_path: the open Store (its file is read through a separate connection) or the
    database's path. dest_dir defaults to $DHANDHA_HOME/backups. reserve_bytes: free space
    the backup must leave on the destination disk (None: no limit but the disk's own).
    Raises BackupError; the good backups already there are untouched whatever happens.
    """
    src_path, tz, clock = _source(store_or_path, clock)
    if damage.damaged(src_path) is not None:
        raise BackupError(f"not backing up damaged books: {damage.operator_line(src_path, 'marked damaged')}")
    dest = Path(dest_dir) if dest_dir is not None else backups_dir()
    private_dir(dest, parents=True)
    with _exclusive(dest):
        _sweep_temps(dest)
        at = clock().astimezone(UTC).replace(microsecond=0)
        tmp = dest / f"{_TEMP_PREFIX}{os.getpid()}-{time.monotonic_ns()}.tmp"
        try:
            started = time.perf_counter()
            last_id, count = _copy(src_path, tmp, reserve_bytes=reserve_bytes)
            # The copy passed integrity_check and is page for page the books: a clean full check.
            checkup.record(src_path, clock(), checkup.BACKUP, started)
            _fsync_file(tmp)
            final = _free_name(dest, at, last_id, count)
            os.replace(tmp, final)
            _fsync_dir(dest)
        except BaseException:
            _remove_with_sidecars(tmp)
            raise
        _prune(dest, tz, keep=final, now=at)
    return final


def _source(store_or_path: Store | Path | str, clock: Clock | None) -> tuple[Path, str, Clock]:
    if isinstance(store_or_path, str | os.PathLike):
        path = Path(store_or_path)
        return path, _timezone_of(path), clock or clock_from_env()
    store = store_or_path
    if str(store.path) == ":memory:":
        raise BackupError("an in-memory database has no file to back up")
    try:
        tz = str(store.owner()["timezone"])
    except (sqlite3.Error, KeyError, TypeError):
        tz = "Asia/Kolkata"
    return Path(store.path), tz, clock or store.clock


def _timezone_of(path: Path) -> str:
    """The owner's zone, for deciding which backups share a day; read-only, best effort."""
    try:
        with closing(_connect_ro(path, immutable=False)) as conn:
            row = conn.execute("SELECT timezone FROM owner_profile WHERE id = 1").fetchone()
            return str(row[0]) if row and row[0] else "Asia/Kolkata"
    except sqlite3.Error:
        return "Asia/Kolkata"


def _copy(src_path: Path, tmp: Path, *, reserve_bytes: int | None) -> tuple[int, int]:
    """Copy the books into tmp and check the copy; returns (newest entry id, entry count) it holds."""
    if not src_path.is_file():
        raise BackupError(f"no database at {src_path}: nothing to back up")
    try:
        # mode=rw: never creates an empty database where the books should be, never writes.
        src = sqlite3.connect(f"file:{quote(str(src_path))}?mode=rw", uri=True, timeout=30)
    except sqlite3.Error as exc:
        raise BackupError(f"cannot open {src_path} to back it up: {exc}") from exc
    with closing(src):
        try:
            src.execute("PRAGMA busy_timeout = 30000")
            page_size = int(src.execute("PRAGMA page_size").fetchone()[0])
            need = page_size * int(src.execute("PRAGMA page_count").fetchone()[0])
        except sqlite3.Error as exc:
            damage.noticed(src_path, exc)
            raise BackupError(f"cannot read {src_path} to back it up ({exc}): is the database itself "
                              "damaged? Run `dhandha doctor`; the previous backups are kept") from exc
        private_file(tmp)  # 0600 before a single page of the books is in it
        with closing(sqlite3.connect(str(tmp), isolation_level=None)) as dst:
            # The temp file is thrown away on any failure, so it needs no journal of its own;
            # durability comes from the fsync before the rename.
            dst.execute("PRAGMA journal_mode = OFF")
            dst.execute("PRAGMA synchronous = OFF")
            dst.execute(f"PRAGMA page_size = {page_size}")
            budget = None
            if reserve_bytes is not None:
                budget = shutil.disk_usage(tmp.parent).free - reserve_bytes
                # SQLite stops the copy with SQLITE_FULL before the disk is really full.
                dst.execute(f"PRAGMA max_page_count = {max(1, budget // page_size)}")
            try:
                src.backup(dst)  # pages=-1: one step, one read transaction, one snapshot
                # A backup of a WAL database is marked WAL; make it a plain single file.
                dst.execute("PRAGMA journal_mode = DELETE")
                problems = [r[0] for r in dst.execute("PRAGMA integrity_check").fetchall()]
                held = (0, 0)
                if problems == ["ok"]:
                    row = dst.execute("SELECT COALESCE(MAX(id), 0), COUNT(*) FROM entries").fetchone()
                    held = (int(row[0]), int(row[1]))
            except sqlite3.Error as exc:
                if _is_disk_full(exc):
                    free = shutil.disk_usage(tmp.parent).free
                    raise BackupError(
                        f"not enough free space for a backup in {tmp.parent}: the books need "
                        f"{_mb(need)}, {_mb(free)} free" + (f" (keeping {_mb(reserve_bytes)} spare)"
                                                            if reserve_bytes else "")
                        + "; free some space on the phone, the previous backups are kept") from exc
                if damage.is_corruption(exc):
                    damage.mark(src_path, f"backup: {exc}")
                raise BackupError(f"backup failed: {exc}") from exc
    if problems != ["ok"]:
        # The copy is page for page the books: a damaged copy means damaged books.
        damage.mark(src_path, "backup copy failed integrity_check: " + "; ".join(problems[:2]))
        raise BackupError(
            "the copy failed its integrity check, so it was not kept (the previous backups are): "
            f"{'; '.join(problems[:3])}. Is the database itself damaged? Run `dhandha doctor`.")
    return held


def _is_disk_full(exc: sqlite3.Error) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    return code == sqlite3.SQLITE_FULL or "disk is full" in str(exc) or "No space" in str(exc)


def _mb(n: int | None) -> str:
    return f"{(n or 0) / 1e6:.1f} MB"


def _free_name(dest: Path, at: datetime, last_id: int, count: int) -> Path:
    """The next sequence number after every copy in the folder, with what this copy holds."""
    seq = max((b.seq for b in list_backups(dest)), default=0) + 1
    stamp = at.strftime("%Y%m%dT%H%M%SZ")
    path = dest / f"dhandha-{seq:06d}-e{last_id}-n{count}-{stamp}.db"
    while path.exists():  # only if someone made files by hand; never overwrite one
        seq += 1
        path = dest / f"dhandha-{seq:06d}-e{last_id}-n{count}-{stamp}.db"
    return path


@contextmanager
def _exclusive(dest: Path, wait_seconds: float = 60.0) -> Iterator[None]:
    """One backup at a time per folder (the nightly sweep and a manual `dhandha backup`)."""
    fd = os.open(dest / _LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        deadline = time.monotonic() + wait_seconds
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise BackupError(f"another backup into {dest} has been running for over "
                                      f"{wait_seconds:g} s; try again later") from None
                time.sleep(0.05)
        yield
    finally:
        os.close(fd)  # releases the lock; a killed process releases it too


def _sweep_temps(dest: Path) -> None:
    """Leftovers of backups that were killed or failed; safe to delete while we hold the lock."""
    for name in os.listdir(dest):
        if name.startswith(_TEMP_PREFIX):
            try:
                os.unlink(dest / name)
            except FileNotFoundError:
                pass


def _remove_with_sidecars(path: Path) -> None:
    for p in (path, *(path.with_name(path.name + s) for s in ("-journal", "-wal", "-shm"))):
        try:
            os.unlink(p)
        except FileNotFoundError:
            pass


def _fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


_fsync_dir = fsync_dir


# ------------------------------------------------------------------------------- retention

def trusted_times(backups: list[BackupFile], now: datetime | None = None) -> dict[Path, datetime]:
    """Each copy's time, as far as the order of making them allows.

    Copies are in sequence order. A time before the previous copy's (the clock went back) or
    ahead of now (the clock was ahead then) cannot be right; such a copy is placed with the
    one before it, so it competes with that one for its day instead of claiming a day of its own.
    """
    out: dict[Path, datetime] = {}
    prev: datetime | None = None
    for b in backups:
        t = b.at
        if prev is not None and (t < prev or (now is not None and t > now + CLOCK_SLACK)):
            t = prev
        out[b.path] = t
        prev = t
    return out


def keep_set(backups: list[BackupFile], tz: str = "Asia/Kolkata", now: datetime | None = None) -> set[Path]:
    """Which backups retention keeps, of a folder's copies in sequence order.

    Always the newest copy (the last made) and the fullest (the most entries); then the newest
    of each of the last 7 days that have one and of each of the last 4 ISO weeks that have one
    (days in the owner's zone, from the trusted times). Counting days that have backups, not
    calendar days, means a phone that was off for a month still wakes up with its last copies.
    """
    if not backups:
        return set()
    times = trusted_times(backups, now)
    per_day: dict[date, BackupFile] = {}
    per_week: dict[tuple[int, int], BackupFile] = {}
    for b in backups:  # in sequence order, so the newest of each day/week wins
        day = local_day(times[b.path], tz)
        per_day[day] = b
        iso = day.isocalendar()
        per_week[(iso.year, iso.week)] = b
    daily = [per_day[d] for d in sorted(per_day)[-KEEP_DAILY:]]
    weekly = [per_week[w] for w in sorted(per_week)[-KEEP_WEEKLY:]]
    fullest = fullest_backup(backups)
    assert fullest is not None
    return {b.path for b in daily + weekly} | {backups[-1].path, fullest.path}


def _prune(dest: Path, tz: str, keep: Path, now: datetime | None = None) -> list[Path]:
    backups = list_backups(dest)
    if len(backups) >= 2 and backups[-1].at < backups[-2].at:
        # The clock went back since the last copy: either reading may be the wrong one, and a
        # wrong clock must not cost a copy. Keep everything this time.
        return []
    kept = keep_set(backups, tz, now) | {keep}
    removed = []
    for b in backups:
        if b.path not in kept:
            b.path.unlink(missing_ok=True)
            removed.append(b.path)
    if removed:
        _fsync_dir(dest)
    return removed


# ------------------------------------------------------------------------------- restore

@dataclass(frozen=True)
class Restored:
    source: Path
    schema: int
    aside: Path | None  # the books as they were before the restore
    problems: list[str]


def verify_backup(path: Path | str) -> int:
    """Check a backup file before trusting it; returns its schema version or raises BackupError."""
    from dhandha.store.base import migration_files

    path = Path(path)
    if not path.is_file():
        raise BackupError(f"{path}: no such file")
    with path.open("rb") as f:
        if f.read(16) != b"SQLite format 3\x00":
            raise BackupError(f"{path} is neither a dhandha backup nor an age-encrypted one; nothing was changed")
    try:
        with closing(_connect_ro(path, immutable=True)) as conn:
            problems = [r[0] for r in conn.execute("PRAGMA integrity_check").fetchall()]
            if problems != ["ok"]:
                raise BackupError(f"{path} is damaged ({'; '.join(problems[:3])}); choose another backup")
            fk = conn.execute("PRAGMA foreign_key_check").fetchall()
            if fk:
                raise BackupError(f"{path} has {len(fk)} broken references between tables; choose another backup")
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    except sqlite3.DatabaseError as exc:
        raise BackupError(f"{path} cannot be read as a database: {exc}") from exc
    known = len(migration_files())
    if version < 1 or "entries" not in tables:
        raise BackupError(f"{path} is not a dhandha database (schema {version})")
    if version > known:
        raise BackupError(f"{path} was made by a newer dhandha (schema {version}, this code knows {known}); "
                          "upgrade dhandha first")
    return version


def restore(backup: Path | str, db: Path | str | None = None, *, clock: Clock | None = None,
            aside_dir: Path | str | None = None, passphrase: Callable[[], str] | None = None) -> Restored:
    """Put a verified backup (plain, or age-encrypted with a passphrase) in place of the live
    database, keeping the current one aside. A wrong passphrase or a bad file changes nothing."""
    backup = Path(backup).resolve()
    db = Path(db) if db is not None else db_path()
    if not backup.is_file():
        raise BackupError(f"{backup}: no such file")
    if not age.is_age_file(backup):
        return _restore_plain(backup, backup, db, clock, aside_dir)
    if passphrase is None:
        raise BackupError(f"{backup} is encrypted: give its passphrase (DHANDHA_BACKUP_PASSPHRASE)")
    private_dir(db.parent, parents=True)
    plain = db.with_name(f".{db.name}.decrypted-{os.getpid()}.tmp")
    try:
        age.decrypt(backup, plain, passphrase())
        return _restore_plain(plain, backup, db, clock, aside_dir)
    finally:
        plain.unlink(missing_ok=True)


def _restore_plain(backup: Path, source: Path, db: Path, clock: Clock | None,
                   aside_dir: Path | str | None) -> Restored:
    clock = clock or clock_from_env()
    schema = verify_backup(backup)
    holders = db_holders(db)
    if holders:
        raise BackupError(
            f"the books are open in process {', '.join(map(str, holders))} (the daemon?); stop it first "
            "(`sv down dhandha`), then restore")
    private_dir(db.parent, parents=True)
    aside = None
    if db.exists():
        aside = _set_aside(db, Path(aside_dir) if aside_dir is not None else backups_dir(), clock)
        _checkpoint(db)
    tmp = db.with_name(f".{db.name}.restore-{os.getpid()}.tmp")
    try:
        private_file(tmp)
        shutil.copyfile(backup, tmp)
        _fsync_file(tmp)
        verify_backup(tmp)  # the bytes that will become the books, not just the ones we read
        # A WAL left by the old books would be replayed onto the restored file and corrupt
        # it: the old WAL was checkpointed into the aside copy above, so it can go.
        for side in ("-wal", "-shm", "-journal"):
            db.with_name(db.name + side).unlink(missing_ok=True)
        os.replace(tmp, db)
        _fsync_dir(db.parent)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    # These are the books now: whatever damage, high-water mark or check the old file had is history.
    damage.clear(db)
    checkup.forget(db)
    with closing(sqlite3.connect(str(db))) as conn:
        highwater.reset(db, conn)
    from dhandha.store import Store

    store = Store(db, clock)  # migrates an older backup up to this code's schema
    try:
        problems = store.integrity_problems()
    finally:
        store.close()
    if not problems:
        checkup.record(db, clock(), checkup.RESTORE)
    return Restored(source, schema, aside, problems)


def _set_aside(db: Path, folder: Path, clock: Clock) -> Path:
    private_dir(folder, parents=True)
    stamp = clock().astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    aside = folder / f"pre-restore-{stamp}.db"
    n = 2
    while aside.exists():
        aside = folder / f"pre-restore-{stamp}-{n}.db"
        n += 1
    try:
        tmp = folder / f"{_TEMP_PREFIX}aside-{os.getpid()}.tmp"
        try:
            _copy(db, tmp, reserve_bytes=None)
            _fsync_file(tmp)
            os.replace(tmp, aside)
        except BaseException:
            _remove_with_sidecars(tmp)
            raise
    except BackupError:
        # The current books may be the damaged thing being replaced: keep their raw bytes.
        private_file(aside)
        shutil.copyfile(db, aside)
        wal = db.with_name(db.name + "-wal")
        if wal.exists():
            private_file(aside.with_name(aside.name + "-wal"))
            shutil.copyfile(wal, aside.with_name(aside.name + "-wal"))
        _fsync_file(aside)
    _fsync_dir(folder)
    return aside


def _checkpoint(db: Path) -> None:
    try:
        with closing(sqlite3.connect(str(db), timeout=10)) as conn:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    except sqlite3.Error:
        pass  # a damaged file: the raw aside copy has its WAL


def db_holders(db: Path) -> list[int]:
    """Other processes that have the database (or its WAL) open, from /proc; [] if unknown."""
    try:
        targets = {str(db.resolve()), str(db.resolve()) + "-wal"}
    except OSError:
        return []
    me = os.getpid()
    pids = []
    try:
        entries = os.listdir("/proc")
    except OSError:
        return []
    for entry in entries:
        if not entry.isdigit() or int(entry) == me:
            continue
        try:
            fds = os.listdir(f"/proc/{entry}/fd")
        except OSError:
            continue
        for fd in fds:
            try:
                if os.readlink(f"/proc/{entry}/fd/{fd}") in targets:
                    pids.append(int(entry))
                    break
            except OSError:
                continue
    return sorted(pids)


def _connect_ro(path: Path, *, immutable: bool) -> sqlite3.Connection:
    # immutable=1 reads the file alone, creating no -wal/-shm beside a backup we only inspect.
    flags = "mode=ro&immutable=1" if immutable else "mode=ro"
    return sqlite3.connect(f"file:{quote(str(path))}?{flags}", uri=True)


# ------------------------------------------------------------------------------- entry points

def backup_sweep(deps: Deps) -> int:
    """The nightly heartbeat sweep (23:00): one backup of the live books, and its encrypted copy
    when the owner asked for one. Returns files made."""
    from dhandha import offsite

    made = backup_now(deps.store, backups_dir(), clock=deps.clock)
    return 1 + (offsite.nightly(made, deps.settings) is not None)


def cmd_backup(args: argparse.Namespace) -> int:
    started = time.monotonic()
    path = backup_now(db_path(), backups_dir(), clock=clock_from_env())
    took = time.monotonic() - started
    kept = len(list_backups(path.parent))
    print(f"backup: {path} ({_mb(path.stat().st_size)}, {took:.2f} s); {kept} backups kept")
    return 0


def cmd_restore(args: argparse.Namespace) -> int:
    from dhandha.offsite import ask_passphrase

    result = restore(Path(args.file), passphrase=ask_passphrase)
    if result.aside:
        print(f"the books before this restore are kept at {result.aside}")
    print(f"restored {result.source} (schema {result.schema}) into {db_path()}")
    if result.problems:
        print("integrity problems after restore: " + "; ".join(result.problems[:5]), file=sys.stderr)
        return 2
    return 0

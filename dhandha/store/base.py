"""Opening the shop's SQLite file: pragmas, transactions, numbered migrations."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from dhandha import damage, highwater
from dhandha.clock import Clock, iso, system_clock
from dhandha.errors import BooksDamaged, OperatorError
from dhandha.paths import resource
from dhandha.private import private_dir, private_file, tighten

_MIGRATION_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")
_FK_OFF = "\n-- foreign_keys: off\n"


def migration_files() -> list[tuple[int, Path]]:
    """The numbered migrations shipped with this code, in order."""
    found = []
    for path in resource("migrations").iterdir():
        m = _MIGRATION_NAME.match(path.name)
        if m:
            found.append((int(m.group(1)), path))
    found.sort()
    for expected, (number, path) in enumerate(found, start=1):
        if number != expected:
            raise OperatorError(f"migration numbering has a gap before {path.name}")
    return found


class StoreBase:
    """The connection and the transaction discipline every SQL room shares."""

    def __init__(self, path: Path | str, clock: Clock = system_clock) -> None:
        self.path = Path(path)
        self.clock = clock
        self.on_disk = str(path) != ":memory:"
        if self.on_disk:
            if not self.path.parent.exists():
                private_dir(self.path.parent, parents=True)
            # SQLite gives the -wal and -shm files the database's own mode: make it 0600 first.
            private_file(self.path)
        # Autocommit mode: transactions are opened explicitly with BEGIN IMMEDIATE so a
        # writer never upgrades a read lock half-way through and every write is all-or-nothing.
        self.conn = sqlite3.connect(str(path), isolation_level=None, timeout=10, check_same_thread=False)
        self.conn.row_factory = sqlite3.Row
        self._depth = 0
        # What this connection last saw of the high-water mark; None until the first look.
        self._mark_id: int | None = None
        self._mark_count = 0
        self.lost: highwater.Loss | None = None
        if self.read_only:
            return  # damaged books are opened only to say so: no migration, no mark, no writes
        try:
            for pragma in ("journal_mode=WAL", "synchronous=FULL", "foreign_keys=ON", "busy_timeout=10000"):
                self.conn.execute(f"PRAGMA {pragma}")
            self.migrate()
            if self.on_disk:
                for side in ("-wal", "-shm"):
                    tighten(self.path.with_name(self.path.name + side))
                self._look_at_mark()
        except BooksDamaged:
            pass  # marked damaged: the store stays open, read-only, so the channel can tell the owner
        except sqlite3.DatabaseError as exc:
            if not (self.on_disk and damage.is_corruption(exc)):
                self.conn.close()
                raise
            damage.mark(self.path, str(exc))

    # -- damage ---------------------------------------------------------------------
    @property
    def read_only(self) -> bool:
        """True once the books are known damaged (here or by another process): every write is refused."""
        return self.on_disk and damage.damaged(self.path) is not None

    def _failed(self, exc: sqlite3.DatabaseError) -> BaseException:
        """What to raise for a database error: corruption becomes BooksDamaged (and marks the books)."""
        return (damage.noticed(self.path, exc) if self.on_disk else None) or exc

    # -- the high-water mark --------------------------------------------------------
    def _look_at_mark(self) -> None:
        """Compare the books with the mark beside them; a loss is reported, never papered over."""
        mark = highwater.read(self.path)
        if mark is None:
            self._mark_id = highwater.newest_id(self.conn)
            self._mark_count = self._mark_id
            if self._mark_id:
                highwater.advance(self.path, highwater.measure(self.conn, count=False))
            return
        self.lost = highwater.compare(self.conn, mark)
        if self.lost is not None:
            damage.log.error("lost commits in %s: %s", self.path, self.lost.line())
            return
        top = highwater.newest_id(self.conn)
        self._mark_id, self._mark_count = mark.max_id, mark.count
        if top > mark.max_id:  # written by a process that died before it moved the mark
            self._advance_mark(top)

    def _advance_mark(self, top: int) -> None:
        assert self._mark_id is not None
        count = self._mark_count + (top - self._mark_id)
        highwater.advance(self.path, highwater.Mark(top, count, highwater.row_digest(self.conn, top)))
        self._mark_id, self._mark_count = top, count

    def _after_commit(self) -> None:
        """Cheap: one index probe; the file is written only when entries were added."""
        if self.lost is not None or self._mark_id is None:
            return
        top = highwater.newest_id(self.conn)
        if top != self._mark_id:
            try:
                self._advance_mark(top)
            except OSError as exc:  # the entry is committed; a mark that lags only weakens doctor's check
                damage.log.warning("could not move the high-water mark beside %s: %s", self.path, exc)

    # -- plumbing -----------------------------------------------------------------
    def now(self) -> str:
        return iso(self.clock())

    def q(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> list[sqlite3.Row]:
        try:
            return self.conn.execute(sql, params).fetchall()
        except sqlite3.DatabaseError as exc:
            raise self._failed(exc) from exc

    def one(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> sqlite3.Row | None:
        try:
            return self.conn.execute(sql, params).fetchone()
        except sqlite3.DatabaseError as exc:
            raise self._failed(exc) from exc

    def scalar(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> Any:
        try:
            row = self.conn.execute(sql, params).fetchone()
        except sqlite3.DatabaseError as exc:
            raise self._failed(exc) from exc
        return None if row is None else row[0]

    def x(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> sqlite3.Cursor:
        try:
            return self.conn.execute(sql, params)
        except sqlite3.DatabaseError as exc:
            raise self._failed(exc) from exc

    @contextmanager
    def tx(self) -> Iterator[None]:
        """One all-or-nothing write. Nested use joins the outer transaction through a savepoint."""
        if self._depth:
            name = f"sp{self._depth}"
            self.conn.execute(f"SAVEPOINT {name}")
            self._depth += 1
            try:
                yield
            except BaseException:
                self.conn.execute(f"ROLLBACK TO {name}")
                self.conn.execute(f"RELEASE {name}")
                raise
            else:
                self.conn.execute(f"RELEASE {name}")
            finally:
                self._depth -= 1
            return
        if self.read_only:
            raise damage.refuse(self.path)
        try:
            self.conn.execute("BEGIN IMMEDIATE")
        except sqlite3.DatabaseError as exc:
            raise self._failed(exc) from exc
        self._depth = 1
        try:
            yield
        except BaseException as exc:
            if self.conn.in_transaction:
                try:
                    self.conn.execute("ROLLBACK")
                except sqlite3.DatabaseError as rollback_exc:
                    raise self._failed(rollback_exc) from exc
            if isinstance(exc, sqlite3.DatabaseError) and not isinstance(exc, BooksDamaged):
                found = self._failed(exc)
                if found is not exc:
                    raise found from exc
            raise
        else:
            try:
                self.conn.execute("COMMIT")
            except sqlite3.DatabaseError as exc:
                if self.conn.in_transaction:
                    self.conn.execute("ROLLBACK")
                raise self._failed(exc) from exc
        finally:
            self._depth = 0
        if self.on_disk:
            self._after_commit()

    @contextmanager
    def journals_in_memory(self) -> Iterator[None]:
        """SQLite's statement journals (and any temporary b-tree) in memory, for a run of many writes.

        Each ledger insert touches about fifteen pages (the row, its indexes, the contact's cached
        balance), and SQLite journals them per statement in case the statement must be undone. Past
        64 KiB such a journal goes to a temporary file, which then takes every later statement's
        journal for the rest of the transaction: an SMS import wrote ~40 KB per SMS to /var/tmp that
        way. Only for bounded runs of small statements (a big sort here would be held in memory too);
        the previous setting comes back after. Inside a transaction SQLite cannot change it, and
        nothing changes.
        """
        if self.conn.in_transaction:
            yield
            return
        before = int(self.scalar("PRAGMA temp_store"))
        self.conn.execute("PRAGMA temp_store = MEMORY")
        try:
            yield
        finally:
            self.conn.execute(f"PRAGMA temp_store = {before}")

    def close(self) -> None:
        self.conn.close()

    # -- schema -------------------------------------------------------------------
    def schema_version(self) -> int:
        return int(self.scalar("PRAGMA user_version"))

    def migrate(self) -> int:
        """Apply every shipped migration the file lacks, each in its own transaction."""
        files = migration_files()
        have = self.schema_version()
        if have > len(files):
            raise OperatorError(
                f"{self.path} was written by a newer dhandha (schema {have}, this code knows {len(files)}); "
                "upgrade dhandha instead of opening it with this version"
            )
        applied = 0
        for number, path in files[have:]:
            script = path.read_text(encoding="utf-8")
            # A migration that rebuilds a table says so; SQLite only honours this pragma outside a
            # transaction, and the foreign keys are checked by hand before the commit instead.
            rebuild = _FK_OFF in script
            if rebuild:
                self.conn.execute("PRAGMA foreign_keys=OFF")
            # executescript() would commit on its own; run the statements inside our own
            # BEGIN IMMEDIATE so a half-applied migration can never be left behind.
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                for statement in _statements(script):
                    self.conn.execute(statement)
                if rebuild and self.q("PRAGMA foreign_key_check"):
                    raise OperatorError(f"migration {path.name} would break the links between tables")
                self.conn.execute(f"PRAGMA user_version = {number}")
                self.conn.execute("COMMIT")
            except BaseException:
                self.conn.execute("ROLLBACK")
                raise
            finally:
                if rebuild:
                    self.conn.execute("PRAGMA foreign_keys=ON")
            applied += 1
        if applied or not self.one("SELECT 1 FROM owner_profile WHERE id = 1"):
            self.x("INSERT OR IGNORE INTO owner_profile (id, updated_at) VALUES (1, ?)", (self.now(),))
        return applied

    def table_names(self) -> list[str]:
        return [r[0] for r in self.q("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]

    def table_rows(self, table: str) -> sqlite3.Cursor:
        """Every row of one of our tables, streamed from its cursor (for the export)."""
        return self.conn.execute(f"SELECT * FROM {table}")

    def quick_check(self) -> list[str]:
        """PRAGMA quick_check as lines (empty when clean); problems mark the books damaged."""
        try:
            problems = damage.quick_check(self.conn)
        except sqlite3.DatabaseError as exc:
            raise self._failed(exc) from exc
        if problems and self.on_disk:
            damage.mark(self.path, "quick_check: " + "; ".join(problems[:2]))
        return problems

    def integrity_problems(self) -> list[str]:
        """integrity_check and foreign_key_check, as readable lines; empty when clean."""
        problems = [r[0] for r in self.q("PRAGMA integrity_check") if r[0] != "ok"]
        problems += [f"foreign key: {tuple(r)}" for r in self.q("PRAGMA foreign_key_check")]
        return problems


def where_given(*conditions: tuple[str, Any]) -> tuple[str, list[Any]]:
    """" AND <condition>" for each (condition, value) whose value was given, and those values in order."""
    given = [(cond, value) for cond, value in conditions if value is not None]
    return "".join(f" AND {cond}" for cond, _ in given), [value for _, value in given]


def _statements(script: str) -> Iterator[str]:
    """Split a migration into statements; sqlite3.complete_statement keeps triggers whole."""
    buf = ""
    for line in script.splitlines(keepends=True):
        if not buf and line.lstrip().startswith("--"):
            continue
        buf += line
        if sqlite3.complete_statement(buf):
            stmt = buf.strip()
            buf = ""
            if stmt.rstrip(";").strip():
                yield stmt
    if buf.strip():
        raise OperatorError("a migration ends in the middle of a statement")

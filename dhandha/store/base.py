"""Opening the shop's SQLite file: pragmas, transactions, numbered migrations."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from dhandha.clock import Clock, iso, system_clock
from dhandha.errors import OperatorError
from dhandha.paths import resource

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
        if str(path) != ":memory:":
            self.path.parent.mkdir(parents=True, exist_ok=True)
        # Autocommit mode: transactions are opened explicitly with BEGIN IMMEDIATE so a
        # writer never upgrades a read lock half-way through and every write is all-or-nothing.
        self.conn = sqlite3.connect(str(path), isolation_level=None, timeout=10, check_same_thread=False)
        self.conn.row_factory = sqlite3.Row
        self._depth = 0
        for pragma in ("journal_mode=WAL", "synchronous=FULL", "foreign_keys=ON", "busy_timeout=10000"):
            self.conn.execute(f"PRAGMA {pragma}")
        self.migrate()

    # -- plumbing -----------------------------------------------------------------
    def now(self) -> str:
        return iso(self.clock())

    def q(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> list[sqlite3.Row]:
        return self.conn.execute(sql, params).fetchall()

    def one(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> sqlite3.Row | None:
        return self.conn.execute(sql, params).fetchone()

    def scalar(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> Any:
        row = self.conn.execute(sql, params).fetchone()
        return None if row is None else row[0]

    def x(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> sqlite3.Cursor:
        return self.conn.execute(sql, params)

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
        self.conn.execute("BEGIN IMMEDIATE")
        self._depth = 1
        try:
            yield
        except BaseException:
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
            raise
        else:
            self.conn.execute("COMMIT")
        finally:
            self._depth = 0

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

    def integrity_problems(self) -> list[str]:
        """integrity_check and foreign_key_check, as readable lines; empty when clean."""
        problems = [r[0] for r in self.q("PRAGMA integrity_check") if r[0] != "ok"]
        problems += [f"foreign key: {tuple(r)}" for r in self.q("PRAGMA foreign_key_check")]
        return problems


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

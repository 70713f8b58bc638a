"""A read-only look at the books for the doctor: no migration, no write, safe while the daemon runs.

Opening a `Store` would migrate and write; the doctor must be able to look at books it cannot fix
(a newer schema, damage) and at live books without taking a write lock.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from urllib.parse import quote


def read_only(path: Path) -> sqlite3.Connection:
    """A connection that can only read the books at path (it waits out a writer instead of failing)."""
    conn = sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True, timeout=10)
    conn.execute("PRAGMA busy_timeout = 10000")
    return conn


class Peek:
    """The books opened read-only; use as a context manager."""

    def __init__(self, path: Path) -> None:
        self.conn = read_only(path)
        self.conn.row_factory = sqlite3.Row

    def __enter__(self) -> Peek:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.conn.close()

    def schema_version(self) -> int:
        """The schema the books were last migrated to; reading the catalogue too proves the file opens."""
        version = int(self.conn.execute("PRAGMA user_version").fetchone()[0])
        self.conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return version

    def daemon_sweeps(self) -> list[sqlite3.Row]:
        """Each sweep's latest run by the daemon: name, outcome, started_at, detail."""
        return self.conn.execute(
            "SELECT name, outcome, started_at, detail FROM sweep_runs s WHERE id = "
            "(SELECT max(id) FROM sweep_runs WHERE name = s.name AND ran_by = 'daemon') ORDER BY name").fetchall()

    def last_manual_sweep_at(self) -> str | None:
        """When a sweep was last run by hand (`dhandha sweep`), if ever."""
        row = self.conn.execute("SELECT started_at FROM sweep_runs WHERE ran_by = 'manual'"
                                " ORDER BY id DESC LIMIT 1").fetchone()
        return None if row is None else str(row[0])

    def outbox_unsent(self) -> list[tuple[str, str]]:
        """(status, created_at) of every message to the owner that has not gone."""
        return [(str(r[0]), str(r[1]))
                for r in self.conn.execute("SELECT status, created_at FROM outbox WHERE status != 'sent'")]

    def kv_values(self, keys: Sequence[str]) -> dict[str, str]:
        """The recorded values of those keys that are set."""
        marks = ", ".join("?" for _ in keys)
        return {str(r[0]): r[1] for r in self.conn.execute(f"SELECT key, value FROM kv WHERE key IN ({marks})", keys)}

    def owner_timezone(self) -> str | None:
        """The owner's timezone as the profile has it (None when unset)."""
        row = self.conn.execute("SELECT timezone FROM owner_profile WHERE id = 1").fetchone()
        return str(row[0]) if row and row[0] else None

    def llm_spend(self, day: str) -> tuple[int, int]:
        """(calls, millipaise) spent on the LLM on that local day."""
        calls, spent = self.conn.execute("SELECT COUNT(*), COALESCE(SUM(cost_millipaise), 0) FROM llm_usage"
                                         " WHERE day = ?", (day,)).fetchone()
        return int(calls), int(spent)

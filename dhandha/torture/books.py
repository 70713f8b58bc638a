"""Reading a home's ledger, and judging it: integrity, balances, nothing lost, nothing doubled."""

from __future__ import annotations

import sqlite3
from collections import Counter
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from dhandha.torture.figures import Figures


@dataclass(frozen=True)
class Row:
    id: int
    kind: str
    amount_paise: int
    contact: str | None
    role: str
    idem_key: str


def _open(db: Path) -> sqlite3.Connection:
    """A connection like the next dhandha process would make: read-write, so it can replay a -wal
    a killed writer left (a read-only one cannot, and would report sound books as unreadable).
    The checks only read."""
    return sqlite3.connect(f"file:{db}?mode=rw", uri=True, timeout=30)


def read_rows(db: Path) -> dict[int, Row]:
    with closing(_open(db)) as conn:
        return {r[0]: Row(*r) for r in conn.execute(
            "SELECT e.id, e.kind, e.amount_paise, c.name, e.role, e.idem_key FROM entries e"
            " LEFT JOIN contacts c ON c.id = e.contact_id ORDER BY e.id")}


def judge(db: Path, figures: Figures, label: str) -> None:
    """The invariants every home must keep after anything: integrity, and balances equal their entries."""
    figures.integrity_checks += 1
    try:
        with closing(_open(db)) as conn:
            problems = [r[0] for r in conn.execute("PRAGMA integrity_check") if r[0] != "ok"]
            fk = conn.execute("PRAGMA foreign_key_check").fetchall()
            money = conn.execute(
                "SELECT c.id FROM contacts c LEFT JOIN entries e ON e.contact_id = c.id GROUP BY c.id"
                " HAVING COALESCE(SUM(e.effect_paise), 0) != c.balance_paise").fetchall()
            keys = conn.execute("SELECT idem_key, COUNT(*) FROM entries GROUP BY idem_key HAVING COUNT(*) > 1"
                                ).fetchall()
    except sqlite3.Error as exc:
        figures.problem(f"integrity: {label}: the books do not open: {exc}")
        return
    if problems or fk:
        figures.problem(f"integrity: {label}: {'; '.join(problems[:2])} {len(fk)} broken references")
    if money:
        figures.problem(f"balances: {label}: {len(money)} contact balances differ from their entries")
    figures.doubled += len(keys)


def acknowledged(db: Path, acks: list[tuple[str, int]], figures: Figures) -> None:
    """Each acknowledged (counterparty, paise) entry is in the books exactly once as an entry row."""
    rows = read_rows(db).values()
    have = Counter((r.contact, r.amount_paise) for r in rows if r.role == "entry")
    for key in acks:
        figures.events += 1
        if have[key] == 0:
            figures.lost += 1
            figures.problem(f"lost: an acknowledged entry {key} is not in the books")
    figures.doubled += sum(n - 1 for n in have.values() if n > 1)

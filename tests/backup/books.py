"""Shared helpers: a shop's books to back up, and ways to look at a backup file."""

from __future__ import annotations

import hashlib
from pathlib import Path

from dhandha.store import NewEntry, Store


def fill(store: Store, n: int, *, note_bytes: int = 40, start: int = 0) -> None:
    """n udhaar/payment entries over a handful of customers, in one transaction."""
    with store.tx():
        ids = []
        for name in ("Rajan", "Sharma ji", "Meena", "Om Sai Traders"):
            row = store.contact_by_name(name)
            ids.append(int(row["id"]) if row else store.contact_create(name, "customer"))
        for i in range(start, start + n):
            kind = "udhaar_given" if i % 3 else "payment_received"
            store.entry_add(NewEntry(kind, 100 * (i % 97 + 1), ids[i % len(ids)], note="x" * note_bytes),
                            source="console", idem_key=f"test:{i}", occurred_at=store.now())


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def entry_count(path: Path) -> int:
    import sqlite3

    with sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True) as conn:
        return int(conn.execute("SELECT count(*) FROM entries").fetchone()[0])

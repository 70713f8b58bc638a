"""A real Store on a temp file, a manual clock, and a helper that writes a shop's books directly.

The brain's sweeps read the ledger; these tests write the ledger through the store's own
entry_add (the chain has its own tests) so each case controls exactly what happened when.
"""

from __future__ import annotations

import itertools
from datetime import datetime, timedelta

import pytest

from dhandha.clock import ManualClock, iso, zone
from dhandha.deps import Deps
from dhandha.paths import db_path
from dhandha.settings import Settings
from dhandha.store import NewEntry, Store

IST = zone("Asia/Kolkata")


def at(text: str) -> datetime:
    """'2026-09-01 10:00' in India time."""
    return datetime.fromisoformat(text).replace(tzinfo=IST)


class Shop:
    """Writes movements straight into the books at chosen times."""

    def __init__(self, store: Store, clock: ManualClock) -> None:
        self.store, self.clock = store, clock
        self._keys = itertools.count(1)

    def contact(self, name: str, role: str | None = "customer") -> int:
        row = self.store.contact_by_name(name)
        if row is not None:
            return int(row["id"])
        with self.store.tx():
            return self.store.contact_create(name, role)

    def add(self, kind: str, rupees: int, who: str | None = None, when: str | datetime | None = None, *,
            source: str = "console", role: str | None = None, item: str | None = None,
            on_credit: bool | None = None) -> int:
        cid = self.contact(who, role or ("supplier" if kind in ("purchase", "payment_made") else "customer")) \
            if who else None
        moment = at(when) if isinstance(when, str) else (when or self.clock())
        with self.store.tx():
            entry_id, _ = self.store.entry_add(
                NewEntry(kind, rupees * 100, cid, item=item, on_credit=on_credit), source=source,
                idem_key=f"test:{next(self._keys)}", occurred_at=iso(moment))
        return entry_id

    def cancel(self, entry_id: int) -> None:
        with self.store.tx():
            self.store.entry_reverse(entry_id, source="console", idem_key=f"test:{next(self._keys)}", note="test")

    def every(self, start: str, days: int, step: int = 1):  # noqa: ANN201 - a generator of datetimes
        first = at(start)
        return (first + timedelta(days=i) for i in range(0, days, step))


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(at("2026-09-01 10:00"))


@pytest.fixture
def store(clock) -> Store:
    s = Store(db_path(), clock)  # under the DHANDHA_HOME the root conftest gives each test
    with s.tx():
        s.owner_update(name="Suresh", language="en", region="Maharashtra", gst_filer="monthly")
    yield s
    s.close()


@pytest.fixture
def deps(store, clock) -> Deps:
    return Deps(store=store, clock=clock, settings=Settings(), owner_chat="owner-chat")


@pytest.fixture
def shop(store, clock) -> Shop:
    return Shop(store, clock)


def outbox(store: Store, kind: str | None = None) -> list[str]:
    rows = store.q("SELECT kind, text FROM outbox ORDER BY id")
    return [r["text"] for r in rows if kind is None or r["kind"] == kind]


def notes(store: Store, kind: str) -> list[dict]:
    import json

    out = []
    for r in store.q("SELECT * FROM brain_observations ORDER BY id"):
        p = json.loads(r["properties"])
        if p.get("kind") == kind:
            out.append({**dict(r), "props": p})
    return out


@pytest.fixture
def noted(store):  # noqa: ANN201 - a function
    """noted('duplicate') -> the observations of that kind, with their properties parsed."""
    return lambda kind: notes(store, kind)


@pytest.fixture
def said(store):  # noqa: ANN201 - a function
    """said('alert') -> the texts queued for the owner, of one outbox kind (or all)."""
    return lambda kind=None: outbox(store, kind)

"""Booking a plan: the one synchronous function that writes steps into the books and reads them back.

The chain's execute stage and the bank-SMS ingestion both book through `book`, so an owner's
message and a bank SMS get the same SQL, the same idempotency and the same read-back. It only
does SQL and never waits, which keeps a whole SMS batch inside one transaction.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from dhandha.clock import at_local_day, iso, local, local_day, parse_instant
from dhandha.ledger.steps import (
    Alias,
    Amend,
    Link,
    NotePromise,
    Party,
    ResendReminder,
    Reverse,
    SavePhone,
    SendReminder,
    SetOwner,
    Step,
    Unmerge,
    Write,
    record_from,
)
from dhandha.money import to_paise
from dhandha.reading import Record
from dhandha.store import NewEntry, Store

# The role a contact takes from the first entry that names them (a customer buys, a supplier sells).
ROLE_BY_KIND = {
    "udhaar_given": "customer",
    "payment_received": "customer",
    "sale": "customer",
    "purchase": "supplier",
    "payment_made": "supplier",
}
# Old dues say it too: who owed the shop from before was a customer, whom the shop owed a supplier.
_ROLE_BY_DUES = {"them": "customer", "shop": "supplier"}

# Modes the owner names, and where that money sits.
BANK_MODES = frozenset({"upi", "bank", "card", "cheque", "neft", "online"})


@dataclass(frozen=True)
class Where:
    """Where a booking comes from: its ledger source, idempotency key base, time and input."""

    source: str  # console | telegram | voice | sms | import
    key: str  # steps get key:0, key:1, ... so a redelivered plan finds its rows already there
    at: datetime  # when the money moved, unless a step's record names another day
    tz: str
    input_id: int | None = None
    text: str = ""  # the owner's words, kept with a promise
    language: str | None = None


@dataclass
class Effect:
    """What one step did to the books, as read back after the write."""

    op: Literal["write", "reverse", "amend"]
    entry_id: int
    record: Record  # the entry as read back (the cancelled one, for a reverse)
    contact_id: int | None
    occurred_on: str  # owner-zone date of the movement
    new_contact: bool = False
    old_id: int | None = None
    old: Record | None = None  # an amended entry, as it was
    balance: int | None = None  # the contact's balance after this turn
    source: str | None = None  # where the entry came from (sms entries are named so in replies)


@dataclass
class Booking:
    effects: list[Effect] = field(default_factory=list)
    promises: list[int] = field(default_factory=list)  # brain observation ids of new intentions
    reminders: list[int] = field(default_factory=list)  # ids of reminders approved (or approved again) now
    phones: list[SavePhone] = field(default_factory=list)  # numbers saved (a kept older number is not listed)
    problems: list[str] = field(default_factory=list)  # read-back findings; empty when all is well


def book(store: Store, steps: Sequence[Step], where: Where) -> Booking:
    """Write every step in one transaction, then read each back against what was planned."""
    with store.tx():
        batch = BookingBatch(store)
        booking = batch.write(steps, where)
        batch.read_back()
    return booking


class BookingBatch:
    """Several plans booked in one transaction (a batch of bank SMS), read back together at the end.

    Each plan is written by the same `_write` as `book` (same SQL, same idempotency keys); the
    read-back then fetches every written row in one query and checks each touched balance and the
    stock once, instead of once per plan. `book` is a batch of one, so a message and an SMS still
    share one booking path. The caller holds the transaction: a plan whose read-back finds a
    problem can only be undone with everything written since the caller's savepoint.
    """

    def __init__(self, store: Store) -> None:
        self.store = store
        self.written: list[tuple[Booking, str]] = []  # (booking, owner's zone)

    def write(self, steps: Sequence[Step], where: Where) -> Booking:
        """Write one plan now (entry ids are known at once); its read-back waits for `read_back`."""
        booking = Booking()
        for i, step in enumerate(steps):
            _write(self.store, step, f"{where.key}:{i}", where, booking)
        self.written.append((booking, where.tz))
        return booking

    def read_back(self) -> None:
        _read_back(self.store, self.written)
        self.written = []


def _write(store: Store, step: Step, key: str, where: Where, booking: Booking) -> None:
    if isinstance(step, Write):
        contact_id, new = _contact(store, step.party, step.record, where.source)
        entry_id, _ = store.entry_add(new_entry(step.record, contact_id, where.source, step.note), source=where.source,
                                      idem_key=key, occurred_at=_when(step.record, where),
                                      input_id=where.input_id)
        booking.effects.append(Effect("write", entry_id, step.record, contact_id, "", new_contact=new))
    elif isinstance(step, Reverse):
        store.entry_reverse(step.entry_id, source=where.source, idem_key=key, note="cancelled by owner",
                            input_id=where.input_id)
        booking.effects.append(Effect("reverse", step.entry_id, step.shown, None, ""))
    elif isinstance(step, Amend):
        old = store.entry(step.entry_id)
        if old is None:
            raise KeyError(step.entry_id)
        store.entry_reverse(step.entry_id, source=where.source, idem_key=key + ":rev", note="corrected by owner",
                            input_id=where.input_id)
        contact_id, new = _contact(store, step.party, step.new, where.source)
        occurred = _when(step.new, where) if step.new.on else str(old["occurred_at"])
        entry_id, _ = store.entry_add(new_entry(step.new, contact_id, str(old["source"])), source=where.source,
                                      idem_key=key, occurred_at=occurred, input_id=where.input_id,
                                      supersedes_id=step.entry_id)
        booking.effects.append(Effect("amend", entry_id, step.new, contact_id, "", new_contact=new,
                                      old_id=step.entry_id, old=step.old, source=str(old["source"])))
    elif isinstance(step, NotePromise):
        it = step.intention
        obs = store.intention_add(step.contact_id, it.counterparty, it.due or "", it.amount_paise, it.what,
                                  where.text, where.language, {"input": where.key})
        booking.promises.append(obs)
    elif isinstance(step, Alias):
        store.contact_add_name(step.contact_id, step.name)
    elif isinstance(step, Link):
        store.contact_link_add(step.handle, step.contact_id, where.source)
    elif isinstance(step, SavePhone):
        row = store.contact(step.contact_id)
        if row is None:
            raise KeyError(step.contact_id)
        if step.replace or not row["phone"]:
            store.contact_set_phone(step.contact_id, step.phone)
            booking.phones.append(step)
    elif isinstance(step, SendReminder):
        # Kept as approved, word for word; it goes out after this transaction commits (execute), once.
        rid, _ = store.reminder_add(f"reminder:{key}", step.contact_id, step.via, step.phone, step.tone,
                                    step.language, step.amount_paise, step.text, step.upi_link)
        booking.reminders.append(rid)
    elif isinstance(step, ResendReminder):
        if store.reminder_set(step.reminder_id, "approved", only_from=("unsent", "unknown", "sending")):
            booking.reminders.append(step.reminder_id)
    elif isinstance(step, SetOwner):
        store.owner_update(**{step.field: step.value})
    elif isinstance(step, Unmerge):
        own = _unmerge(store, step)
        if own is not None:
            booking.effects.append(Effect("write", own, _record_of(store, own), None, ""))
    # Answer and Chat steps read; execute handles them.


def _unmerge(store: Store, step: Unmerge) -> int | None:
    """A wrong match undone: the bank evidence gets an unexplained entry of its own, and never that match again.

    The matched entry stays as the owner wrote it; the evidence (an SMS or an app's notification) now
    stands for a second payment that nobody has explained yet.
    """
    kind, _, raw = step.evidence.partition(":")
    if kind == "sms":
        row = store.sms_row(int(raw))
        if row is None or row["entry_id"] != step.entry_id:
            return None
        p = json.loads(row["parsed"] or "{}")
        credit, amount, at = p.get("direction") == "credit", to_paise(p["amount"]), row["received_at"]
        printed, source = p.get("counterparty"), "sms"
    else:
        row = store.notice(int(raw))
        if row is None or row["entry_id"] != step.entry_id:
            return None
        credit, amount, at = row["direction"] == "credit", int(row["amount_paise"]), row["posted_at"]
        printed, source = row["payer"], "notification"
    note = f"{'from' if credit else 'to'} {printed}" if printed else None
    e = NewEntry(kind="unexplained_in" if credit else "unexplained_out", amount_paise=amount, contact_id=None,
                 mode="bank", note=note)
    entry_id, _ = store.entry_add(e, source=source, idem_key=f"unmerge:{step.evidence}:{step.entry_id}",
                                  occurred_at=str(at))
    store.not_same_add(step.evidence, step.entry_id)
    store.evidence_repoint(step.evidence, entry_id, "unassigned")
    return entry_id


def _record_of(store: Store, entry_id: int) -> Record:
    row = store.entry(entry_id)
    assert row is not None
    return Record(kind=str(row["kind"]), amount_paise=int(row["amount_paise"]), counterparty=row.get("counterparty"))


def new_entry(rec: Record, contact_id: int | None, source: str, note: str | None = None) -> NewEntry:
    """The row for a record: money kinds, who, goods, and how it was paid."""
    assert rec.kind is not None and rec.amount_paise is not None
    modes = {k: v for k, v in (rec.modes or {}).items() if v}
    places = {"bank" if m in BANK_MODES else "cash" for m in modes}
    if source in ("sms", "notification"):
        places = {"bank"}
    mode = next(iter(places)) if len(places) == 1 else None
    if rec.kind == "transfer":
        mode = None  # a transfer is in both places; its route says which way
    return NewEntry(kind=rec.kind, amount_paise=int(rec.amount_paise), contact_id=contact_id, item=rec.item,
                    qty=rec.qty, unit=rec.unit, on_credit=rec.on_credit, owes=rec.owes, route=rec.route,
                    mode=mode, modes=json.dumps(modes, sort_keys=True) if len(modes) > 1 else None,
                    due_on=rec.due, note=note)


def _when(rec: Record, where: Where) -> str:
    """The stored time of the movement: the day the owner named, at the hour they said it."""
    if not rec.on:
        return iso(where.at)
    return iso(at_local_day(rec.on, local(where.at, where.tz)))


def _contact(store: Store, party: Party, rec: Record, source: str) -> tuple[int | None, bool]:
    """(contact id, created now?) for an entry's party; learns the contact's role from the kind."""
    new = False
    if party.contact_id is not None:
        cid: int = party.contact_id
    elif party.new_name:
        existing = store.contact_by_name(party.new_name)
        if existing is not None:
            cid = int(existing["id"])
        else:
            cid, new = store.contact_create(party.new_name, None, source), True
    else:
        return None, False
    role = ROLE_BY_KIND.get(rec.kind or "") or (_ROLE_BY_DUES.get(rec.owes or "") if rec.kind == "opening_balance" else None)
    if role:
        store.contact_learn_role(cid, role)
    return cid, new


def _read_back(store: Store, written: list[tuple[Booking, str]]) -> None:
    """Every written row must read back as planned, and every touched balance equal its entries."""
    ids = [e.entry_id for b, _ in written for e in b.effects]
    ids += [e.old_id for b, _ in written for e in b.effects if e.op == "amend" and e.old_id is not None]
    rows = store.entries_by_ids(ids)
    touched: dict[int, list[Booking]] = {}
    for booking, tz in written:
        for e in booking.effects:
            row = rows.get(e.entry_id)
            if row is None:
                booking.problems.append(f"entry {e.entry_id} is missing after the write")
                continue
            expected = "cancelled" if e.op == "reverse" else "active"
            if row["status"] != expected:
                booking.problems.append(f"entry {e.entry_id} is {row['status']}, expected {expected}")
            e.occurred_on = local_day(parse_instant(str(row["occurred_at"])), tz).isoformat()
            e.source = e.source or str(row["source"])
            if e.op != "reverse":
                if row["kind"] != e.record.kind or row["amount_paise"] != e.record.amount_paise:
                    booking.problems.append(f"entry {e.entry_id} reads back as {row['kind']} {row['amount_paise']}")
                if row["contact_id"] != e.contact_id:
                    booking.problems.append(f"entry {e.entry_id} is on the wrong contact")
                e.record = _as_read(row, e.record)
            else:
                e.contact_id = row["contact_id"]
            if e.op == "amend" and e.old_id is not None:
                old = rows.get(e.old_id)
                if old is None or old["status"] != "superseded":
                    booking.problems.append(f"entry {e.old_id} was not superseded")
                elif old["contact_id"] is not None:
                    touched.setdefault(int(old["contact_id"]), []).append(booking)
            if row["contact_id"] is not None:
                touched.setdefault(int(row["contact_id"]), []).append(booking)
    balances: dict[int, int] = {}
    for cid in sorted(touched):
        cached, from_entries = store.balance_recheck(cid)
        if cached != from_entries:
            for booking in _once(touched[cid]):
                booking.problems.append(f"contact {cid} balance {cached} != {from_entries}")
        balances[cid] = from_entries
    stocked = [b for b, _ in written
               if any(e.op == "reverse" or (e.record.item and e.record.qty) for e in b.effects)]
    if stocked:
        for item_id, cached_milli, moved in store.stock_recheck():
            for booking in stocked:
                booking.problems.append(f"item {item_id} stock {cached_milli} != {moved}")
    for booking, _ in written:
        for e in booking.effects:
            if e.contact_id in balances:
                e.balance = balances[e.contact_id]


def _once(bookings: list[Booking]) -> list[Booking]:
    seen: list[Booking] = []
    for b in bookings:
        if not any(b is s for s in seen):
            seen.append(b)
    return seen


def _as_read(row: dict[str, Any], planned: Record) -> Record:
    """The record as the books now hold it (the contact's stored name, the stored date)."""
    rec = record_from({**planned.__dict__, "counterparty": row.get("counterparty") or planned.counterparty})
    return rec

"""From the sheet's lines to what will be booked: one old due per person, each checked, none twice.

A person's rows are added up (a transaction export has many); a row repeated word for word is
shown and skipped; the same name with two different phone numbers is two people the books could
not tell apart, so both are refused. Each due gets an idempotency key from its own content (name,
amount, direction, date), so importing the same file again books nothing, and an edited sheet
books only the people who are new in it.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

from dhandha import phones
from dhandha.khata.shapes import Line
from dhandha.store import Store, norm


@dataclass
class Due:
    """One person's old balance, ready to book."""

    name: str
    paise: int  # signed: positive, they owe the shop
    rows: list[int]
    phone: str | None = None  # ten digits, when the sheet had a good mobile number
    on: str | None = None
    supplier: bool = False
    contact_id: int | None = None  # an account the books already have under this name
    key: str = ""
    notes: list[str] = field(default_factory=list)

    @property
    def owes(self) -> str:
        return "them" if self.paise > 0 else "shop"


@dataclass
class Plan:
    book: list[Due] = field(default_factory=list)
    already: list[Due] = field(default_factory=list)  # booked by an earlier import of the same rows
    bad: list[tuple[int, str, str]] = field(default_factory=list)  # (row, name, why)
    skipped: list[tuple[int, str, str]] = field(default_factory=list)  # (row, name, why): nothing to book
    conflicts: list[Due] = field(default_factory=list)  # the person has different old dues booked already

    @property
    def owed_to_shop(self) -> int:
        return sum(d.paise for d in self.book if d.paise > 0)

    @property
    def shop_owes(self) -> int:
        return -sum(d.paise for d in self.book if d.paise < 0)


def plan(store: Store, lines: list[Line], *, many_rows: bool = False) -> Plan:
    """many_rows: a transaction export, where each person is on many rows that add up."""
    p = Plan()
    people: dict[str, Due] = {}
    first_seen: dict[tuple[str, str, int, str | None], int] = {}
    phone_of: dict[str, tuple[str, int]] = {}
    refused: set[str] = set()
    for line in lines:
        if line.problem:
            p.bad.append((line.row, line.name or "(no name)", line.problem))
            continue
        n = norm(line.name)
        same = (n, line.phone, line.paise, line.on)
        if same in first_seen and not many_rows:
            p.skipped.append((line.row, line.name, f"the same as row {first_seen[same]}"))
            continue
        first_seen.setdefault(same, line.row)
        ten = phones.mobile(line.phone)
        if ten and n in phone_of and phone_of[n][0] != ten:
            refused.add(n)
            p.bad.append((line.row, line.name, f"a different phone than row {phone_of[n][1]} for the same name:"
                          " two people? give them different names (e.g. 'Rajan Kumar', 'Rajan Sharma')"))
            continue
        if ten:
            phone_of.setdefault(n, (ten, line.row))
        due = people.get(n)
        if due is None:
            due = people[n] = Due(line.name, 0, [], supplier=line.supplier)
        elif not many_rows:
            refused.add(n)
            p.bad.append((line.row, line.name, f"also on row {due.rows[0]} with another amount: keep one row per"
                          " person (or their total)"))
            continue
        due.paise += line.paise
        due.rows.append(line.row)
        due.phone = due.phone or ten
        if line.phone and not ten:
            due.notes.append(f"phone {line.phone!r} is not a mobile number: not saved")
        if line.on and (due.on is None or line.on > due.on):
            due.on = line.on  # a transaction export: the balance stands as of the last entry
    for n, due in people.items():
        if n in refused:
            p.bad.extend((r, due.name, "see the other row with this name") for r in due.rows[:1])
            continue
        if due.paise == 0:
            p.skipped.append((due.rows[0], due.name, "nothing due (settled)"))
            continue
        _settle(store, due, p)
    return p


def _settle(store: Store, due: Due, p: Plan) -> None:
    """Is this person known, was this exact due booked before, or do they have other old dues?"""
    row = store.contact_by_name(due.name)
    due.contact_id = int(row["id"]) if row is not None else None
    if due.contact_id is not None and due.phone and row is not None and row["phone"] and row["phone_norm"] != due.phone:
        due.notes.append(f"the books have another number for {row['name']} ({row['phone']}): kept")
    digest = hashlib.sha256(f"{norm(due.name)}|{due.paise}|{due.on or ''}".encode()).hexdigest()[:20]
    due.key = f"import:{digest}"
    if store.entry_by_key(f"{due.key}:0") is not None:
        p.already.append(due)
        return
    if due.contact_id is not None and store.imported_opening(due.contact_id) is not None:
        p.conflicts.append(due)
        return
    p.book.append(due)

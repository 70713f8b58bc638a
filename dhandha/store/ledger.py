"""The ledger room: contacts, entries, reversals, stock, and the sums the owner asks for."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from dhandha.store.base import StoreBase, where_given

# An entry's effective state, as one SQL expression over the alias `e`.
STATUS_SQL = """CASE
  WHEN e.role = 'reversal' THEN 'reversal'
  WHEN EXISTS (SELECT 1 FROM entries s WHERE s.supersedes_id = e.id) THEN 'superseded'
  WHEN EXISTS (SELECT 1 FROM entries r WHERE r.reverses_id = e.id) THEN 'cancelled'
  ELSE 'active' END"""

# A movement that still counts. A correction always reverses what it replaces first (a trigger
# enforces it), so "no reversal points at it" is the whole test: one probe of a small index.
ACTIVE_SQL = "e.role = 'entry' AND NOT EXISTS (SELECT 1 FROM entries r WHERE r.reverses_id = e.id)"

# Signed amount for period totals: a reversal row takes back what its entry added.
SIGNED_SQL = "(CASE e.role WHEN 'reversal' THEN -e.amount_paise ELSE e.amount_paise END)"


def norm(name: str) -> str:
    """The matching form of a name: casefolded, single-spaced."""
    return " ".join(name.casefold().split())


@dataclass(frozen=True)
class NewEntry:
    kind: str
    amount_paise: int
    contact_id: int | None
    item: str | None = None
    qty: float | None = None
    unit: str | None = None
    on_credit: bool | None = None
    note: str | None = None
    owes: str | None = None  # opening_balance: 'them' | 'shop'
    route: str | None = None  # transfer: bank_to_cash | cash_to_bank | bank_to_bank
    mode: str | None = None  # 'cash' | 'bank' when the money moved one way only
    modes: str | None = None  # JSON paise per mode, when a payment was split
    due_on: str | None = None  # owner-zone ISO date


class LedgerSQL(StoreBase):
    """Contacts, the append-only ledger and stock."""

    _names: list[tuple[int, str, str]] | None = None

    # -- contacts -----------------------------------------------------------------
    def contact_names(self) -> list[tuple[int, str, str]]:
        """(contact id, name as written, matching form) for every name and alias; cached."""
        if self._names is None:
            rows = self.q(
                "SELECT id, name, norm FROM contacts UNION ALL SELECT contact_id, name, norm FROM contact_names"
            )
            self._names = [(r[0], r[1], r[2]) for r in rows]
        return self._names

    def contact_shown_names(self) -> dict[int, str]:
        """Each contact's own name (not an alias), by id: what the owner is shown."""
        return {int(r["id"]): str(r["name"]) for r in self.q("SELECT id, name FROM contacts")}

    def contact(self, contact_id: int) -> sqlite3.Row | None:
        return self.one("SELECT * FROM contacts WHERE id = ?", (contact_id,))

    def contact_by_name(self, name: str) -> sqlite3.Row | None:
        n = norm(name)
        return self.one(
            "SELECT c.* FROM contacts c WHERE c.norm = ? UNION ALL "
            "SELECT c.* FROM contact_names v JOIN contacts c ON c.id = v.contact_id WHERE v.norm = ? LIMIT 1",
            (n, n),
        )

    def contact_create(self, name: str, role: str | None = None, source: str = "console") -> int:
        cur = self.x(
            "INSERT INTO contacts (name, norm, role, created_at, source) VALUES (?, ?, ?, ?, ?)",
            (name, norm(name), role, self.now(), source),
        )
        self._names = None
        return int(cur.lastrowid or 0)

    def contact_add_name(self, contact_id: int, name: str) -> None:
        self.x("INSERT OR IGNORE INTO contact_names (contact_id, name, norm) VALUES (?, ?, ?)",
               (contact_id, name, norm(name)))
        self._names = None

    def contact_learn_role(self, contact_id: int, role: str) -> None:
        """The first role the books show sticks; an owner's later word can change it elsewhere."""
        self.x("UPDATE contacts SET role = ? WHERE id = ? AND role IS NULL", (role, contact_id))

    def contact_link_add(self, handle: str, contact_id: int, source: str) -> None:
        """Remember that a UPI handle or a bank-printed payer name is this contact."""
        self.x("INSERT INTO contact_links (handle, contact_id, learned_at, source) VALUES (?, ?, ?, ?)"
               " ON CONFLICT(handle) DO UPDATE SET contact_id = excluded.contact_id, learned_at = excluded.learned_at",
               (norm(handle), contact_id, self.now(), source))

    def contact_by_link(self, handle: str) -> int | None:
        v = self.scalar("SELECT contact_id FROM contact_links WHERE handle = ?", (norm(handle),))
        return None if v is None else int(v)

    def contact_set_phone(self, contact_id: int, phone: str) -> None:
        """Keep a contact's mobile number (ten digits, see dhandha/phones.py)."""
        self.x("UPDATE contacts SET phone = ? WHERE id = ?", (phone, contact_id))  # a trigger keeps phone_norm

    def contacts_by_phone(self, ten_digits: str) -> list[sqlite3.Row]:
        """The contacts that have this mobile number (normally one)."""
        return self.q("SELECT * FROM contacts WHERE phone_norm = ? ORDER BY id", (ten_digits[-10:],))

    def dues_between(self, first: str, last: str) -> list[sqlite3.Row]:
        """Entries still counting whose stated due date is in [first, last], where that person still owes
        (or is owed): name, kind, amount, due date and the contact's balance now."""
        return self.q(
            f"SELECT c.name, e.kind, e.amount_paise, e.due_on, c.balance_paise FROM entries e"
            f" JOIN contacts c ON c.id = e.contact_id WHERE e.due_on >= ? AND e.due_on <= ? AND e.role = 'entry'"
            f" AND c.balance_paise != 0 AND {STATUS_SQL} = 'active' ORDER BY e.due_on, e.id", (first, last))

    def unexplained_totals(self) -> dict[str, tuple[int, int]]:
        """kind -> (count, paise) of bank entries nobody has explained yet (still active)."""
        rows = self.q(f"SELECT e.kind, COUNT(*), SUM(e.amount_paise) FROM entries e"
                      f" WHERE e.kind IN ('unexplained_in', 'unexplained_out') AND e.role = 'entry'"
                      f" AND {STATUS_SQL} = 'active' GROUP BY e.kind")
        return {r[0]: (int(r[1]), int(r[2])) for r in rows}

    def contact_phones(self) -> list[sqlite3.Row]:
        """(id, name, phone_norm) of every contact, for matching a phone book."""
        return self.q("SELECT id, name, phone_norm FROM contacts ORDER BY id")

    def imported_opening(self, contact_id: int) -> int | None:
        """The signed paise of this contact's old dues brought in by an import that still count."""
        v = self.scalar(f"SELECT SUM(e.effect_paise) FROM entries e WHERE e.contact_id = ? AND e.kind = 'opening_balance'"
                        f" AND e.source = 'import' AND e.role = 'entry' AND {STATUS_SQL} = 'active'", (contact_id,))
        return None if v is None else int(v)

    def role_of(self, name: str) -> str | None:
        row = self.contact_by_name(name)
        return row["role"] if row else None

    def balance_from_entries(self, contact_id: int) -> int:
        """The contact's balance summed over all their entries (the doctor's thorough check)."""
        return int(self.scalar("SELECT COALESCE(SUM(effect_paise), 0) FROM entries WHERE contact_id = ?",
                               (contact_id,)))

    def balance_recheck(self, contact_id: int) -> tuple[int | None, int]:
        """(cached balance, sum of the contact's entries); when they agree, that sum becomes the checkpoint.

        Entries cannot change once written (the schema's triggers refuse it), so a sum that once
        matched still holds up to its last entry: only the entries written since are added, a short
        walk of the contact index however long their history. Call it inside the write's transaction.
        """
        row = self.one("SELECT c.balance_paise, k.upto_id, k.sum_paise FROM contacts c"
                       " LEFT JOIN balance_checked k ON k.contact_id = c.id WHERE c.id = ?", (contact_id,))
        if row is None:
            return None, self.balance_from_entries(contact_id)
        upto, base = int(row[1] or 0), int(row[2] or 0)
        new = self.one("SELECT COALESCE(SUM(effect_paise), 0), MAX(id) FROM entries"
                       " WHERE contact_id = ? AND id > ?", (contact_id, upto))
        assert new is not None
        cached, total = int(row[0]), base + int(new[0])
        if cached == total and new[1] is not None:
            self.x("INSERT INTO balance_checked (contact_id, upto_id, sum_paise) VALUES (?, ?, ?)"
                   " ON CONFLICT(contact_id) DO UPDATE SET upto_id = excluded.upto_id, sum_paise = excluded.sum_paise",
                   (contact_id, int(new[1]), total))
        return cached, total

    # -- entries ------------------------------------------------------------------
    def entry_by_key(self, idem_key: str) -> sqlite3.Row | None:
        return self.one("SELECT * FROM entries WHERE idem_key = ?", (idem_key,))

    def entry_add(self, e: NewEntry, *, source: str, idem_key: str, occurred_at: str,
                  input_id: int | None = None, supersedes_id: int | None = None) -> tuple[int, bool]:
        """Write one movement; the same idempotency key twice gives the first row back, unchanged."""
        # One statement in the usual case (a new key); only a key seen before costs a look-up.
        cur = self.x(
            "INSERT INTO entries (kind, amount_paise, contact_id, item, qty, unit, on_credit, owes, route, mode,"
            " modes, due_on, source, idem_key, occurred_at, recorded_at, input_id, supersedes_id, note)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(idem_key) DO NOTHING",
            (e.kind, e.amount_paise, e.contact_id, e.item, e.qty, e.unit,
             None if e.on_credit is None else int(e.on_credit), e.owes, e.route, e.mode, e.modes, e.due_on,
             source, idem_key, occurred_at, self.now(), input_id, supersedes_id, e.note),
        )
        if cur.rowcount != 1:
            existing = self.entry_by_key(idem_key)
            assert existing is not None
            return int(existing["id"]), False
        entry_id = int(cur.lastrowid or 0)
        self._move_stock_for(entry_id, e, sign=1)
        return entry_id, True

    def entry_reverse(self, entry_id: int, *, source: str, idem_key: str, note: str,
                      input_id: int | None = None) -> tuple[int, bool]:
        """Cancel an entry by writing its mirror; the original row stays as it was."""
        existing = self.entry_by_key(idem_key)
        if existing is not None:
            return int(existing["id"]), False
        o = self.one("SELECT * FROM entries WHERE id = ?", (entry_id,))
        if o is None:
            raise KeyError(entry_id)
        cur = self.x(
            "INSERT INTO entries (kind, amount_paise, contact_id, item, qty, unit, on_credit, owes, route, mode,"
            " modes, due_on, role, reverses_id, source, idem_key, occurred_at, recorded_at, input_id, note)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'reversal', ?, ?, ?, ?, ?, ?, ?)",
            (o["kind"], o["amount_paise"], o["contact_id"], o["item"], o["qty"], o["unit"], o["on_credit"],
             o["owes"], o["route"], o["mode"], o["modes"], o["due_on"],
             entry_id, source, idem_key, o["occurred_at"], self.now(), input_id, note),
        )
        rev_id = int(cur.lastrowid or 0)
        for mv in self.q("SELECT item_id, delta_milli FROM stock_moves WHERE entry_id = ?", (entry_id,)):
            self.x("INSERT INTO stock_moves (item_id, delta_milli, entry_id, reason, at) VALUES (?, ?, ?, ?, ?)",
                   (mv[0], -mv[1], rev_id, "reversal", self.now()))
        return rev_id, True

    def entry(self, entry_id: int) -> dict[str, Any] | None:
        row = self.one(
            f"SELECT e.*, c.name AS counterparty, {STATUS_SQL} AS status FROM entries e"
            " LEFT JOIN contacts c ON c.id = e.contact_id WHERE e.id = ?", (entry_id,))
        return dict(row) if row else None

    def entries_by_ids(self, ids: Iterable[int]) -> dict[int, dict[str, Any]]:
        """These entries with their counterparty and status, by id, in one query (a read-back)."""
        wanted = sorted(set(ids))
        if not wanted:
            return {}
        rows = self.q(f"SELECT e.*, c.name AS counterparty, {STATUS_SQL} AS status FROM entries e"
                      " LEFT JOIN contacts c ON c.id = e.contact_id WHERE e.id IN (SELECT value FROM json_each(?))",
                      (json.dumps(wanted),))
        return {int(r["id"]): dict(r) for r in rows}

    def status_of(self, entry_id: int) -> str:
        return str(self.scalar(f"SELECT {STATUS_SQL} FROM entries e WHERE e.id = ?", (entry_id,)))

    def last_active_entry(self, chat_id: str | None, contact_id: int | None = None) -> dict[str, Any] | None:
        """The newest movement still counting, written from this chat (optionally for one contact)."""
        params: list[Any] = []
        if chat_id is not None:
            # This chat's inputs newest first, each joined to what it wrote. The chat index is named:
            # with statistics one busy chat looks unselective, and the planner would rather walk the
            # whole ledger from the entries side.
            sql = ("SELECT e.id FROM inputs i INDEXED BY inputs_chat CROSS JOIN entries e ON e.input_id = i.id"
                   f" WHERE i.chat_id = ? AND {ACTIVE_SQL}")
            params.append(chat_id)
            order = " ORDER BY i.id DESC, e.id DESC LIMIT 1"
        else:
            sql = f"SELECT e.id FROM entries e WHERE {ACTIVE_SQL}"
            order = " ORDER BY e.id DESC LIMIT 1"
        if contact_id is not None:
            sql += " AND e.contact_id = ?"
            params.append(contact_id)
        v = self.scalar(sql + order, params)
        return None if v is None else self.entry(int(v))

    def similar_recent(self, kind: str, amount_paise: int, contact_id: int | None, since: str) -> sqlite3.Row | None:
        """The same movement already written recently (a double send or a double tap)."""
        return self.one(
            # The unary + keeps the planner on the recorded_at index: a few minutes of rows,
            # rather than every cash sale (contact NULL) the shop ever made.
            f"SELECT e.* FROM entries e WHERE +e.kind = ? AND +e.amount_paise = ?"
            f" AND +e.contact_id IS ? AND e.recorded_at >= ? AND {ACTIVE_SQL} ORDER BY +e.id DESC LIMIT 1",
            (kind, amount_paise, contact_id, since))

    def similar_moved(self, kind: str, amount_paise: int, contact_id: int | None, start: str,
                      end: str) -> sqlite3.Row | None:
        """An active entry of the same kind, amount and person whose money moved in [start, end]."""
        return self.one(
            # Minutes of the ledger by when the money moved; the unary + keep the planner off the
            # kind and contact indexes (every cash sale has no contact) and off the rowid order.
            f"SELECT e.* FROM entries e WHERE +e.kind = ? AND +e.amount_paise = ?"
            f" AND +e.contact_id IS ? AND e.occurred_at >= ? AND e.occurred_at <= ? AND {ACTIVE_SQL}"
            " ORDER BY +e.id DESC LIMIT 1",
            (kind, amount_paise, contact_id, start, end))

    def last_recorded_at(self) -> str | None:
        """When the newest entry was written, by the clock of that moment."""
        v = self.scalar("SELECT recorded_at FROM entries WHERE id = (SELECT MAX(id) FROM entries)")
        return None if v is None else str(v)

    def input_before(self, chat_id: str | None, input_id: int) -> int | None:
        """The chat's message just before this one (what the owner saw last is the reply to it)."""
        v = self.scalar("SELECT i.id FROM inputs i INDEXED BY inputs_chat WHERE i.chat_id IS ? AND i.id < ?"
                        " ORDER BY i.id DESC LIMIT 1", (chat_id, input_id))
        return None if v is None else int(v)

    def last_writing_input(self, chat_id: str | None) -> int | None:
        """The newest input of this chat that wrote an entry (the message a bare "galat hai" is about)."""
        v = self.scalar("SELECT i.id FROM inputs i INDEXED BY inputs_chat WHERE i.chat_id IS ?"
                        " AND EXISTS (SELECT 1 FROM entries e WHERE e.input_id = i.id) ORDER BY i.id DESC LIMIT 1",
                        (chat_id,))
        return None if v is None else int(v)

    def next_due_on(self, contact_id: int) -> str | None:
        """The earliest due date stated on this contact's entries that still count."""
        rows = self.q(f"SELECT e.due_on FROM entries e WHERE e.contact_id = ? AND e.due_on IS NOT NULL"
                      f" AND {ACTIVE_SQL} ORDER BY e.due_on LIMIT 1", (contact_id,))
        return str(rows[0][0]) if rows else None

    def from_bank_sms(self, entry_id: int) -> bool:
        """Whether an entry, or the one it corrected (and so on back), was booked from a bank SMS."""
        row = self.one(
            "WITH RECURSIVE back(id, supersedes_id, source) AS ("
            " SELECT id, supersedes_id, source FROM entries WHERE id = ?"
            " UNION ALL SELECT e.id, e.supersedes_id, e.source FROM entries e JOIN back b ON e.id = b.supersedes_id)"
            " SELECT 1 FROM back WHERE source = 'sms' LIMIT 1", (entry_id,))
        return row is not None

    def corrected_entry(self, entry_id: int) -> int | None:
        """The entry this one superseded, when it was written as a correction."""
        v = self.scalar("SELECT supersedes_id FROM entries WHERE id = ?", (entry_id,))
        return None if v is None else int(v)

    def entry_count(self, contact_id: int) -> int:
        """How many entries ever named this contact (history, whatever their status); grows with it."""
        return int(self.scalar("SELECT COUNT(*) FROM entries WHERE contact_id = ?", (contact_id,)))

    def has_entries(self, contact_id: int) -> bool:
        """Whether any entry ever named this contact (one index probe, however long their history)."""
        return bool(self.scalar("SELECT EXISTS (SELECT 1 FROM entries WHERE contact_id = ?)", (contact_id,)))

    def unexplained_near(self, kind: str, amount_paise: int, start: str, end: str) -> sqlite3.Row | None:
        """The newest bank entry nobody explained yet, of this amount, whose money moved in [start, end]."""
        return self.one(
            f"SELECT e.* FROM entries e WHERE e.kind = ? AND e.occurred_at >= ? AND e.occurred_at <= ?"
            f" AND +e.amount_paise = ? AND {ACTIVE_SQL} ORDER BY e.occurred_at DESC LIMIT 1",
            (kind, start, end, amount_paise))

    def unexplained_around(self, amount_paise: int, start: str, end: str) -> list[sqlite3.Row]:
        """Bank entries nobody explained yet, money in or out, of this amount in [start, end], newest first
        (at most three: more than one already means the owner's words cannot pick)."""
        return self.q(
            f"SELECT e.* FROM entries e WHERE e.kind IN ('unexplained_in', 'unexplained_out') AND e.occurred_at >= ?"
            f" AND e.occurred_at <= ? AND +e.amount_paise = ? AND {ACTIVE_SQL} ORDER BY e.occurred_at DESC LIMIT 3",
            (start, end, amount_paise))

    def transfer_near(self, route: str, amount_paise: int, start: str, end: str, *,
                      from_bank: bool) -> sqlite3.Row | None:
        """An active transfer of this way and amount whose money moved in [start, end]: one a bank SMS
        booked (from_bank), or one the owner wrote that no SMS has joined yet."""
        witnessed = ("e.source = 'sms'" if from_bank else
                     "e.source != 'sms' AND NOT EXISTS (SELECT 1 FROM sms_inbox s WHERE s.entry_id = e.id)")
        return self.one(
            f"SELECT e.* FROM entries e WHERE e.kind = 'transfer' AND e.occurred_at >= ? AND e.occurred_at <= ?"
            f" AND +e.route = ? AND +e.amount_paise = ? AND e.role = 'entry' AND {witnessed}"
            f" AND {STATUS_SQL} = 'active' ORDER BY e.occurred_at DESC LIMIT 1", (start, end, route, amount_paise))

    def own_transfer_for_leg(self, amount_paise: int, direction: str, start: str, end: str) -> sqlite3.Row | None:
        """A move between the owner's own accounts that the owner wrote and the bank has not yet shown from
        this side: the debit SMS of one account and the credit SMS of the other both join it."""
        return self.one(
            f"SELECT e.* FROM entries e WHERE e.kind = 'transfer' AND e.occurred_at >= ? AND e.occurred_at <= ?"
            f" AND +e.route = 'bank_to_bank' AND +e.amount_paise = ? AND e.role = 'entry' AND e.source != 'sms'"
            f" AND NOT EXISTS (SELECT 1 FROM sms_inbox i WHERE i.entry_id = e.id"
            f" AND json_extract(i.parsed, '$.direction') = ?)"
            f" AND {STATUS_SQL} = 'active' ORDER BY e.occurred_at DESC LIMIT 1", (start, end, amount_paise, direction))

    def entries_of_input(self, input_key: str) -> list[dict[str, Any]]:
        """The entries a message wrote that still count, oldest first (what an edit of it would change)."""
        rows = self.q(
            f"SELECT e.*, c.name AS counterparty, {STATUS_SQL} AS status FROM inputs i"
            " JOIN entries e ON e.input_id = i.id LEFT JOIN contacts c ON c.id = e.contact_id"
            " WHERE i.input_key = ? AND e.role = 'entry' ORDER BY e.id", (input_key,))
        return [dict(r) for r in rows if r["status"] == "active"]

    def entries_matching(self, *, since: str, contact_id: int | None = None, amount_paise: int | None = None,
                         kind: str | None = None, item: str | None = None, start: str | None = None,
                         end: str | None = None, mode: str | None = None, input_id: int | None = None,
                         limit: int = 50) -> list[dict[str, Any]]:
        """Active entries that fit what the owner said about them, newest first (correction targets)."""
        # Entries are written in time order, so "written since" is an id range: the walk goes
        # newest first and stops at `limit`, instead of reading every row since then.
        floor = self.scalar("SELECT id FROM entries WHERE recorded_at >= ? ORDER BY recorded_at LIMIT 1", (since,))
        if floor is None:
            return []
        sql = ("SELECT e.*, c.name AS counterparty, 'active' AS status FROM entries e"
               f" LEFT JOIN contacts c ON c.id = e.contact_id WHERE e.id >= ? AND e.recorded_at >= ? AND {ACTIVE_SQL}")
        # The message, else the person, narrows by index; amount, kind and mode only filter the walk.
        who = "e.contact_id" if input_id is None else "+e.contact_id"
        more, params = where_given(
            (f"{who} = ?", contact_id), ("+e.amount_paise = ?", amount_paise), ("+e.kind = ?", kind),
            ("+e.mode = ?", mode), ("e.input_id = ?", input_id),
            # The goods named may be the item kept, or any word of the message that wrote the entry ("Bosch 12V
            # 35Ah battery" kept as "Bosch" is still the battery sale).
            ("instr(lower(coalesce(e.item, '') || ' ' || coalesce((SELECT i.text FROM inputs i"
             " WHERE i.id = e.input_id), '')), ?) > 0", item.casefold() if item else None),
            ("e.occurred_at >= ?", start), ("e.occurred_at < ?", end))
        return [dict(r) for r in self.q(sql + more + " ORDER BY e.id DESC LIMIT ?", [floor, since, *params, limit])]

    def usual_amount(self, contact_id: int, kind: str, since: str) -> tuple[int, int]:
        """(average paise, count) of a counterparty's active entries of one kind since a time."""
        row = self.one(
            f"SELECT AVG(e.amount_paise), COUNT(*) FROM entries e WHERE e.contact_id = ? AND e.kind = ?"
            f" AND e.occurred_at >= ? AND {ACTIVE_SQL}",
            (contact_id, kind, since))
        if row is None or not row[1]:
            return 0, 0
        return int(row[0]), int(row[1])

    # -- what the owner asks ------------------------------------------------------
    def totals(self, start: str, end: str) -> dict[str, int]:
        """Net paise per kind for entries that happened in [start, end)."""
        rows = self.q(
            f"SELECT e.kind, SUM({SIGNED_SQL}), SUM(CASE e.role WHEN 'entry' THEN 1 ELSE -1 END) FROM entries e"
            " WHERE e.occurred_at >= ? AND e.occurred_at < ? GROUP BY e.kind", (start, end))
        out = {r[0]: int(r[1]) for r in rows}
        out["count"] = sum(int(r[2]) for r in rows)
        return out

    def debtors(self, limit: int = 20) -> list[sqlite3.Row]:
        return self.q("SELECT id, name, balance_paise FROM contacts WHERE balance_paise > 0"
                      " ORDER BY balance_paise DESC LIMIT ?", (limit,))

    def receivable_total(self) -> int:
        return int(self.scalar("SELECT COALESCE(SUM(balance_paise), 0) FROM contacts WHERE balance_paise > 0"))

    def top_customers(self, start: str, end: str, limit: int = 5) -> list[sqlite3.Row]:
        return self.q(
            f"SELECT c.name, SUM({SIGNED_SQL}) AS amount FROM entries e JOIN contacts c ON c.id = e.contact_id"
            " WHERE e.kind IN ('sale', 'udhaar_given') AND e.occurred_at >= ? AND e.occurred_at < ?"
            " GROUP BY c.id HAVING amount > 0 ORDER BY amount DESC LIMIT ?", (start, end, limit))

    def entries_list(self, *, contact_id: int | None = None, start: str | None = None, end: str | None = None,
                     limit: int | None = None, newest_first: bool = True) -> list[dict[str, Any]]:
        sql = (f"SELECT e.*, c.name AS counterparty, {STATUS_SQL} AS status FROM entries e"
               " LEFT JOIN contacts c ON c.id = e.contact_id WHERE 1 = 1")
        more, params = where_given(("e.contact_id = ?", contact_id), ("e.occurred_at >= ?", start),
                                   ("e.occurred_at < ?", end))
        sql += more + " ORDER BY e.id " + ("DESC" if newest_first else "ASC")
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        return [dict(r) for r in self.q(sql, params)]

    def contacts_with_balances(self) -> list[sqlite3.Row]:
        return self.q("SELECT id, name, role, balance_paise FROM contacts ORDER BY name COLLATE NOCASE")

    def contacts_listed(self, *, contact_id: int | None = None, start: str | None = None, end: str | None = None,
                        kind: str | None = None, narrowed: bool = False) -> Iterator[sqlite3.Row]:
        """Contacts by name, one row at a time; when narrowed, only those with an entry that fits."""
        sql, params = where_given(("c.id = ?", contact_id))
        sql = "SELECT c.id, c.name, c.role, c.balance_paise FROM contacts c WHERE 1 = 1" + sql
        if narrowed and (start is not None or end is not None or kind is not None):
            more, also = where_given(("e.kind = ?", kind), ("e.occurred_at >= ?", start), ("e.occurred_at < ?", end))
            sql += " AND EXISTS (SELECT 1 FROM entries e WHERE e.contact_id = c.id" + more + ")"
            params += also
        yield from self.conn.execute(sql + " ORDER BY c.name COLLATE NOCASE", params)

    def entries_stream(self, *, contact_id: int | None = None, start: str | None = None, end: str | None = None,
                       kind: str | None = None, by_time: bool = False) -> Iterator[sqlite3.Row]:
        """Entries oldest first with their counterparty and status, read from the cursor as they are
        used: the whole ledger never sits in memory. Oldest written first, or with `by_time` by when
        the money moved (a statement's order; one contact's walk of their time index)."""
        sql = (f"SELECT e.*, c.name AS counterparty, {STATUS_SQL} AS status FROM entries e"
               " LEFT JOIN contacts c ON c.id = e.contact_id WHERE 1 = 1")
        more, params = where_given(("e.contact_id = ?", contact_id), ("e.kind = ?", kind),
                                   ("e.occurred_at >= ?", start), ("e.occurred_at < ?", end))
        sql += more
        yield from self.conn.execute(sql + (" ORDER BY e.occurred_at, e.id" if by_time else " ORDER BY e.id"), params)

    def balance_mismatches(self) -> list[tuple[int, int, int]]:
        """(contact id, cached, from entries) wherever the cache disagrees with the entries."""
        rows = self.q(
            "SELECT c.id, c.balance_paise, COALESCE(SUM(e.effect_paise), 0) AS s FROM contacts c"
            " LEFT JOIN entries e ON e.contact_id = c.id GROUP BY c.id HAVING s != c.balance_paise")
        return [(r[0], r[1], r[2]) for r in rows]

    # -- stock --------------------------------------------------------------------
    def item_by_name(self, name: str) -> sqlite3.Row | None:
        return self.one("SELECT * FROM items WHERE norm = ?", (norm(name),))

    def items(self) -> list[sqlite3.Row]:
        return self.q("SELECT * FROM items ORDER BY name COLLATE NOCASE")

    def stock_recheck(self) -> list[tuple[int, int, int]]:
        """(item id, cached, from movements) wherever the stock cache disagrees with the movements.

        Like balance_recheck: movements are append-only, so each item's sum is its checkpoint plus the
        movements written since; agreeing sums become the new checkpoints when called inside a write
        (the booking's read-back does), and are only read outside one.
        """
        rows = self.q(
            "SELECT i.id, i.stock_milli, COALESCE(k.upto_id, 0), COALESCE(k.sum_milli, 0) FROM items i"
            " LEFT JOIN stock_checked k ON k.item_id = i.id")
        wrong, moved = [], []
        for item_id, cached, upto, base in rows:
            new = self.one("SELECT COALESCE(SUM(delta_milli), 0), MAX(id) FROM stock_moves WHERE item_id = ? AND id > ?",
                           (item_id, upto))
            assert new is not None
            total = int(base) + int(new[0])
            if total != int(cached):
                wrong.append((int(item_id), int(cached), total))
            elif new[1] is not None:
                moved.append((int(item_id), int(new[1]), total))
        if moved and self.conn.in_transaction:  # outside a write, only read: a commit here would cost a sync
            self.conn.executemany(
                "INSERT INTO stock_checked (item_id, upto_id, sum_milli) VALUES (?, ?, ?) ON CONFLICT(item_id)"
                " DO UPDATE SET upto_id = excluded.upto_id, sum_milli = excluded.sum_milli", moved)
        return wrong

    def stock_mismatches(self) -> list[tuple[int, int, int]]:
        """Every item's cache against all of its movements (the doctor's thorough check)."""
        rows = self.q(
            "SELECT i.id, i.stock_milli, COALESCE(SUM(m.delta_milli), 0) AS s FROM items i"
            " LEFT JOIN stock_moves m ON m.item_id = i.id GROUP BY i.id HAVING s != i.stock_milli")
        return [(r[0], r[1], r[2]) for r in rows]

    def _move_stock_for(self, entry_id: int, e: NewEntry, sign: int) -> None:
        """Purchases bring goods in and sales take them out, when the item and quantity were said."""
        if not e.item or not e.qty or e.kind not in ("sale", "purchase", "udhaar_given"):
            return
        item = self.item_by_name(e.item)
        if item is None:
            if e.kind != "purchase":
                return  # an item never bought through the books is not tracked as stock
            cur = self.x("INSERT INTO items (name, norm, unit, created_at) VALUES (?, ?, ?, ?)",
                         (e.item, norm(e.item), e.unit, self.now()))
            item_id, unit = int(cur.lastrowid or 0), e.unit
        else:
            item_id, unit = int(item["id"]), item["unit"]
        if unit and e.unit and unit != e.unit:
            return  # different units are not converted: the count would be wrong
        delta = round(e.qty * 1000) * (1 if e.kind == "purchase" else -1) * sign
        self.x("INSERT INTO stock_moves (item_id, delta_milli, entry_id, reason, at) VALUES (?, ?, ?, ?, ?)",
               (item_id, delta, entry_id, "purchase" if e.kind == "purchase" else "sale", self.now()))

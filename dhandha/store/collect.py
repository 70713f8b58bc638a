"""The collections room: reminders and what became of them, UPI apps' payment notifications, and the
owner's word that a piece of bank evidence is not the entry it was matched to."""

from __future__ import annotations

import sqlite3
from typing import Any

from dhandha.store.base import StoreBase
from dhandha.store.ledger import STATUS_SQL

# Reminders that went out (or may have): what the 3-day rule and the ladder count.
WENT = ("handed", "sending", "sent", "unknown")


class CollectSQL(StoreBase):
    # -- reminders ------------------------------------------------------------------------
    def reminder_add(self, idem_key: str, contact_id: int, via: str, phone: str | None, tone: str, language: str,
                     amount_paise: int, text: str, upi_link: str | None) -> tuple[int, bool]:
        """Keep an approved reminder once per key; (id, created now?)."""
        row = self.one("SELECT id FROM reminders WHERE idem_key = ?", (idem_key,))
        if row is not None:
            return int(row[0]), False
        cur = self.x(
            "INSERT INTO reminders (idem_key, contact_id, via, phone, tone, language, amount_paise, text, upi_link,"
            " approved_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (idem_key, contact_id, via, phone, tone, language, amount_paise, text, upi_link, self.now()))
        return int(cur.lastrowid or 0), True

    def reminder(self, reminder_id: int) -> sqlite3.Row | None:
        return self.one("SELECT r.*, c.name AS counterparty FROM reminders r JOIN contacts c ON c.id = r.contact_id"
                        " WHERE r.id = ?", (reminder_id,))

    def reminder_by_key(self, idem_key: str) -> sqlite3.Row | None:
        return self.one("SELECT * FROM reminders WHERE idem_key = ?", (idem_key,))

    def reminder_set(self, reminder_id: int, status: str, *, error: str | None = None, hour: int | None = None,
                     only_from: tuple[str, ...] | None = None) -> bool:
        """Move a reminder on; `only_from` guards the move (a second process must not send it again)."""
        sql = ("UPDATE reminders SET status = ?, error = ?,"
               " sent_at = CASE WHEN ? IN ('handed', 'sending') THEN ? ELSE sent_at END,"
               " local_hour = COALESCE(?, local_hour) WHERE id = ?")
        params: list[Any] = [status, error, status, self.now(), hour, reminder_id]
        if only_from:
            sql += f" AND status IN ({', '.join('?' for _ in only_from)})"
            params += list(only_from)
        return self.x(sql, params).rowcount == 1

    def reminder_last_went(self, contact_id: int) -> sqlite3.Row | None:
        """The newest reminder to this contact that went out, or may have."""
        marks = ", ".join("?" for _ in WENT)
        return self.one(f"SELECT * FROM reminders WHERE contact_id = ? AND status IN ({marks})"
                        " ORDER BY COALESCE(sent_at, approved_at) DESC, id DESC LIMIT 1", (contact_id, *WENT))

    def reminders_went_since(self, contact_id: int, since: str) -> int:
        marks = ", ".join("?" for _ in WENT)
        return int(self.scalar(f"SELECT COUNT(*) FROM reminders WHERE contact_id = ? AND status IN ({marks})"
                               " AND COALESCE(sent_at, approved_at) > ?", (contact_id, *WENT, since)))

    def reminders_unsettled(self) -> list[sqlite3.Row]:
        marks = ", ".join("?" for _ in WENT)
        return self.q(f"SELECT * FROM reminders WHERE outcome IS NULL AND status IN ({marks}) ORDER BY id", WENT)

    def reminder_settle(self, reminder_id: int, outcome: str, entry_id: int | None) -> None:
        self.x("UPDATE reminders SET outcome = ?, paid_entry_id = ?, settled_at = ? WHERE id = ? AND outcome IS NULL",
               (outcome, entry_id, self.now(), reminder_id))

    def reminders_all(self) -> list[sqlite3.Row]:
        return self.q("SELECT r.*, c.name AS counterparty FROM reminders r JOIN contacts c ON c.id = r.contact_id"
                      " ORDER BY r.id")

    def reminders_not_out(self) -> list[sqlite3.Row]:
        """Approved reminders that did not surely go: for the owner to decide on."""
        return self.q("SELECT r.*, c.name AS counterparty FROM reminders r JOIN contacts c ON c.id = r.contact_id"
                      " WHERE r.status IN ('approved', 'sending', 'unsent', 'unknown') ORDER BY r.id")

    def first_payment_from(self, contact_id: int, start: str, end: str) -> sqlite3.Row | None:
        return self.one(
            f"SELECT e.* FROM entries e WHERE e.contact_id = ? AND e.kind = 'payment_received' AND e.role = 'entry'"
            f" AND e.occurred_at > ? AND e.occurred_at <= ? AND {STATUS_SQL} = 'active'"
            " ORDER BY e.occurred_at LIMIT 1", (contact_id, start, end))

    def last_payment_at(self, contact_id: int) -> str | None:
        """When this contact last paid (any payment ever booked, reversed or not)."""
        v = self.scalar(
            "SELECT MAX(occurred_at) FROM entries WHERE contact_id = ? AND kind = 'payment_received' AND role = 'entry'",
            (contact_id,))
        return None if v is None else str(v)

    def last_payment(self, contact_id: int) -> sqlite3.Row | None:
        """This contact's newest payment that was not reversed: amount_paise and occurred_at."""
        return self.one("SELECT amount_paise, occurred_at FROM entries e WHERE contact_id = ? AND kind = 'payment_received'"
                        " AND role = 'entry' AND NOT EXISTS (SELECT 1 FROM entries r WHERE r.reverses_id = e.id)"
                        " ORDER BY occurred_at DESC LIMIT 1", (contact_id,))

    def payment_amounts(self, contact_id: int, kind: str, since: str) -> list[int]:
        """The amounts of this contact's unreversed entries of one kind since a time (for the usual payment)."""
        rows = self.q("SELECT e.amount_paise FROM entries e WHERE e.contact_id = ? AND e.kind = ? AND e.role = 'entry'"
                      " AND e.occurred_at >= ? AND NOT EXISTS (SELECT 1 FROM entries r WHERE r.reverses_id = e.id)",
                      (contact_id, kind, since))
        return [int(r[0]) for r in rows]

    def credit_bills_due(self, first: str, last: str) -> list[sqlite3.Row]:
        """Supplier bills bought on credit whose stated due day falls in [first, last], earliest first."""
        return self.q(
            "SELECT e.id, e.amount_paise, e.due_on, c.name, c.balance_paise FROM entries e JOIN contacts c"
            " ON c.id = e.contact_id WHERE e.kind = 'purchase' AND e.on_credit = 1 AND e.role = 'entry'"
            " AND e.due_on BETWEEN ? AND ? AND NOT EXISTS (SELECT 1 FROM entries r WHERE r.reverses_id = e.id)"
            " AND NOT EXISTS (SELECT 1 FROM entries s WHERE s.supersedes_id = e.id) ORDER BY e.due_on",
            (first, last))

    # -- the customer's language --------------------------------------------------------------
    def contact_set_language(self, contact_id: int, language: str | None) -> None:
        self.x("UPDATE contacts SET language = ? WHERE id = ?", (language, contact_id))

    # -- UPI apps' notifications ---------------------------------------------------------------
    def notice_store(self, notice_key: str, app: str, title: str | None, body: str, posted_at: str) -> int | None:
        cur = self.x("INSERT INTO upi_notices (notice_key, app, title, body, posted_at, stored_at)"
                     " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                     (notice_key, app, title, body, posted_at, self.now()))
        return int(cur.lastrowid or 0) if cur.rowcount == 1 else None

    def notices_new(self) -> list[sqlite3.Row]:
        return self.q("SELECT * FROM upi_notices WHERE state = 'new' ORDER BY posted_at, id")

    def notice(self, notice_id: int) -> sqlite3.Row | None:
        return self.one("SELECT * FROM upi_notices WHERE id = ?", (notice_id,))

    def notice_set(self, notice_id: int, *, state: str, reason: str | None, entry_id: int | None,
                   direction: str | None = None, amount_paise: int | None = None, payer: str | None = None,
                   ref: str | None = None) -> None:
        self.x("UPDATE upi_notices SET state = ?, reason = ?, entry_id = ?, direction = COALESCE(?, direction),"
               " amount_paise = COALESCE(?, amount_paise), payer = COALESCE(?, payer), ref = COALESCE(?, ref)"
               " WHERE id = ?", (state, reason, entry_id, direction, amount_paise, payer, ref, notice_id))

    def notice_same_text(self, notice_id: int, app: str, title: str | None, body: str, start: str,
                         end: str) -> sqlite3.Row | None:
        """An earlier notification with the same words that already stands for an entry."""
        return self.one("SELECT * FROM upi_notices WHERE id != ? AND app = ? AND title IS ? AND body = ?"
                        " AND posted_at BETWEEN ? AND ? AND entry_id IS NOT NULL ORDER BY id LIMIT 1",
                        (notice_id, app, title, body, start, end))

    def notices_of_entry(self, entry_id: int) -> list[sqlite3.Row]:
        return self.q("SELECT * FROM upi_notices WHERE entry_id = ? ORDER BY id", (entry_id,))

    def sms_of_entry(self, entry_id: int) -> list[sqlite3.Row]:
        return self.q("SELECT * FROM sms_inbox WHERE entry_id = ? AND state IN ('logged', 'unassigned', 'duplicate')"
                      " ORDER BY id", (entry_id,))

    def notices_untold(self) -> list[sqlite3.Row]:
        return self.q("SELECT n.*, e.kind AS entry_kind, c.name AS contact_name FROM upi_notices n"
                      " JOIN entries e ON e.id = n.entry_id LEFT JOIN contacts c ON c.id = e.contact_id"
                      " WHERE n.state IN ('logged', 'unassigned', 'linked') AND (n.notified & 1) = 0"
                      " ORDER BY n.posted_at, n.id")

    def notices_mark_told(self, ids: list[int]) -> None:
        self.conn.executemany("UPDATE upi_notices SET notified = notified | 1 WHERE id = ?", [(i,) for i in ids])

    def bank_witnessed_near(self, unexplained: str, kind: str, contact_id: int | None, amount_paise: int,
                            start: str, end: str) -> list[sqlite3.Row]:
        """Entries a bank SMS or app notification booked with this amount in [start, end], newest first: ones
        nobody explained yet, or already put on this same contact (the owner now tells of the same payment)."""
        return self.q(
            f"SELECT e.* FROM entries e WHERE e.role = 'entry' AND +e.amount_paise = ? AND e.occurred_at >= ?"
            f" AND e.occurred_at <= ? AND e.source IN ('sms', 'notification')"
            f" AND (e.kind = ? OR (e.kind = ? AND e.contact_id IS NOT NULL AND e.contact_id IS ?))"
            f" AND {STATUS_SQL} = 'active' ORDER BY e.occurred_at DESC LIMIT 5",
            (amount_paise, start, end, unexplained, kind, contact_id))

    def bank_booked_for(self, contact_id: int | None, amount_paise: int, start: str, end: str) -> list[sqlite3.Row]:
        """Active entries a bank SMS or app notification booked on this contact, of this amount, in [start, end]."""
        return self.q(
            f"SELECT e.* FROM entries e WHERE e.role = 'entry' AND e.contact_id IS ? AND +e.amount_paise = ?"
            f" AND e.occurred_at >= ? AND e.occurred_at <= ? AND e.source IN ('sms', 'notification')"
            f" AND {STATUS_SQL} = 'active' ORDER BY e.occurred_at DESC LIMIT 3",
            (contact_id, amount_paise, start, end))

    def witness_candidates(self, kinds: tuple[str, ...], amount_paise: int, start: str, end: str
                           ) -> list[sqlite3.Row]:
        """Active entries in [start, end] a bank or app witness of this amount and direction could stand for."""
        marks = ", ".join("?" for _ in kinds)
        return self.q(
            f"SELECT e.*, c.name AS counterparty FROM entries e LEFT JOIN contacts c ON c.id = e.contact_id"
            f" WHERE e.role = 'entry' AND e.kind IN ({marks}) AND +e.amount_paise = ? AND e.occurred_at >= ?"
            f" AND e.occurred_at <= ? AND {STATUS_SQL} = 'active' AND (e.mode IS NULL OR e.mode != 'cash')"
            " AND (e.kind NOT IN ('sale', 'expense', 'purchase') OR e.mode = 'bank')"
            " AND (e.kind != 'purchase' OR e.on_credit IS NOT 1)",
            (*kinds, amount_paise, start, end))

    # -- wrong matches, undone ----------------------------------------------------------------
    def not_same_add(self, evidence: str, entry_id: int) -> None:
        self.x("INSERT OR IGNORE INTO not_same (evidence, entry_id, at) VALUES (?, ?, ?)",
               (evidence, entry_id, self.now()))

    def not_same(self, evidence: str) -> set[int]:
        return {int(r[0]) for r in self.q("SELECT entry_id FROM not_same WHERE evidence = ?", (evidence,))}

    def evidence_repoint(self, evidence: str, entry_id: int, state: str) -> None:
        """Point an SMS or a notification at the entry that now stands for it."""
        kind, _, raw = evidence.partition(":")
        table = {"sms": "sms_inbox", "notice": "upi_notices"}[kind]
        self.x(f"UPDATE {table} SET entry_id = ?, state = ? WHERE id = ?", (entry_id, state, int(raw)))

"""The SMS room: the raw inbox, its parse, and the link to the ledger.

A raw SMS is stored before anything reads it, keyed twice: by the phone's `_id` (device_id)
and by a hash of sender, body and received time (content_key), so a re-scan, a re-import or
a restarted import stores nothing twice. Parsing fills in verdict, parse and state later;
a row still in state 'new' is simply picked up by the next run.

`notified` is a small bit set, so each thing is said to the owner once:
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any

from dhandha.store.base import StoreBase
from dhandha.store.ledger import ACTIVE_SQL

TOLD = 1  # listed in an owner batch message
ASKED = 2  # the owner was asked who the payer/payee is

# States that carry a ledger entry (the first SMS of a payment, or a copy of it).
WITH_ENTRY = ("logged", "unassigned", "duplicate")

LAST_ERROR = "sms.last_error"  # JSON {at, kind, message} of the last failed poll; absent when healthy
LAST_POLL = "sms.last_poll"  # when the last poll finished without a device error
SECRETS_SWEPT = "sms.secrets_swept"  # set once the rows kept before secrets were refused are swept
CURSOR = "sms.cursor"  # the highest termux `_id` the poller has stored
PARSER_FAILED = "parser failed"  # the reason on a row the parser crashed on
FOLLOWED = "sms.corrections_followed"  # the newest entry id when corrections were last followed


class SmsSQL(StoreBase):
    """SQL for bank SMS ingestion."""

    # -- raw inbox --------------------------------------------------------------------
    def sms_store_raw(self, device_id: int | None, sender: str, body: str, received_at: str,
                      content_key: str) -> int | None:
        """Keep one raw SMS; None when it is already kept (same content, or same phone id and content)."""
        cur = self.x(
            "INSERT INTO sms_inbox (device_id, content_key, sender, body, received_at, stored_at)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
            (device_id, content_key, sender, body, received_at, self.now()))
        if cur.rowcount == 1:
            return int(cur.lastrowid or 0)
        if device_id is None or self.scalar("SELECT 1 FROM sms_inbox WHERE content_key = ?", (content_key,)):
            return None
        # Another message already holds this phone id (a dump from another phone, or a phone
        # whose SMS database was reset): keep this one without the id rather than lose it.
        cur = self.x(
            "INSERT INTO sms_inbox (device_id, content_key, sender, body, received_at, stored_at)"
            " VALUES (NULL, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
            (content_key, sender, body, received_at, self.now()))
        return int(cur.lastrowid or 0) if cur.rowcount == 1 else None

    def sms_store_raws(self, raws: Sequence[tuple[int | None, str, str, str, str]]) -> int:
        """Keep many raw SMS at once, each as `sms_store_raw` would: (device id, sender, body, received at,
        content key) each; how many were new. One statement for the lot, then one look-up for any
        whose phone id another message already holds (kept again without the id)."""
        if not raws:
            return 0
        now = self.now()
        before = self.conn.total_changes
        self.conn.executemany(
            "INSERT INTO sms_inbox (device_id, content_key, sender, body, received_at, stored_at)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING", [(d, k, s, b, r, now) for d, s, b, r, k in raws])
        new = self.conn.total_changes - before
        with_id = [r for r in raws if r[0] is not None]
        if new < len(raws) and with_id:
            kept = {str(v[0]) for v in self.q("SELECT content_key FROM sms_inbox WHERE content_key IN"
                                              " (SELECT value FROM json_each(?))", (json.dumps([r[4] for r in with_id]),))}
            for _, sender, body, received_at, key in with_id:
                if key not in kept:
                    cur = self.x("INSERT INTO sms_inbox (device_id, content_key, sender, body, received_at, stored_at)"
                                 " VALUES (NULL, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                                 (key, sender, body, received_at, now))
                    new += cur.rowcount
                    kept.add(key)
        return new

    def sms_set_aside_bad_times(self, earliest: str, latest: str) -> int:
        """Rows kept before times were checked whose time lies outside [earliest, latest): ignored
        with a reason, so no run does date arithmetic on them (9999-12-31 once stopped every run)."""
        cur = self.x("UPDATE sms_inbox SET state = 'ignored', reason = 'refused: bad received time'"
                     " WHERE state = 'new' AND NOT (received_at >= ? AND received_at < ?)", (earliest, latest))
        return cur.rowcount

    def sms_forget(self, sms_ids: Sequence[int]) -> None:
        """Delete rows that must not be kept (a secret kept before secrets were refused); never one
        that holds an entry."""
        self.conn.executemany("DELETE FROM sms_inbox WHERE id = ? AND entry_id IS NULL", [(i,) for i in sms_ids])

    def sms_bodies_without_entry(self) -> list[sqlite3.Row]:
        """(id, body) of every row that holds no entry: what a one-time secrets sweep reads."""
        return self.q("SELECT id, body FROM sms_inbox WHERE entry_id IS NULL ORDER BY id")

    def sms_unparsed_ids(self) -> list[int]:
        """Rows not yet parsed, oldest first, so the first SMS of a payment gets its entry.

        Ids, sorted once: re-sorting the whole backlog for every batch of an import cost more
        than booking it.
        """
        return [int(r[0]) for r in self.q("SELECT id FROM sms_inbox WHERE state = 'new' ORDER BY received_at, id")]

    def sms_rows(self, ids: Sequence[int]) -> list[sqlite3.Row]:
        """These rows, in the order given, skipping any no longer 'new'."""
        marks = ",".join("?" * len(ids))
        rows = {int(r["id"]): r for r in self.q(
            f"SELECT * FROM sms_inbox WHERE id IN ({marks}) AND state = 'new'", list(ids))}
        return [rows[i] for i in ids if i in rows]

    def sms_unparsed_count(self) -> int:
        return int(self.scalar("SELECT COUNT(*) FROM sms_inbox WHERE state = 'new'"))

    def sms_row(self, sms_id: int) -> sqlite3.Row | None:
        return self.one("SELECT * FROM sms_inbox WHERE id = ?", (sms_id,))

    def sms_set_result(self, sms_id: int, *, verdict: str | None, reason: str | None, parsed: str | None,
                       state: str, dedup_key: str | None = None, entry_id: int | None = None) -> None:
        self.x("UPDATE sms_inbox SET verdict = ?, reason = ?, parsed = ?, state = ?, dedup_key = ?, entry_id = ?"
               " WHERE id = ?", (verdict, reason, parsed, state, dedup_key, entry_id, sms_id))

    def sms_set_results(self, rows: Sequence[tuple[Any, ...]]) -> None:
        """Many results at once: (verdict, reason, parsed, dedup key, entry id, state, sms id) each.

        Most SMS of an inbox are no payment and get neither a key nor an entry: their rows are set
        without naming those two columns, so SQLite leaves the rows' entries in those two indexes
        alone instead of taking each out and putting it back. Equivalent, because a row still 'new'
        holds neither (both are only ever set together with a state past 'new').
        """
        bare = [(v, r, p, state, i) for v, r, p, key, entry, state, i in rows if key is None and entry is None]
        full = [row for row in rows if row[3] is not None or row[4] is not None]
        if bare:
            self.conn.executemany("UPDATE sms_inbox SET verdict = ?, reason = ?, parsed = ?, state = ? WHERE id = ?",
                                  bare)
        if full:
            self.conn.executemany("UPDATE sms_inbox SET verdict = ?, reason = ?, parsed = ?, dedup_key = ?,"
                                  " entry_id = ?, state = ? WHERE id = ?", full)

    # -- one payment, many SMS --------------------------------------------------------
    def sms_payments_holding(self, keys: Sequence[str]) -> dict[str, list[tuple[str, int, int]]]:
        """For each payment key, the SMS that hold an entry for it: (received_at, sms id, entry id) each."""
        out: dict[str, list[tuple[str, int, int]]] = {}
        if not keys:
            return out
        for r in self.q("SELECT dedup_key, received_at, id, entry_id FROM sms_inbox"
                        " WHERE dedup_key IN (SELECT value FROM json_each(?)) AND +entry_id IS NOT NULL",
                        (json.dumps(list(keys)),)):
            out.setdefault(str(r[0]), []).append((str(r[1]), int(r[2]), int(r[3])))
        return out

    def entry_keys_taken(self, keys: Sequence[str]) -> set[str]:
        """Which of these idempotency keys some entry already has."""
        if not keys:
            return set()
        return {str(r[0]) for r in self.q("SELECT idem_key FROM entries WHERE idem_key IN (SELECT value FROM json_each(?))",
                                          (json.dumps(list(keys)),))}

    def amounts_moved_between(self, start: str, end: str) -> set[int]:
        """The amount of every entry whose money moved in [start, end], whatever its kind, role or state."""
        return {int(r[0]) for r in self.q("SELECT DISTINCT amount_paise FROM entries WHERE occurred_at >= ?"
                                          " AND occurred_at <= ? AND amount_paise IS NOT NULL", (start, end))}

    def sms_payment_for(self, dedup_key: str, start: str, end: str, exclude_id: int) -> sqlite3.Row | None:
        """The earlier SMS of the same payment (same key, received in [start, end]) that holds its entry."""
        return self.one(
            "SELECT * FROM sms_inbox WHERE dedup_key = ? AND entry_id IS NOT NULL AND id != ?"
            " AND received_at BETWEEN ? AND ? ORDER BY received_at, id LIMIT 1",
            (dedup_key, exclude_id, start, end))

    def sms_other_leg(self, dedup_key: str, start: str, end: str) -> sqlite3.Row | None:
        """The SMS of the same reference and amount the other way (received in [start, end]), whose entry is still
        an unexplained bank entry: with it, one move between two of the owner's accounts (sms/ingest.py)."""
        return self.one(
            "SELECT s.id AS sms_id, s.parsed, e.id, e.kind, e.amount_paise, e.note FROM sms_inbox s"
            " JOIN entries e ON e.id = s.entry_id WHERE s.dedup_key = ? AND s.received_at BETWEEN ? AND ?"
            f" AND e.kind IN ('unexplained_in', 'unexplained_out') AND {ACTIVE_SQL}"
            " ORDER BY s.received_at, s.id LIMIT 1", (dedup_key, start, end))

    def sms_retry_parser_failures(self) -> int:
        """Give SMS the parser crashed on another try (a newer parser may read them), until shown."""
        cur = self.x("UPDATE sms_inbox SET state = 'new' WHERE state = 'review' AND reason LIKE ?",
                     (PARSER_FAILED + "%",))
        return cur.rowcount

    def sms_follow_corrections(self) -> int:
        """Point SMS rows at the entry that replaced theirs (the owner named the payer), and call them logged.

        Only corrections written since the last time are followed (FOLLOWED is the newest entry id
        then): a correction is a new entry, so each is followed once, however many the years hold.
        Call it inside a write, so no correction can slip in between the two reads.
        """
        upto = int(self.scalar("SELECT value FROM kv WHERE key = ?", (FOLLOWED,)) or 0)
        last = int(self.scalar("SELECT COALESCE(MAX(id), 0) FROM entries"))
        changed = 0
        for _ in range(8):  # a correction of a correction: follow the chain a few steps
            cur = self.x(
                "UPDATE sms_inbox SET entry_id = (SELECT s.id FROM entries s WHERE s.supersedes_id = sms_inbox.entry_id),"
                " state = CASE state WHEN 'unassigned' THEN 'logged' ELSE state END"
                " WHERE entry_id IN (SELECT supersedes_id FROM entries WHERE id > ? AND +supersedes_id IS NOT NULL)",
                (upto,))
            if not cur.rowcount:
                break
            changed += cur.rowcount
        if last != upto:
            self.x("INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                   (FOLLOWED, str(last)))
        return changed

    # -- what the owner hears -----------------------------------------------------------
    def sms_untold_entries(self) -> list[sqlite3.Row]:
        """New ledger entries from SMS that no batch message has listed yet, oldest first."""
        return self.q(
            "SELECT s.id AS sms_id, s.state, s.parsed, e.id AS entry_id, e.kind, e.amount_paise, e.contact_id,"
            " c.name AS contact_name FROM sms_inbox s JOIN entries e ON e.id = s.entry_id"
            " LEFT JOIN contacts c ON c.id = e.contact_id"
            " WHERE s.state IN ('logged', 'unassigned') AND (s.notified & ?) = 0 ORDER BY s.received_at, s.id",
            (TOLD,))

    def sms_mark(self, sms_ids: Iterable[int], bit: int) -> None:
        self.conn.executemany("UPDATE sms_inbox SET notified = notified | ? WHERE id = ?",
                              [(bit, i) for i in sms_ids])

    def sms_unasked(self) -> list[sqlite3.Row]:
        """Unassigned payments nobody has asked the owner about yet, oldest first."""
        return self.q(
            "SELECT s.*, e.kind AS entry_kind, e.amount_paise AS entry_amount FROM sms_inbox s"
            " JOIN entries e ON e.id = s.entry_id"
            " WHERE s.state = 'unassigned' AND (s.notified & ?) = 0 ORDER BY s.received_at, s.id", (ASKED,))

    def sms_mark_unasked_before(self, before: str) -> int:
        """Unassigned payments received before `before` are never asked about: mark them asked in one
        statement (an old inbox brings thousands), instead of one by one as the asking walks them."""
        cur = self.x("UPDATE sms_inbox SET notified = notified | ? WHERE state = 'unassigned' AND received_at < ?"
                     " AND (notified & ?) = 0", (ASKED, before, ASKED))
        return cur.rowcount

    def sms_review_unshown(self, limit: int, since: str = "") -> list[sqlite3.Row]:
        return self.q("SELECT * FROM sms_inbox WHERE state = 'review' AND received_at >= ?"
                      " ORDER BY received_at, id LIMIT ?", (since, limit))

    def sms_review_count(self, since: str = "") -> int:
        return int(self.scalar("SELECT COUNT(*) FROM sms_inbox WHERE state = 'review' AND received_at >= ?",
                               (since,)))

    def sms_review_before(self, before: str) -> list[sqlite3.Row]:
        return self.q("SELECT * FROM sms_inbox WHERE state = 'review' AND received_at < ?"
                      " ORDER BY received_at, id", (before,))

    def sms_mark_reviewed(self, sms_ids: Sequence[int]) -> None:
        """Shown to the owner: out of the queue, still kept with its verdict and reason."""
        self.conn.executemany("UPDATE sms_inbox SET state = 'reviewed' WHERE id = ? AND state = 'review'",
                              [(i,) for i in sms_ids])

    # -- health and the poll cursor -----------------------------------------------------
    def sms_counts(self) -> dict[str, int]:
        return {r[0]: int(r[1]) for r in self.q("SELECT state, COUNT(*) FROM sms_inbox GROUP BY state")}

    def sms_first_device_id_since(self, received_at: str) -> int | None:
        v = self.scalar("SELECT MIN(device_id) FROM sms_inbox WHERE received_at >= ?", (received_at,))
        return None if v is None else int(v)

    def sms_clear_error(self) -> None:
        self.x("DELETE FROM kv WHERE key = ?", (LAST_ERROR,))

    def sms_entry_counts(self) -> dict[str, Any]:
        """Entries written from SMS, and SMS rows per state: what tests and the doctor compare."""
        n = self.scalar("SELECT COUNT(*) FROM entries WHERE source = 'sms' AND role = 'entry'"
                        " AND supersedes_id IS NULL")
        return {"entries": int(n), **self.sms_counts()}

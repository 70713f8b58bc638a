"""The chat room: inputs seen, the conversation, pending questions, the outbox, the owner, small values."""

from __future__ import annotations

import json
import secrets
import sqlite3
from typing import Any

from dhandha.store.base import StoreBase

OWNER_FIELDS = frozenset({
    "name", "shop_name", "shop_type", "language", "region", "timezone", "confirm_above_paise",
    "briefing_time", "quiet_start", "quiet_end", "gst_filer", "chat_id", "pairing_code",
    "upi_id", "onboarding_step",
})


class ChatSQL(StoreBase):
    # -- the owner ------------------------------------------------------------------
    def owner(self) -> sqlite3.Row:
        row = self.one("SELECT * FROM owner_profile WHERE id = 1")
        assert row is not None  # migrate() always leaves the row in place
        return row

    def owner_update(self, **fields: Any) -> None:
        unknown = set(fields) - OWNER_FIELDS
        if unknown:
            raise ValueError(f"not owner fields: {sorted(unknown)}")
        if not fields:
            return
        sets = ", ".join(f"{k} = ?" for k in fields)
        self.x(f"UPDATE owner_profile SET {sets}, updated_at = ? WHERE id = 1", (*fields.values(), self.now()))

    # -- inputs: one effect per delivered event ---------------------------------------
    def input_begin(self, channel: str, input_key: str, chat_id: str | None, text: str | None
                    ) -> tuple[int, sqlite3.Row | None]:
        """Record an arriving event; if it was seen before, return the earlier row too."""
        seen = self.one("SELECT * FROM inputs WHERE input_key = ?", (input_key,))
        if seen is not None:
            return int(seen["id"]), seen
        cur = self.x("INSERT INTO inputs (channel, input_key, chat_id, text, received_at) VALUES (?, ?, ?, ?, ?)",
                     (channel, input_key, chat_id, text, self.now()))
        return int(cur.lastrowid or 0), None

    def input_finish(self, input_id: int, status: str, reply: str | None) -> None:
        self.x("UPDATE inputs SET status = ?, reply = ? WHERE id = ?", (status, reply, input_id))

    def input_received_at(self, input_id: int) -> str | None:
        """When the message with this id reached us."""
        v = self.scalar("SELECT received_at FROM inputs WHERE id = ?", (input_id,))
        return None if v is None else str(v)

    # -- conversation ---------------------------------------------------------------
    def said(self, chat_id: str | None, speaker: str, text: str, *, language: str | None = None,
             input_id: int | None = None, intent: str | None = None, reading: dict[str, Any] | None = None,
             halt: str | None = None) -> None:
        self.x(
            "INSERT INTO conversation (chat_id, at, speaker, text, language, input_id, intent, reading, halt)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (chat_id, self.now(), speaker, text, language, input_id, intent,
             json.dumps(reading, ensure_ascii=False) if reading is not None else None, halt))

    def recent_turns(self, chat_id: str | None, limit: int = 6) -> list[sqlite3.Row]:
        """The last few lines of this chat, oldest first."""
        rows = self.q("SELECT * FROM conversation WHERE chat_id IS ? ORDER BY id DESC LIMIT ?", (chat_id, limit))
        return rows[::-1]

    def last_reading_json(self, chat_id: str | None) -> str | None:
        """The reading of the owner's last message in this chat, as saved."""
        v = self.scalar("SELECT reading FROM conversation WHERE chat_id IS ? AND speaker = 'owner'"
                        " AND reading IS NOT NULL ORDER BY id DESC LIMIT 1", (chat_id,))
        return None if v is None else str(v)

    # -- pending questions ----------------------------------------------------------
    def pending_open(self, chat_id: str | None) -> sqlite3.Row | None:
        """The open question of this chat that has not expired."""
        return self.one(
            "SELECT * FROM pending_actions WHERE chat_id IS ? AND status = 'open' AND expires_at > ?"
            " ORDER BY id DESC LIMIT 1", (chat_id, self.now()))

    def pending_create(self, chat_id: str | None, why: str, question: str, payload: dict[str, Any],
                       language: str | None, expires_at: str, keep: str | None = None) -> str:
        """Save a question; the older open questions of the chat are replaced by it, except `keep`, which
        stays open beneath it (the newest open question is the one asked)."""
        self.x("UPDATE pending_actions SET status = 'replaced', resolved_at = ? WHERE chat_id IS ? AND status = 'open'"
               " AND nonce IS NOT ?", (self.now(), chat_id, keep))
        nonce = secrets.token_hex(8)
        self.x(
            "INSERT INTO pending_actions (nonce, chat_id, why, question, payload, language, created_at, expires_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (nonce, chat_id, why, question, json.dumps(payload, ensure_ascii=False), language, self.now(), expires_at))
        return nonce

    def pending_resolve(self, nonce: str, status: str) -> bool:
        """Close a question once; False if it was already closed (a second 'haan' does nothing). One that ran
        out of time ('expired') may still be settled by the owner's late answer to it."""
        cur = self.x("UPDATE pending_actions SET status = ?, resolved_at = ? WHERE nonce = ?"
                     " AND status IN ('open', 'expired')", (status, self.now(), nonce))
        return cur.rowcount == 1

    def pending_newest(self, chat_id: str | None) -> sqlite3.Row | None:
        """The chat's newest question, whatever became of it (a late yes is told what happened to it)."""
        return self.one("SELECT * FROM pending_actions WHERE chat_id IS ? ORDER BY id DESC LIMIT 1", (chat_id,))

    def pending_expire(self) -> int:
        cur = self.x("UPDATE pending_actions SET status = 'expired', resolved_at = ?"
                     " WHERE status = 'open' AND expires_at <= ?", (self.now(), self.now()))
        return cur.rowcount

    def pending_by_nonce(self, nonce: str) -> sqlite3.Row | None:
        """The open question a button's nonce points at (expired or not: the caller decides)."""
        return self.one("SELECT * FROM pending_actions WHERE nonce = ? AND status = 'open'", (nonce,))

    def pending_payload_set(self, nonce: str, payload: dict[str, Any]) -> None:
        """Keep what a question has learnt so far (tries, partial answers) with it."""
        self.x("UPDATE pending_actions SET payload = ? WHERE nonce = ?",
               (json.dumps(payload, ensure_ascii=False), nonce))

    def pending_list(self, chat_id: str | None) -> list[sqlite3.Row]:
        return self.q("SELECT * FROM pending_actions WHERE chat_id IS ? AND status = 'open' AND expires_at > ?",
                      (chat_id, self.now()))

    # -- outbox ---------------------------------------------------------------------
    def outbox_add(self, idem_key: str, channel: str, chat_id: str | None, kind: str, text: str) -> int | None:
        """Queue a message once per key; None when that key was queued before."""
        cur = self.x(
            "INSERT OR IGNORE INTO outbox (idem_key, channel, chat_id, kind, text, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?)", (idem_key, channel, chat_id, kind, text, self.now()))
        return int(cur.lastrowid) if cur.rowcount == 1 and cur.lastrowid else None

    def outbox_waiting(self, channel: str | None = None) -> list[sqlite3.Row]:
        if channel is None:
            return self.q("SELECT * FROM outbox WHERE status = 'pending' ORDER BY id")
        return self.q("SELECT * FROM outbox WHERE status = 'pending' AND channel = ? ORDER BY id", (channel,))

    def outbox_mark(self, outbox_id: int, status: str, error: str | None = None) -> None:
        self.x("UPDATE outbox SET status = ?, attempts = attempts + 1, sent_at = CASE WHEN ? = 'sent' THEN ?"
               " ELSE sent_at END, error = ? WHERE id = ?", (status, status, self.now(), error, outbox_id))

    # -- small values ---------------------------------------------------------------
    def kv_get(self, key: str, default: str | None = None) -> str | None:
        v = self.scalar("SELECT value FROM kv WHERE key = ?", (key,))
        return default if v is None else str(v)

    def kv_set(self, key: str, value: str) -> None:
        self.x("INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
               (key, value))

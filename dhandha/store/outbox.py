"""The outbox room: messages written before they are sent, each chat's queue oldest first, and the
voice notes kept until they can be heard."""

from __future__ import annotations

import sqlite3

from dhandha.store.base import StoreBase, where_given


class OutboxSQL(StoreBase):
    def outbox_put(self, idem_key: str, channel: str, chat_id: str | None, kind: str, text: str,
                   body: str | None = None) -> int | None:
        """Queue a message once per key (with its buttons or file as JSON); None when queued before."""
        cur = self.x(
            "INSERT OR IGNORE INTO outbox (idem_key, channel, chat_id, kind, text, body, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)", (idem_key, channel, chat_id, kind, text, body, self.now()))
        return int(cur.lastrowid) if cur.rowcount == 1 and cur.lastrowid else None

    def outbox_by_key(self, idem_key: str) -> sqlite3.Row | None:
        return self.one("SELECT * FROM outbox WHERE idem_key = ?", (idem_key,))

    def outbox_pending(self, channels: tuple[str, ...], chat_id: str | None = None,
                       upto_id: int | None = None) -> list[sqlite3.Row]:
        """Messages still to go on these queues, oldest first (a chat's order is the id order)."""
        marks = ", ".join("?" for _ in channels)
        more, params = where_given(("chat_id IS ?", chat_id), ("id <= ?", upto_id))
        return self.q(f"SELECT * FROM outbox WHERE status = 'pending' AND channel IN ({marks})" + more + " ORDER BY id",
                      [*channels, *params])

    def outbox_sent(self, outbox_id: int, ref: str | None) -> None:
        self.x("UPDATE outbox SET status = 'sent', attempts = attempts + 1, sent_at = ?, sent_ref = ?, error = NULL"
               " WHERE id = ? AND status = 'pending'", (self.now(), ref, outbox_id))

    def outbox_later(self, outbox_id: int, not_before: str, error: str) -> None:
        """A try that failed for now: the message stays pending, and its chat's queue waits behind it."""
        self.x("UPDATE outbox SET attempts = attempts + 1, not_before = ?, error = ? WHERE id = ?",
               (not_before, error[:500], outbox_id))

    def outbox_give_up(self, outbox_id: int, error: str) -> None:
        """A message the channel will never take (it refused its form): visible as failed, never resent."""
        self.x("UPDATE outbox SET status = 'failed', attempts = attempts + 1, error = ? WHERE id = ?",
               (error[:500], outbox_id))

    # -- voice notes kept for a later try ---------------------------------------------------
    def voice_keep(self, input_key: str, chat_id: str, path: str, seconds: int | None, error: str,
                   next_try_at: str) -> None:
        self.x(
            "INSERT INTO voice_notes (input_key, chat_id, path, seconds, error, created_at, next_try_at, attempts)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, 1) ON CONFLICT(input_key) DO UPDATE SET error = excluded.error,"
            " next_try_at = excluded.next_try_at, attempts = voice_notes.attempts + 1",
            (input_key, chat_id, path, seconds, error[:500], self.now(), next_try_at))

    def voice_due(self) -> list[sqlite3.Row]:
        return self.q("SELECT * FROM voice_notes WHERE status = 'waiting' AND next_try_at <= ? ORDER BY id",
                      (self.now(),))

    def voice_done(self, input_key: str, status: str, error: str | None = None) -> None:
        self.x("UPDATE voice_notes SET status = ?, error = ? WHERE input_key = ?", (status, error, input_key))

-- 0004: the Telegram channel. Outgoing messages carry buttons and files, wait out Telegram's
-- retry_after, and remember the id Telegram gave them; voice notes that could not be heard yet
-- are kept for a later try.

ALTER TABLE outbox ADD COLUMN body TEXT;          -- the whole message as JSON (dhandha.outgoing); NULL: text only
ALTER TABLE outbox ADD COLUMN not_before TEXT;    -- a retry waits until then (backoff, Telegram's retry_after)
ALTER TABLE outbox ADD COLUMN sent_ref TEXT;      -- the channel's id for the sent message (to take its buttons away)

-- Each chat's queue is read oldest first among the messages still to go.
CREATE INDEX outbox_queue ON outbox(channel, chat_id, status, id);

CREATE TABLE voice_notes (
  id           INTEGER PRIMARY KEY,
  input_key    TEXT NOT NULL UNIQUE,          -- the input the note arrived as
  chat_id      TEXT NOT NULL,
  path         TEXT NOT NULL,                 -- the downloaded note, under the home
  seconds      INTEGER,
  status       TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'heard', 'given_up')),
  attempts     INTEGER NOT NULL DEFAULT 0,
  error        TEXT,
  created_at   TEXT NOT NULL,
  next_try_at  TEXT
);
CREATE INDEX voice_notes_waiting ON voice_notes(status, next_try_at);

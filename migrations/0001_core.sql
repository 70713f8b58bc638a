-- 0001: the shop's books, the chat's memory, and the business brain.
-- Money is integer paise. Timestamps are UTC ISO-8601 text. Never edit this file
-- once landed: add 0002_*.sql instead.

CREATE TABLE owner_profile (
  id                  INTEGER PRIMARY KEY CHECK (id = 1),
  name                TEXT,
  shop_name           TEXT,
  shop_type           TEXT NOT NULL DEFAULT 'kirana',
  language            TEXT NOT NULL DEFAULT 'hinglish',
  region              TEXT,                     -- state, e.g. 'Maharashtra'
  timezone            TEXT NOT NULL DEFAULT 'Asia/Kolkata',
  confirm_above_paise INTEGER NOT NULL DEFAULT 1000000,   -- ₹10,000
  briefing_time       TEXT NOT NULL DEFAULT '08:00',
  quiet_start         TEXT NOT NULL DEFAULT '22:00',
  quiet_end           TEXT NOT NULL DEFAULT '07:00',
  gst_filer           TEXT NOT NULL DEFAULT 'none'
                      CHECK (gst_filer IN ('none', 'monthly', 'quarterly', 'composition')),
  chat_id             TEXT,
  pairing_code        TEXT,
  updated_at          TEXT NOT NULL
);

CREATE TABLE contacts (
  id             INTEGER PRIMARY KEY,
  name           TEXT NOT NULL,
  norm           TEXT NOT NULL,               -- casefolded name used for matching
  role           TEXT CHECK (role IN ('customer', 'supplier', 'staff', 'other')),
  phone          TEXT,
  -- Cache of the sum of this contact's ledger effects, kept by a trigger below and
  -- checked against the entries after every write (post-action).
  balance_paise  INTEGER NOT NULL DEFAULT 0,
  created_at     TEXT NOT NULL,
  source         TEXT
);
CREATE INDEX contacts_norm ON contacts(norm);

-- Other spellings and short aliases of a contact ("Om Sai" for "Om Sai Traders").
CREATE TABLE contact_names (
  contact_id  INTEGER NOT NULL REFERENCES contacts(id),
  name        TEXT NOT NULL,
  norm        TEXT NOT NULL,
  UNIQUE (contact_id, norm)
);
CREATE INDEX contact_names_norm ON contact_names(norm);

-- UPI VPAs and bank names learned to belong to a contact (from the owner's answers).
CREATE TABLE contact_links (
  handle      TEXT PRIMARY KEY,              -- casefolded VPA or printed payer name
  contact_id  INTEGER NOT NULL REFERENCES contacts(id),
  learned_at  TEXT NOT NULL,
  source      TEXT NOT NULL
);

-- Every message or event that arrived, keyed so that a redelivery has one effect.
CREATE TABLE inputs (
  id            INTEGER PRIMARY KEY,
  channel       TEXT NOT NULL,
  input_key     TEXT NOT NULL UNIQUE,        -- e.g. 'telegram:update:1234'
  chat_id       TEXT,
  text          TEXT,
  received_at   TEXT NOT NULL,
  status        TEXT NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'done', 'failed')),
  reply         TEXT
);
CREATE INDEX inputs_chat ON inputs(chat_id);

-- The ledger. Append-only: corrections and cancellations are new rows.
CREATE TABLE entries (
  id             INTEGER PRIMARY KEY,
  kind           TEXT NOT NULL CHECK (kind IN
                   ('sale', 'expense', 'udhaar_given', 'payment_received', 'purchase', 'payment_made')),
  amount_paise   INTEGER NOT NULL CHECK (amount_paise > 0 AND amount_paise <= 100000000000),
  contact_id     INTEGER REFERENCES contacts(id),
  item           TEXT,
  qty            REAL,
  unit           TEXT,
  on_credit      INTEGER CHECK (on_credit IN (0, 1)),
  -- 'entry' is a movement; 'reversal' undoes the entry it names, mirroring its fields.
  role           TEXT NOT NULL DEFAULT 'entry' CHECK (role IN ('entry', 'reversal')),
  reverses_id    INTEGER REFERENCES entries(id),
  supersedes_id  INTEGER REFERENCES entries(id),
  source         TEXT NOT NULL CHECK (source IN ('telegram', 'voice', 'sms', 'console', 'import')),
  idem_key       TEXT NOT NULL UNIQUE,
  occurred_at    TEXT NOT NULL,
  recorded_at    TEXT NOT NULL,
  input_id       INTEGER REFERENCES inputs(id),
  note           TEXT,
  -- What this row does to the contact's balance (what they owe the shop).
  effect_paise   INTEGER GENERATED ALWAYS AS (
    (CASE role WHEN 'reversal' THEN -1 ELSE 1 END) *
    (CASE kind
       WHEN 'udhaar_given'     THEN amount_paise
       WHEN 'payment_received' THEN -amount_paise
       WHEN 'payment_made'     THEN amount_paise
       WHEN 'purchase'         THEN (CASE WHEN on_credit = 1 THEN -amount_paise ELSE 0 END)
       ELSE 0 END)) VIRTUAL,
  -- What this row does to the cash in the galla.
  cash_paise     INTEGER GENERATED ALWAYS AS (
    (CASE role WHEN 'reversal' THEN -1 ELSE 1 END) *
    (CASE kind
       WHEN 'sale'             THEN amount_paise
       WHEN 'payment_received' THEN amount_paise
       WHEN 'expense'          THEN -amount_paise
       WHEN 'payment_made'     THEN -amount_paise
       WHEN 'purchase'         THEN (CASE WHEN on_credit = 1 THEN 0 ELSE -amount_paise END)
       ELSE 0 END)) VIRTUAL,
  CHECK ((role = 'reversal') = (reverses_id IS NOT NULL)),
  CHECK (role = 'entry' OR supersedes_id IS NULL)
);
CREATE INDEX entries_contact ON entries(contact_id, occurred_at);
CREATE INDEX entries_occurred ON entries(occurred_at);
CREATE INDEX entries_kind_occurred ON entries(kind, occurred_at);
CREATE INDEX entries_recorded ON entries(recorded_at);
CREATE INDEX entries_input ON entries(input_id);
CREATE UNIQUE INDEX entries_one_reversal ON entries(reverses_id) WHERE reverses_id IS NOT NULL;
CREATE UNIQUE INDEX entries_one_successor ON entries(supersedes_id) WHERE supersedes_id IS NOT NULL;

CREATE TRIGGER entries_no_update BEFORE UPDATE ON entries
BEGIN SELECT RAISE(ABORT, 'ledger is append-only: write a reversal instead'); END;

CREATE TRIGGER entries_no_delete BEFORE DELETE ON entries
BEGIN SELECT RAISE(ABORT, 'ledger is append-only: write a reversal instead'); END;

-- A reversal must mirror an existing movement exactly, so that it cancels it to the paisa.
CREATE TRIGGER entries_reversal_mirrors BEFORE INSERT ON entries
WHEN NEW.role = 'reversal'
BEGIN
  SELECT RAISE(ABORT, 'a reversal must mirror the entry it reverses')
  WHERE NOT EXISTS (
    SELECT 1 FROM entries o WHERE o.id = NEW.reverses_id AND o.role = 'entry'
      AND o.kind = NEW.kind AND o.amount_paise = NEW.amount_paise
      AND o.contact_id IS NEW.contact_id AND o.on_credit IS NEW.on_credit);
END;

-- A correction replaces an entry that has already been reversed in the same transaction.
CREATE TRIGGER entries_successor_needs_reversal BEFORE INSERT ON entries
WHEN NEW.supersedes_id IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'a correction must follow the reversal of what it replaces')
  WHERE NOT EXISTS (SELECT 1 FROM entries r WHERE r.reverses_id = NEW.supersedes_id);
END;

CREATE TRIGGER entries_balance_cache AFTER INSERT ON entries
WHEN NEW.contact_id IS NOT NULL
BEGIN
  UPDATE contacts SET balance_paise = balance_paise + NEW.effect_paise WHERE id = NEW.contact_id;
END;

-- The effective state of every row, as INTERFACES.md names it.
CREATE VIEW entry_status AS
SELECT e.id,
  CASE
    WHEN e.role = 'reversal' THEN 'reversal'
    WHEN EXISTS (SELECT 1 FROM entries s WHERE s.supersedes_id = e.id) THEN 'superseded'
    WHEN EXISTS (SELECT 1 FROM entries r WHERE r.reverses_id = e.id) THEN 'cancelled'
    ELSE 'active' END AS status
FROM entries e;

-- Stock: items, and movements that are append-only like the ledger.
CREATE TABLE items (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL,
  norm        TEXT NOT NULL UNIQUE,
  unit        TEXT,
  stock_milli INTEGER NOT NULL DEFAULT 0,   -- cache of the sum of movements, in thousandths of a unit
  created_at  TEXT NOT NULL
);

CREATE TABLE stock_moves (
  id          INTEGER PRIMARY KEY,
  item_id     INTEGER NOT NULL REFERENCES items(id),
  delta_milli INTEGER NOT NULL,
  entry_id    INTEGER REFERENCES entries(id),
  reason      TEXT NOT NULL,                -- sale | purchase | reversal | count
  at          TEXT NOT NULL
);
CREATE INDEX stock_moves_item ON stock_moves(item_id);
CREATE INDEX stock_moves_entry ON stock_moves(entry_id);

CREATE TRIGGER stock_moves_no_update BEFORE UPDATE ON stock_moves
BEGIN SELECT RAISE(ABORT, 'stock movements are append-only'); END;
CREATE TRIGGER stock_moves_no_delete BEFORE DELETE ON stock_moves
BEGIN SELECT RAISE(ABORT, 'stock movements are append-only'); END;
CREATE TRIGGER stock_moves_cache AFTER INSERT ON stock_moves
BEGIN UPDATE items SET stock_milli = stock_milli + NEW.delta_milli WHERE id = NEW.item_id; END;

-- The chat: every turn in and out.
CREATE TABLE conversation (
  id          INTEGER PRIMARY KEY,
  chat_id     TEXT,
  at          TEXT NOT NULL,
  speaker     TEXT NOT NULL CHECK (speaker IN ('owner', 'bot')),
  text        TEXT NOT NULL,
  language    TEXT,
  input_id    INTEGER REFERENCES inputs(id),
  intent      TEXT,
  reading     TEXT,                          -- JSON of the reading, for follow-ups
  halt        TEXT
);
CREATE INDEX conversation_chat ON conversation(chat_id, id);

-- Questions waiting for the owner's answer: confirmations (with a nonce and an expiry)
-- and clarifications whose half-built entry the answer completes.
CREATE TABLE pending_actions (
  id           INTEGER PRIMARY KEY,
  nonce        TEXT NOT NULL UNIQUE,
  chat_id      TEXT,
  why          TEXT NOT NULL,
  question     TEXT NOT NULL,
  payload      TEXT NOT NULL,                -- JSON: the plan or the partial reading
  language     TEXT,
  created_at   TEXT NOT NULL,
  expires_at   TEXT NOT NULL,
  status       TEXT NOT NULL DEFAULT 'open'
               CHECK (status IN ('open', 'confirmed', 'denied', 'answered', 'expired', 'replaced')),
  resolved_at  TEXT
);
CREATE INDEX pending_open ON pending_actions(chat_id, status);

-- Messages the bot owes someone: sent once, or visibly pending.
CREATE TABLE outbox (
  id          INTEGER PRIMARY KEY,
  idem_key    TEXT NOT NULL UNIQUE,
  channel     TEXT NOT NULL,
  chat_id     TEXT,
  kind        TEXT NOT NULL,                 -- reply | alert | briefing | sms_batch | reminder
  text        TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  status      TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'unknown')),
  attempts    INTEGER NOT NULL DEFAULT 0,
  sent_at     TEXT,
  error       TEXT
);
CREATE INDEX outbox_status ON outbox(status);

-- Small named values: poll cursors, last run markers.
CREATE TABLE kv (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
);

-- ---------------------------------------------------------------- the brain
CREATE TABLE brain_entities (
  id          INTEGER PRIMARY KEY,
  type        TEXT NOT NULL,   -- customer_profile supplier_profile product_insight pattern event business_snapshot market_note
  name        TEXT NOT NULL,
  ref_id      INTEGER,
  ref_table   TEXT,
  properties  TEXT NOT NULL DEFAULT '{}',
  confidence  REAL NOT NULL DEFAULT 0.5,
  is_active   INTEGER NOT NULL DEFAULT 1,
  provenance  TEXT,            -- which sweep/message made or last changed it
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);
CREATE INDEX brain_ent_type ON brain_entities(type);
CREATE UNIQUE INDEX brain_ent_ref ON brain_entities(type, ref_table, ref_id) WHERE ref_id IS NOT NULL;
CREATE INDEX brain_ent_active ON brain_entities(is_active);

CREATE TABLE brain_edges (
  id              INTEGER PRIMARY KEY,
  from_entity_id  INTEGER NOT NULL REFERENCES brain_entities(id),
  to_entity_id    INTEGER REFERENCES brain_entities(id),
  type            TEXT NOT NULL,   -- buys_from supplies_to has_behavior related_to ...
  weight          REAL NOT NULL DEFAULT 0.5,
  properties      TEXT NOT NULL DEFAULT '{}',
  provenance      TEXT,
  last_refreshed  TEXT NOT NULL,
  created_at      TEXT NOT NULL,
  UNIQUE (from_entity_id, to_entity_id, type)
);
CREATE INDEX brain_edge_to ON brain_edges(to_entity_id);
CREATE INDEX brain_edge_type ON brain_edges(type);

CREATE TABLE brain_observations (
  id           INTEGER PRIMARY KEY,
  type         TEXT NOT NULL,   -- anomaly inference intention mood insight prediction todo
  entity_id    INTEGER REFERENCES brain_entities(id),
  content      TEXT NOT NULL,
  properties   TEXT NOT NULL DEFAULT '{}',
  confidence   REAL NOT NULL DEFAULT 0.5,
  source       TEXT,            -- heartbeat conversation calendar analysis sms
  provenance   TEXT,            -- JSON: the entries / message / sweep behind it
  language     TEXT,
  dedup_key    TEXT UNIQUE,     -- so that a re-run sweep notes a thing once
  is_resolved  INTEGER NOT NULL DEFAULT 0,
  resolution   TEXT,
  valid_from   TEXT,
  expires_at   TEXT,
  created_at   TEXT NOT NULL
);
CREATE INDEX brain_obs_type ON brain_observations(type);
CREATE INDEX brain_obs_entity ON brain_observations(entity_id);
CREATE INDEX brain_obs_active ON brain_observations(is_resolved, expires_at);

-- Heartbeat: every sweep run, and every alert, so none repeats.
CREATE TABLE sweep_runs (
  id           INTEGER PRIMARY KEY,
  name         TEXT NOT NULL,
  started_at   TEXT NOT NULL,
  duration_ms  REAL,
  outcome      TEXT NOT NULL CHECK (outcome IN ('ok', 'failed', 'skipped')),
  produced     INTEGER NOT NULL DEFAULT 0,
  detail       TEXT
);
CREATE INDEX sweep_runs_name ON sweep_runs(name, started_at);

CREATE TABLE alerts (
  id              INTEGER PRIMARY KEY,
  idem_key        TEXT NOT NULL UNIQUE,
  observation_id  INTEGER REFERENCES brain_observations(id),
  severity        TEXT NOT NULL CHECK (severity IN ('critical', 'normal', 'briefing')),
  day             TEXT NOT NULL,            -- owner's local date
  at              TEXT NOT NULL,
  status          TEXT NOT NULL CHECK (status IN ('sent', 'queued', 'suppressed', 'briefed')),
  text            TEXT NOT NULL
);
CREATE INDEX alerts_day ON alerts(day, severity);

-- ---------------------------------------------------------------- bank SMS
CREATE TABLE sms_inbox (
  id            INTEGER PRIMARY KEY,
  device_id     INTEGER UNIQUE,             -- termux-sms-list _id, when known
  content_key   TEXT NOT NULL UNIQUE,       -- hash of sender, body and received time
  sender        TEXT NOT NULL,
  body          TEXT NOT NULL,
  received_at   TEXT NOT NULL,
  stored_at     TEXT NOT NULL,
  verdict       TEXT,                        -- transaction | not_transaction | review | NULL (not parsed yet)
  reason        TEXT,
  parsed        TEXT,                        -- JSON of the parse
  dedup_key     TEXT,                        -- ref+amount+direction (or fallback) of a transaction
  entry_id      INTEGER REFERENCES entries(id),
  state         TEXT NOT NULL DEFAULT 'new'
                CHECK (state IN ('new', 'logged', 'duplicate', 'ignored', 'review', 'reviewed', 'unassigned')),
  notified      INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sms_inbox_dedup ON sms_inbox(dedup_key);
CREATE INDEX sms_inbox_state ON sms_inbox(state);

-- LLM calls, for `dhandha usage`.
CREATE TABLE llm_usage (
  id                 INTEGER PRIMARY KEY,
  at                 TEXT NOT NULL,
  day                TEXT NOT NULL,
  model              TEXT NOT NULL,
  prompt_tokens      INTEGER NOT NULL DEFAULT 0,
  completion_tokens  INTEGER NOT NULL DEFAULT 0,
  cost_paise         INTEGER NOT NULL DEFAULT 0,
  purpose            TEXT
);
CREATE INDEX llm_usage_day ON llm_usage(day);

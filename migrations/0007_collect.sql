-- 0007: collections. What a reminder, a statement, a UPI app's notification and the forecast need.
-- foreign_keys: off
--
-- contacts.language: the language a customer is written to in (NULL: the owner's).
-- reminders: every reminder the owner approved, how it went out, and whether a payment followed.
-- upi_notices: payment notifications of UPI apps (GPay, PhonePe, Paytm for Business, BharatPe), kept
--   like bank SMS, each pointing at the one entry its payment is.
-- not_same: an owner's word that a piece of bank evidence is not that entry (a wrong match undone).
-- entries.source gains 'notification'; SQLite cannot change a CHECK in place, so the ledger is rebuilt
-- with the same ids and rows, as in 0003.

ALTER TABLE contacts ADD COLUMN language TEXT;

CREATE TABLE reminders (
  id            INTEGER PRIMARY KEY,
  idem_key      TEXT NOT NULL UNIQUE,          -- the approved plan step's key: a second "haan" finds it
  contact_id    INTEGER NOT NULL REFERENCES contacts(id),
  via           TEXT NOT NULL CHECK (via IN ('whatsapp', 'sms')),
  phone         TEXT,
  tone          TEXT NOT NULL CHECK (tone IN ('gentle', 'firm')),
  language      TEXT NOT NULL,
  amount_paise  INTEGER NOT NULL,
  text          TEXT NOT NULL,                 -- word for word what the owner approved
  upi_link      TEXT,
  -- approved: yes said, not yet out; handed: the WhatsApp link was given to the owner (their tap sends);
  -- sending: termux-sms-send was called; sent: it said so; unsent: surely not sent; unknown: its fate
  -- is unknown (a timeout, a crash mid-send). Neither unsent nor unknown is ever retried without the owner.
  status        TEXT NOT NULL DEFAULT 'approved'
                CHECK (status IN ('approved', 'handed', 'sending', 'sent', 'unsent', 'unknown')),
  approved_at   TEXT NOT NULL,
  sent_at       TEXT,
  local_hour    INTEGER,                       -- the owner-zone hour it went out
  error         TEXT,
  outcome       TEXT CHECK (outcome IN ('paid', 'unpaid')),  -- a payment from them within 7 days?
  paid_entry_id INTEGER REFERENCES entries(id),
  settled_at    TEXT
);
CREATE INDEX reminders_contact ON reminders(contact_id, approved_at);
CREATE INDEX reminders_open ON reminders(outcome, status);

CREATE TABLE upi_notices (
  id            INTEGER PRIMARY KEY,
  notice_key    TEXT NOT NULL UNIQUE,          -- app, notification key and time: a re-read stores nothing twice
  app           TEXT NOT NULL,                 -- gpay | phonepe | paytm | bharatpe
  title         TEXT,
  body          TEXT NOT NULL,
  posted_at     TEXT NOT NULL,
  stored_at     TEXT NOT NULL,
  direction     TEXT CHECK (direction IN ('credit', 'debit')),
  amount_paise  INTEGER,
  payer         TEXT,
  ref           TEXT,
  state         TEXT NOT NULL DEFAULT 'new'
                CHECK (state IN ('new', 'logged', 'unassigned', 'linked', 'ignored')),
  reason        TEXT,
  entry_id      INTEGER REFERENCES entries(id),
  notified      INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX upi_notices_state ON upi_notices(state);
CREATE INDEX upi_notices_entry ON upi_notices(entry_id);

CREATE TABLE not_same (
  evidence      TEXT NOT NULL,                 -- 'sms:<id>' | 'notice:<id>'
  entry_id      INTEGER NOT NULL REFERENCES entries(id),
  at            TEXT NOT NULL,
  PRIMARY KEY (evidence, entry_id)
);

CREATE INDEX sms_inbox_entry ON sms_inbox(entry_id);

DROP VIEW entry_status;

CREATE TABLE entries_v6 (
  id             INTEGER PRIMARY KEY,
  kind           TEXT NOT NULL CHECK (kind IN
                   ('sale', 'expense', 'udhaar_given', 'payment_received', 'purchase', 'payment_made',
                    'opening_balance', 'transfer', 'unexplained_in', 'unexplained_out')),
  amount_paise   INTEGER NOT NULL CHECK (amount_paise > 0 AND amount_paise <= 100000000000),
  contact_id     INTEGER REFERENCES contacts(id),
  item           TEXT,
  qty            REAL,
  unit           TEXT,
  on_credit      INTEGER CHECK (on_credit IN (0, 1)),
  owes           TEXT CHECK (owes IN ('them', 'shop')),
  route          TEXT CHECK (route IN ('bank_to_cash', 'cash_to_bank', 'bank_to_bank')),
  mode           TEXT CHECK (mode IN ('cash', 'bank')),
  modes          TEXT,                        -- JSON {"cash": paise, "upi": paise}, when split
  due_on         TEXT,                        -- owner-zone ISO date
  role           TEXT NOT NULL DEFAULT 'entry' CHECK (role IN ('entry', 'reversal')),
  reverses_id    INTEGER REFERENCES entries(id),
  supersedes_id  INTEGER REFERENCES entries(id),
  source         TEXT NOT NULL CHECK (source IN ('telegram', 'voice', 'sms', 'console', 'import',
                                                  'notification')),
  idem_key       TEXT NOT NULL UNIQUE,
  occurred_at    TEXT NOT NULL,
  recorded_at    TEXT NOT NULL,
  input_id       INTEGER REFERENCES inputs(id),
  note           TEXT,
  effect_paise   INTEGER GENERATED ALWAYS AS (
    (CASE role WHEN 'reversal' THEN -1 ELSE 1 END) *
    (CASE kind
       WHEN 'udhaar_given'     THEN amount_paise
       WHEN 'payment_received' THEN -amount_paise
       WHEN 'payment_made'     THEN amount_paise
       WHEN 'purchase'         THEN (CASE WHEN on_credit = 1 THEN -amount_paise ELSE 0 END)
       WHEN 'opening_balance'  THEN (CASE owes WHEN 'them' THEN amount_paise ELSE -amount_paise END)
       ELSE 0 END)) VIRTUAL,
  -- Money in (+) or out (-) of the shop, cash and bank together. A transfer moves it between
  -- the two, and an opening balance is history: neither changes it.
  cash_paise     INTEGER GENERATED ALWAYS AS (
    (CASE role WHEN 'reversal' THEN -1 ELSE 1 END) *
    (CASE kind
       WHEN 'sale'             THEN amount_paise
       WHEN 'payment_received' THEN amount_paise
       WHEN 'unexplained_in'   THEN amount_paise
       WHEN 'expense'          THEN -amount_paise
       WHEN 'payment_made'     THEN -amount_paise
       WHEN 'unexplained_out'  THEN -amount_paise
       WHEN 'purchase'         THEN (CASE WHEN on_credit = 1 THEN 0 ELSE -amount_paise END)
       ELSE 0 END)) VIRTUAL,
  CHECK ((role = 'reversal') = (reverses_id IS NOT NULL)),
  CHECK (role = 'entry' OR supersedes_id IS NULL),
  CHECK ((kind = 'opening_balance') = (owes IS NOT NULL)),
  CHECK ((kind = 'transfer') = (route IS NOT NULL)),
  CHECK (kind NOT IN ('unexplained_in', 'unexplained_out', 'transfer') OR contact_id IS NULL)
);

INSERT INTO entries_v6 (id, kind, amount_paise, contact_id, item, qty, unit, on_credit, owes, route, mode, modes,
                        due_on, role, reverses_id, supersedes_id, source, idem_key, occurred_at, recorded_at,
                        input_id, note)
SELECT id, kind, amount_paise, contact_id, item, qty, unit, on_credit, owes, route, mode, modes,
       due_on, role, reverses_id, supersedes_id, source, idem_key, occurred_at, recorded_at, input_id, note
FROM entries;

DROP TABLE entries;
ALTER TABLE entries_v6 RENAME TO entries;

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

-- A reversal mirrors its entry in everything that moves money, so it cancels it to the paisa.
CREATE TRIGGER entries_reversal_mirrors BEFORE INSERT ON entries
WHEN NEW.role = 'reversal'
BEGIN
  SELECT RAISE(ABORT, 'a reversal must mirror the entry it reverses')
  WHERE NOT EXISTS (
    SELECT 1 FROM entries o WHERE o.id = NEW.reverses_id AND o.role = 'entry'
      AND o.kind = NEW.kind AND o.amount_paise = NEW.amount_paise
      AND o.contact_id IS NEW.contact_id AND o.on_credit IS NEW.on_credit
      AND o.owes IS NEW.owes AND o.route IS NEW.route AND o.mode IS NEW.mode);
END;

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

CREATE VIEW entry_status AS
SELECT e.id,
  CASE
    WHEN e.role = 'reversal' THEN 'reversal'
    WHEN EXISTS (SELECT 1 FROM entries s WHERE s.supersedes_id = e.id) THEN 'superseded'
    WHEN EXISTS (SELECT 1 FROM entries r WHERE r.reverses_id = e.id) THEN 'cancelled'
    ELSE 'active' END AS status
FROM entries e;

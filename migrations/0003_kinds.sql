-- 0003: the kinds a whole conversation needs, and what an entry must remember about itself.
-- foreign_keys: off
--
-- New kinds: opening_balance (dues from before the books began, either way), transfer (cash <->
-- bank, own accounts: neither income nor expense), unexplained_in / unexplained_out (a bank SMS
-- nobody has explained yet: money moved, but it is not a sale or an expense until the owner says).
-- New columns: owes (which way an opening balance runs), route (which way a transfer runs),
-- mode (cash or bank, when known), modes (how a payment was split, paise per mode), due_on (a
-- stated due date). SQLite cannot change a CHECK constraint in place, so the ledger table is
-- rebuilt with the same ids (the documented twelve-step procedure; the runner turns foreign keys
-- off around this file and checks them before it commits).

DROP VIEW entry_status;

CREATE TABLE entries_v3 (
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
  source         TEXT NOT NULL CHECK (source IN ('telegram', 'voice', 'sms', 'console', 'import')),
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

INSERT INTO entries_v3 (id, kind, amount_paise, contact_id, item, qty, unit, on_credit, role, reverses_id,
                        supersedes_id, source, idem_key, occurred_at, recorded_at, input_id, note, mode)
SELECT id, kind, amount_paise, contact_id, item, qty, unit, on_credit, role, reverses_id,
       supersedes_id, source, idem_key, occurred_at, recorded_at, input_id, note,
       CASE WHEN source = 'sms' THEN 'bank' END
FROM entries;

DROP TABLE entries;
ALTER TABLE entries_v3 RENAME TO entries;

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

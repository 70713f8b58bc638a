-- 0009: access paths that keep a turn's cost flat however many years the books hold, and the
-- checkpoints that let a read-back check a balance or a stock count against the entries written
-- since the last check instead of against all of them.
-- (tests/store/test_plans.py checks every query of a turn and of the sweeps against these.)

-- A contact's entries, newest first: an index on contact_id alone is ordered by rowid within
-- each contact, so "their last five" and "theirs since entry N" are short index walks.
CREATE INDEX entries_contact_newest ON entries(contact_id);

-- A contact's entries of one kind over a period: their usual amount, a promise kept, their rhythm.
CREATE INDEX entries_contact_kind ON entries(contact_id, kind, occurred_at);

-- The few entries that carry a due date, per contact.
CREATE INDEX entries_due ON entries(contact_id, due_on) WHERE due_on IS NOT NULL;

-- Debtors by what they owe ("who owes the most", the receivable total).
CREATE INDEX contacts_balance ON contacts(balance_paise);

-- A chat's open question. Settled questions pile up for years and are never searched.
CREATE INDEX pending_open_chat ON pending_actions(chat_id, id) WHERE status = 'open';

-- Alerts waiting for the briefing (the rest, years of them, were sent or told long ago).
CREATE INDEX alerts_queued ON alerts(id) WHERE status = 'queued';

-- SMS waiting for the owner's eye, oldest first (it also serves every look-up by state, so the
-- state-only index goes: one index fewer to keep up for each SMS an import books). The SMS rows
-- that hold an entry (followed when an entry is corrected) have sms_inbox_entry since 0007.
CREATE INDEX sms_inbox_state_received ON sms_inbox(state, received_at);
DROP INDEX sms_inbox_state;

-- What a contact's entries summed to when their balance was last checked, and up to which entry.
-- The ledger is append-only (the triggers refuse UPDATE and DELETE), so the entries up to
-- `upto_id` still sum to `sum_paise`: the next check adds only the entries written after it.
-- A migration that changes what an entry's effect_paise is must empty this table.
CREATE TABLE balance_checked (
  contact_id  INTEGER PRIMARY KEY REFERENCES contacts(id),
  upto_id     INTEGER NOT NULL,
  sum_paise   INTEGER NOT NULL
);

-- The same for an item's stock: its movements (append-only) up to stock_moves.id `upto_id`.
CREATE TABLE stock_checked (
  item_id     INTEGER PRIMARY KEY REFERENCES items(id),
  upto_id     INTEGER NOT NULL,
  sum_milli   INTEGER NOT NULL
);

-- Receivables aging, kept by the sweeps: for each debtor, when the oldest charge still unpaid
-- happened (NULL: none in the books, the balance is older than them). Rewritten for a debtor
-- whenever they have new entries (kv 'aging.upto' is the last entry id taken into account), so
-- ageing the dues never walks the whole ledger.
CREATE TABLE receivables (
  contact_id        INTEGER PRIMARY KEY REFERENCES contacts(id),
  oldest_unpaid_at  TEXT
);

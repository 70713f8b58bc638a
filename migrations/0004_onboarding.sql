-- 0004: what the first hour with a new shop learns about it.
--
-- upi_id: the owner's own UPI id (a VPA such as "sureshkirana@okaxis"), for payment links in
-- reminders. onboarding_step: where the first conversation after pairing stands (NULL: never
-- started; 'done': finished or skipped); the terminal `dhandha init` marks it done as well, so an
-- owner who answered on the phone's terminal is not asked again on Telegram.
-- phone_norm: the last ten digits of a contact's phone, so a number said in chat, on a sheet or in
-- a VPA finds its account with one index lookup, whatever way it was written. Nothing wrote
-- contacts.phone before this migration, so there is nothing to fill in.

ALTER TABLE owner_profile ADD COLUMN upi_id TEXT;
ALTER TABLE owner_profile ADD COLUMN onboarding_step TEXT;

ALTER TABLE contacts ADD COLUMN phone_norm TEXT;
CREATE INDEX contacts_phone_norm ON contacts(phone_norm) WHERE phone_norm IS NOT NULL;

-- 0005: what the first hour with a new shop learns about it.
--
-- upi_id: the owner's own UPI id (a VPA such as "sureshkirana@okaxis"), for payment links in
-- reminders. onboarding_step: where the first conversation after pairing stands (NULL: never
-- started; 'done': finished or skipped); the terminal `dhandha init` marks it done as well, so an
-- owner who answered on the phone's terminal is not asked again on Telegram.
-- phone_norm: the last ten digits of a contact's phone, so a number said in chat, on a sheet, in the
-- phone book or inside a VPA finds its account with one index lookup, however it was written. A
-- trigger keeps it in step with `phone`, whoever writes that column.

ALTER TABLE owner_profile ADD COLUMN upi_id TEXT;
ALTER TABLE owner_profile ADD COLUMN onboarding_step TEXT;

ALTER TABLE contacts ADD COLUMN phone_norm TEXT;

CREATE TRIGGER contacts_phone_norm AFTER UPDATE OF phone ON contacts
BEGIN
  UPDATE contacts SET phone_norm = (
    WITH d(x) AS (SELECT replace(replace(replace(replace(replace(replace(NEW.phone, ' ', ''), '-', ''), '+', ''),
                                                 '(', ''), ')', ''), '.', ''))
    SELECT CASE WHEN length(x) >= 10 AND NOT x GLOB '*[^0-9]*' THEN substr(x, -10) END FROM d)
  WHERE id = NEW.id;
END;

UPDATE contacts SET phone = phone WHERE phone IS NOT NULL;

CREATE INDEX contacts_phone_norm ON contacts(phone_norm) WHERE phone_norm IS NOT NULL;

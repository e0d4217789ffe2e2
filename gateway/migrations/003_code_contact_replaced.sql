-- createAccount/editEmail (docs/decisions/013): a code whose address was replaced before it was used is
-- marked, so the 30-second resend wait does not hold back the first code to the new address (the 5 an
-- hour still count it).
ALTER TABLE one_time_codes ADD COLUMN contact_replaced_at timestamptz;

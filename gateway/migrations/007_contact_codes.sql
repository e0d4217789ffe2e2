-- docs/decisions/027: a signed-in user proves a contact added in userSettings with a code, as
-- at sign-in (same rules: 6 digits, 10 minutes, 5 tries, 30 seconds, 5 an hour): a code's purpose may
-- now be 'contact'.
ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check;
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check CHECK (purpose IN ('probe', 'forgotcredential', 'migration', 'contact'));

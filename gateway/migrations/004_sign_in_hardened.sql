-- Sign-in hardened (docs/decisions/022 and 023): limits that hold under concurrency, the same
-- bookkeeping for a name that is no account as for one that is, code budgets per purpose, and counters
-- of the rate limits that every gateway instance shares.

-- A code's tries, right or wrong, each reserved before the code is checked (five a code, whatever the
-- concurrency); and its step (the probe type, or the purpose), which a code keeps when it moves to a
-- new sign-in's probe, and the keyed digest of where it went, so codes to one address are counted
-- across accounts (enrolment).
ALTER TABLE one_time_codes RENAME COLUMN failed_attempts TO tries;
ALTER TABLE one_time_codes ADD COLUMN step text;
UPDATE one_time_codes c SET step = COALESCE((SELECT p.type FROM token_probes p WHERE p.id = c.probe_id), c.purpose);
ALTER TABLE one_time_codes ALTER COLUMN step SET NOT NULL;
ALTER TABLE one_time_codes ADD COLUMN recipient_key text;
CREATE INDEX one_time_codes_by_recipient ON one_time_codes (recipient_key, sent_at);

-- Password attempts are reserved before the slow hash, at most five at a time, with the lock in the
-- condition; a lock or a success starts a new epoch, and a failure counts only in its own epoch.
ALTER TABLE users ADD COLUMN attempts_reserved integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN attempts_reserved_at timestamptz;
ALTER TABLE users ADD COLUMN sign_in_epoch integer NOT NULL DEFAULT 0;

-- A name that is no account is counted, locked and locked for good as an account is (decision 022): a
-- keyed digest of the issuer and the name, never the name itself.
CREATE TABLE name_guards (
  id uuid PRIMARY KEY,
  issuer_id text NOT NULL REFERENCES issuers (id) ON DELETE CASCADE,
  name_key text NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  attempts_reserved integer NOT NULL DEFAULT 0,
  attempts_reserved_at timestamptz,
  sign_in_epoch integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  permanently_locked_at timestamptz,
  last_seen_at timestamptz NOT NULL,
  UNIQUE (issuer_id, name_key)
);

CREATE TABLE name_guard_locks (
  guard_id uuid NOT NULL REFERENCES name_guards (id) ON DELETE CASCADE,
  locked_at timestamptz NOT NULL
);

CREATE INDEX name_guard_locks_by_guard ON name_guard_locks (guard_id, locked_at);

-- The counters of the rate limits (decision 023), one row per limit and key (a keyed digest of the
-- client address or the account): fixed windows, shared by every gateway instance on this database.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);

CREATE INDEX rate_limits_by_reset ON rate_limits (resets_at);

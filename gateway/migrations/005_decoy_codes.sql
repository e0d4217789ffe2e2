-- The codes a decoy answer stands for (docs/decisions/022): when forgot password or migration sends
-- nothing (a name that is no account, an account that may not recover), the check of a code for the
-- userGuid answered keeps the same books as a real code's (30 seconds, 5 an hour, 5 tries, 10 minutes),
-- so its answers cannot be told apart either. Nothing secret: no code exists, only its bookkeeping,
-- under a keyed digest of the purpose and the userGuid.
CREATE TABLE decoy_codes (
  id uuid PRIMARY KEY,
  subject_key text NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  tries integer NOT NULL DEFAULT 0
);

CREATE INDEX decoy_codes_by_subject ON decoy_codes (subject_key, sent_at);

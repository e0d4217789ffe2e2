-- Sign-in, recovery, enrolment, terms and migration (docs/decisions/013). No secret is stored in clear:
-- passwords and one-time codes are scrypt hashes, access tokens SHA-256 hashes, outbox messages sealed
-- with AES-256-GCM. Every time is written by the gateway's clock, never by now(), so tests can move it.

CREATE TABLE users (
  id uuid PRIMARY KEY,
  issuer_id text NOT NULL REFERENCES issuers (id) ON DELETE CASCADE,
  username text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  -- scrypt$N$r$p$salt$hash; null while a migrated account awaits its new password.
  password_hash text,
  status text NOT NULL CHECK (status IN ('active', 'awaitingMigration')),
  two_factor boolean NOT NULL DEFAULT false,
  force_reset boolean NOT NULL DEFAULT false,
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  permanently_locked_at timestamptz,
  last_login_at timestamptz,
  previous_login_at timestamptz,
  password_changed_at timestamptz,
  created_at timestamptz NOT NULL
);

-- 013: usernames are case-insensitive, per issuer.
CREATE UNIQUE INDEX users_username_per_issuer ON users (issuer_id, lower(username));

-- One row per temporary lock: the third within 24 hours makes the lock permanent (SPEC-DECISIONS §8).
CREATE TABLE user_locks (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  locked_at timestamptz NOT NULL
);

CREATE INDEX user_locks_by_user ON user_locks (user_id, locked_at);

CREATE TABLE user_emails (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  is_primary boolean NOT NULL,
  verified_at timestamptz,
  created_at timestamptz NOT NULL
);

CREATE UNIQUE INDEX user_emails_one_primary ON user_emails (user_id) WHERE is_primary;
CREATE INDEX user_emails_by_address ON user_emails (lower(email));

CREATE TABLE user_phones (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The 10 digits of a US number (§5 Identity).
  phone_number text NOT NULL,
  country_iso text NOT NULL,
  is_primary boolean NOT NULL,
  verified_at timestamptz,
  created_at timestamptz NOT NULL
);

-- §3 Terms: one row per version of an issuer's terms of use (EC), privacy notice (PR) and software
-- licence (SL); the current version of each type is the one a user must have accepted.
CREATE TABLE terms (
  guid uuid PRIMARY KEY,
  issuer_id text NOT NULL REFERENCES issuers (id) ON DELETE CASCADE,
  feature_code text NOT NULL CHECK (feature_code IN ('APP', 'PRODUCT')),
  type text NOT NULL CHECK (type IN ('EC', 'PR', 'SL')),
  url text NOT NULL,
  is_current boolean NOT NULL,
  position integer NOT NULL
);

CREATE UNIQUE INDEX terms_one_current ON terms (issuer_id, feature_code, type) WHERE is_current;

CREATE TABLE terms_acceptances (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  terms_guid uuid NOT NULL REFERENCES terms (guid) ON DELETE CASCADE,
  accepted_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, terms_guid)
);

CREATE TABLE access_tokens (
  id uuid PRIMARY KEY,
  -- SHA-256 of the opaque token, hex: the token itself is never stored.
  token_hash text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  issuer_id text NOT NULL REFERENCES issuers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('partial', 'reset', 'full')),
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE INDEX access_tokens_by_user ON access_tokens (user_id);

-- The steps a partial token still needs (§4 Sign-in exceptions); they move to each renewed token.
CREATE TABLE token_probes (
  id uuid PRIMARY KEY,
  token_id uuid NOT NULL REFERENCES access_tokens (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('VERIFY_USERNAME', 'SOLVE_CHALLENGE', 'ACCEPT_TNC')),
  ref text NOT NULL UNIQUE,
  data_refs text[] NOT NULL,
  position integer NOT NULL,
  solved_at timestamptz
);

CREATE INDEX token_probes_by_token ON token_probes (token_id);

-- One row per code sent (SPEC-DECISIONS one-time codes): scrypt hash, 10 minutes, 5 tries.
CREATE TABLE one_time_codes (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('probe', 'forgotcredential', 'migration')),
  probe_id uuid REFERENCES token_probes (id) ON DELETE CASCADE,
  contact_kind text NOT NULL CHECK (contact_kind IN ('email', 'phone')),
  contact_id uuid NOT NULL,
  code_hash text NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  invalidated_at timestamptz
);

CREATE INDEX one_time_codes_by_user ON one_time_codes (user_id, sent_at);

-- ARCHITECTURE §4: messages (codes, usernames) sealed with AES-256-GCM; recipient_key is an HMAC of the
-- normalised recipient, so the sandbox endpoint finds a recipient's messages without storing it in clear.
CREATE TABLE outbox (
  id uuid PRIMARY KEY,
  -- Orders messages sent within the same instant (newest first).
  seq bigint GENERATED ALWAYS AS IDENTITY,
  recipient_key text NOT NULL,
  sealed text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX outbox_by_recipient ON outbox (recipient_key, created_at);

-- Single sign-on (decision 031): the launches under way at an issuer's partner, and the
-- partner's members the portal has enrolled. No secret in clear: a launch is found by the SHA-256 of
-- its state, and its code verifier and nonce are sealed (AES-256-GCM, the state's hash as associated data).

CREATE TABLE sso_launches (
  state_hash text PRIMARY KEY,
  issuer_id text NOT NULL REFERENCES issuers (id) ON DELETE CASCADE,
  sealed text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE INDEX sso_launches_by_expiry ON sso_launches (expires_at);

-- One row per member of a partner: a second arrival finds it, so nobody is enrolled twice (the key
-- holds when two arrivals race).
CREATE TABLE partner_consumers (
  issuer_id text NOT NULL REFERENCES issuers (id) ON DELETE CASCADE,
  -- The partner's subject identifier (the ID token's sub): stable and not a secret.
  subject text NOT NULL,
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  enrolled_at timestamptz NOT NULL,
  last_launch_at timestamptz NOT NULL,
  PRIMARY KEY (issuer_id, subject)
);

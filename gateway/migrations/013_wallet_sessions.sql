-- The embedded wallet's sessions (decision 032): merchants, each with a public key (the
-- apiKey query of §7's embedded calls) and a secret key (its SHA-256 only), their shoppers by the
-- merchant's own reference, and the shoppers' short-lived sessions (the SHA-256 of the token only).

CREATE TABLE merchants (
  id text PRIMARY KEY,
  -- The issuer whose wallet the merchant embeds (its card art and address rules apply).
  issuer_id text NOT NULL REFERENCES issuers (id) ON DELETE CASCADE,
  name text NOT NULL,
  public_key text NOT NULL UNIQUE,
  secret_key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);

CREATE TABLE shoppers (
  id uuid PRIMARY KEY,
  merchant_id text NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  -- The merchant's own name for its customer, opaque here; one shopper per merchant and reference.
  reference text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (merchant_id, reference)
);

CREATE TABLE shopper_sessions (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  shopper_id uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE INDEX shopper_sessions_by_expiry ON shopper_sessions (expires_at);

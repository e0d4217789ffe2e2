-- Cards, addresses and virtual card controls (spec §3 Card in the portal, Address, Virtual
-- card control). A card number is kept only sealed (AES-256-GCM, services/card-vault.ts) with the id of
-- the key that sealed it, found again only by a keyed digest (PROFILE_3004), and in clear only as its
-- BIN and last four. The security code is never stored. Every time is written by the gateway's clock.

CREATE TABLE addresses (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  person_name text,
  first_name text,
  last_name text,
  nick_name text,
  line1 text NOT NULL,
  line2 text,
  line3 text,
  city text,
  state_province_code text,
  postal_code text,
  country_code text NOT NULL,
  phone text,
  phone_country_iso text,
  -- §3 addressVerificationStatusOverride as the gateway settled it.
  verification_status text NOT NULL CHECK (verification_status IN ('VERIFIED', 'CONSUMER_OVERRIDE', 'NOT_VERIFIED')),
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE INDEX addresses_by_user ON addresses (user_id, created_at);
CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE is_default;

CREATE TABLE payment_instruments (
  pan_guid uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- v1.iv.body.tag, sealed with the vault key `number_key_id`, the pan_guid as associated data.
  number_sealed text NOT NULL,
  number_key_id text NOT NULL,
  -- Keyed HMAC of the number (base64url): the same card twice for one user is PROFILE_3004.
  number_digest text NOT NULL,
  bank_identifier text NOT NULL CHECK (bank_identifier ~ '^[0-9]{6}$'),
  last_four text NOT NULL CHECK (last_four ~ '^[0-9]{4}$'),
  product_brand_code text NOT NULL,
  financial_account_type text NOT NULL CHECK (financial_account_type IN ('PREPAID_CARD', 'DEBIT_CARD', 'CREDIT_CARD')),
  expiration_month integer NOT NULL CHECK (expiration_month BETWEEN 1 AND 12),
  expiration_year integer NOT NULL CHECK (expiration_year BETWEEN 1000 AND 9999),
  nickname text NOT NULL DEFAULT '',
  name_on_card text NOT NULL DEFAULT '',
  is_primary boolean NOT NULL,
  -- §3 card status: desc 'Suspended' when SUSPENDED.
  status text NOT NULL CHECK (status IN ('ACTIVE', 'SUSPENDED')),
  -- §3 Billing address, server names (addressLine1…, countryCode, addressName, phoneNumber).
  billing_address jsonb,
  -- Which card art the issuer's BIN ranges gave it (§3 cardArtFileName).
  card_art text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE INDEX payment_instruments_by_user ON payment_instruments (user_id, created_at);
CREATE UNIQUE INDEX payment_instruments_one_primary ON payment_instruments (user_id) WHERE is_primary;
CREATE UNIQUE INDEX payment_instruments_number_per_user ON payment_instruments (user_id, number_digest);
-- PROFILE_3006: a nickname is one card's per user, whatever its case.
CREATE UNIQUE INDEX payment_instruments_nickname_per_user ON payment_instruments (user_id, lower(nickname)) WHERE nickname <> '';

-- §3 Virtual card control: one per card once created (before that, GET answers 404 DPS_4001).
CREATE TABLE card_controls (
  pan_guid uuid PRIMARY KEY REFERENCES payment_instruments (pan_guid) ON DELETE CASCADE,
  document_id uuid NOT NULL UNIQUE,
  is_control_enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL
);

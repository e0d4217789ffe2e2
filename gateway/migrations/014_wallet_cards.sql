-- The embedded wallet's cards and addresses (decision 033): a shopper's own, as §3 Card in
-- the embedded checkout and §3 Address describe them. A card number is kept only sealed by the card
-- vault (with the card's id as associated data), found again by its keyed digest, shown by its BIN and
-- last four; the security code is checked and dropped.

CREATE TABLE wallet_addresses (
  id uuid PRIMARY KEY,
  shopper_id uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
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
  verification_status text NOT NULL CHECK (verification_status IN ('VERIFIED', 'CONSUMER_OVERRIDE', 'NOT_VERIFIED')),
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE INDEX wallet_addresses_by_shopper ON wallet_addresses (shopper_id, created_at);
CREATE UNIQUE INDEX wallet_addresses_one_default ON wallet_addresses (shopper_id) WHERE is_default;

CREATE TABLE wallet_cards (
  id uuid PRIMARY KEY,
  shopper_id uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  number_sealed text NOT NULL,
  number_key_id text NOT NULL,
  -- Keyed HMAC of the number (base64url): the same card twice for one shopper is 409, and the
  -- issuer's own record of the card (payment_instruments, same digest) says whether it is suspended.
  number_digest text NOT NULL,
  bank_identifier text NOT NULL CHECK (bank_identifier ~ '^[0-9]{6}$'),
  last_four text NOT NULL CHECK (last_four ~ '^[0-9]{4}$'),
  -- §3 paymentType {cardBrand, cardType} and the country of issuance (§6 Canadian Visa debit).
  card_brand text NOT NULL,
  card_type text NOT NULL CHECK (card_type IN ('CREDIT', 'DEBIT', 'PREPAID')),
  country_of_issuance text NOT NULL,
  expiration_month integer NOT NULL CHECK (expiration_month BETWEEN 1 AND 12),
  expiration_year integer NOT NULL CHECK (expiration_year BETWEEN 1000 AND 9999),
  nickname text NOT NULL,
  name_on_card text NOT NULL DEFAULT '',
  is_default boolean NOT NULL,
  billing_address_id uuid REFERENCES wallet_addresses (id) ON DELETE SET NULL,
  -- §3 verificationStatus and failed3ds, as the card network answered when the card was saved.
  verification_status text NOT NULL,
  failed_3ds boolean NOT NULL DEFAULT false,
  card_art text,
  card_art_width integer,
  card_art_height integer,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (shopper_id, number_digest)
);

CREATE INDEX wallet_cards_by_shopper ON wallet_cards (shopper_id, created_at);
CREATE UNIQUE INDEX wallet_cards_one_default ON wallet_cards (shopper_id) WHERE is_default;
CREATE INDEX payment_instruments_by_digest ON payment_instruments (number_digest);

-- The origins of a merchant's checkout pages: the wallet mounted in one of them calls the gateway from
-- there (CORS on the wallet's routes), and only they may frame the isolated wallet.
ALTER TABLE merchants ADD COLUMN origins text[] NOT NULL DEFAULT '{}';

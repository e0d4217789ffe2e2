-- Card activation (spec §7 Card activation, SPEC-DECISIONS card activation questions and PIN,
-- docs/decisions/029). A card issued to a cardholder and not yet active: its number kept as the card
-- vault keeps one (sealed, the row id as associated data, found again by its keyed digest), the security
-- code only as a keyed digest, the answers to the questions only as salted scrypt hashes of keyed
-- digests, the PIN likewise. Activation inserts the card into payment_instruments for its user.

CREATE TABLE issued_cards (
  -- The cardId the activation calls answer and take: random, never the number.
  id uuid PRIMARY KEY,
  issuer_id text NOT NULL REFERENCES issuers (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- v1.iv.body.tag, sealed with the vault key `number_key_id`, this row's id as associated data.
  number_sealed text NOT NULL,
  number_key_id text NOT NULL,
  -- The card vault's keyed digest (base64url): how the questions call finds the card.
  number_digest text NOT NULL,
  financial_account_type text NOT NULL CHECK (financial_account_type IN ('PREPAID_CARD', 'DEBIT_CARD', 'CREDIT_CARD')),
  expiration_month integer NOT NULL CHECK (expiration_month BETWEEN 1 AND 12),
  expiration_year integer NOT NULL CHECK (expiration_year BETWEEN 1000 AND 9999),
  -- The vault key whose activation keys made the security code's digest and the answers' hashes.
  secrets_key_id text NOT NULL,
  security_code_digest text NOT NULL,
  -- Wrong answers since the last lock ended, and answers being judged now (reserved before the hash,
  -- at most three at a time, as sign-in's attempts are: docs/decisions/022).
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  attempts_reserved integer NOT NULL DEFAULT 0 CHECK (attempts_reserved >= 0),
  attempts_reserved_at timestamptz,
  -- SPEC-DECISIONS: the third wrong answer locks activation of this card for 24 hours.
  locked_until timestamptz,
  activated_at timestamptz,
  -- The payment instrument the activation made (the card on the cardholder's home).
  pan_guid uuid REFERENCES payment_instruments (pan_guid) ON DELETE SET NULL,
  -- scrypt$N$r$p$salt$hash of a keyed digest of the PIN, the vault key `pin_key_id` keying the digest.
  pin_hash text,
  pin_key_id text,
  pin_set_at timestamptz,
  created_at timestamptz NOT NULL
);

CREATE UNIQUE INDEX issued_cards_number_per_issuer ON issued_cards (issuer_id, number_digest);
CREATE INDEX issued_cards_by_user ON issued_cards (user_id);

-- The issuer's record of the cardholder, one row per question type it can ask (the issuer chooses three).
CREATE TABLE issued_card_answers (
  issued_card_id uuid NOT NULL REFERENCES issued_cards (id) ON DELETE CASCADE,
  question_type text NOT NULL CHECK (question_type IN ('DATE_OF_BIRTH', 'SSN_LAST_FOUR', 'BILLING_ZIP', 'MOTHERS_MAIDEN_NAME')),
  -- scrypt$N$r$p$salt$hash of a keyed digest of the normalised answer.
  answer_hash text NOT NULL,
  PRIMARY KEY (issued_card_id, question_type)
);

-- §3 Session "card activation token": only its SHA-256 is kept, bound to one card, 10 minutes after the
-- last keep-alive, ended by a new questions call for the card or by the PIN being set.
CREATE TABLE activation_sessions (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  issued_card_id uuid NOT NULL REFERENCES issued_cards (id) ON DELETE CASCADE,
  -- The question types asked, in order: the answers must be to these.
  questions text[] NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);

CREATE INDEX activation_sessions_by_card ON activation_sessions (issued_card_id);

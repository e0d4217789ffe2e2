-- Single sign-on's card flow (decision 031): the card the partner provisions with a member's
-- arrival (the ID token's provisioned_card), kept until the member adds it, replaced at each arrival.
-- The number is sealed by the card vault (the user's id as associated data), never kept in clear.

CREATE TABLE partner_provisioned_cards (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  number_sealed text NOT NULL,
  number_key_id text NOT NULL,
  -- The vault's keyed digest: whether the member has added this card already, without opening it.
  number_digest text NOT NULL,
  last_four text NOT NULL,
  expiration_month text NOT NULL,
  expiration_year text NOT NULL,
  name_on_card text NOT NULL,
  account_type text NOT NULL,
  provisioned_at timestamptz NOT NULL
);

-- A feature's own terms (§3 Terms featureCode PRODUCT, §7 Step-up acceptTerms) and the
-- federated provisioning tokens of push provisioning (§6, §7 issuer-controller/v1/federatedProvision).

-- The feature (product) a PRODUCT terms version belongs to (VISA_PUSH_PROVISION…); the application's
-- own terms (APP) have none. One current version per issuer, feature code, product and type.
ALTER TABLE terms ADD COLUMN product_code text;
ALTER TABLE terms ADD CONSTRAINT terms_product_code_check CHECK (
  (feature_code = 'PRODUCT') = (product_code IS NOT NULL) AND (product_code IS NULL OR product_code ~ '^[A-Z0-9_]{1,64}$')
);
DROP INDEX terms_one_current;
CREATE UNIQUE INDEX terms_one_current ON terms (issuer_id, feature_code, coalesce(product_code, ''), type) WHERE is_current;

-- A federated token handed to a push-provisioning partner: random, short-lived, kept only as its
-- SHA-256 (like access tokens), never in clear.
CREATE TABLE federated_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  pan_guid uuid NOT NULL REFERENCES payment_instruments (pan_guid) ON DELETE CASCADE,
  org_id text NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE INDEX federated_tokens_by_expiry ON federated_tokens (expires_at);

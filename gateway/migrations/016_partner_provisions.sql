-- The sandbox's push-provisioning partners (§6 push provisioning; cards/sandbox-partners.ts): each card a
-- partner has accepted, so that pushing it there again answers "already provisioned", as a real partner
-- would. A federated token is redeemed once: redeeming deletes it.
CREATE TABLE partner_provisions (
  org_id text NOT NULL CHECK (org_id ~ '^[A-Za-z0-9._-]{1,64}$'),
  pan_guid uuid NOT NULL REFERENCES payment_instruments (pan_guid) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provisioned_at timestamptz NOT NULL,
  PRIMARY KEY (org_id, pan_guid)
);

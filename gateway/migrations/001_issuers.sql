-- Issuers and their application details (spec §1, §3 Application details), seeded from issuers/.
CREATE TABLE issuers (
  id text PRIMARY KEY,
  ext_app_id text NOT NULL UNIQUE,
  app_name text NOT NULL,
  card_activation_web_enabled boolean NOT NULL,
  application_platforms jsonb NOT NULL,
  config jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE issuer_features (
  issuer_id text NOT NULL REFERENCES issuers (id) ON DELETE CASCADE,
  feature_cd text NOT NULL,
  active_indicator char(1) NOT NULL CHECK (active_indicator IN ('Y', 'N')),
  digital_platforms text[] NOT NULL,
  supportive_platforms jsonb NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (issuer_id, feature_cd)
);

CREATE TABLE issuer_locales (
  issuer_id text NOT NULL REFERENCES issuers (id) ON DELETE CASCADE,
  locale text NOT NULL,
  is_default boolean NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (issuer_id, locale)
);

CREATE UNIQUE INDEX issuer_locales_one_default ON issuer_locales (issuer_id) WHERE is_default;

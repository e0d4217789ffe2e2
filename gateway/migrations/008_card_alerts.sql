-- A card's alerts (§3 Features VALERTS and DLY_LOW_BAL, §6 the alerts capability, §7
-- paymentInstruments/{paymentGuid}/alerts). One row per card and alert once the cardholder saved it;
-- before that the alert is off with no threshold. The threshold is the daily low-balance alert's whole
-- amount (§5: 1 to 9999); the transaction alerts have none. Every time is written by the gateway's clock.

CREATE TABLE card_alerts (
  pan_guid uuid NOT NULL REFERENCES payment_instruments (pan_guid) ON DELETE CASCADE,
  alert_type text NOT NULL CHECK (alert_type IN ('VALERTS', 'DLY_LOW_BAL')),
  enabled boolean NOT NULL,
  threshold integer CHECK (threshold BETWEEN 1 AND 9999),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (pan_guid, alert_type),
  CHECK (alert_type = 'DLY_LOW_BAL' OR threshold IS NULL)
);

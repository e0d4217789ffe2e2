-- An activated card keeps nothing of what proved it (the probe's F7; PCI DSS 3.3.1: no security code
-- is kept after it has served): activation clears the security code's digest and deletes the answers'
-- hashes, and cards activated before this migration lose theirs now. A questions call for an active
-- card then answers as for an unknown one (decision 029).
ALTER TABLE issued_cards ALTER COLUMN security_code_digest DROP NOT NULL;

UPDATE issued_cards SET security_code_digest = NULL WHERE activated_at IS NOT NULL;

DELETE FROM issued_card_answers
  WHERE issued_card_id IN (SELECT id FROM issued_cards WHERE activated_at IS NOT NULL);

-- Only an active card may be without its security code's digest.
ALTER TABLE issued_cards ADD CONSTRAINT issued_cards_security_code_until_active
  CHECK (security_code_digest IS NOT NULL OR activated_at IS NOT NULL);

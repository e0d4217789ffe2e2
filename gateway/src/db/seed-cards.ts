// A demo user's cards and billing address, written as the card routes write them: the number
// sealed by the vault with the card's id as associated data, its keyed digest, BIN and last four in
// clear, the art the issuer's BIN ranges give it; a suspended card by its status flag, with no control.
import { randomUUID } from 'node:crypto';
import { brandOf, CARD_BRANDS } from '@portal/domain/card';
import { cardArtFor, type IssuerConfig } from '@portal/domain/issuer';
import { cardNumberDigest, clearPartsOf, sealCardNumber, type VaultKeyring } from '../cards/card-vault';
import type { Queryable } from './database';
import { DEMO_BILLING_ADDRESS, type DemoCard } from './demo-users';

export type CardArtIssuer = Pick<IssuerConfig, 'cardArts' | 'defaultCardArt'>;

/** The month `months` after `now`'s, as §3 keeps it (month 1 to 12, four-digit year). */
function monthsAhead(now: Date, months: number): { month: number; year: number } {
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() + months;
  return { month: (index % 12) + 1, year: Math.floor(index / 12) };
}

export async function insertDemoCards(
  tx: Queryable,
  vault: VaultKeyring,
  config: CardArtIssuer,
  user: { id: string; fullName: string },
  cards: readonly DemoCard[],
  now: Date,
): Promise<void> {
  if (cards.length === 0) return;
  const a = DEMO_BILLING_ADDRESS;
  await tx.query(
    `INSERT INTO addresses (id, user_id, person_name, line1, city, state_province_code, postal_code, country_code, verification_status, is_default, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'VERIFIED', true, $9, $9)`,
    [randomUUID(), user.id, user.fullName, a.line1, a.city, a.stateProvinceCode, a.postalCode, a.countryCode, now],
  );
  const billing = {
    addressLine1: a.line1,
    city: a.city,
    stateProvinceCode: a.stateProvinceCode,
    postalCode: a.postalCode,
    countryCode: a.countryCode,
    addressName: user.fullName,
  };
  for (const [i, card] of cards.entries()) {
    const panGuid = randomUUID();
    const sealed = sealCardNumber(vault, panGuid, card.number);
    const { bankIdentifier, lastFourDigits } = clearPartsOf(card.number);
    const brand = brandOf(card.number);
    const expiry = monthsAhead(now, card.expiresInMonths);
    // One millisecond apart, so the list keeps the order written here.
    const created = new Date(now.getTime() + i);
    await tx.query(
      `INSERT INTO payment_instruments (pan_guid, user_id, number_sealed, number_key_id, number_digest, bank_identifier, last_four, product_brand_code,
         financial_account_type, expiration_month, expiration_year, nickname, name_on_card, is_primary, status, billing_address, card_art, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18)`,
      [
        panGuid,
        user.id,
        sealed.sealed,
        sealed.keyId,
        cardNumberDigest(vault, card.number),
        bankIdentifier,
        lastFourDigits,
        brand ? CARD_BRANDS[brand].code : 'UNKNOWN',
        card.accountType,
        expiry.month,
        expiry.year,
        card.nickname,
        user.fullName,
        card.primary,
        card.suspended ? 'SUSPENDED' : 'ACTIVE',
        JSON.stringify(billing),
        cardArtFor(config, bankIdentifier)?.image ?? null,
        created,
      ],
    );
  }
}

// A wallet shopper's cards (wallet_cards), and the only SQL that reads or writes them (issue 37 item 3,
// the typed stores). Every read and change names the shopper. A read also says whether the issuer's own
// record of the same number (cards/: payment_instruments of the merchant's issuer) is suspended.
import type { Queryable } from '../db/database';
import type { SealedCardNumber } from '../cards/card-vault';

export interface WalletCardRow {
  id: string;
  bank_identifier: string;
  last_four: string;
  card_brand: string;
  card_type: string;
  country_of_issuance: string;
  expiration_month: number;
  expiration_year: number;
  nickname: string;
  name_on_card: string;
  is_default: boolean;
  billing_address_id: string | null;
  verification_status: string;
  failed_3ds: boolean;
  card_art: string | null;
  card_art_width: number | null;
  card_art_height: number | null;
  suspended: boolean;
}

/** The columns read, with whether the issuer's record of the same number is suspended (any cardholder of the merchant's issuer). */
const CARD_SELECT = `SELECT c.id, c.bank_identifier, c.last_four, c.card_brand, c.card_type, c.country_of_issuance, c.expiration_month, c.expiration_year,
    c.nickname, c.name_on_card, c.is_default, c.billing_address_id, c.verification_status, c.failed_3ds, c.card_art, c.card_art_width, c.card_art_height,
    EXISTS (SELECT 1 FROM payment_instruments pi JOIN users u ON u.id = pi.user_id
            WHERE pi.number_digest = c.number_digest AND u.issuer_id = $2 AND pi.status = 'SUSPENDED') AS suspended
  FROM wallet_cards c`;

/** The shopper's cards, the default first, then in the order they were added. */
export async function walletCardRows(db: Queryable, shopperId: string, issuerId: string): Promise<WalletCardRow[]> {
  const { rows } = await db.query<WalletCardRow>(
    `${CARD_SELECT} WHERE c.shopper_id = $1 ORDER BY c.is_default DESC, c.created_at, c.id`,
    [shopperId, issuerId],
  );
  return rows;
}

/** One of the shopper's cards, or null. */
export async function walletCardRow(
  db: Queryable,
  shopperId: string,
  issuerId: string,
  id: string,
): Promise<WalletCardRow | null> {
  const { rows } = await db.query<WalletCardRow>(`${CARD_SELECT} WHERE c.shopper_id = $1 AND c.id = $3`, [
    shopperId,
    issuerId,
    id,
  ]);
  return rows[0] ?? null;
}

/** A card as written: its number sealed by the vault with the card's id, found again by its digest. */
export interface NewWalletCardRow {
  readonly id: string;
  readonly shopperId: string;
  readonly number: SealedCardNumber;
  readonly numberDigest: string;
  readonly bankIdentifier: string;
  readonly lastFour: string;
  readonly cardBrand: string;
  readonly cardType: string;
  readonly countryOfIssuance: string;
  readonly expirationMonth: number;
  readonly expirationYear: number;
  readonly nickname: string;
  readonly nameOnCard: string;
  readonly isDefault: boolean;
  readonly billingAddressId: string | null;
  readonly verificationStatus: string;
  readonly failed3ds: boolean;
  readonly art: { image: string; width: number; height: number } | null;
  readonly createdAt: Date;
}

export async function insertWalletCardRow(db: Queryable, card: NewWalletCardRow): Promise<void> {
  await db.query(
    `INSERT INTO wallet_cards (id, shopper_id, number_sealed, number_key_id, number_digest, bank_identifier, last_four, card_brand, card_type, country_of_issuance,
       expiration_month, expiration_year, nickname, name_on_card, is_default, billing_address_id, verification_status, failed_3ds, card_art, card_art_width,
       card_art_height, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $22)`,
    [
      card.id,
      card.shopperId,
      card.number.sealed,
      card.number.keyId,
      card.numberDigest,
      card.bankIdentifier,
      card.lastFour,
      card.cardBrand,
      card.cardType,
      card.countryOfIssuance,
      card.expirationMonth,
      card.expirationYear,
      card.nickname,
      card.nameOnCard,
      card.isDefault,
      card.billingAddressId,
      card.verificationStatus,
      card.failed3ds,
      card.art?.image ?? null,
      card.art?.width ?? null,
      card.art?.height ?? null,
      card.createdAt,
    ],
  );
}

/** Whether the shopper has a card of this number (its keyed digest). */
export async function shopperHasCardNumber(db: Queryable, shopperId: string, numberDigest: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM wallet_cards WHERE shopper_id = $1 AND number_digest = $2', [
    shopperId,
    numberDigest,
  ]);
  return rows.length > 0;
}

/** Whether one of the shopper's cards is the default. */
export async function shopperHasDefaultCard(db: Queryable, shopperId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM wallet_cards WHERE shopper_id = $1 AND is_default', [shopperId]);
  return rows.length > 0;
}

/** No card of the shopper is the default any more, but `keep` when named. */
export async function clearDefaultCard(
  db: Queryable,
  shopperId: string,
  keep: string | null,
  now: Date,
): Promise<void> {
  if (keep === null)
    await db.query('UPDATE wallet_cards SET is_default = false, updated_at = $2 WHERE shopper_id = $1 AND is_default', [
      shopperId,
      now,
    ]);
  else
    await db.query(
      'UPDATE wallet_cards SET is_default = false, updated_at = $3 WHERE shopper_id = $1 AND is_default AND id <> $2',
      [shopperId, keep, now],
    );
}

/** Changes what an edit may change of one of the shopper's cards; it stays the default if it was one. */
export async function updateWalletCardRow(
  db: Queryable,
  shopperId: string,
  id: string,
  change: {
    expirationMonth: number;
    expirationYear: number;
    nickname: string;
    nameOnCard: string;
    billingAddressId: string | null;
    makeDefault: boolean;
  },
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE wallet_cards SET expiration_month = $3, expiration_year = $4, nickname = $5, name_on_card = $6, billing_address_id = $7,
       is_default = is_default OR $8, updated_at = $9 WHERE id = $1 AND shopper_id = $2`,
    [
      id,
      shopperId,
      change.expirationMonth,
      change.expirationYear,
      change.nickname,
      change.nameOnCard,
      change.billingAddressId,
      change.makeDefault,
      now,
    ],
  );
}

/** Removes one of the shopper's cards: whether it was the default, or null when there was none. */
export async function removeWalletCardRow(
  db: Queryable,
  shopperId: string,
  id: string,
): Promise<{ wasDefault: boolean } | null> {
  const { rows } = await db.query<{ is_default: boolean }>(
    'DELETE FROM wallet_cards WHERE id = $1 AND shopper_id = $2 RETURNING is_default',
    [id, shopperId],
  );
  const removed = rows[0];
  return removed ? { wasDefault: removed.is_default } : null;
}

/** The shopper's oldest card becomes the default. */
export async function promoteOldestCard(db: Queryable, shopperId: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE wallet_cards SET is_default = true, updated_at = $2 WHERE id = (SELECT id FROM wallet_cards WHERE shopper_id = $1 ORDER BY created_at, id LIMIT 1)',
    [shopperId, now],
  );
}

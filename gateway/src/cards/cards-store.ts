// A cardholder's cards and what hangs on them (payment_instruments, card_controls, card_alerts,
// federated_tokens, partner_provisions), and the only SQL that reads or writes them (issue 37 item 3, the typed stores).
// Every read and change of a card names its user. A number reaches a query sealed by the card vault.
import type * as v from 'valibot';
import type { AddCardRequestSchema } from '@portal/domain/schemas';
import type { Queryable } from '../db/database';
import type { SealedCardNumber } from './card-vault';

type AddCardBody = v.InferOutput<typeof AddCardRequestSchema>;
type BillingAddress = AddCardBody['paymentInstrument']['billingAddress'];

export interface CardRow {
  pan_guid: string;
  bank_identifier: string;
  last_four: string;
  product_brand_code: string;
  financial_account_type: string;
  expiration_month: number;
  expiration_year: number;
  nickname: string;
  name_on_card: string;
  is_primary: boolean;
  status: 'ACTIVE' | 'SUSPENDED';
  billing_address: BillingAddress | null;
  card_art: string | null;
}

const CARD_COLUMNS =
  'pan_guid, bank_identifier, last_four, product_brand_code, financial_account_type, expiration_month, expiration_year, nickname, name_on_card, is_primary, status, billing_address, card_art';

/** The user's cards, primary first, then in the order they were added. */
export async function cardRows(db: Queryable, userId: string): Promise<CardRow[]> {
  const { rows } = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM payment_instruments WHERE user_id = $1 ORDER BY is_primary DESC, created_at, pan_guid`,
    [userId],
  );
  return rows;
}

/** One of the user's cards, or null. */
export async function ownedCardRow(db: Queryable, userId: string, panGuid: string): Promise<CardRow | null> {
  const { rows } = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM payment_instruments WHERE pan_guid = $1 AND user_id = $2`,
    [panGuid, userId],
  );
  return rows[0] ?? null;
}

/** Whether another of the user's cards (not `except`) has this nickname, whatever its case. */
export async function nicknameInUse(
  db: Queryable,
  userId: string,
  nickname: string,
  except: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM payment_instruments WHERE user_id = $1 AND lower(nickname) = lower($2) AND pan_guid <> $3::uuid',
    [userId, nickname, except ?? '00000000-0000-0000-0000-000000000000'],
  );
  return rows.length > 0;
}

/** The lock every change to one user's cards takes: the duplicate, nickname and primary checks hold under concurrent requests. */
export const cardsLock = (userId: string) => `cards:${userId}`;

/** The user's card of this number (its keyed digest, card-vault.ts), as its pan_guid, or null when none is on file. */
export async function cardOnFile(db: Queryable, userId: string, numberDigest: string): Promise<string | null> {
  const { rows } = await db.query<{ pan_guid: string }>(
    'SELECT pan_guid FROM payment_instruments WHERE user_id = $1 AND number_digest = $2',
    [userId, numberDigest],
  );
  return rows[0]?.pan_guid ?? null;
}

/** Whether one of the user's cards is the primary one. */
export async function userHasPrimaryCard(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM payment_instruments WHERE user_id = $1 AND is_primary', [userId]);
  return rows.length > 0;
}

/** No card of the user is the primary one any more. */
export async function clearPrimaryCard(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE payment_instruments SET is_primary = false, updated_at = $2 WHERE user_id = $1 AND is_primary',
    [userId, now],
  );
}

/** A card as written, active. */
export interface NewCardRow {
  readonly panGuid: string;
  readonly userId: string;
  readonly number: SealedCardNumber;
  readonly numberDigest: string;
  readonly bankIdentifier: string;
  readonly lastFour: string;
  readonly productBrandCode: string;
  readonly financialAccountType: string;
  readonly expirationMonth: number;
  readonly expirationYear: number;
  readonly nickname: string;
  readonly nameOnCard: string;
  readonly isPrimary: boolean;
  readonly billingAddress: BillingAddress | null;
  readonly cardArt: string | null;
  readonly createdAt: Date;
}

export async function insertCardRow(db: Queryable, card: NewCardRow): Promise<void> {
  await db.query(
    `INSERT INTO payment_instruments (pan_guid, user_id, number_sealed, number_key_id, number_digest, bank_identifier, last_four, product_brand_code,
       financial_account_type, expiration_month, expiration_year, nickname, name_on_card, is_primary, status, billing_address, card_art, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'ACTIVE', $15, $16, $17, $17)`,
    [
      card.panGuid,
      card.userId,
      card.number.sealed,
      card.number.keyId,
      card.numberDigest,
      card.bankIdentifier,
      card.lastFour,
      card.productBrandCode,
      card.financialAccountType,
      card.expirationMonth,
      card.expirationYear,
      card.nickname,
      card.nameOnCard,
      card.isPrimary,
      card.billingAddress === null ? null : JSON.stringify(card.billingAddress),
      card.cardArt,
      card.createdAt,
    ],
  );
}

/** Changes what an edit may change of one of the user's cards. */
export async function updateCardRow(
  db: Queryable,
  userId: string,
  panGuid: string,
  change: {
    expirationMonth: number;
    expirationYear: number;
    nickname: string;
    nameOnCard: string;
    billingAddress: BillingAddress | null;
    isPrimary: boolean;
  },
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE payment_instruments SET expiration_month = $3, expiration_year = $4, nickname = $5, name_on_card = $6, billing_address = $7, is_primary = $8, updated_at = $9
     WHERE pan_guid = $1 AND user_id = $2`,
    [
      panGuid,
      userId,
      change.expirationMonth,
      change.expirationYear,
      change.nickname,
      change.nameOnCard,
      change.billingAddress === null ? null : JSON.stringify(change.billingAddress),
      change.isPrimary,
      now,
    ],
  );
}

/** Removes one of the user's cards (its control and alerts go with it). */
export async function removeCardRow(db: Queryable, userId: string, panGuid: string): Promise<void> {
  await db.query('DELETE FROM payment_instruments WHERE pan_guid = $1 AND user_id = $2', [panGuid, userId]);
}

/** The user's oldest card becomes the primary one. */
export async function promoteOldestCard(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE payment_instruments SET is_primary = true, updated_at = $2
     WHERE pan_guid = (SELECT pan_guid FROM payment_instruments WHERE user_id = $1 ORDER BY created_at, pan_guid LIMIT 1)`,
    [userId, now],
  );
}

/** A card's virtual control, or null before the first. */
export async function controlRow(
  db: Queryable,
  panGuid: string,
): Promise<{ document_id: string; is_control_enabled: boolean } | null> {
  const { rows } = await db.query<{ document_id: string; is_control_enabled: boolean }>(
    'SELECT document_id, is_control_enabled FROM card_controls WHERE pan_guid = $1',
    [panGuid],
  );
  return rows[0] ?? null;
}

/** Whether the card's control has this documentId. */
export async function controlHasDocument(db: Queryable, panGuid: string, documentId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM card_controls WHERE pan_guid = $1 AND document_id::text = $2', [
    panGuid,
    documentId,
  ]);
  return rows.length > 0;
}

/** Writes the card's control (a new documentId the first time) and the card's status with it. */
export async function writeControlRow(
  db: Queryable,
  panGuid: string,
  control: { documentId: string; enabled: boolean },
  now: Date,
): Promise<{ document_id: string; is_control_enabled: boolean }> {
  const row = (
    await db.query<{ document_id: string; is_control_enabled: boolean }>(
      `INSERT INTO card_controls (pan_guid, document_id, is_control_enabled, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (pan_guid) DO UPDATE SET is_control_enabled = EXCLUDED.is_control_enabled, updated_at = EXCLUDED.updated_at
       RETURNING document_id, is_control_enabled`,
      [panGuid, control.documentId, control.enabled, now],
    )
  ).rows[0];
  await db.query('UPDATE payment_instruments SET status = $2, updated_at = $3 WHERE pan_guid = $1', [
    panGuid,
    control.enabled ? 'SUSPENDED' : 'ACTIVE',
    now,
  ]);
  if (!row) throw new Error('card control not written');
  return row;
}

/** A card's alert settings as kept. */
export interface AlertRow {
  alert_type: string;
  enabled: boolean;
  threshold: number | null;
}

export async function alertRows(db: Queryable, panGuid: string): Promise<AlertRow[]> {
  const { rows } = await db.query<AlertRow>(
    'SELECT alert_type, enabled, threshold FROM card_alerts WHERE pan_guid = $1',
    [panGuid],
  );
  return rows;
}

/** Writes one alert setting of a card; a threshold not given keeps the one before. */
export async function writeAlertRow(
  db: Queryable,
  panGuid: string,
  setting: { alertType: string; enabled: boolean; threshold?: number | undefined },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO card_alerts (pan_guid, alert_type, enabled, threshold, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (pan_guid, alert_type) DO UPDATE SET enabled = EXCLUDED.enabled, threshold = coalesce(EXCLUDED.threshold, card_alerts.threshold), updated_at = EXCLUDED.updated_at`,
    [panGuid, setting.alertType, setting.enabled, setting.threshold ?? null, now],
  );
}

/** Keeps a federated provisioning token (its SHA-256), forgetting those that expired by `now`. */
export async function insertFederatedToken(
  db: Queryable,
  token: { tokenHash: string; userId: string; panGuid: string; orgId: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.query('DELETE FROM federated_tokens WHERE expires_at <= $1', [now]);
  await db.query(
    'INSERT INTO federated_tokens (token_hash, user_id, pan_guid, org_id, issued_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [token.tokenHash, token.userId, token.panGuid, token.orgId, now, token.expiresAt],
  );
}

/**
 * Redeems a federated token for the partner it was issued to: the card and user it names, or null when
 * no live token of that partner has this hash. Redeeming deletes it, so of two redemptions at once one wins.
 */
export async function redeemFederatedToken(
  db: Queryable,
  tokenHash: string,
  orgId: string,
  now: Date,
): Promise<{ userId: string; panGuid: string } | null> {
  const { rows } = await db.query<{ user_id: string; pan_guid: string }>(
    'DELETE FROM federated_tokens WHERE token_hash = $1 AND org_id = $2 AND expires_at > $3 RETURNING user_id, pan_guid',
    [tokenHash, orgId, now],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, panGuid: row.pan_guid } : null;
}

/** Records that a partner holds the card: false when it already did (the row was there, or is being written at once). */
export async function recordPartnerProvision(
  db: Queryable,
  provision: { orgId: string; panGuid: string; userId: string },
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO partner_provisions (org_id, pan_guid, user_id, provisioned_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (org_id, pan_guid) DO NOTHING RETURNING 1`,
    [provision.orgId, provision.panGuid, provision.userId, now],
  );
  return rows.length === 1;
}

/** One of the user's cards as the vault keeps it: its sealed number and its expiry, or null. */
export async function sealedCardOf(
  db: Queryable,
  userId: string,
  panGuid: string,
): Promise<{ number_sealed: string; number_key_id: string; expiration_month: number; expiration_year: number } | null> {
  const { rows } = await db.query<{
    number_sealed: string;
    number_key_id: string;
    expiration_month: number;
    expiration_year: number;
  }>(
    'SELECT number_sealed, number_key_id, expiration_month, expiration_year FROM payment_instruments WHERE pan_guid = $1 AND user_id = $2',
    [panGuid, userId],
  );
  return rows[0] ?? null;
}

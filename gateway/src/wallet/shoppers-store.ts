// The merchants, their shoppers and the shoppers' sessions (merchants, shoppers, shopper_sessions), and
// the only SQL that reads or writes them (issue 37 item 3, the typed stores). A merchant's keys are kept
// as the public key and the secret's SHA-256; a session as its token's SHA-256.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';

export interface Merchant {
  id: string;
  issuerId: string;
  name: string;
}

interface MerchantRow {
  id: string;
  issuer_id: string;
  name: string;
}

const toMerchant = (row: MerchantRow): Merchant => ({ id: row.id, issuerId: row.issuer_id, name: row.name });

/** The merchant whose secret key has this SHA-256, or null. */
export async function merchantBySecretHash(db: Queryable, secretHash: string): Promise<Merchant | null> {
  const { rows } = await db.query<MerchantRow>('SELECT id, issuer_id, name FROM merchants WHERE secret_key_hash = $1', [
    secretHash,
  ]);
  return rows[0] ? toMerchant(rows[0]) : null;
}

/** The merchant of a public key, or null. */
export async function merchantByKey(db: Queryable, publicKey: string): Promise<Merchant | null> {
  const { rows } = await db.query<MerchantRow>('SELECT id, issuer_id, name FROM merchants WHERE public_key = $1', [
    publicKey,
  ]);
  return rows[0] ? toMerchant(rows[0]) : null;
}

/** Whether the merchant of a public key registered `origin` for its checkout pages. */
export async function merchantHasOrigin(db: Queryable, publicKey: string, origin: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM merchants WHERE public_key = $1 AND $2 = ANY(origins)', [
    publicKey,
    origin,
  ]);
  return rows.length > 0;
}

/** Keeps a new merchant; false when one of that id exists already. */
export async function insertMerchant(
  db: Queryable,
  merchant: { id: string; issuerId: string; name: string; publicKey: string; secretHash: string; origins: string[] },
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    'INSERT INTO merchants (id, issuer_id, name, public_key, secret_key_hash, origins, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING RETURNING id',
    [merchant.id, merchant.issuerId, merchant.name, merchant.publicKey, merchant.secretHash, merchant.origins, now],
  );
  return rows.length > 0;
}

/** The id of the merchant's shopper `reference`, made now when new (two requests at once make one). */
export async function shopperIdOf(db: Queryable, merchantId: string, reference: string, now: Date): Promise<string> {
  await db.query(
    'INSERT INTO shoppers (id, merchant_id, reference, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (merchant_id, reference) DO NOTHING',
    [randomUUID(), merchantId, reference, now],
  );
  const { rows } = await db.query<{ id: string }>('SELECT id FROM shoppers WHERE merchant_id = $1 AND reference = $2', [
    merchantId,
    reference,
  ]);
  const shopper = rows[0];
  if (!shopper) throw new Error('a shopper neither inserted nor found');
  return shopper.id;
}

/** Keeps a new session of a shopper, forgetting those that expired by `now`. */
export async function insertShopperSession(
  db: Queryable,
  session: { tokenHash: string; shopperId: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.query('DELETE FROM shopper_sessions WHERE expires_at <= $1', [now]);
  await db.query(
    'INSERT INTO shopper_sessions (id, token_hash, shopper_id, issued_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [randomUUID(), session.tokenHash, session.shopperId, now, session.expiresAt],
  );
}

/** Ends now every live session of the merchant's shopper `reference`; how many ended. */
export async function endSessionsOf(db: Queryable, merchantId: string, reference: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    'UPDATE shopper_sessions SET expires_at = $3 WHERE expires_at > $3 AND shopper_id IN (SELECT id FROM shoppers WHERE merchant_id = $1 AND reference = $2) RETURNING id',
    [merchantId, reference, now],
  );
  return rows.length;
}

/** The session with this token's SHA-256 among the merchant's shoppers: its shopper and expiry, or null. */
export async function sessionOf(
  db: Queryable,
  tokenHash: string,
  merchantId: string,
): Promise<{ shopperId: string; expiresAt: Date } | null> {
  const { rows } = await db.query<{ shopper_id: string; expires_at: Date }>(
    `SELECT s.shopper_id, s.expires_at FROM shopper_sessions s JOIN shoppers p ON p.id = s.shopper_id
     WHERE s.token_hash = $1 AND p.merchant_id = $2`,
    [tokenHash, merchantId],
  );
  const row = rows[0];
  return row ? { shopperId: row.shopper_id, expiresAt: row.expires_at } : null;
}

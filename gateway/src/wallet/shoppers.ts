// The embedded wallet's sessions (decision 032). A merchant's server asks, with its secret
// key, for a short-lived session for one of its customers (its own reference for them); the checkout
// page hands that session to the wallet's `mount`, and every wallet call carries it with the
// merchant's public key (§7's apiKey query). A shopper belongs to one merchant: one merchant's session
// never reaches another's shoppers, and one shopper's never reaches another's cards or addresses.
import { hasControlCharacter } from '@portal/domain/identity';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../context';
import type { Queryable } from '../db/database';
import { CODES, GatewayError, invalidToken } from '../errors';
import { newAccessToken, tokenHash } from '../platform/secrets';
import { bearerOf } from '../sign-in/tokens';

/** How long a shopper session lasts: one checkout, with room to add a card and an address. */
export const SHOPPER_SESSION_LIFETIME_MS = 15 * 60_000;

export interface Merchant {
  id: string;
  issuerId: string;
  name: string;
}

/** The shopper a wallet call acts for, once its session and the merchant's public key agree. */
export interface ShopperContext {
  merchant: Merchant;
  shopperId: string;
  expiresAt: Date;
}

interface MerchantRow {
  id: string;
  issuer_id: string;
  name: string;
}

const toMerchant = (row: MerchantRow): Merchant => ({ id: row.id, issuerId: row.issuer_id, name: row.name });

/** A merchant key never answers which part was wrong: 401, as an unknown token. */
const unknownMerchantKey = () => new GatewayError(401, CODES.invalidToken, 'The merchant key is missing or unknown.');

/** The merchant whose secret key is in `Authorization: Bearer …` (only its SHA-256 is kept). */
export async function merchantBySecret(db: Queryable, authorization: string | undefined): Promise<Merchant> {
  const secret = bearerOf(authorization);
  if (!secret) throw unknownMerchantKey();
  const { rows } = await db.query<MerchantRow>('SELECT id, issuer_id, name FROM merchants WHERE secret_key_hash = $1', [
    tokenHash(secret),
  ]);
  const row = rows[0];
  if (!row) throw unknownMerchantKey();
  return toMerchant(row);
}

/** The merchant of a public key (§7's apiKey query), or 404 DPS_0001 as for an unknown application. */
async function merchantByPublicKey(db: Queryable, publicKey: string): Promise<Merchant> {
  // No key holds a control character, and PostgreSQL refuses a NUL in a text parameter (a 500, the probe's F5).
  if (hasControlCharacter(publicKey)) throw new GatewayError(404, CODES.unknownApp, 'No merchant has this key');
  const { rows } = await db.query<MerchantRow>('SELECT id, issuer_id, name FROM merchants WHERE public_key = $1', [
    publicKey,
  ]);
  const row = rows[0];
  if (!row) throw new GatewayError(404, CODES.unknownApp, 'No merchant has this key');
  return toMerchant(row);
}

/**
 * A new session for the merchant's customer `reference`: the shopper is found, or made once (two
 * requests at once for a new reference make one shopper), and the token is answered once, kept as its
 * SHA-256 only.
 */
export async function openShopperSession(
  ctx: GatewayContext,
  merchant: Merchant,
  reference: string,
): Promise<{ shopperSession: string; expiresIn: number }> {
  const now = ctx.now();
  await ctx.db.query(
    'INSERT INTO shoppers (id, merchant_id, reference, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (merchant_id, reference) DO NOTHING',
    [randomUUID(), merchant.id, reference, now],
  );
  const { rows } = await ctx.db.query<{ id: string }>(
    'SELECT id FROM shoppers WHERE merchant_id = $1 AND reference = $2',
    [merchant.id, reference],
  );
  const shopper = rows[0];
  if (!shopper) throw new Error('a shopper neither inserted nor found');
  const token = newAccessToken();
  await ctx.db.query('DELETE FROM shopper_sessions WHERE expires_at <= $1', [now]);
  await ctx.db.query(
    'INSERT INTO shopper_sessions (id, token_hash, shopper_id, issued_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [randomUUID(), tokenHash(token), shopper.id, now, new Date(now.getTime() + SHOPPER_SESSION_LIFETIME_MS)],
  );
  return { shopperSession: token, expiresIn: SHOPPER_SESSION_LIFETIME_MS / 1000 };
}

/**
 * The sandbox's "this checkout has gone on too long" (wallet/dev-wallet.routes.ts): every live session of the
 * merchant's customer `reference` ends now. Answers how many ended; null for an unknown public key.
 */
export async function endShopperSessions(
  ctx: GatewayContext,
  publicKey: string,
  reference: string,
): Promise<number | null> {
  const { rows } = await ctx.db.query<{ id: string }>('SELECT id FROM merchants WHERE public_key = $1', [publicKey]);
  const merchant = rows[0];
  if (!merchant) return null;
  const now = ctx.now();
  const ended = await ctx.db.query<{ id: string }>(
    'UPDATE shopper_sessions SET expires_at = $3 WHERE expires_at > $3 AND shopper_id IN (SELECT id FROM shoppers WHERE merchant_id = $1 AND reference = $2) RETURNING id',
    [merchant.id, reference, now],
  );
  return ended.rows.length;
}

/**
 * The shopper of a wallet call: the session in `Authorization: Bearer …`, live, and a session of the
 * merchant whose public key the call names. Anything else is 401 invalidToken, whatever was wrong.
 */
export async function authenticateShopper(
  ctx: GatewayContext,
  request: FastifyRequest,
  publicKey: string,
): Promise<ShopperContext> {
  const merchant = await merchantByPublicKey(ctx.db, publicKey);
  const token = bearerOf(request.headers.authorization);
  if (!token) throw invalidToken();
  const { rows } = await ctx.db.query<{ shopper_id: string; expires_at: Date }>(
    `SELECT s.shopper_id, s.expires_at FROM shopper_sessions s JOIN shoppers p ON p.id = s.shopper_id
     WHERE s.token_hash = $1 AND p.merchant_id = $2`,
    [tokenHash(token), merchant.id],
  );
  const row = rows[0];
  if (!row || row.expires_at.getTime() <= ctx.now().getTime()) throw invalidToken();
  return { merchant, shopperId: row.shopper_id, expiresAt: row.expires_at };
}

/**
 * The routes a merchant's page may call for the wallet: its own (wallet/wallet-sessions.routes.ts,
 * wallet/wallet.routes.ts) and the card art lookup, which it asks with its key (cards/cards.routes.ts).
 */
export const WALLET_PATHS = ['/wallet/', '/issuer-controller/v1/issuer/cardart?'] as const;

/**
 * Whether a browser on `origin` may make the wallet call `url`: the origin is one the merchant of the
 * call's public key (its apiKey or apikey query, §7) registered for its checkout pages.
 */
export async function merchantOriginAllowed(db: Queryable, url: string, origin: string): Promise<boolean> {
  const query = new URL(url, 'http://gateway.invalid').searchParams;
  const publicKey = query.get('apiKey') ?? query.get('apikey');
  if (!publicKey || hasControlCharacter(publicKey) || hasControlCharacter(origin)) return false;
  const { rows } = await db.query('SELECT 1 FROM merchants WHERE public_key = $1 AND $2 = ANY(origins)', [
    publicKey,
    origin,
  ]);
  return rows.length > 0;
}

// The embedded wallet's sessions (decision 032). A merchant's server asks, with its secret
// key, for a short-lived session for one of its customers (its own reference for them); the checkout
// page hands that session to the wallet's `mount`, and every wallet call carries it with the
// merchant's public key (§7's apiKey query). A shopper belongs to one merchant: one merchant's session
// never reaches another's shoppers, and one shopper's never reaches another's cards or addresses.
import { hasControlCharacter } from '@portal/domain/identity';
import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../context';
import type { Queryable } from '../db/database';
import { CODES, GatewayError, invalidToken } from '../errors';
import { newAccessToken, tokenHash } from '../platform/secrets';
import { bearerOf } from '../sign-in/tokens';
import {
  endSessionsOf,
  insertShopperSession,
  type Merchant,
  merchantByKey,
  merchantBySecretHash,
  merchantHasOrigin,
  sessionOf,
  shopperIdOf,
} from './shoppers-store';

/** How long a shopper session lasts: one checkout, with room to add a card and an address. */
export const SHOPPER_SESSION_LIFETIME_MS = 15 * 60_000;

/** The shopper a wallet call acts for, once its session and the merchant's public key agree. */
export interface ShopperContext {
  merchant: Merchant;
  shopperId: string;
  expiresAt: Date;
}

/** A merchant key never answers which part was wrong: 401, as an unknown token. */
const unknownMerchantKey = () => new GatewayError(401, CODES.invalidToken, 'The merchant key is missing or unknown.');

/** The merchant whose secret key is in `Authorization: Bearer …` (only its SHA-256 is kept). */
export async function merchantBySecret(db: Queryable, authorization: string | undefined): Promise<Merchant> {
  const secret = bearerOf(authorization);
  if (!secret) throw unknownMerchantKey();
  const merchant = await merchantBySecretHash(db, tokenHash(secret));
  if (!merchant) throw unknownMerchantKey();
  return merchant;
}

/** The merchant of a public key (§7's apiKey query), or 404 DPS_0001 as for an unknown application. */
async function merchantByPublicKey(db: Queryable, publicKey: string): Promise<Merchant> {
  // No key holds a control character, and PostgreSQL refuses a NUL in a text parameter (a 500, the probe's F5).
  if (hasControlCharacter(publicKey)) throw new GatewayError(404, CODES.unknownApp, 'No merchant has this key');
  const merchant = await merchantByKey(db, publicKey);
  if (!merchant) throw new GatewayError(404, CODES.unknownApp, 'No merchant has this key');
  return merchant;
}

/**
 * A new session for the merchant's customer `reference`: the shopper is found, or made once (two
 * requests at once for a new reference make one shopper), and the token is answered once, kept as its
 * SHA-256 only.
 */
export async function openShopperSession(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  merchant: Merchant,
  reference: string,
): Promise<{ shopperSession: string; expiresIn: number }> {
  const now = ctx.now();
  const shopperId = await shopperIdOf(ctx.db, merchant.id, reference, now);
  const token = newAccessToken();
  await insertShopperSession(
    ctx.db,
    { tokenHash: tokenHash(token), shopperId, expiresAt: new Date(now.getTime() + SHOPPER_SESSION_LIFETIME_MS) },
    now,
  );
  return { shopperSession: token, expiresIn: SHOPPER_SESSION_LIFETIME_MS / 1000 };
}

/**
 * The sandbox's "this checkout has gone on too long" (wallet/dev-wallet.routes.ts): every live session of the
 * merchant's customer `reference` ends now. Answers how many ended; null for an unknown public key.
 */
export async function endShopperSessions(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  publicKey: string,
  reference: string,
): Promise<number | null> {
  const merchant = await merchantByKey(ctx.db, publicKey);
  if (!merchant) return null;
  return endSessionsOf(ctx.db, merchant.id, reference, ctx.now());
}

/**
 * The shopper of a wallet call: the session in `Authorization: Bearer …`, live, and a session of the
 * merchant whose public key the call names. Anything else is 401 invalidToken, whatever was wrong.
 */
export async function authenticateShopper(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  request: FastifyRequest,
  publicKey: string,
): Promise<ShopperContext> {
  const merchant = await merchantByPublicKey(ctx.db, publicKey);
  const token = bearerOf(request.headers.authorization);
  if (!token) throw invalidToken();
  const session = await sessionOf(ctx.db, tokenHash(token), merchant.id);
  if (!session || session.expiresAt.getTime() <= ctx.now().getTime()) throw invalidToken();
  return { merchant, ...session };
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
  return merchantHasOrigin(db, publicKey, origin);
}

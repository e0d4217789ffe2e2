// Access tokens (013 Tokens): opaque, stored as SHA-256 only, 10 minutes, revocable; a route names the
// kinds it accepts, and everything else is 401 invalidToken or 401 insufficientScope (never 403,
// which §8 shows as a lock). A token is used up once: whatever replaces it first revokes it.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { GatewayContext } from '../context';
import type { Queryable } from '../db/database';
import { insufficientScope, invalidToken } from '../errors';
import { TOKEN_LIFETIME_MS } from '../platform/policy';
import { newAccessToken, tokenHash } from '../platform/secrets';

export const TOKEN_KINDS = ['partial', 'reset', 'full'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** The token a request presented, once checked. */
export interface TokenContext {
  tokenId: string;
  userId: string;
  issuerId: string;
  kind: TokenKind;
}

export interface IssuedToken {
  id: string;
  /** The token itself: answered once, never stored. */
  token: string;
}

export async function issueToken(
  ctx: GatewayContext,
  db: Queryable,
  owner: { userId: string; issuerId: string; kind: TokenKind },
): Promise<IssuedToken> {
  const id = randomUUID();
  const token = newAccessToken();
  const now = ctx.now();
  await db.query(
    'INSERT INTO access_tokens (id, token_hash, user_id, issuer_id, kind, issued_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [id, tokenHash(token), owner.userId, owner.issuerId, owner.kind, now, new Date(now.getTime() + TOKEN_LIFETIME_MS)],
  );
  return { id, token };
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer[ ]+([A-Za-z0-9_~+/.-]+=*)$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

interface TokenRow {
  id: string;
  user_id: string;
  issuer_id: string;
  kind: TokenKind;
  expires_at: Date;
  revoked_at: Date | null;
}

/** A live token of one of `kinds`: missing, unknown, expired or revoked is 401 invalidToken; another kind 401 insufficientScope. */
export async function authenticate(
  ctx: GatewayContext,
  request: FastifyRequest,
  kinds: readonly TokenKind[],
): Promise<TokenContext> {
  const token = bearerOf(request.headers.authorization);
  if (!token) throw invalidToken();
  const { rows } = await ctx.db.query<TokenRow>(
    'SELECT id, user_id, issuer_id, kind, expires_at, revoked_at FROM access_tokens WHERE token_hash = $1',
    [tokenHash(token)],
  );
  const row = rows[0];
  if (!row || row.revoked_at !== null || new Date(row.expires_at).getTime() <= ctx.now().getTime())
    throw invalidToken();
  if (!kinds.includes(row.kind)) throw insufficientScope(`This call needs a ${kinds.join(' or ')} token.`);
  return { tokenId: row.id, userId: row.user_id, issuerId: row.issuer_id, kind: row.kind };
}

/** Whether a token checked earlier in the request is still live (another request may have used it up since). */
export async function tokenLive(ctx: GatewayContext, auth: TokenContext): Promise<boolean> {
  const { rows } = await ctx.db.query(
    'SELECT 1 FROM access_tokens WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2',
    [auth.tokenId, ctx.now()],
  );
  return rows.length > 0;
}

/**
 * Revokes the presented token, first thing in the transaction that replaces it, and refuses (401) when
 * it is no longer live: of two calls that use one token at once (a probe answer and a renewal), the
 * second finds it revoked (PostgreSQL makes it wait for the first's row lock) and changes nothing.
 */
export async function consumeToken(ctx: GatewayContext, db: Queryable, auth: TokenContext): Promise<void> {
  const now = ctx.now();
  const { rows } = await db.query(
    'UPDATE access_tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING id',
    [auth.tokenId, now],
  );
  if (rows.length === 0) throw invalidToken();
}

/** Logout (RFC 7009): revokes the token whatever it is; an unknown one changes nothing. */
export async function revokeTokenValue(ctx: GatewayContext, token: string): Promise<void> {
  await ctx.db.query('UPDATE access_tokens SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
    tokenHash(token),
    ctx.now(),
  ]);
}

/** 013: after a password reset or change every token of the user is revoked (but `keep`, for a change). */
export async function revokeUserTokens(
  ctx: GatewayContext,
  db: Queryable,
  userId: string,
  keep?: string,
): Promise<void> {
  await db.query(
    'UPDATE access_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND id <> $3::uuid',
    [userId, ctx.now(), keep ?? '00000000-0000-0000-0000-000000000000'],
  );
}

/**
 * The token that follows a consumed one (consumeToken first, in the same transaction): the probes
 * still open move to it, so a token is never worth more after it has been used.
 */
export async function successorToken(
  ctx: GatewayContext,
  db: Queryable,
  auth: TokenContext,
  kind: TokenKind = auth.kind,
): Promise<IssuedToken> {
  const next = await issueToken(ctx, db, { userId: auth.userId, issuerId: auth.issuerId, kind });
  await db.query('UPDATE token_probes SET token_id = $2 WHERE token_id = $1 AND solved_at IS NULL', [
    auth.tokenId,
    next.id,
  ]);
  return next;
}

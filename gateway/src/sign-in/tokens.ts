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
import {
  accessTokenByHash,
  accessTokenLive,
  insertAccessToken,
  moveOpenProbes,
  revokeLiveToken,
  revokeTokenByHash,
  revokeTokensOfUser,
  type TokenKind,
} from './tokens-store';

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
  ctx: Pick<GatewayContext, 'now'>,
  db: Queryable,
  owner: { userId: string; issuerId: string; kind: TokenKind },
): Promise<IssuedToken> {
  const id = randomUUID();
  const token = newAccessToken();
  const now = ctx.now();
  await insertAccessToken(db, {
    id,
    tokenHash: tokenHash(token),
    ...owner,
    issuedAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  return { id, token };
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer[ ]+([A-Za-z0-9_~+/.-]+=*)$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

/** A live token of one of `kinds`: missing, unknown, expired or revoked is 401 invalidToken; another kind 401 insufficientScope. */
export async function authenticate(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  request: FastifyRequest,
  kinds: readonly TokenKind[],
): Promise<TokenContext> {
  const token = bearerOf(request.headers.authorization);
  if (!token) throw invalidToken();
  const row = await accessTokenByHash(ctx.db, tokenHash(token));
  if (!row || row.revokedAt !== null || row.expiresAt.getTime() <= ctx.now().getTime()) throw invalidToken();
  if (!kinds.includes(row.kind)) throw insufficientScope(`This call needs a ${kinds.join(' or ')} token.`);
  return { tokenId: row.id, userId: row.userId, issuerId: row.issuerId, kind: row.kind };
}

/** Whether a token checked earlier in the request is still live (another request may have used it up since). */
export async function tokenLive(ctx: Pick<GatewayContext, 'db' | 'now'>, auth: TokenContext): Promise<boolean> {
  return accessTokenLive(ctx.db, auth.tokenId, ctx.now());
}

/**
 * Revokes the presented token, first thing in the transaction that replaces it, and refuses (401) when
 * it is no longer live: of two calls that use one token at once (a probe answer and a renewal), the
 * second finds it revoked (PostgreSQL makes it wait for the first's row lock) and changes nothing.
 */
export async function consumeToken(ctx: Pick<GatewayContext, 'now'>, db: Queryable, auth: TokenContext): Promise<void> {
  if (!(await revokeLiveToken(db, auth.tokenId, ctx.now()))) throw invalidToken();
}

/** Logout (RFC 7009): revokes the token whatever it is; an unknown one changes nothing. */
export async function revokeTokenValue(ctx: Pick<GatewayContext, 'db' | 'now'>, token: string): Promise<void> {
  await revokeTokenByHash(ctx.db, tokenHash(token), ctx.now());
}

/** 013: after a password reset or change every token of the user is revoked (but `keep`, for a change). */
export async function revokeUserTokens(
  ctx: Pick<GatewayContext, 'now'>,
  db: Queryable,
  userId: string,
  keep?: string,
): Promise<void> {
  await revokeTokensOfUser(db, userId, ctx.now(), keep);
}

/**
 * The token that follows a consumed one (consumeToken first, in the same transaction): the probes
 * still open move to it, so a token is never worth more after it has been used.
 */
export async function successorToken(
  ctx: Pick<GatewayContext, 'now'>,
  db: Queryable,
  auth: TokenContext,
  kind: TokenKind = auth.kind,
): Promise<IssuedToken> {
  const next = await issueToken(ctx, db, { userId: auth.userId, issuerId: auth.issuerId, kind });
  await moveOpenProbes(db, auth.tokenId, next.id);
  return next;
}

// Access tokens and the probes they carry (access_tokens, token_probes), and the only SQL that reads or
// writes them. A token is kept as its SHA-256 only (platform/secrets.ts tokenHash).
import type { PROBE_TYPES } from '@portal/domain/schemas';
import type { Queryable } from '../db/database';

export const TOKEN_KINDS = ['partial', 'reset', 'full'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

export type ProbeType = (typeof PROBE_TYPES)[number];

export interface ProbeRow {
  id: string;
  type: ProbeType;
  ref: string;
  data_refs: string[];
}

export interface AccessTokenRow {
  id: string;
  userId: string;
  issuerId: string;
  kind: TokenKind;
  expiresAt: Date;
  revokedAt: Date | null;
}

export async function insertAccessToken(
  db: Queryable,
  token: Omit<AccessTokenRow, 'revokedAt'> & { tokenHash: string; issuedAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO access_tokens (id, token_hash, user_id, issuer_id, kind, issued_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [token.id, token.tokenHash, token.userId, token.issuerId, token.kind, token.issuedAt, token.expiresAt],
  );
}

/** The token of this hash, whatever its state, or null. */
export async function accessTokenByHash(db: Queryable, tokenHash: string): Promise<AccessTokenRow | null> {
  const { rows } = await db.query<{
    id: string;
    user_id: string;
    issuer_id: string;
    kind: TokenKind;
    expires_at: Date;
    revoked_at: Date | null;
  }>('SELECT id, user_id, issuer_id, kind, expires_at, revoked_at FROM access_tokens WHERE token_hash = $1', [
    tokenHash,
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    issuerId: row.issuer_id,
    kind: row.kind,
    expiresAt: new Date(row.expires_at),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
  };
}

/** Whether the token is neither revoked nor expired at `now`. */
export async function accessTokenLive(db: Queryable, tokenId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM access_tokens WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2',
    [tokenId, now],
  );
  return rows.length > 0;
}

/** Revokes a token still live at `now`; false when it was not (PostgreSQL makes a second caller wait for the first's row lock). */
export async function revokeLiveToken(db: Queryable, tokenId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE access_tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING id',
    [tokenId, now],
  );
  return rows.length > 0;
}

/** Revokes the token of this hash, if there is one not yet revoked. */
export async function revokeTokenByHash(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db.query('UPDATE access_tokens SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
    tokenHash,
    now,
  ]);
}

/** Revokes every token of the user not yet revoked, but `keep`. */
export async function revokeTokensOfUser(
  db: Queryable,
  userId: string,
  now: Date,
  keep: string | undefined,
): Promise<void> {
  await db.query(
    'UPDATE access_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND id <> $3::uuid',
    [userId, now, keep ?? '00000000-0000-0000-0000-000000000000'],
  );
}

/** The probes still open on one token move to another. */
export async function moveOpenProbes(db: Queryable, fromTokenId: string, toTokenId: string): Promise<void> {
  await db.query('UPDATE token_probes SET token_id = $2 WHERE token_id = $1 AND solved_at IS NULL', [
    fromTokenId,
    toTokenId,
  ]);
}

/** The type of a probe, or null for no probe of this id. */
export async function probeType(db: Queryable, probeId: string): Promise<string | null> {
  const { rows } = await db.query<{ type: string }>('SELECT type FROM token_probes WHERE id = $1', [probeId]);
  return rows[0]?.type ?? null;
}

/** The probes a token still has to answer, in the order they were added. */
export async function openProbeRows(db: Queryable, tokenId: string): Promise<ProbeRow[]> {
  const { rows } = await db.query<ProbeRow>(
    'SELECT id, type, ref, data_refs FROM token_probes WHERE token_id = $1 AND solved_at IS NULL ORDER BY position',
    [tokenId],
  );
  return rows;
}

export async function insertProbe(db: Queryable, tokenId: string, probe: ProbeRow, position: number): Promise<void> {
  await db.query(
    'INSERT INTO token_probes (id, token_id, type, ref, data_refs, position) VALUES ($1, $2, $3, $4, $5, $6)',
    [probe.id, tokenId, probe.type, probe.ref, probe.data_refs, position],
  );
}

/** Solves a probe still open on this token; false when it was solved or moved meanwhile. */
export async function solveOpenProbe(db: Queryable, probeId: string, tokenId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE token_probes SET solved_at = $3 WHERE id = $1 AND token_id = $2 AND solved_at IS NULL RETURNING id',
    [probeId, tokenId, now],
  );
  return rows.length > 0;
}

/** Gives a probe still open on this token a new ref; false when it was solved or moved meanwhile. */
export async function rerefOpenProbe(db: Queryable, probeId: string, tokenId: string, ref: string): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE token_probes SET ref = $3 WHERE id = $1 AND token_id = $2 AND solved_at IS NULL RETURNING id',
    [probeId, tokenId, ref],
  );
  return rows.length > 0;
}

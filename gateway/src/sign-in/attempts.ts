// The password lockout of SPEC-DECISIONS §8 (5 consecutive failures lock for 30 minutes, the third lock
// within 24 hours is permanent) as a ledger that holds under concurrency, kept alike for an account and
// for a name that is no account (decision 022). An attempt takes one of five places before the slow
// hash, so a burst is judged five times, not sixty; each result counts only in its attempt's epoch.
import { randomUUID } from 'node:crypto';
import { normaliseUsername } from '@portal/domain/identity';
import type { GatewayContext } from '../context';
import type { Queryable } from '../db/database';
import { CODES, GatewayError } from '../errors';
import { ATTEMPT_RESERVATION_STALE_MS, LOCKOUT_POLICY } from '../platform/policy';
import { keyedDigest } from '../platform/secrets';

/** Whose attempts: an account (users), or a name that is no account (name_guards). */
export type Ledger = { kind: 'account'; id: string } | { kind: 'name'; id: string };

/** The tables of each kind of ledger (constants, never input). */
const TABLES = {
  account: { table: 'users', locks: 'user_locks', owner: 'user_id' },
  name: { table: 'name_guards', locks: 'name_guard_locks', owner: 'guard_id' },
} as const;

const invalidCredentials = () =>
  new GatewayError(400, CODES.invalidCredentials, 'The username or password is not right.');
const temporaryLock = () => new GatewayError(409, CODES.temporaryLock, 'The account is locked for 30 minutes.');
export const permanentLock = () =>
  new GatewayError(409, CODES.permanentLock, 'The account is locked; customer support can unlock it.');

export const accountLedger = (userId: string): Ledger => ({ kind: 'account', id: userId });

/** The ledger of a name that is no account at this issuer: found by a keyed digest of the name, created at its first attempt. */
export async function nameLedger(ctx: GatewayContext, issuerId: string, username: string): Promise<Ledger> {
  const nameKey = keyedDigest(ctx.keys.names, `${issuerId}\u0000${normaliseUsername(username).toLowerCase()}`);
  const { rows } = await ctx.db.query<{ id: string }>(
    `INSERT INTO name_guards (id, issuer_id, name_key, last_seen_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (issuer_id, name_key) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at RETURNING id`,
    [randomUUID(), issuerId, nameKey, ctx.now()],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('the name guard was not written');
  return { kind: 'name', id };
}

/**
 * Five attempts are being judged and no lock exists (yet): a burst, answered as one (429, retry in a
 * second, when those judgments are done), not as a 30-minute lock that may never come.
 */
const placesTaken = () =>
  new GatewayError(429, CODES.tooManyRequests, 'Too many sign-in attempts at once; try again in a moment.', {
    'Retry-After': '1',
  });

/**
 * Why an attempt was refused: the permanent lock, the temporary one, or, with neither, the five
 * places taken. Read through `db`: inside a transaction, its own (PGlite runs one at a time).
 */
async function lockOf(ctx: GatewayContext, db: Queryable, ledger: Ledger): Promise<GatewayError> {
  const { table } = TABLES[ledger.kind];
  const { rows } = await db.query<{ permanent: boolean; locked: boolean }>(
    `SELECT permanently_locked_at IS NOT NULL AS permanent, locked_until IS NOT NULL AND locked_until > $2 AS locked FROM ${table} WHERE id = $1`,
    [ledger.id, ctx.now()],
  );
  const row = rows[0];
  if (row?.permanent) return permanentLock();
  return row?.locked ? temporaryLock() : placesTaken();
}

/**
 * Reserves one of the five places for an attempt, unless locked: answers the epoch the attempt counts
 * in, or throws the lock (409 9618 or ICM_1004), or 429 tooManyRequests when the five places are taken
 * by attempts still being judged. A place held longer than a judgment takes was abandoned (a gateway
 * stopped mid-request) and is free again.
 */
async function reserveAttempt(ctx: GatewayContext, ledger: Ledger): Promise<number> {
  const { table } = TABLES[ledger.kind];
  const now = ctx.now();
  const stale = new Date(now.getTime() - ATTEMPT_RESERVATION_STALE_MS);
  const { rows } = await ctx.db.query<{ sign_in_epoch: number }>(
    `UPDATE ${table} SET
       attempts_reserved = (CASE WHEN attempts_reserved_at IS NULL OR attempts_reserved_at <= $3 THEN failed_attempts ELSE attempts_reserved END) + 1,
       attempts_reserved_at = $2
     WHERE id = $1 AND permanently_locked_at IS NULL AND (locked_until IS NULL OR locked_until <= $2)
       AND (attempts_reserved < $4 OR attempts_reserved_at IS NULL OR attempts_reserved_at <= $3)
     RETURNING sign_in_epoch`,
    [ledger.id, now, stale, LOCKOUT_POLICY.failuresBeforeLock],
  );
  const epoch = rows[0]?.sign_in_epoch;
  if (epoch === undefined) throw await lockOf(ctx, ctx.db, ledger);
  return epoch;
}

/** Gives a reserved place back, for an attempt that was never judged (the hashing queue was full). */
async function releaseAttempt(ctx: GatewayContext, ledger: Ledger, epoch: number): Promise<void> {
  const { table } = TABLES[ledger.kind];
  await ctx.db.query(
    `UPDATE ${table} SET attempts_reserved = GREATEST(attempts_reserved - 1, failed_attempts) WHERE id = $1 AND sign_in_epoch = $2`,
    [ledger.id, epoch],
  );
}

/**
 * A wrong password, judged: it counts in its epoch (one that a lock or a success has closed counts it
 * no more), and the fifth failure of an epoch locks for 30 minutes (9618), the third lock within 24
 * hours for good (ICM_1004); otherwise invalidCredentials.
 */
async function recordFailure(ctx: GatewayContext, ledger: Ledger, epoch: number): Promise<never> {
  const { table, locks, owner } = TABLES[ledger.kind];
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ failed_attempts: number }>(
      `UPDATE ${table} SET failed_attempts = failed_attempts + 1 WHERE id = $1 AND sign_in_epoch = $2 RETURNING failed_attempts`,
      [ledger.id, epoch],
    );
    if ((rows[0]?.failed_attempts ?? 0) < LOCKOUT_POLICY.failuresBeforeLock) return 'counted' as const;
    await tx.query(
      `UPDATE ${table} SET failed_attempts = 0, attempts_reserved = 0, attempts_reserved_at = NULL, locked_until = $2, sign_in_epoch = sign_in_epoch + 1 WHERE id = $1`,
      [ledger.id, new Date(now.getTime() + LOCKOUT_POLICY.lockMs)],
    );
    await tx.query(`INSERT INTO ${locks} (${owner}, locked_at) VALUES ($1, $2)`, [ledger.id, now]);
    const recent = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${locks} WHERE ${owner} = $1 AND locked_at > $2`,
      [ledger.id, new Date(now.getTime() - LOCKOUT_POLICY.lockWindowMs)],
    );
    if ((recent.rows[0]?.n ?? 0) < LOCKOUT_POLICY.locksBeforePermanent) return 'locked' as const;
    await tx.query(`UPDATE ${table} SET permanently_locked_at = $2 WHERE id = $1`, [ledger.id, now]);
    return 'lockedForGood' as const;
  });
  if (outcome === 'counted') throw invalidCredentials();
  throw outcome === 'lockedForGood' ? permanentLock() : temporaryLock();
}

/**
 * The right password: the count is cleared and a new epoch begins, in the transaction that opens the
 * session, and only while the account is not locked; a lock that arrived while the password was being
 * judged is answered instead (no token once locked).
 */
async function clearAttempts(ctx: GatewayContext, tx: Queryable, ledger: Ledger): Promise<void> {
  const { table } = TABLES[ledger.kind];
  const now = ctx.now();
  const { rows } = await tx.query(
    `UPDATE ${table} SET failed_attempts = 0, attempts_reserved = 0, attempts_reserved_at = NULL, sign_in_epoch = sign_in_epoch + 1
     WHERE id = $1 AND permanently_locked_at IS NULL AND (locked_until IS NULL OR locked_until <= $2) RETURNING id`,
    [ledger.id, now],
  );
  if (rows.length === 0) throw await lockOf(ctx, tx, ledger);
}

/**
 * A password judged for a ledger: reserve, judge (through `judge`, the slow part), then count the
 * failure or hand over to `onSuccess`, which runs in the transaction that clears the count. An attempt
 * the judge could not start (the hashing queue full) gives its place back.
 */
export async function judgeAttempt<T>(
  ctx: GatewayContext,
  ledger: Ledger,
  judge: () => Promise<boolean>,
  onSuccess: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const epoch = await reserveAttempt(ctx, ledger);
  let right: boolean;
  try {
    right = await judge();
  } catch (error) {
    await releaseAttempt(ctx, ledger, epoch);
    throw error;
  }
  if (!right) return recordFailure(ctx, ledger, epoch);
  return ctx.db.transaction(async (tx) => {
    await clearAttempts(ctx, tx, ledger);
    return onSuccess(tx);
  });
}

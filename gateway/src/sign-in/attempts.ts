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
import {
  clearLedger,
  countFailure,
  ledgerLocks,
  lockLedger,
  lockLedgerForGood,
  nameGuard,
  releasePlace,
  reservePlace,
  type Ledger,
} from './attempts-store';

const invalidCredentials = () =>
  new GatewayError(400, CODES.invalidCredentials, 'The username or password is not right.');
const temporaryLock = () => new GatewayError(409, CODES.temporaryLock, 'The account is locked for 30 minutes.');
export const permanentLock = () =>
  new GatewayError(409, CODES.permanentLock, 'The account is locked; customer support can unlock it.');

export const accountLedger = (userId: string): Ledger => ({ kind: 'account', id: userId });

/** The ledger of a name that is no account at this issuer: found by a keyed digest of the name, created at its first attempt. */
export async function nameLedger(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'keys'>,
  issuerId: string,
  username: string,
): Promise<Ledger> {
  const nameKey = keyedDigest(ctx.keys.names, `${issuerId}\u0000${normaliseUsername(username).toLowerCase()}`);
  return { kind: 'name', id: await nameGuard(ctx.db, { id: randomUUID(), issuerId, nameKey, seenAt: ctx.now() }) };
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
async function lockOf(ctx: Pick<GatewayContext, 'now'>, db: Queryable, ledger: Ledger): Promise<GatewayError> {
  const row = await ledgerLocks(db, ledger, ctx.now());
  if (row?.permanent) return permanentLock();
  return row?.locked ? temporaryLock() : placesTaken();
}

/**
 * Reserves one of the five places for an attempt, unless locked: answers the epoch the attempt counts
 * in, or throws the lock (409 9618 or ICM_1004), or 429 tooManyRequests when the five places are taken
 * by attempts still being judged. A place held longer than a judgment takes was abandoned (a gateway
 * stopped mid-request) and is free again.
 */
async function reserveAttempt(ctx: Pick<GatewayContext, 'db' | 'now'>, ledger: Ledger): Promise<number> {
  const now = ctx.now();
  const epoch = await reservePlace(ctx.db, ledger, {
    now,
    staleBefore: new Date(now.getTime() - ATTEMPT_RESERVATION_STALE_MS),
    places: LOCKOUT_POLICY.failuresBeforeLock,
  });
  if (epoch === null) throw await lockOf(ctx, ctx.db, ledger);
  return epoch;
}

/** Gives a reserved place back, for an attempt that was never judged (the hashing queue was full). */
async function releaseAttempt(ctx: Pick<GatewayContext, 'db'>, ledger: Ledger, epoch: number): Promise<void> {
  await releasePlace(ctx.db, ledger, epoch);
}

/**
 * A wrong password, judged: it counts in its epoch (one that a lock or a success has closed counts it
 * no more), and the fifth failure of an epoch locks for 30 minutes (9618), the third lock within 24
 * hours for good (ICM_1004); otherwise invalidCredentials.
 */
async function recordFailure(ctx: Pick<GatewayContext, 'db' | 'now'>, ledger: Ledger, epoch: number): Promise<never> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    if ((await countFailure(tx, ledger, epoch)) < LOCKOUT_POLICY.failuresBeforeLock) return 'counted' as const;
    const locks = await lockLedger(tx, ledger, {
      at: now,
      until: new Date(now.getTime() + LOCKOUT_POLICY.lockMs),
      since: new Date(now.getTime() - LOCKOUT_POLICY.lockWindowMs),
    });
    if (locks < LOCKOUT_POLICY.locksBeforePermanent) return 'locked' as const;
    await lockLedgerForGood(tx, ledger, now);
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
async function clearAttempts(ctx: Pick<GatewayContext, 'now'>, tx: Queryable, ledger: Ledger): Promise<void> {
  if (!(await clearLedger(tx, ledger, ctx.now()))) throw await lockOf(ctx, tx, ledger);
}

/**
 * A password judged for a ledger: reserve, judge (through `judge`, the slow part), then count the
 * failure or hand over to `onSuccess`, which runs in the transaction that clears the count. An attempt
 * the judge could not start (the hashing queue full) gives its place back.
 */
export async function judgeAttempt<T>(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
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

// 013 Sign-in: the password grant with the lockout of SPEC-DECISIONS §8. Wrong password and unknown
// user answer alike (no enumeration); a locked account is refused before its password is looked at.
import type { GatewayContext } from '../context';
import { CODES, GatewayError } from '../errors';
import type { Issuer } from './issuers';
import { passwordMatches } from './passwords';
import { LOCKOUT_POLICY } from './policy';
import { openSession, type TokenAnswer } from './sessions';
import { findUserByName, type UserRow } from './users';

const invalidCredentials = () => new GatewayError(400, CODES.invalidCredentials, 'The username or password is not right.');
const temporaryLock = () => new GatewayError(409, CODES.temporaryLock, 'The account is locked for 30 minutes.');
export const permanentLock = () => new GatewayError(409, CODES.permanentLock, 'The account is locked; customer support can unlock it.');

/** Throws the lock that stops this user signing in now, if any. */
function refuseIfLocked(user: Pick<UserRow, 'permanently_locked_at' | 'locked_until'>, now: Date): void {
  if (user.permanently_locked_at !== null) throw permanentLock();
  if (user.locked_until !== null && new Date(user.locked_until).getTime() > now.getTime()) throw temporaryLock();
}

/**
 * A wrong password: the 5th in a row locks for 30 minutes (9618), and the 3rd lock within 24 hours is
 * permanent (ICM_1004); otherwise invalidCredentials.
 */
async function recordFailure(ctx: GatewayContext, user: UserRow, now: Date): Promise<never> {
  const { rows } = await ctx.db.query<{ failed_attempts: number }>('UPDATE users SET failed_attempts = failed_attempts + 1 WHERE id = $1 RETURNING failed_attempts', [user.id]);
  if ((rows[0]?.failed_attempts ?? 0) < LOCKOUT_POLICY.failuresBeforeLock) throw invalidCredentials();
  const permanent = await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE users SET failed_attempts = 0, locked_until = $2 WHERE id = $1', [user.id, new Date(now.getTime() + LOCKOUT_POLICY.lockMs)]);
    await tx.query('INSERT INTO user_locks (user_id, locked_at) VALUES ($1, $2)', [user.id, now]);
    const locks = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM user_locks WHERE user_id = $1 AND locked_at > $2', [
      user.id,
      new Date(now.getTime() - LOCKOUT_POLICY.lockWindowMs),
    ]);
    const isPermanent = (locks.rows[0]?.n ?? 0) >= LOCKOUT_POLICY.locksBeforePermanent;
    if (isPermanent) await tx.query('UPDATE users SET permanently_locked_at = $2 WHERE id = $1', [user.id, now]);
    return isPermanent;
  });
  throw permanent ? permanentLock() : temporaryLock();
}

/** POST apps/{extAppId}/oauth2/token, grant_type=password. */
export async function signInWithPassword(ctx: GatewayContext, issuer: Issuer, username: string, password: string): Promise<TokenAnswer> {
  const now = ctx.now();
  const user = await findUserByName(ctx.db, issuer.id, username);
  if (!user) {
    await passwordMatches(ctx, null, password);
    throw invalidCredentials();
  }
  refuseIfLocked(user, now);
  // 013: a migrated account signs in only after migration; with no password of its own it has nothing to guess.
  if (user.status !== 'active') {
    await passwordMatches(ctx, null, password);
    throw invalidCredentials();
  }
  if (!(await passwordMatches(ctx, user.password_hash, password))) return recordFailure(ctx, user, now);
  await ctx.db.query('UPDATE users SET failed_attempts = 0, locked_until = NULL WHERE id = $1', [user.id]);
  return (await ctx.db.transaction((tx) => openSession(ctx, tx, user))).answer;
}

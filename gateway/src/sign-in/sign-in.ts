// 013 Sign-in: the password grant with the lockout of SPEC-DECISIONS §8, kept by the ledger of
// attempts.ts, which holds under concurrency. A name that is no
// account, and an account awaiting migration (no password of its own yet), are judged as a wrong
// password is, on a ledger of their own: the same answers, the same lock at the fifth (decision 022).
import type { GatewayContext } from '../context';
import { accountLedger, judgeAttempt, nameLedger } from './attempts';
import type { Issuer } from '../platform/issuers-store';
import { refuseUnlessOffered } from '../platform/issuer-policy';
import { passwordMatches } from './passwords';
import { openSession, type TokenAnswer } from './sessions';
import { findUser, findUserByName } from '../accounts/users-store';

/** POST apps/{extAppId}/oauth2/token, grant_type=password. */
export async function signInWithPassword(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'hashing' | 'keys' | 'passwordQueue'>,
  issuer: Issuer,
  username: string,
  password: string,
  client: string,
): Promise<TokenAnswer> {
  refuseUnlessOffered(issuer, 'signIn');
  const user = await findUserByName(ctx.db, issuer.id, username);
  const ledger = user ? accountLedger(user.id) : await nameLedger(ctx, issuer.id, username);
  // 013: a migrated account signs in only after migration; with no password of its own it has nothing to guess.
  const stored = user?.status === 'active' ? user.password_hash : null;
  return judgeAttempt(
    ctx,
    ledger,
    () => passwordMatches(ctx, stored, password, client),
    async (tx) => {
      // Read again inside the transaction: the account as it is now (a reset may have come meanwhile).
      const current = user ? await findUser(tx, user.id) : null;
      if (!current) throw new Error('a right password for no account');
      return (await openSession(ctx, tx, current)).answer;
    },
  );
}

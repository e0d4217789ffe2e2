// The books of a code that was never sent (decision 022): when forgot password or migration answers
// without sending (a name that is no account, an account that may not recover), the code check for the
// userGuid it answered keeps the books a real code keeps (codes.ts: 30 seconds, 5 an hour, 5 tries, 10
// minutes), so a wrong try, the sixth, or one ten minutes on, answers exactly as it would for a real
// account. No code exists: a check is always wrong, after the same hashing work.
import { randomUUID } from 'node:crypto';
import { ONE_TIME_CODE_POLICY } from '@portal/domain/identity';
import type { GatewayContext } from '../context';
import { lockForTransaction } from '../db/database';
import { CODES, GatewayError } from '../errors';
import { wrongCode } from './codes';
import {
  decoySendsSince,
  insertDecoyCode,
  newestDecoyState,
  reserveDecoyTry,
  type RecoveryPurpose,
} from './codes-store';
import { hashSecret, keyedDigest, newOneTimeCode, verifySecret } from '../platform/secrets';

type DecoyPurpose = RecoveryPurpose;

const subjectKey = (ctx: Pick<GatewayContext, 'keys'>, purpose: DecoyPurpose, userGuid: string) =>
  keyedDigest(ctx.keys.decoys, `code\u0000${purpose}\u0000${userGuid.toLowerCase()}`);

/** A hash of a code nobody holds, for the work a real check does. */
let unheldCode: Promise<string> | undefined;

/**
 * Books a send as sendCode's quiet path would: nothing within 30 seconds of the last, nothing past 5 in
 * the hour. Read and written in one transaction under the subject's lock, as sendCode does for a real
 * account, so requests at once book one code as they would send one.
 */
export async function bookDecoySend(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'keys'>,
  purpose: DecoyPurpose,
  userGuid: string,
): Promise<void> {
  const now = ctx.now();
  const key = subjectKey(ctx, purpose, userGuid);
  await ctx.db.transaction(async (tx) => {
    await lockForTransaction(tx, `decoy sends:${key}`);
    const sends = await decoySendsSince(tx, key, new Date(now.getTime() - ONE_TIME_CODE_POLICY.sendWindowMs));
    const last = sends[0]?.getTime() ?? null;
    if (last !== null && now.getTime() - last < ONE_TIME_CODE_POLICY.resendAfterMs) return;
    if (sends.length >= ONE_TIME_CODE_POLICY.maxSendsPerWindow) return;
    await insertDecoyCode(tx, {
      id: randomUUID(),
      subjectKey: key,
      sentAt: now,
      expiresAt: new Date(now.getTime() + ONE_TIME_CODE_POLICY.validForMs),
    });
  });
}

/** A check of a code for a userGuid answered without a send: checkCode's answers, never a success. */
export async function checkDecoyCode(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'hashing' | 'keys'>,
  purpose: DecoyPurpose,
  userGuid: string,
  code: string,
): Promise<never> {
  const now = ctx.now();
  const key = subjectKey(ctx, purpose, userGuid);
  if (await reserveDecoyTry(ctx.db, key, now, ONE_TIME_CODE_POLICY.maxAttempts)) {
    unheldCode ??= hashSecret(newOneTimeCode(), ctx.hashing.code);
    await verifySecret(code, await unheldCode);
    throw wrongCode();
  }
  const row = await newestDecoyState(ctx.db, key);
  if (!row) throw wrongCode();
  if (row.expiresAt.getTime() <= now.getTime()) throw new GatewayError(400, CODES.codeExpired, 'The code has expired.');
  throw new GatewayError(400, CODES.codeAttemptsExceeded, 'The code was tried too many times.');
}

// One-time codes (013, SPEC-DECISIONS): 6 digits, scrypt-hashed, one row per send, 10 minutes, 5 tries,
// a resend of the same step's code after 30 seconds and at most 5 sends an hour per user, delivered
// through the outbox. The
// numbers and verdicts are the shared domain's (ONE_TIME_CODE_POLICY, codeVerdict, resendVerdict).
import { randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import type { OtvcResponseSchema } from '@portal/shared/schemas';
import { codeVerdict, ONE_TIME_CODE_POLICY, resendVerdict } from '@portal/shared/domain/identity';
import type { GatewayContext } from '../context';
import type { Queryable } from '../db/database';
import { CODES, GatewayError } from '../errors';
import { contactAddress, maskContact, type Contact } from './contacts';
import { enqueueMessage } from './outbox';
import { hashSecret, newOneTimeCode, verifySecret } from './secrets';

/** What a code is for: a sign-in probe, the forgot-password check or the migration check. */
export type CodePurpose = 'probe' | 'forgotcredential' | 'migration';

export interface CodeTarget {
  userId: string;
  purpose: CodePurpose;
  /** The probe a sign-in code answers (purpose `probe` only). */
  probeId?: string;
}

export type OtvcAnswer = v.InferInput<typeof OtvcResponseSchema>;

const EXPIRES_IN_SECONDS = ONE_TIME_CODE_POLICY.validForMs / 1000;

/**
 * 429 sendLimitReached after 5 sends in the hour, whatever they were for; 429 resendTooSoon when a code
 * for the same step (the same kind of probe, the forgot-password check, the migration check) went out
 * under 30 seconds ago, whichever contact and whichever sign-in asked. A sign-in that meets two steps
 * (verify the email, then the challenge) is sent both codes without a wait: the second is no resend;
 * nor is the first code to an address that replaced the one a code went to (createAccount/editEmail).
 */
async function checkSendLimits(ctx: GatewayContext, target: CodeTarget, now: Date): Promise<void> {
  const { rows } = await ctx.db.query<{ sent_at: Date; step: string; replaced: boolean }>(
    `SELECT c.sent_at, COALESCE(p.type, c.purpose) AS step, c.contact_replaced_at IS NOT NULL AS replaced
     FROM one_time_codes c LEFT JOIN token_probes p ON p.id = c.probe_id
     WHERE c.user_id = $1 AND c.sent_at > $2`,
    [target.userId, new Date(now.getTime() - ONE_TIME_CODE_POLICY.sendWindowMs)],
  );
  const step = target.probeId ? ((await ctx.db.query<{ type: string }>('SELECT type FROM token_probes WHERE id = $1', [target.probeId])).rows[0]?.type ?? target.purpose) : target.purpose;
  const times = (list: typeof rows) => list.map((r) => new Date(r.sent_at).getTime());
  if (resendVerdict(times(rows), now.getTime()) === 'identity:code.resendLimit') throw new GatewayError(429, CODES.sendLimitReached, 'At most 5 codes an hour may be sent.');
  if (resendVerdict(times(rows.filter((r) => r.step === step && !r.replaced)), now.getTime()) === 'identity:code.resendWait') {
    throw new GatewayError(429, CODES.resendTooSoon, 'A new code may be sent 30 seconds after the last.');
  }
}

/**
 * Sends a code to one of the user's contacts: the limits first, then the earlier codes for the same
 * purpose stop working, and the new one (hashed) is stored and its message sealed in the outbox.
 */
export async function sendCode(ctx: GatewayContext, target: CodeTarget, contact: Contact, appName: string): Promise<OtvcAnswer> {
  const now = ctx.now();
  await checkSendLimits(ctx, target, now);
  const code = newOneTimeCode();
  const hash = await hashSecret(code, ctx.hashing.code);
  await ctx.db.transaction(async (tx) => {
    await invalidateCodes(tx, target, now);
    await tx.query(
      `INSERT INTO one_time_codes (id, user_id, purpose, probe_id, contact_kind, contact_id, code_hash, sent_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [randomUUID(), target.userId, target.purpose, target.probeId ?? null, contact.kind, contact.id, hash, now, new Date(now.getTime() + ONE_TIME_CODE_POLICY.validForMs)],
    );
    await enqueueMessage(ctx, tx, {
      recipient: contactAddress(contact),
      subject: `${appName}: your verification code`,
      text: `Your ${appName} verification code is ${code}. It expires in ${ONE_TIME_CODE_POLICY.validForMs / 60_000} minutes. If you did not ask for it, ignore this message.`,
      code,
    });
  });
  return { contactId: contact.id, maskedContact: maskContact(contact), expiresIn: EXPIRES_IN_SECONDS };
}

async function invalidateCodes(db: Queryable, target: CodeTarget, now: Date): Promise<void> {
  await db.query(
    `UPDATE one_time_codes SET invalidated_at = $4
     WHERE user_id = $1 AND purpose = $2 AND probe_id IS NOT DISTINCT FROM $3::uuid AND used_at IS NULL AND invalidated_at IS NULL`,
    [target.userId, target.purpose, target.probeId ?? null, now],
  );
}

interface CodeRow {
  id: string;
  contact_kind: Contact['kind'];
  contact_id: string;
  code_hash: string;
  sent_at: Date;
  failed_attempts: number;
  used_at: Date | null;
}

/**
 * Checks a code against the newest live one for the target. No code (or a used one) is invalidCode, as
 * is a wrong one, which uses up a try; an expired code is codeExpired, and after 5 wrong tries every
 * answer for that code is codeAttemptsExceeded. Answers the contact the code went to.
 */
export async function checkCode(ctx: GatewayContext, target: CodeTarget, code: string): Promise<Pick<Contact, 'kind' | 'id'>> {
  const now = ctx.now();
  const { rows } = await ctx.db.query<CodeRow>(
    `SELECT id, contact_kind, contact_id, code_hash, sent_at, failed_attempts, used_at FROM one_time_codes
     WHERE user_id = $1 AND purpose = $2 AND probe_id IS NOT DISTINCT FROM $3::uuid AND invalidated_at IS NULL
     ORDER BY sent_at DESC LIMIT 1`,
    [target.userId, target.purpose, target.probeId ?? null],
  );
  const row = rows[0];
  if (!row || row.used_at !== null) throw wrongCode();
  const verdict = codeVerdict(new Date(row.sent_at).getTime(), row.failed_attempts, now.getTime());
  if (verdict === 'identity:code.expired') throw new GatewayError(400, CODES.codeExpired, 'The code has expired.');
  if (verdict === 'identity:code.attemptsExhausted') throw new GatewayError(400, CODES.codeAttemptsExceeded, 'The code was tried too many times.');
  if (!(await verifySecret(code, row.code_hash))) {
    await ctx.db.query('UPDATE one_time_codes SET failed_attempts = failed_attempts + 1 WHERE id = $1', [row.id]);
    throw wrongCode();
  }
  // Used once: a second request with the same code, even at the same instant, finds it used.
  const used = await ctx.db.query('UPDATE one_time_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [row.id, now]);
  if (used.rows.length === 0) throw wrongCode();
  return { kind: row.contact_kind, id: row.contact_id };
}

export const wrongCode = () => new GatewayError(400, CODES.invalidCode, 'The code is not right.');

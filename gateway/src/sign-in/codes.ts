// One-time codes (013, SPEC-DECISIONS): 6 digits, scrypt-hashed, one row per send, 10 minutes, 5 tries,
// a resend of the same step's code after 30 seconds and at most 5 sends an hour, delivered through the
// outbox. The numbers and verdicts are the shared domain's (ONE_TIME_CODE_POLICY, codeVerdict,
// resendVerdict). A try is reserved before the code is checked; the
// hour's budget is per purpose, and codes to an address not yet verified are counted per address;
// a new sign-in within 30 seconds takes over the code already sent.
import { randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import type { OtvcResponseSchema } from '@portal/domain/schemas';
import { codeVerdict, ONE_TIME_CODE_POLICY, resendVerdict } from '@portal/domain/identity';
import type { GatewayContext } from '../context';
import { lockForTransaction, type Queryable } from '../db/database';
import { CODES, GatewayError } from '../errors';
import { contactAddress, maskContact } from '../accounts/contacts';
import { type Contact } from '../accounts/contacts-store';
import { enqueueMessage, recipientKey as recipientKeyOf } from '../platform/outbox';
import { UNVERIFIED_ADDRESS_CODES_PER_HOUR } from '../platform/policy';
import { hashSecret, newOneTimeCode, verifySecret } from '../platform/secrets';
import {
  codesSentSince,
  countCodesToRecipientSince,
  insertCode,
  invalidateCodesOf,
  markCodeUsed,
  moveCodeToProbe,
  newestCodeState,
  newestLiveCode,
  reserveCodeTry,
  type CodeTarget,
  type LiveCodeRow,
  type SentCodeRow,
} from './codes-store';
import { probeType } from './tokens-store';

/**
 * The steps whose codes go to an address nobody has proved yet: the enrolment's username check, and a
 * contact added in userSettings. Counted per address (checkUnverifiedAddressBudget).
 */
const UNPROVEN_ADDRESS_STEPS = ['VERIFY_USERNAME', 'contact'] as const;
const toUnprovenAddress = (step: string): boolean => (UNPROVEN_ADDRESS_STEPS as readonly string[]).includes(step);

export type OtvcAnswer = v.InferInput<typeof OtvcResponseSchema>;

const EXPIRES_IN_SECONDS = ONE_TIME_CODE_POLICY.validForMs / 1000;

/** A code's step: the kind of probe it answers, or its purpose (the 30-second wait is per step). */
async function stepOf(ctx: Pick<GatewayContext, 'db'>, target: CodeTarget): Promise<string> {
  if (!target.probeId) return target.purpose;
  return (await probeType(ctx.db, target.probeId)) ?? target.purpose;
}

const sendLimitReached = () => new GatewayError(429, CODES.sendLimitReached, 'At most 5 codes an hour may be sent.');
const resendTooSoon = () =>
  new GatewayError(429, CODES.resendTooSoon, 'A new code may be sent 30 seconds after the last.');

/** Where a message to a contact is filed: the outbox's keyed digest of the address or number. */
const recipientKey = (ctx: Pick<GatewayContext, 'keys'>, contact: Contact) =>
  recipientKeyOf(ctx, contactAddress(contact));

/**
 * 429 sendLimitReached when the user was sent 5 codes in the hour for this purpose (a budget per
 * purpose: forgot password, asked by anyone who knows a username, never spends the sign-in's); 429
 * resendTooSoon when a code for the same step went out under 30 seconds ago, whichever contact and
 * whichever sign-in asked. A sign-in that meets two steps is sent both codes without a wait; nor is the
 * first code to an address that replaced the one a code went to (createAccount/editEmail) a resend;
 * nor, in userSettings, the first code to another contact (an email added, then a phone: decision 027).
 */
async function checkSendLimits(
  db: Queryable,
  target: CodeTarget,
  step: string,
  contact: Contact,
  now: Date,
): Promise<void> {
  const rows = await codesSentSince(db, target, new Date(now.getTime() - ONE_TIME_CODE_POLICY.sendWindowMs));
  const times = (list: SentCodeRow[]) => list.map((r) => r.sentAt.getTime());
  if (resendVerdict(times(rows), now.getTime()) === 'identity:code.resendLimit') throw sendLimitReached();
  const sameStep = rows.filter(
    (r) => r.step === step && !r.replaced && (target.purpose !== 'contact' || r.contactId === contact.id),
  );
  if (resendVerdict(times(sameStep), now.getTime()) === 'identity:code.resendWait') throw resendTooSoon();
}

/**
 * Codes to an address nobody has proved yet (enrolment, createAccount/editEmail, an unverified primary
 * email's verification, a contact added in userSettings): at most 5 an hour to one address, whichever
 * accounts asked, so enrolments or added contacts cannot flood somebody else's mailbox. Answers 429 sendLimitReached past it. Read through
 * `db`: sendCode asks again inside its transaction, under the address's lock.
 */
export async function checkUnverifiedAddressBudget(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'keys'>,
  address: string,
  db: Queryable = ctx.db,
): Promise<void> {
  const since = new Date(ctx.now().getTime() - ONE_TIME_CODE_POLICY.sendWindowMs);
  const sent = await countCodesToRecipientSince(db, recipientKeyOf(ctx, address), UNPROVEN_ADDRESS_STEPS, since);
  if (sent >= UNVERIFIED_ADDRESS_CODES_PER_HOUR) throw sendLimitReached();
}

/** The newest code of the user for this purpose and step still usable, if it went out under 30 seconds ago. */
async function recentLiveCode(
  ctx: Pick<GatewayContext, 'db'>,
  target: CodeTarget,
  step: string,
  now: Date,
): Promise<LiveCodeRow | null> {
  return newestLiveCode(ctx.db, target, step, new Date(now.getTime() - ONE_TIME_CODE_POLICY.resendAfterMs), now);
}

/** The answer for a code already sent: where it went, and how long it has left. */
const answerFor = (contact: Contact, sentAt: Date, now: Date): OtvcAnswer => ({
  contactId: contact.id,
  maskedContact: maskContact(contact),
  expiresIn: Math.floor((sentAt.getTime() + ONE_TIME_CODE_POLICY.validForMs - now.getTime()) / 1000),
});

/**
 * A new sign-in whose step needs a code, when a live code for the same user and step went to
 * the same contact under 30 seconds ago (an earlier sign-in's): that code becomes this sign-in's probe's
 * (nothing sent, nothing counted), so the code the person already has works. Null when there is none.
 */
async function relinkRecentCode(
  ctx: Pick<GatewayContext, 'db'>,
  target: CodeTarget,
  step: string,
  contact: Contact,
  now: Date,
): Promise<OtvcAnswer | null> {
  if (target.purpose !== 'probe' || !target.probeId) return null;
  const live = await recentLiveCode(ctx, target, step, now);
  if (!live || live.probeId === target.probeId || live.contactId !== contact.id) return null;
  return (await moveCodeToProbe(ctx.db, live.id, target.probeId)) ? answerFor(contact, live.sentAt, now) : null;
}

/**
 * The hashing a send does, for an answer that sends nothing (a decoy, a locked account, a quiet
 * refusal): its time must not tell a real account from an unknown name (decision 022, the probe's F2).
 */
export async function workAsASend(ctx: Pick<GatewayContext, 'hashing'>): Promise<void> {
  await hashSecret(newOneTimeCode(), ctx.hashing.code);
}

export interface SendOptions {
  /**
   * `quiet` (forgot password, migration, decision 022): a limit never answers 429, which would tell a
   * stranger the name is an account; within 30 seconds the code sent still serves, past the hour's
   * budget nothing more is sent, and the answer is the same as ever.
   */
  limits?: 'refuse' | 'quiet';
}

/**
 * Sends a code to one of the user's contacts: the limits first, then the earlier codes for the same
 * purpose stop working, and the new one (hashed) is stored and its message sealed in the outbox.
 *
 * The limits are read twice: once before the hash, so a refusal costs no hashing, and again in the
 * transaction that stores the code, under a lock on the user's sends for this purpose (and, for an
 * unverified address, on the address), so requests at once cannot all read the same count and all
 * send. The hash stays outside the transaction: PGlite runs one at
 * a time, and every other request would wait for it.
 */
export async function sendCode(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'hashing' | 'keys'>,
  target: CodeTarget,
  contact: Contact,
  appName: string,
  options: SendOptions = {},
): Promise<OtvcAnswer> {
  const now = ctx.now();
  const step = await stepOf(ctx, target);
  const relinked = await relinkRecentCode(ctx, target, step, contact, now);
  if (relinked) return relinked;
  // A refusal by the limits: thrown, or, quiet, answered as the code already sent (anything else is thrown).
  const quietly = async (error: unknown): Promise<OtvcAnswer> => {
    if (
      options.limits !== 'quiet' ||
      !(error instanceof GatewayError) ||
      (error.code !== CODES.sendLimitReached && error.code !== CODES.resendTooSoon)
    )
      throw error;
    const live = await recentLiveCode(ctx, target, step, now);
    return live
      ? answerFor(contact, live.sentAt, now)
      : { contactId: contact.id, maskedContact: maskContact(contact), expiresIn: EXPIRES_IN_SECONDS };
  };
  const unverifiedAddress = toUnprovenAddress(step) && !contact.verified ? contactAddress(contact) : null;
  try {
    await checkSendLimits(ctx.db, target, step, contact, now);
  } catch (error) {
    // Quiet, a refusal costs what a send costs, as a decoy does (recovery.ts).
    if (options.limits === 'quiet') await workAsASend(ctx);
    return quietly(error);
  }
  if (unverifiedAddress !== null) await checkUnverifiedAddressBudget(ctx, unverifiedAddress);
  const code = newOneTimeCode();
  const hash = await hashSecret(code, ctx.hashing.code);
  try {
    await ctx.db.transaction(async (tx) => {
      // Always the user's lock first, then the address's: two sends never wait for each other in turn.
      await lockForTransaction(tx, `code sends:${target.userId}:${target.purpose}`);
      await checkSendLimits(tx, target, step, contact, now);
      if (unverifiedAddress !== null) {
        await lockForTransaction(tx, `code address:${recipientKey(ctx, contact)}`);
        await checkUnverifiedAddressBudget(ctx, unverifiedAddress, tx);
      }
      await invalidateCodesOf(tx, target, now);
      await insertCode(tx, {
        id: randomUUID(),
        target,
        step,
        contact,
        recipientKey: recipientKey(ctx, contact),
        codeHash: hash,
        sentAt: now,
        expiresAt: new Date(now.getTime() + ONE_TIME_CODE_POLICY.validForMs),
      });
      await enqueueMessage(ctx, tx, {
        recipient: contactAddress(contact),
        subject: `${appName}: your verification code`,
        text: `Your ${appName} verification code is ${code}. It expires in ${ONE_TIME_CODE_POLICY.validForMs / 60_000} minutes. If you did not ask for it, ignore this message.`,
        code,
      });
    });
  } catch (error) {
    return quietly(error);
  }
  return { contactId: contact.id, maskedContact: maskContact(contact), expiresIn: EXPIRES_IN_SECONDS };
}

/** Why a try could not be reserved: no live code (or a used one) is invalidCode, else expired, else out of tries. */
async function refusal(ctx: Pick<GatewayContext, 'db'>, target: CodeTarget, now: Date): Promise<GatewayError> {
  const row = await newestCodeState(ctx.db, target);
  if (!row || row.used) return wrongCode();
  const verdict = codeVerdict(row.sentAt.getTime(), row.tries, now.getTime());
  if (verdict === 'identity:code.expired') return new GatewayError(400, CODES.codeExpired, 'The code has expired.');
  if (verdict === 'identity:code.attemptsExhausted')
    return new GatewayError(400, CODES.codeAttemptsExceeded, 'The code was tried too many times.');
  // Live and with tries left a moment ago: another request took the last one meanwhile, or used it.
  return wrongCode();
}

/**
 * Checks a code against the newest live one for the target. A try is reserved first, in one statement
 * that counts it only while the code is unused, unexpired and under its 5 tries: however many
 * tries arrive at once, 5 are judged. The right code refunds nothing, and counts only if its try was
 * one of the 5. No code (or a used one) is invalidCode, as is a wrong one; an expired code is
 * codeExpired; once 5 tries are spent, every answer for that code is codeAttemptsExceeded. Answers the
 * contact the code went to.
 */
export async function checkCode(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  target: CodeTarget,
  code: string,
): Promise<Pick<Contact, 'kind' | 'id'>> {
  const now = ctx.now();
  const row = await reserveCodeTry(ctx.db, target, now, ONE_TIME_CODE_POLICY.maxAttempts);
  if (!row) throw await refusal(ctx, target, now);
  if (!(await verifySecret(code, row.codeHash))) throw wrongCode();
  // Used once: a second request with the same code, even at the same instant, finds it used.
  if (!(await markCodeUsed(ctx.db, row.id, now))) throw wrongCode();
  return { kind: row.contactKind, id: row.contactId };
}

export const wrongCode = () => new GatewayError(400, CODES.invalidCode, 'The code is not right.');

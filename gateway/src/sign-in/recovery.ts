// 013 Enrolment, recovery, migration: forgot username, forgot password with its code, the code checks
// that give a reset token, and setting or changing the password. Unknown names and addresses get
// answers that cannot be told from the real ones, request by request (decision 022): the same fields,
// ids of the same form, no part of a real address, the same answer to a repeat or past the hour's
// budget (a limit never answers 429 here: the limits per name, decision 023, are the same for all).
import type * as v from 'valibot';
import { changePasswordFormSchema, type CodeSentResponseSchema } from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import { CODES, GatewayError, notFound } from '../errors';
import { accountLedger, judgeAttempt, permanentLock } from './attempts';
import { checkCode, sendCode, workAsASend } from './codes';
import { hasLiveCode, type RecoveryPurpose } from './codes-store';
import { maskEmail } from '../accounts/contacts';
import { markVerified, primaryEmail } from '../accounts/contacts-store';
import { bookDecoySend, checkDecoyCode } from './decoy-codes';
import { issuerById, type Issuer } from '../platform/issuers-store';
import { refuseUnlessOffered } from '../platform/issuer-policy';
import { countMessagesSince, enqueueMessage } from '../platform/outbox';
import { checkNewPassword, passwordMatches, setPassword } from './passwords';
import { USERNAME_REMINDER_WINDOW_MS, USERNAME_REMINDERS_PER_HOUR } from '../platform/policy';
import { keyedUuid } from '../platform/secrets';
import { resetSession, type TokenAnswer } from './sessions';
import { consumeToken, type TokenContext } from './tokens';
import { findUser, findUserByName, usernamesWithEmail, type UserRow } from '../accounts/users-store';
import { parseWith } from '../platform/validation';

export type CodeSentAnswer = v.InferInput<typeof CodeSentResponseSchema>;

/** The flow of each kind of code check: forgot password is recovery (§6), migration its own. */
const FLOW_OF = { forgotcredential: 'recovery', migration: 'migration' } as const;

/**
 * The answer for a name (or name and email) that leads nowhere: a userGuid and contactId derived with
 * the gateway's key, of version 4's form as real ids are (the same request gets the same answer, and
 * nobody without the key can compute one or tell it from a real one). Forgot password shows no
 * address (a real one's domain would give it away); migration shows the address the person typed,
 * masked as a real one is.
 *
 * Migration's decoys are derived from the email too (normalised as the match with the account's is):
 * a real account answers its own ids for the right email only, so if every wrong email got one decoy
 * per name, a junk email and then a guess would show whether the guess is right, and that the name is
 * an account. With the email in, each email gets ids of its own, for a real name as for an unknown one.
 */
export async function decoyAnswer(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'hashing' | 'keys'>,
  issuer: Issuer,
  flow: 'forgotcredential' | 'migration',
  name: string,
  email?: string,
): Promise<CodeSentAnswer> {
  // The work a real send does first (hashing a code), so the time taken tells nothing either.
  await workAsASend(ctx);
  const key = [issuer.id, name.trim().toLowerCase(), ...(email === undefined ? [] : [email.trim().toLowerCase()])];
  const userGuid = keyedUuid([flow, 'user', ...key], ctx.keys.decoys);
  // The books of the code a real answer would have sent, for the check that follows (decoy-codes.ts).
  await bookDecoySend(ctx, flow, userGuid);
  return {
    userGuid,
    contactId: keyedUuid([flow, 'contact', ...key], ctx.keys.decoys),
    ...(email === undefined ? {} : { maskedContact: maskEmail(email.toLowerCase()) }),
  };
}

/** POST apps/{extAppId}/identities: the usernames of an address go to it; nothing says whether there were any. */
export async function remindUsernames(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'keys'>,
  issuer: Issuer,
  email: string,
): Promise<void> {
  refuseUnlessOffered(issuer, 'recovery');
  const usernames = await usernamesWithEmail(ctx.db, issuer.id, email);
  if (usernames.length === 0) return;
  const since = new Date(ctx.now().getTime() - USERNAME_REMINDER_WINDOW_MS);
  if ((await countMessagesSince(ctx, email, since)) >= USERNAME_REMINDERS_PER_HOUR) return;
  const names = usernames.join(', ');
  await enqueueMessage(ctx, ctx.db, {
    recipient: email,
    subject: `${issuer.appName}: your username`,
    text: `The ${usernames.length === 1 ? 'username' : 'usernames'} for this email address at ${issuer.appName}: ${names}. If you did not ask for it, ignore this message.`,
  });
}

/**
 * Sends a recovery or migration code to the user's primary email (quietly: within 30 seconds the code
 * sent still serves, past the hour's budget nothing more is sent) and says which account and contact.
 */
async function sendContactCode(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'hashing' | 'keys'>,
  issuer: Issuer,
  user: UserRow,
  purpose: RecoveryPurpose,
): Promise<{ userGuid: string; contactId: string }> {
  const email = await primaryEmail(ctx.db, user.id);
  if (!email) throw notFound('The account has no email to send a code to.');
  const sent = await sendCode(ctx, { userId: user.id, purpose }, email, issuer.appName, { limits: 'quiet' });
  return { userGuid: user.id, contactId: sent.contactId };
}

/**
 * POST apps/{extAppId}/forgotcredential: a code to the primary email of an active account. A
 * permanently locked account is sent nothing and answered as any other (its owner learns of the lock
 * by signing in); an unknown name or an account awaiting migration gets a decoy and nothing is sent.
 */
export async function startRecovery(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'hashing' | 'keys'>,
  issuer: Issuer,
  username: string,
): Promise<CodeSentAnswer> {
  refuseUnlessOffered(issuer, 'recovery');
  const user = await findUserByName(ctx.db, issuer.id, username);
  if (!user || user.status !== 'active') return decoyAnswer(ctx, issuer, 'forgotcredential', username);
  if (user.permanently_locked_at !== null) {
    const email = await primaryEmail(ctx.db, user.id);
    // The same work as a send, and the same answer: the real ids, nothing sent, the books kept.
    await workAsASend(ctx);
    await bookDecoySend(ctx, 'forgotcredential', user.id);
    return { userGuid: user.id, contactId: email?.id ?? user.id };
  }
  return sendContactCode(ctx, issuer, user, 'forgotcredential');
}

/** Migration's start (sign-in/migration.ts): the code, and the address the person typed, masked. */
export async function startMigrationFor(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'hashing' | 'keys'>,
  issuer: Issuer,
  user: UserRow,
  email: string,
): Promise<CodeSentAnswer> {
  return { ...(await sendContactCode(ctx, issuer, user, 'migration')), maskedContact: maskEmail(email.toLowerCase()) };
}

/**
 * The code check of forgot password and of migration: the email it went to is now verified, and the
 * answer is a reset token (013). A userGuid answered without a send (a decoy's, a locked account's) is
 * checked against the books of the code it stands for, with a real code's answers (decision 022); the
 * code is checked before the permanent lock, so only the code's holder learns of the lock.
 */
export async function verifyContactCode(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'hashing' | 'keys'>,
  userGuid: string,
  purpose: RecoveryPurpose,
  code: string,
): Promise<TokenAnswer> {
  const user = await findUser(ctx.db, userGuid);
  const expected = purpose === 'migration' ? 'awaitingMigration' : 'active';
  if (!user || user.status !== expected) return checkDecoyCode(ctx, purpose, userGuid, code);
  refuseUnlessOffered(await issuerById(ctx.db, user.issuer_id), FLOW_OF[purpose]);
  // A permanently locked account may still have a code from before its lock: only that code is checked for real.
  if (user.permanently_locked_at !== null && !(await hasLiveCode(ctx.db, user.id, purpose, ctx.now())))
    return checkDecoyCode(ctx, purpose, user.id, code);
  const contact = await checkCode(ctx, { userId: user.id, purpose }, code);
  if (user.permanently_locked_at !== null) throw permanentLock();
  return ctx.db.transaction(async (tx) => {
    await markVerified(tx, contact, ctx.now());
    return resetSession(ctx, tx, user);
  });
}

async function tokenUser(ctx: Pick<GatewayContext, 'db'>, auth: TokenContext): Promise<UserRow> {
  const user = await findUser(ctx.db, auth.userId);
  if (!user) throw notFound('No such user');
  return user;
}

/**
 * resetCredential and the lcm reset, with a reset token: the token is used up in the change's own
 * transaction (two resets with one token: one of them), and every token of the user is revoked.
 */
export async function resetPassword(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'hashing' | 'passwordQueue'>,
  auth: TokenContext,
  password: unknown,
): Promise<void> {
  const user = await tokenUser(ctx, auth);
  await setPassword(ctx, user, checkNewPassword(user.username, password), {
    before: (tx) => consumeToken(ctx, tx, auth),
  });
}

/**
 * The lcm change, signed in: the current password is judged as at sign-in, on the account's ledger
 * (decision 023: a wrong one counts towards the lock, the fifth locks, and a locked account changes
 * nothing); every other token is revoked.
 */
export async function changePassword(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'hashing' | 'passwordQueue'>,
  auth: TokenContext,
  body: { currentPassword: string; newPassword: string },
  client: string,
): Promise<void> {
  const user = await tokenUser(ctx, auth);
  // The change-password form's own schema, with the user's name in hand (§5: not in the new password).
  const { currentPassword, newPassword } = parseWith(changePasswordFormSchema(user.username), body);
  const password = checkNewPassword(user.username, newPassword);
  try {
    await judgeAttempt(
      ctx,
      accountLedger(user.id),
      () => passwordMatches(ctx, user.password_hash, currentPassword, client),
      async () => undefined,
    );
  } catch (error) {
    if (error instanceof GatewayError && error.code === CODES.invalidCredentials)
      throw new GatewayError(400, CODES.invalidCredentials, 'The current password is not right.');
    throw error;
  }
  await setPassword(ctx, user, password, { keepToken: auth.tokenId });
}

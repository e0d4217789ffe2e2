// 013 Enrolment, recovery, migration: forgot username, forgot password with its code, the code checks
// that give a reset token, and setting or changing the password. Unknown names and addresses get
// answers shaped like the real ones, so nothing tells who has an account.
import type * as v from 'valibot';
import type { CodeSentResponseSchema } from '@portal/shared/schemas';
import type { GatewayContext } from '../context';
import { CODES, GatewayError, notFound } from '../errors';
import { checkCode, sendCode, wrongCode, type CodePurpose } from './codes';
import { markVerified, primaryEmail } from './contacts';
import type { Issuer } from './issuers';
import { countMessagesSince, enqueueMessage } from './outbox';
import { changePasswordFormSchema } from '@portal/shared/schemas';
import { checkNewPassword, passwordMatches, setPassword } from './passwords';
import { USERNAME_REMINDER_WINDOW_MS, USERNAME_REMINDERS_PER_HOUR } from './policy';
import { derivedUuid, hashSecret, newOneTimeCode } from './secrets';
import { resetSession, type TokenAnswer } from './sessions';
import { permanentLock } from './sign-in';
import type { TokenContext } from './tokens';
import { findUser, findUserByName, type UserRow } from './users';
import { parseWith } from './validation';

export type CodeSentAnswer = v.InferInput<typeof CodeSentResponseSchema>;

/**
 * The answer for a name (or name and email) that leads nowhere: a userGuid and contactId derived with
 * the gateway's key (the same name gets the same answer, and nobody without the key can tell it from a
 * real one), and an address masked like the demo users' (first letter, the issuer's domain).
 */
export async function decoyAnswer(ctx: GatewayContext, issuer: Issuer, flow: 'forgotcredential' | 'migration', name: string): Promise<CodeSentAnswer> {
  // The work a real send does first (hashing a code), so the time taken tells nothing either.
  await hashSecret(newOneTimeCode(), ctx.hashing.code);
  const key = name.trim().toLowerCase();
  return {
    userGuid: derivedUuid([flow, 'user', issuer.id, key], ctx.keys.decoys),
    contactId: derivedUuid([flow, 'contact', issuer.id, key], ctx.keys.decoys),
    maskedContact: `${key.slice(0, 1) || 'u'}\u2022\u2022\u2022@${issuer.domain}`,
  };
}

/** POST apps/{extAppId}/identities: the usernames of an address go to it; nothing says whether there were any. */
export async function remindUsernames(ctx: GatewayContext, issuer: Issuer, email: string): Promise<void> {
  const { rows } = await ctx.db.query<{ username: string }>(
    `SELECT DISTINCT u.username FROM users u JOIN user_emails e ON e.user_id = u.id
     WHERE u.issuer_id = $1 AND lower(e.email) = lower($2) ORDER BY u.username`,
    [issuer.id, email],
  );
  if (rows.length === 0) return;
  const since = new Date(ctx.now().getTime() - USERNAME_REMINDER_WINDOW_MS);
  if ((await countMessagesSince(ctx, email, since)) >= USERNAME_REMINDERS_PER_HOUR) return;
  const names = rows.map((r) => r.username).join(', ');
  await enqueueMessage(ctx, ctx.db, {
    recipient: email,
    subject: `${issuer.appName}: your username`,
    text: `The ${rows.length === 1 ? 'username' : 'usernames'} for this email address at ${issuer.appName}: ${names}. If you did not ask for it, ignore this message.`,
  });
}

/** Sends a recovery or migration code to the user's primary email and says where it went. */
export async function sendContactCode(ctx: GatewayContext, issuer: Issuer, user: UserRow, purpose: Exclude<CodePurpose, 'probe'>): Promise<CodeSentAnswer> {
  const email = await primaryEmail(ctx.db, user.id);
  if (!email) throw notFound('The account has no email to send a code to.');
  const sent = await sendCode(ctx, { userId: user.id, purpose }, email, issuer.appName);
  return { userGuid: user.id, contactId: sent.contactId, maskedContact: sent.maskedContact };
}

/**
 * POST apps/{extAppId}/forgotcredential: a code to the primary email of an active account. A
 * permanently locked account is refused as sign-in refuses it (support unlocks it); an unknown name or
 * an account awaiting migration gets a decoy and nothing is sent.
 */
export async function startRecovery(ctx: GatewayContext, issuer: Issuer, username: string): Promise<CodeSentAnswer> {
  const user = await findUserByName(ctx.db, issuer.id, username);
  if (!user || user.status !== 'active') return decoyAnswer(ctx, issuer, 'forgotcredential', username);
  if (user.permanently_locked_at !== null) throw permanentLock();
  return sendContactCode(ctx, issuer, user, 'forgotcredential');
}

/**
 * The code check of forgot password and of migration: the email it went to is now verified, and the
 * answer is a reset token (013). An unknown or decoy user is a wrong code, like any other.
 */
export async function verifyContactCode(ctx: GatewayContext, userGuid: string, purpose: Exclude<CodePurpose, 'probe'>, code: string): Promise<TokenAnswer> {
  const user = await findUser(ctx.db, userGuid);
  const expected = purpose === 'migration' ? 'awaitingMigration' : 'active';
  if (!user || user.status !== expected) throw wrongCode();
  if (user.permanently_locked_at !== null) throw permanentLock();
  const contact = await checkCode(ctx, { userId: user.id, purpose }, code);
  return ctx.db.transaction(async (tx) => {
    await markVerified(tx, contact, ctx.now());
    return resetSession(ctx, tx, user);
  });
}

async function tokenUser(ctx: GatewayContext, auth: TokenContext): Promise<UserRow> {
  const user = await findUser(ctx.db, auth.userId);
  if (!user) throw notFound('No such user');
  return user;
}

/** resetCredential and the lcm reset, with a reset token: every token of the user is revoked, this one too. */
export async function resetPassword(ctx: GatewayContext, auth: TokenContext, password: unknown): Promise<void> {
  const user = await tokenUser(ctx, auth);
  await setPassword(ctx, user, checkNewPassword(user.username, password));
}

/** The lcm change, signed in: the current password first (invalidCredentials), every other token revoked. */
export async function changePassword(ctx: GatewayContext, auth: TokenContext, body: { currentPassword: string; newPassword: string }): Promise<void> {
  const user = await tokenUser(ctx, auth);
  // The change-password form's own schema, with the user's name in hand (§5: not in the new password).
  const { currentPassword, newPassword } = parseWith(changePasswordFormSchema(user.username), body);
  if (!(await passwordMatches(ctx, user.password_hash, currentPassword))) throw new GatewayError(400, CODES.invalidCredentials, 'The current password is not right.');
  await setPassword(ctx, user, checkNewPassword(user.username, newPassword), auth.tokenId);
}

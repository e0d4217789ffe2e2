// Choosing and checking passwords: the §5 rules (shared) answered with the §8 invalidPassword* codes,
// setting a password (which revokes the user's tokens, 013), and checking one without telling whether
// the user exists.
import * as v from 'valibot';
import type { CatalogueCode } from '@portal/domain/errors';
import { PASSWORD_MESSAGE_KEYS, type PasswordMessageKey } from '@portal/domain/identity';
import { resetPasswordFormSchema } from '@portal/domain/schemas';
import type { GatewayContext } from '../context';
import type { Queryable } from '../db/database';
import { GatewayError, invalidInput } from '../errors';
import { hashSecret, verifySecret, type ScryptParams } from '../platform/secrets';
import { revokeUserTokens } from './tokens';
import { storeNewPassword, type UserRow } from '../accounts/users-store';

/**
 * §8 "Password-specific messages exist for the invalidPassword* codes": the code for each §5 rule, the
 * first failing rule deciding. Where PASSWORD_ERRORS (shared) has a code for the rule it is that code;
 * the four rules it has none for get a code of the same family, which the portal shows with the
 * generic password message (PASSWORD_CODE_PREFIX) until the catalogue names them.
 */
export const PASSWORD_RULE_CODES: Readonly<Record<PasswordMessageKey, CatalogueCode>> = {
  'identity:password.required': 'invalidPasswordTooShort',
  'identity:password.tooShort': 'invalidPasswordTooShort',
  'identity:password.tooLong': 'invalidPasswordTooLong',
  'identity:password.space': 'invalidPasswordSpace',
  'identity:password.syntax': 'invalidPasswordSyntax',
  'identity:password.letter': 'invalidPasswordNoLetter',
  'identity:password.digit': 'invalidPasswordNoDigit',
  'identity:password.upperCase': 'invalidPasswordNoUpperCase',
  'identity:password.lowerCase': 'invalidPasswordNoLowerCase',
  'identity:password.special': 'invalidPasswordNoSpecial',
  'identity:password.repetitive': 'invalidPasswordRepetitive',
  'identity:password.sequence': 'invalidPasswordSequence',
  'identity:password.literal': 'invalidPasswordLiteral',
  'identity:password.username': 'invalidPasswordUsername',
};

/** §8 invalidPasswordHistory: the new password is the one in use. */
export const PASSWORD_REUSED_CODE = 'invalidPasswordHistory' satisfies CatalogueCode;

/** Whether a schema's message is one of the §5 password rules'. */
export const isPasswordRuleMessage = (message: string): message is PasswordMessageKey =>
  (PASSWORD_MESSAGE_KEYS as readonly string[]).includes(message);

/** The §8 error for a password a §5 rule refuses, or a 400 inputValidationError for anything else. */
export function passwordRuleError(message: string): GatewayError {
  return isPasswordRuleMessage(message)
    ? new GatewayError(400, PASSWORD_RULE_CODES[message], message)
    : invalidInput(`password: ${message}`);
}

/** A new password for a user, by the portal's own new-password form (§5, with the username it must not contain). */
export function checkNewPassword(username: string, password: unknown): string {
  const result = v.safeParse(resetPasswordFormSchema(username), { password });
  if (!result.success) throw passwordRuleError(result.issues[0].message);
  return result.output.password;
}

/** A hash of nothing, compared with when there is no user, so a wrong name costs the time a wrong password does. */
const absentUserHashes = new Map<string, Promise<string>>();
function absentUserHash(params: ScryptParams): Promise<string> {
  const key = `${params.N}/${params.r}/${params.p}`;
  let hash = absentUserHashes.get(key);
  if (!hash) {
    hash = hashSecret('no user has this password', params);
    absentUserHashes.set(key, hash);
  }
  return hash;
}

/**
 * Whether `password` is the user's; null (no password yet) matches nothing, at the same cost. Through
 * the hashing queue (decision 023), in `client`'s turn: 503 serviceBusy at once when it is full.
 */
export async function passwordMatches(
  ctx: Pick<GatewayContext, 'hashing' | 'passwordQueue'>,
  stored: string | null,
  password: string,
  client = '',
): Promise<boolean> {
  return ctx.passwordQueue.run(async () => {
    if (stored === null) {
      await verifySecret(password, await absentUserHash(ctx.hashing.password));
      return false;
    }
    return verifySecret(password, stored);
  }, client);
}

/** A new password's hash, through the hashing queue. */
export const hashPassword = (
  ctx: Pick<GatewayContext, 'hashing' | 'passwordQueue'>,
  password: string,
): Promise<string> => ctx.passwordQueue.run(() => hashSecret(password, ctx.hashing.password));

/**
 * Sets a new password (already checked against the rules): not the one in use (invalidPasswordHistory);
 * the account becomes active and unflagged, its temporary lock and failure count cleared (the person
 * proved a contact or knew the password), and every token revoked but `keepToken` (013). `before`
 * runs first in the transaction (a reset token is used up there, once: decision 022).
 */
export async function setPassword(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'hashing' | 'passwordQueue'>,
  user: UserRow,
  password: string,
  options: { keepToken?: string; before?: (tx: Queryable) => Promise<void> } = {},
): Promise<void> {
  if (user.password_hash !== null && (await passwordMatches(ctx, user.password_hash, password))) {
    throw new GatewayError(400, PASSWORD_REUSED_CODE, 'The new password is the one in use.');
  }
  const hash = await hashPassword(ctx, password);
  await ctx.db.transaction(async (tx: Queryable) => {
    await options.before?.(tx);
    await storeNewPassword(tx, user.id, hash, ctx.now());
    await revokeUserTokens(ctx, tx, user.id, options.keepToken);
  });
}

// The username chosen at enrolment, and asked for at sign-in and recovery (spec §5 Identity and credentials).
import * as v from 'valibot';
import { validateEmail } from './identity-email';
import { firstFailingRule, type Rule } from './identity-rules';

/**
 * §5 shows no length limits. 6 keeps a username from being a guessable initial or word; 64 fits any
 * username people choose and most email addresses, and keeps the password rule "must not contain the
 * username" meaningful. The limits hold whether the username is plain or an email.
 */
export const USERNAME_MIN_LENGTH = 6;
export const USERNAME_MAX_LENGTH = 64;

/** §5: letters, digits and `@ . - _` (ASCII: a username is typed on any keyboard, for years). */
const USERNAME_CHARACTERS = /^[A-Za-z0-9@._-]+$/;

export const USERNAME_MESSAGE_KEYS = [
  'identity:username.required',
  'identity:username.tooShort',
  'identity:username.tooLong',
  'identity:username.characters',
] as const;
export type UsernameMessageKey = (typeof USERNAME_MESSAGE_KEYS)[number];

/** §5: letters, digits and `@ . - _`, or a valid email (which may also hold `+`). */
const usernameCharactersOk = (username: string) =>
  USERNAME_CHARACTERS.test(username) || validateEmail(username) === null;

/** §5 Identity, username, in the order a form reports them. Values are trimmed first. */
export const USERNAME_RULES: readonly Rule<UsernameMessageKey>[] = [
  { key: 'identity:username.required', spec: '§5 Identity', fails: (username) => username === '' },
  {
    key: 'identity:username.tooShort',
    spec: 'SPEC-DECISIONS (identity)',
    fails: (username) => username.length < USERNAME_MIN_LENGTH,
  },
  {
    key: 'identity:username.tooLong',
    spec: 'SPEC-DECISIONS (identity)',
    fails: (username) => username.length > USERNAME_MAX_LENGTH,
  },
  { key: 'identity:username.characters', spec: '§5 Identity', fails: (username) => !usernameCharactersOk(username) },
];

/**
 * Only trimmed: a username is an identifier and is sent as chosen, an email used as one included.
 * Whether two usernames differing in case are the same account is for the server that stores them.
 */
export function normaliseUsername(username: string): string {
  return username.trim();
}

/**
 * Whether a text holds a control character: the C0 controls, DEL or the C1 controls, never part of a
 * name a person types; a NUL cannot even be stored (one reached the
 * gateway's database and answered 500).
 */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit <= 0x1f || (unit >= 0x7f && unit <= 0x9f)) return true;
  }
  return false;
}

/**
 * A username typed to find an account (sign-in, forgot password, migration): trimmed, required, and
 * free of control characters, but no §5 rule beyond that, since a username chosen before the rules (a
 * migrated one) must still be found. The form and the gateway parse with it alike.
 */
export const KnownUsernameSchema = v.pipe(
  v.string('identity:username.required'),
  v.trim(),
  v.nonEmpty('identity:username.required'),
  v.check((username) => !hasControlCharacter(username), 'identity:username.characters'),
);

/** The first message for a username, or null when it is valid. */
export function validateUsername(username: string): UsernameMessageKey | null {
  return firstFailingRule(USERNAME_RULES, normaliseUsername(username), undefined);
}

/** §5 Identity: the username field of enrolment; issues in USERNAME_RULES order, output trimmed. */
export const UsernameSchema = v.pipe(
  v.string('identity:username.required'),
  v.transform(normaliseUsername),
  v.nonEmpty('identity:username.required'),
  v.minLength(USERNAME_MIN_LENGTH, 'identity:username.tooShort'),
  v.maxLength(USERNAME_MAX_LENGTH, 'identity:username.tooLong'),
  v.check(usernameCharactersOk, 'identity:username.characters'),
);

// Password rules for enrolment, reset and forced reset (spec §5 Identity and credentials, SPEC-DECISIONS).
import * as v from 'valibot';
import { failingRules, firstFailingRule, type Rule } from './identity-rules';

/**
 * SPEC-DECISIONS, §5 "length limits are not shown": 12 to 64 characters (OWASP ASVS 2.1.1 and 2.1.2,
 * PCI DSS 8.3.6). Paste and password managers are allowed, so no rule here looks at how it was typed.
 * Length is counted in UTF-16 units, as the input's maxlength attribute counts it (§5 Form behaviour).
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 64;

/** §5: "repeated 3+ characters" and "sequences (abc, 123)" start at this many characters. */
const PASSWORD_RUN_LENGTH = 3;

/** A username shorter than this is not looked for: it would forbid ordinary letters. */
const USERNAME_MIN_TO_MATCH = 3;

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
const UPPER_CASE = /\p{Lu}/u;
const LOWER_CASE = /\p{Ll}/u;
/** A special character is punctuation or a symbol (emoji included). */
const SPECIAL = /[\p{P}\p{S}]/u;
const SPACE = /\s/;
/** "Syntax": a control character or a lone surrogate, which no keyboard types and no store keeps. */
const UNTYPEABLE = /(?!\s)[\p{Cc}\p{Cs}]/u;

export const PASSWORD_MESSAGE_KEYS = [
  'identity:password.required',
  'identity:password.tooShort',
  'identity:password.tooLong',
  'identity:password.space',
  'identity:password.syntax',
  'identity:password.letter',
  'identity:password.digit',
  'identity:password.upperCase',
  'identity:password.lowerCase',
  'identity:password.special',
  'identity:password.repetitive',
  'identity:password.sequence',
  'identity:password.literal',
  'identity:password.username',
] as const;
export type PasswordMessageKey = (typeof PASSWORD_MESSAGE_KEYS)[number];

/** Code points, each lower-cased, so the run rules see `aAa` as a repetition and `aBc` as a sequence. */
const foldedCodePoints = (text: string) => Array.from(text, (c) => c.toLowerCase());

/** §5 "no repeated 3+ characters": the same character three or more times in a row. */
export function hasRepeatedRun(password: string): boolean {
  const chars = foldedCodePoints(password);
  return chars.some(
    (c, i) => i >= PASSWORD_RUN_LENGTH - 1 && chars.slice(i - PASSWORD_RUN_LENGTH + 1, i).every((p) => p === c),
  );
}

const SEQUENCE_CHAR = /^[a-z0-9]$/;

/**
 * §5 "no sequences (abc, 123)": three or more letters or digits each one up (abc, 789) or each one down
 * (cba, 987) from the last. The alphabet and the digits do not wrap (`yza`, `901` are not runs).
 */
export function hasSequenceRun(password: string): boolean {
  const chars = foldedCodePoints(password);
  return chars.some((_, i) => {
    const run = chars.slice(i, i + PASSWORD_RUN_LENGTH);
    if (run.length < PASSWORD_RUN_LENGTH || !run.every((c) => SEQUENCE_CHAR.test(c))) return false;
    const codes = run.map((c) => c.charCodeAt(0));
    return [1, -1].some((step) => codes.every((code, j) => j === 0 || code - step === codes[j - 1]));
  });
}

/** §5: the word "password" anywhere, in any case ("begin with" is the first place it can be). */
const hasLiteralPassword = (password: string) => password.toLowerCase().includes('password');

function containsUsername(password: string, username: string | undefined): boolean {
  const name = username?.trim().toLowerCase() ?? '';
  return name.length >= USERNAME_MIN_TO_MATCH && password.toLowerCase().includes(name);
}

/**
 * §5 Identity, password, each rule with its own message, in the order a form reports them (what makes
 * the password unusable first, then what it lacks, then what weakens it). The context is the username.
 */
export const PASSWORD_RULES: readonly Rule<PasswordMessageKey, string | undefined>[] = [
  { key: 'identity:password.required', spec: '§5 Identity', fails: (pw) => pw === '' },
  {
    key: 'identity:password.tooShort',
    spec: 'SPEC-DECISIONS password length',
    fails: (pw) => pw.length < PASSWORD_MIN_LENGTH,
  },
  {
    key: 'identity:password.tooLong',
    spec: 'SPEC-DECISIONS password length',
    fails: (pw) => pw.length > PASSWORD_MAX_LENGTH,
  },
  { key: 'identity:password.space', spec: '§5 Identity', fails: (pw) => SPACE.test(pw) },
  { key: 'identity:password.syntax', spec: '§5 Identity', fails: (pw) => UNTYPEABLE.test(pw) },
  { key: 'identity:password.letter', spec: '§5 Identity', fails: (pw) => !LETTER.test(pw) },
  { key: 'identity:password.digit', spec: '§5 Identity', fails: (pw) => !DIGIT.test(pw) },
  { key: 'identity:password.upperCase', spec: '§5 Identity', fails: (pw) => !UPPER_CASE.test(pw) },
  { key: 'identity:password.lowerCase', spec: '§5 Identity', fails: (pw) => !LOWER_CASE.test(pw) },
  { key: 'identity:password.special', spec: '§5 Identity', fails: (pw) => !SPECIAL.test(pw) },
  { key: 'identity:password.repetitive', spec: '§5 Identity', fails: hasRepeatedRun },
  { key: 'identity:password.sequence', spec: '§5 Identity', fails: hasSequenceRun },
  { key: 'identity:password.literal', spec: '§5 Identity', fails: hasLiteralPassword },
  { key: 'identity:password.username', spec: '§5 Identity', fails: containsUsername },
];

/**
 * Every rule the password breaks, in table order: the live checklist. A password is never trimmed or
 * otherwise changed: what is typed is what is checked and sent.
 */
export function passwordIssues(password: string, username?: string): PasswordMessageKey[] {
  return failingRules(PASSWORD_RULES, password, username);
}

/** The first rule the password breaks, or null: the form's error under the field. */
export function validatePassword(password: string, username?: string): PasswordMessageKey | null {
  return firstFailingRule(PASSWORD_RULES, password, username);
}

/** §5 Identity: the password field, knowing the username it must not contain; issues in PASSWORD_RULES order. */
export function passwordSchema(username?: string) {
  return v.pipe(
    v.string('identity:password.required'),
    v.nonEmpty('identity:password.required'),
    v.minLength(PASSWORD_MIN_LENGTH, 'identity:password.tooShort'),
    v.maxLength(PASSWORD_MAX_LENGTH, 'identity:password.tooLong'),
    v.check((pw: string) => !SPACE.test(pw), 'identity:password.space'),
    v.check((pw: string) => !UNTYPEABLE.test(pw), 'identity:password.syntax'),
    v.regex(LETTER, 'identity:password.letter'),
    v.regex(DIGIT, 'identity:password.digit'),
    v.regex(UPPER_CASE, 'identity:password.upperCase'),
    v.regex(LOWER_CASE, 'identity:password.lowerCase'),
    v.regex(SPECIAL, 'identity:password.special'),
    v.check((pw: string) => !hasRepeatedRun(pw), 'identity:password.repetitive'),
    v.check((pw: string) => !hasSequenceRun(pw), 'identity:password.sequence'),
    v.check((pw: string) => !hasLiteralPassword(pw), 'identity:password.literal'),
    v.check((pw: string) => !containsUsername(pw, username), 'identity:password.username'),
  );
}

// Email addresses: the profile's emails, enrolment and usernames that are emails (spec §5 Identity and credentials).
import * as v from 'valibot';
import { firstFailingRule, type Rule } from './identity-rules';

/** RFC 5321 §4.5.3.1: a path holds at most 256 octets, two of them the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;

/** §5: the local part is letters, digits and `. _ + -` (ASCII: the mail systems behind an issuer are). */
const LOCAL_PART = /^[A-Za-z0-9._+-]+$/;
/** §5: the domain ends in a top-level domain of 2 to 15 letters. */
const TLD = /\.[A-Za-z]{2,15}$/;

export const EMAIL_MESSAGE_KEYS = [
  'identity:email.required',
  'identity:email.tooLong',
  'identity:email.doubleDot',
  'identity:email.localPart',
  'identity:email.domain',
  'identity:email.invalid',
] as const;
export type EmailMessageKey = (typeof EMAIL_MESSAGE_KEYS)[number];

/** The part before the last @ and the part after it, or null when there is no @. */
function splitEmail(email: string): { local: string; domain: string } | null {
  const at = email.lastIndexOf('@');
  return at < 0 ? null : { local: email.slice(0, at), domain: email.slice(at + 1) };
}

/** §5 "no double dots", anywhere in the address. */
const hasDoubleDot = (email: string) => email.includes('..');

/** §5: a local part with a character other than letters, digits and `. _ + -` (a second @ included). */
function hasBadLocalPart(email: string): boolean {
  const parts = splitEmail(email);
  return parts !== null && parts.local !== '' && !LOCAL_PART.test(parts.local);
}

/** §5: a domain that does not end in a TLD of 2 to 15 letters. */
function hasBadDomain(email: string): boolean {
  const parts = splitEmail(email);
  return parts !== null && parts.domain !== '' && !TLD.test(parts.domain);
}

/** valibot's email() alone, as the last row of EMAIL_RULES reads it. */
const EmailFormatSchema = v.pipe(v.string(), v.email());

/**
 * §5 Identity, email, in the order a form reports them. valibot's email() already refuses most of what
 * the §5 rows refuse; they come first so the message names what is wrong. The last row is valibot's own
 * check, for what remains (no @, a dot at either end of the local part, a hyphen at either end of a
 * domain label).
 */
export const EMAIL_RULES: readonly Rule<EmailMessageKey>[] = [
  { key: 'identity:email.required', spec: '§5 Identity', fails: (email) => email === '' },
  { key: 'identity:email.tooLong', spec: 'RFC 5321', fails: (email) => email.length > EMAIL_MAX_LENGTH },
  { key: 'identity:email.doubleDot', spec: '§5 Identity', fails: hasDoubleDot },
  { key: 'identity:email.localPart', spec: '§5 Identity', fails: hasBadLocalPart },
  { key: 'identity:email.domain', spec: '§5 Identity', fails: hasBadDomain },
  { key: 'identity:email.invalid', spec: '§5 Identity', fails: (email) => !v.is(EmailFormatSchema, email) },
];

/**
 * What is stored and compared: trimmed, and the domain lower-cased (domains are case-insensitive,
 * RFC 5321 §2.4). The local part is kept as typed: the same RFC lets a mail server treat it as
 * case-sensitive, and lower-casing it could send a code to someone else's mailbox. Only ASCII letters
 * change, since any other character already makes the address invalid.
 */
export function normaliseEmail(email: string): string {
  const trimmed = email.trim();
  const parts = splitEmail(trimmed);
  return parts === null
    ? trimmed
    : `${parts.local}@${parts.domain.replace(/[A-Z]+/g, (letters) => letters.toLowerCase())}`;
}

/** The first message for an email address, or null when it is valid. */
export function validateEmail(email: string): EmailMessageKey | null {
  return firstFailingRule(EMAIL_RULES, normaliseEmail(email), undefined);
}

/** §5 Identity: an email field; issues in EMAIL_RULES order, output normalised. */
export const EmailSchema = v.pipe(
  v.string('identity:email.required'),
  v.transform(normaliseEmail),
  v.nonEmpty('identity:email.required'),
  v.maxLength(EMAIL_MAX_LENGTH, 'identity:email.tooLong'),
  // §5 rules valibot's email() also refuses, checked first so the message says which one broke.
  v.check((email: string) => !hasDoubleDot(email), 'identity:email.doubleDot'),
  v.check((email: string) => !hasBadLocalPart(email), 'identity:email.localPart'),
  // Stricter than valibot: §5 caps the TLD at 15 letters; valibot's email() takes any length from 2.
  v.check((email: string) => !hasBadDomain(email), 'identity:email.domain'),
  v.email('identity:email.invalid'),
);

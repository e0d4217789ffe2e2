// US phone numbers in the profile and for one-time codes (spec §5 Identity and credentials, §5 Address masks).
import * as v from 'valibot';
import { maskAddressField } from '../address/address-masks';
import { firstFailingRule, type Rule } from './identity-rules';

/** §5: a US number is 10 digits: area code (3), exchange (3) and line (4). */
export const US_PHONE_DIGITS = 10;

/** What a typed or pasted number may hold besides digits: the separators of the formats people write. */
const PHONE_CHARACTERS = /^[0-9 +().-]*$/;

export const PHONE_MESSAGE_KEYS = [
  'identity:phone.required',
  'identity:phone.characters',
  'identity:phone.length',
  'identity:phone.areaCode',
  'identity:phone.exchange',
] as const;
export type PhoneMessageKey = (typeof PHONE_MESSAGE_KEYS)[number];

/**
 * The country prefixes a stored US number may carry, by how many digits the whole number has.
 * §5 "13-character numbers are trimmed of 3 leading characters": a 13-character number is the 10 digits
 * behind a 3-character country prefix, `+1 ` or `+1-` (11 digits, the first the country code 1) or
 * `001` (the international call prefix 00, then 1). Reading the rule on digits, not characters, keeps
 * `(202)555-0123`, itself 13 characters, whole; it also takes E.164's `+12025550123` (12 characters).
 * An area code never starts with 0 or 1, so the prefix cannot be mistaken for part of the number.
 */
export const US_COUNTRY_PREFIXES: readonly {
  readonly digits: number;
  readonly prefix: string;
  readonly spec: string;
}[] = [
  { digits: 11, prefix: '1', spec: '§5 Identity (+1 2025550123)' },
  { digits: 13, prefix: '001', spec: '§5 Identity (0012025550123)' },
];

/** Digits only, less a country prefix of US_COUNTRY_PREFIXES: the number as stored and sent. */
export function normaliseUsPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const prefixed = US_COUNTRY_PREFIXES.find((p) => digits.length === p.digits && digits.startsWith(p.prefix));
  return prefixed ? digits.slice(prefixed.prefix.length) : digits;
}

/** §5 Identity, US phone, in the order a form reports them; `fails` reads the number as typed. */
export const PHONE_RULES: readonly Rule<PhoneMessageKey>[] = [
  { key: 'identity:phone.required', spec: '§5 Identity', fails: (phone) => phone.trim() === '' },
  { key: 'identity:phone.characters', spec: '§5 Identity', fails: (phone) => !PHONE_CHARACTERS.test(phone) },
  {
    key: 'identity:phone.length',
    spec: '§5 Identity',
    fails: (phone) => normaliseUsPhone(phone).length !== US_PHONE_DIGITS,
  },
  { key: 'identity:phone.areaCode', spec: '§5 Identity', fails: (phone) => !/^[2-9]/.test(normaliseUsPhone(phone)) },
  {
    key: 'identity:phone.exchange',
    spec: '§5 Identity',
    fails: (phone) => !/^\d{3}[2-9]/.test(normaliseUsPhone(phone)),
  },
];

/** The first message for a US phone number, or null when it is valid. */
export function validateUsPhone(phone: string): PhoneMessageKey | null {
  return firstFailingRule(PHONE_RULES, phone, undefined);
}

/**
 * §5 display format `+1 (xxx)xxx-xxxx`, from any form a stored number comes in. A number that is not
 * 10 digits once normalised is shown as it came, rather than cut into a misleading shape.
 */
export function formatUsPhone(phone: string): string {
  const digits = normaliseUsPhone(phone);
  if (digits.length !== US_PHONE_DIGITS) return phone;
  return `+1 (${digits.slice(0, 3)})${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * §5 Address mask `(XXX)XXX-XXXX`, applied on each keystroke: the field shows what has been typed so
 * far in that shape, at most 10 digits. The mask is the address table's own (written once there): it
 * drops leading 0s and 1s, since an area code never starts with them and they can only be a country
 * prefix (`+1`, `001`), so pasting `+1 202 555 0123` gives `(202)555-0123`.
 */
export function maskUsPhone(input: string): string {
  return maskAddressField('phone', input, 'US');
}

/** §5 Identity: a US phone field; issues in PHONE_RULES order, output the 10 digits. */
export const UsPhoneSchema = v.pipe(
  v.string('identity:phone.required'),
  v.check((phone: string) => phone.trim() !== '', 'identity:phone.required'),
  v.regex(PHONE_CHARACTERS, 'identity:phone.characters'),
  v.transform(normaliseUsPhone),
  v.length(US_PHONE_DIGITS, 'identity:phone.length'),
  v.regex(/^[2-9]/, 'identity:phone.areaCode'),
  v.regex(/^\d{3}[2-9]/, 'identity:phone.exchange'),
);

// The card number (spec §5 Card, §9): normalisation, Luhn, the field's checks, the live check and display grouping.
import * as v from 'valibot';
import { isBrandAccepted, type MerchantCardConfig } from './card-acceptance';
import { brandOf, CARD_BRANDS } from './card-brand';
import { firstIssueKey } from '../text/messages';

/** §5 Card: the number's messages, in the order they are checked. */
export const CARD_NUMBER_MESSAGE_KEYS = [
  'card:number.required',
  'card:number.notDigits',
  'card:number.unknownBrand',
  'card:number.brandNotAccepted',
  'card:number.tooShort',
  'card:number.tooLong',
  'card:number.invalid',
] as const;
export type CardNumberMessageKey = (typeof CARD_NUMBER_MESSAGE_KEYS)[number];

/**
 * §5: spaces are removed before sending. Every kind of white space goes (a pasted number may carry
 * tabs or no-break spaces); anything else stays, so that the digits check can name it.
 */
export function normaliseCardNumber(raw: string): string {
  return raw.replace(/\s+/gu, '');
}

const ONLY_DIGITS = /^\d+$/u;

/** The Luhn check digit that completes `payload` (digits only). */
export function luhnCheckDigit(payload: string): string {
  let sum = 0;
  for (let i = 0; i < payload.length; i += 1) {
    // Counting from the right of the finished number, the check digit is position 1, so the payload's
    // last digit is position 2: doubled.
    const digit = Number(payload.charAt(payload.length - 1 - i));
    const weighted = i % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return String((10 - (sum % 10)) % 10);
}

/** §5 invalid-number check: the Luhn checksum. False for anything that is not a string of digits. */
export function passesLuhn(digits: string): boolean {
  return ONLY_DIGITS.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === digits.slice(-1);
}

const lengthOf = (digits: string) => {
  const brand = brandOf(digits);
  return brand === null ? null : CARD_BRANDS[brand].numberLength;
};

/**
 * §5 Card number: required, digits only, a known brand, a brand the merchant accepts, 15 digits for
 * amex and 16 otherwise, and the Luhn checksum. The output is the normalised number (what is sent).
 * valibot's `creditCard()` is not used: it accepts brands the spec does not (JCB, Diners Club,
 * UnionPay) and gives one message where the spec wants one per failure. Its min and max length
 * depend on the brand, so they are checks rather than `minLength`/`maxLength`.
 */
export function cardNumberSchema(config?: MerchantCardConfig) {
  return v.pipe(
    v.string('card:number.required'),
    v.transform(normaliseCardNumber),
    v.nonEmpty('card:number.required'),
    v.digits('card:number.notDigits'),
    v.check((digits) => brandOf(digits) !== null, 'card:number.unknownBrand'),
    v.check((digits) => {
      const brand = brandOf(digits);
      return brand === null || isBrandAccepted(brand, config);
    }, 'card:number.brandNotAccepted'),
    v.check((digits) => digits.length >= (lengthOf(digits) ?? 0), 'card:number.tooShort'),
    v.check((digits) => digits.length <= (lengthOf(digits) ?? Infinity), 'card:number.tooLong'),
    v.check(passesLuhn, 'card:number.invalid'),
  );
}

/** The number field's schema for a checkout with no brand restriction (the portal). */
export const CardNumberSchema = cardNumberSchema();

/** §5: the first message the number gets, or null when it is valid. */
export function validateCardNumber(raw: unknown, config?: MerchantCardConfig): CardNumberMessageKey | null {
  return firstIssueKey(cardNumberSchema(config), raw, CARD_NUMBER_MESSAGE_KEYS);
}

/**
 * §5 live invalid check while typing: a message only when the input can no longer become valid (a
 * non-digit, an unknown or refused brand, too many digits) or is complete and fails the checksum.
 * An unfinished number is not an error yet. Whenever this gives a message, `validateCardNumber` gives
 * the same one.
 */
export function cardNumberWhileTyping(raw: string, config?: MerchantCardConfig): CardNumberMessageKey | null {
  const digits = normaliseCardNumber(raw);
  if (digits === '') return null;
  if (!ONLY_DIGITS.test(digits)) return 'card:number.notDigits';
  const brand = brandOf(digits);
  if (brand === null) return 'card:number.unknownBrand';
  if (!isBrandAccepted(brand, config)) return 'card:number.brandNotAccepted';
  const length = CARD_BRANDS[brand].numberLength;
  if (digits.length > length) return 'card:number.tooLong';
  if (digits.length === length && !passesLuhn(digits)) return 'card:number.invalid';
  return null;
}

/**
 * §5: card art is requested once a full valid number is typed. True when the number is complete and
 * valid (whatever the merchant accepts: the art shows which card was typed) and is not the number the
 * art was last requested for, so each number is looked up once.
 */
export function shouldRequestCardArt(raw: string, lastRequestedFor?: string): boolean {
  const digits = normaliseCardNumber(raw);
  return validateCardNumber(digits) === null && digits !== lastRequestedFor;
}

const DEFAULT_GROUPS: readonly number[] = [4, 4, 4, 4];

/**
 * The number as shown while typing: digits only, grouped as on the card (amex 4-6-5, others 4-4-4-4).
 * Digits beyond the brand's length are kept as a last group, never dropped, so the field still says
 * "too long" instead of silently changing the number.
 */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/gu, '');
  const brand = brandOf(digits);
  const groups = brand === null ? DEFAULT_GROUPS : CARD_BRANDS[brand].groups;
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}

/** §5 "max length is enforced from the input's attribute": the formatted length of a full number of this brand. */
export function cardNumberInputMaxLength(raw: string): number {
  const brand = brandOf(raw.replace(/\D/gu, ''));
  const groups = brand === null ? DEFAULT_GROUPS : CARD_BRANDS[brand].groups;
  return groups.reduce((sum, size) => sum + size, 0) + groups.length - 1;
}

/** The last four digits of a number (§3 lastFourDigits), from its normalised form. */
export function lastFourDigits(raw: string): string {
  return normaliseCardNumber(raw).slice(-4);
}

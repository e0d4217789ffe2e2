// The Luhn (mod 10) check digit of card numbers (ISO/IEC 7812-1 annex B): every card the bank
// provisions to the portal carries a valid one, since the portal refuses any other.
import { createHash } from 'node:crypto';

const DIGITS = /^\d+$/;

/** The digit that, appended to `body`, makes a number that passes the Luhn check. */
export function luhnCheckDigit(body: string): string {
  if (!DIGITS.test(body)) throw new TypeError('a card number is made of digits only');
  let sum = 0;
  // Counting from the right of the body: the check digit will stand right of it, so the body's last
  // digit is the first one doubled.
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    const value = i % 2 === 0 ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  }
  return String((10 - (sum % 10)) % 10);
}

/** Whether `number` (digits only, at least two) passes the Luhn check. */
export function isLuhnValid(number: string): boolean {
  return number.length >= 2 && DIGITS.test(number) && luhnCheckDigit(number.slice(0, -1)) === number.slice(-1);
}

/** The 16-digit Visa number whose first 15 digits are `body`. */
export function visaNumber(body: string): string {
  if (!/^4\d{14}$/.test(body)) throw new TypeError('a Visa number body is 4 and 14 more digits');
  return body + luhnCheckDigit(body);
}

const ACCOUNT_DIGITS = 14;

/**
 * A Visa number of its own for `seed`, always the same for the same seed: '4', then 14 digits of the
 * seed's SHA-256, then the Luhn digit. The first six digits fall in 400000–499999, the range the
 * northwind issuer draws with its Visa card art.
 */
export function visaNumberFor(seed: string): string {
  const hash = BigInt(`0x${createHash('sha256').update(seed).digest('hex')}`);
  return visaNumber(`4${(hash % 10n ** BigInt(ACCOUNT_DIGITS)).toString().padStart(ACCOUNT_DIGITS, '0')}`);
}

// How the journeys look for secrets where none may be (the database, the gateway's
// log, the browser's storage): a card number is any run of 13 to 19 digits that passes Luhn, whoever
// typed it; every other secret is one a journey recorded (support/secrets.ts), looked for standing
// alone. In structured text (a log line, a stored value) only the strings are read: the numbers there
// are statuses, ports, sizes and times, where a three-digit security code would turn up by chance.
import type { RecordedSecret } from './secrets';

/** §5's checksum: whether a run of digits is a card number's shape. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A guid: its first three groups can be all digits (a v4's third starts with 4), dashes between. */
const GUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * Every card number a text could hold in clear: a run of 13 to 19 digits (spaces or dashes allowed
 * between them, as people type them) standing alone, that passes Luhn. Guids are set aside first:
 * `20080037-7000-4176-b…` is sixteen digits with dashes, and one in ten such runs passes Luhn.
 */
export function cardNumbersIn(text: string): string[] {
  const runs = text.replace(GUID, 'guid').match(/(?<![A-Za-z0-9])\d(?:[ -]?\d){12,18}(?![A-Za-z0-9])/g) ?? [];
  return runs
    .map((run) => run.replace(/[ -]/g, ''))
    .filter((digits) => digits.length >= 13 && digits.length <= 19 && passesLuhn(digits));
}

/**
 * The strings of a value read as JSON when it is JSON (every string, keys and values, at any depth),
 * else the text itself.
 */
export function stringsOf(text: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [text];
  }
  const found: string[] = [];
  const walk = (item: unknown): void => {
    if (typeof item === 'string') found.push(item);
    else if (Array.isArray(item)) item.forEach(walk);
    else if (typeof item === 'object' && item !== null) {
      for (const [key, inner] of Object.entries(item)) {
        found.push(key);
        walk(inner);
      }
    }
  };
  walk(value);
  return found;
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A secret standing alone in a string: not inside a longer run of letters and digits, nor one of the
 * parts of a guid, a date or an address (`-`, `.`), where four digits turn up by chance.
 */
const aloneIn = (value: string): RegExp => new RegExp(`(?<![A-Za-z0-9.-])${escaped(value)}(?![A-Za-z0-9.-])`);

/** Whether `value` stands alone somewhere in `text`. */
export const standsAloneIn = (text: string, value: string): boolean => aloneIn(value).test(text);

/** Where `value` stands alone in `text`, with a few characters either side: what a failure shows. */
export function whereIn(text: string, value: string): string {
  const at = aloneIn(value).exec(text)?.index ?? -1;
  return at < 0 ? '' : `…${text.slice(Math.max(0, at - 40), at + value.length + 40)}…`;
}

/** The recorded secrets found standing alone in any of these strings. */
export function secretsIn(strings: readonly string[], secrets: readonly RecordedSecret[]): RecordedSecret[] {
  return secrets.filter((secret) => strings.some((s) => standsAloneIn(s, secret.value)));
}

/** The card numbers (13 to 19 digits passing Luhn) found in any of these strings. */
export function cardNumbersAmong(strings: readonly string[]): string[] {
  return strings.flatMap(cardNumbersIn);
}

// Issue 4: after the journeys, the gateway's database holds no password, code or token in clear, and
// (issue 10) no card number: any run of 13 to 19 digits that passes Luhn is one. Every
// secret the journeys typed, read from the outbox or found in sessionStorage was recorded
// (support/secrets.ts); this reads every row of every table (the sandbox's GET /__dev/dump) and looks
// for each one, as text and in the usual encodings an implementation might slip into (base64, hex).
import { recordedSecrets, type RecordedSecret } from '../support/secrets';
import { expect, GATEWAY, test } from '../support/fixtures';

/** The forms a leaked secret would take in a dump: itself, base64 and hex of its bytes. */
function encodings(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  return [value, bytes.toString('base64').replace(/=+$/, ''), bytes.toString('hex')];
}

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

/**
 * Every card number a dump could hold in clear, typed by a journey or seeded: a run of 13 to 19 digits
 * (spaces or dashes allowed between them, as people type them) standing alone, that passes Luhn.
 */
function cardNumbersIn(text: string): string[] {
  const runs = text.match(/(?<![A-Za-z0-9])\d(?:[ -]?\d){12,18}(?![A-Za-z0-9])/g) ?? [];
  return runs.map((run) => run.replace(/[ -]/g, '')).filter((digits) => digits.length >= 13 && digits.length <= 19 && passesLuhn(digits));
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A form standing alone, not inside a longer run of letters and digits: a 6-digit code is bound to
 * occur somewhere inside the hex of thousands of hashes and ids, and would not mean a thing there.
 */
const standingAlone = (form: string): RegExp => new RegExp(`(?<![A-Za-z0-9])${escaped(form)}(?![A-Za-z0-9])`);

test('no password, code or token used by the journeys is stored in clear', async ({ request }) => {
  const secrets = recordedSecrets();
  const kinds = new Set(secrets.map((s) => s.kind));
  // The journeys signed in, read codes and held tokens: a run that recorded none would prove nothing.
  expect([...kinds].filter((k) => ['code', 'password', 'token'].includes(k)).sort(), 'the journeys recorded passwords, codes and tokens').toEqual(['code', 'password', 'token']);
  const res = await request.get(`${GATEWAY}/__dev/dump`);
  expect(res.status()).toBe(200);
  const dump = await res.text();
  const { tables } = JSON.parse(dump) as { tables: Record<string, unknown[]> };
  // The dump is the real database: the accounts and codes the journeys made are in it, hashed.
  expect(tables['users']?.length).toBeGreaterThan(20);
  expect(tables['one_time_codes']?.length).toBeGreaterThan(0);
  expect(tables['access_tokens']?.length).toBeGreaterThan(0);
  // The search finds what is stored in clear: the usernames are (they are not secrets).
  expect(standingAlone('ready.rita').test(dump)).toBe(true);
  const unique = [...new Map(secrets.map((s) => [`${s.kind}:${s.value}`, s])).values()];
  const found: RecordedSecret[] = unique.filter((secret) => encodings(secret.value).some((form) => standingAlone(form).test(dump)));
  expect(found, `${unique.length} secrets looked for`).toEqual([]);
  // Issue 10: no card number in clear, whoever wrote it (the seed's demo cards, the journeys' own).
  expect(tables['payment_instruments']?.length, 'the demo cards are in the dump').toBeGreaterThan(0);
  expect(cardNumbersIn(dump), 'card numbers (13 to 19 digits passing Luhn) in the dump').toEqual([]);
  const perKind = [...kinds].map((kind) => `${unique.filter((s) => s.kind === kind).length} ${kind}s`).join(', ');
  console.log(`at rest: ${unique.length} distinct secrets (${perKind}) looked for in ${Object.keys(tables).length} tables; none found`);
});

// After the journeys, neither the gateway's database (the sandbox's GET /__dev/dump) nor its log of the
// whole run (debug level, request bodies included: scripts/serve-for-tests.mjs) holds a card number or
// any secret the journeys recorded (support/secrets.ts). The billing ZIP is not one: the addresses the
// portal keeps hold it in clear by design.
import { readFileSync } from 'node:fs';
import { expect, GATEWAY, test } from '../support/fixtures';
import { cardNumbersAmong, cardNumbersIn, secretsIn, standsAloneIn, stringsOf, whereIn } from '../support/leaks';
import { E2E_GATEWAY_LOG } from '../support/ports.mjs';
import { recordedSecrets } from '../support/secrets';

/** The forms a leaked secret would take in a dump: itself, base64 and hex of its bytes. */
function encodings(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  return [value, bytes.toString('base64').replace(/=+$/, ''), bytes.toString('hex')];
}

test('no password, code, token, card PIN or activation answer used by the journeys is stored in clear', async ({
  request,
}) => {
  const secrets = recordedSecrets();
  const kinds = new Set(secrets.map((s) => s.kind));
  // The journeys signed in, read codes and held tokens: a run that recorded none would prove nothing.
  expect(
    [...kinds].filter((k) => ['code', 'password', 'token'].includes(k)).sort(),
    'the journeys recorded passwords, codes and tokens',
  ).toEqual(['code', 'password', 'token']);
  // And activated cards, answering their questions and setting their PINs.
  expect(
    [...kinds].filter((k) => ['answer', 'pin'].includes(k)).sort(),
    'the journeys recorded activation answers and PINs',
  ).toEqual(['answer', 'pin']);
  const res = await request.get(`${GATEWAY}/__dev/dump`);
  expect(res.status()).toBe(200);
  const dump = await res.text();
  const { tables } = JSON.parse(dump) as { tables: Record<string, unknown[]> };
  // The dump is the real database: the accounts and codes the journeys made are in it, hashed.
  expect(tables['users']?.length).toBeGreaterThan(20);
  expect(tables['one_time_codes']?.length).toBeGreaterThan(0);
  expect(tables['access_tokens']?.length).toBeGreaterThan(0);
  // The cards the journeys activated are in it: their answers and PINs kept, as hashes (decision 029).
  expect(tables['issued_card_answers']?.length).toBeGreaterThan(0);
  expect(
    (tables['issued_cards'] as { pin_hash: string | null }[] | undefined)?.filter((card) => card.pin_hash !== null)
      .length,
    'cards whose PIN was set',
  ).toBeGreaterThan(0);
  // The search finds what is stored in clear: the usernames are (they are not secrets).
  expect(standsAloneIn(dump, 'ready.rita')).toBe(true);
  // Standing alone (support/leaks.ts): a 6-digit code is bound to occur inside the hex of thousands of
  // hashes, and four digits as a part of a guid; neither would mean a thing there.
  const unique = [...new Map(secrets.map((s) => [`${s.kind}:${s.value}`, s])).values()];
  const found = unique.flatMap((secret) =>
    encodings(secret.value)
      .filter((form) => standsAloneIn(dump, form))
      .map((form) => `a ${secret.kind} typed by ${secret.journey}: ${whereIn(dump, form)}`),
  );
  expect(found, `${unique.length} secrets looked for`).toEqual([]);
  // No card number in clear, whoever wrote it (the seed's demo cards, the journeys' own).
  expect(tables['payment_instruments']?.length, 'the demo cards are in the dump').toBeGreaterThan(0);
  expect(cardNumbersIn(dump), 'card numbers (13 to 19 digits passing Luhn) in the dump').toEqual([]);
  const perKind = [...kinds].map((kind) => `${unique.filter((s) => s.kind === kind).length} ${kind}s`).join(', ');
  console.log(
    `at rest: ${unique.length} distinct secrets (${perKind}) looked for in ${Object.keys(tables).length} tables; none found`,
  );
});

test("no card number, security code, password, code, token, card PIN or activation answer is in the gateway's log", () => {
  const secrets = [...new Map(recordedSecrets().map((s) => [`${s.kind}:${s.value}`, s])).values()];
  expect(secrets.filter((s) => s.kind === 'cardNumber').length, 'the journeys typed card numbers').toBeGreaterThan(0);
  expect(secrets.filter((s) => s.kind === 'pin').length, 'the journeys typed PINs').toBeGreaterThan(0);
  expect(secrets.filter((s) => s.kind === 'answer').length, 'the journeys typed activation answers').toBeGreaterThan(0);
  const lines = readFileSync(E2E_GATEWAY_LOG, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  // The log is the gateway's real one, at the level that writes request bodies: a search of it proves something.
  const strings = lines.flatMap(stringsOf);
  expect(
    strings.filter((s) => s === 'request body').length,
    'request bodies were logged (debug level)',
  ).toBeGreaterThan(100);
  expect(
    strings.some((s) => s.includes('/paymentInstrument')),
    'card requests were logged',
  ).toBe(true);
  expect(
    strings.some((s) => s.endsWith('/card/pin')),
    'activation requests were logged',
  ).toBe(true);
  const found = secretsIn(strings, secrets).map((secret) => {
    const line = strings.find((s) => standsAloneIn(s, secret.value)) ?? '';
    return `a ${secret.kind} typed by ${secret.journey}: ${whereIn(line, secret.value)}`;
  });
  expect(found, `${secrets.length} secrets looked for in ${lines.length} log lines`).toEqual([]);
  expect(cardNumbersAmong(strings), 'card numbers (13 to 19 digits passing Luhn) in the log').toEqual([]);
  const perKind = [...new Set(secrets.map((s) => s.kind))]
    .map((kind) => `${secrets.filter((s) => s.kind === kind).length} ${kind}s`)
    .join(', ');
  console.log(
    `gateway log: ${lines.length} lines, ${secrets.length} distinct secrets (${perKind}) and every Luhn-valid run looked for; none found`,
  );
});

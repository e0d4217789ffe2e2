// Issue 4: after the journeys, the gateway's database holds no password, code or token in clear. Every
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
  expect([...kinds].sort(), 'the journeys recorded passwords, codes and tokens').toEqual(['code', 'password', 'token']);
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
  const perKind = [...kinds].map((kind) => `${unique.filter((s) => s.kind === kind).length} ${kind}s`).join(', ');
  console.log(`at rest: ${unique.length} distinct secrets (${perKind}) looked for in ${Object.keys(tables).length} tables; none found`);
});

// Nobody learns who has an account (decision 022): forgot password,
// migration and sign-in answer a real account and an unknown name alike, request by request, over a
// sequence with repeats, the hourly budget, the lock and the permanent lock; and no answer can be
// computed offline (the ids a decoy gets are no function of a public key).
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './db/demo-users';
import { derivedUuid, deriveKeys } from './platform/secrets';
import { SANDBOX_DEVELOPMENT_KEY } from './config';
import { EXT, latestCode, otherCode, postJson, signIn, useTestGateway, accountAndStranger } from './test-kit';

// The production limits per account (they are part of what must look the same); this file's many
// requests from its one address are let through.
const gw = useTestGateway({
  env: { GATEWAY_RATE_LIMITS: 'signIn.client=1000/60,recovery.client=1000/60,codeCheck.client=1000/60' },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-([0-9a-f])[0-9a-f]{3}-([0-9a-f])[0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * What an answer shows of itself: status, §8 code, the fields it has, the UUID version and variant of
 * every id in it, the masked contact with its first letter hidden, and whether it says when to retry.
 * Two answers with the same view cannot be told apart by anyone who does not already hold the account.
 */
function view(res: LightMyRequestResponse): unknown {
  const body = res.body === '' ? null : (res.json<Record<string, unknown>>() ?? null);
  const fields = body === null ? null : Object.keys(body).sort();
  // An id shows its version, and its variant's class (RFC 9562: 8, 9, a or b alike).
  const ids =
    body === null
      ? []
      : Object.values(body).flatMap((value) =>
          typeof value === 'string' && UUID.test(value)
            ? [
                value
                  .replace(UUID, '$1')
                  .concat(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab]/.test(value) ? '/rfc' : '/other'),
              ]
            : [],
        );
  const masked = typeof body?.['maskedContact'] === 'string' ? body['maskedContact'].slice(1) : null;
  const code = (body?.['responseStatus'] as { code?: string } | undefined)?.code ?? null;
  return { status: res.statusCode, code, fields, ids, masked, retryAfter: res.headers['retry-after'] !== undefined };
}

/** Runs the same step for both names and expects the same view; answers both. */
async function same(
  step: string,
  run: (name: string) => Promise<LightMyRequestResponse>,
  names: { real: string; unknown: string },
) {
  const real = await run(names.real);
  const unknown = await run(names.unknown);
  expect(view(unknown), `${step}: ${real.body} / ${unknown.body}`).toEqual(view(real));
  return { real, unknown };
}

describe('forgot password answers a real account and an unknown name alike', () => {
  const forgot = (userName: string) => postJson(gw.app, `/apps/${EXT.acme}/forgotcredential`, { userName });

  it('over repeats, the 30-second wait and the hourly budget', async () => {
    const names = await accountAndStranger(gw.app, 'ready.rita', 'acme');
    const first = await same('first request', forgot, names);
    expect(first.real.statusCode).toBe(200);
    // A wrong code for either is the same refusal.
    await same(
      'a wrong code',
      async (name) => {
        const guid =
          name === names.real
            ? first.real.json<{ userGuid: string }>().userGuid
            : first.unknown.json<{ userGuid: string }>().userGuid;
        return postJson(gw.app, `/users/${guid}/otp/verification/forgotcredential`, { code: otherCode('000000') });
      },
      names,
    );
    // Again at once (the code sent is still good), and again: the same answer each time.
    const again = await same('repeat within 30 seconds', forgot, names);
    expect(again.real.json()).toEqual(first.real.json());
    expect(again.unknown.json()).toEqual(first.unknown.json());
    // Past the hour's budget: both are refused at the same request, and say when to come back.
    let refused = 0;
    for (let i = 0; i < 8; i += 1) {
      gw.clock.advance(30_000);
      const { real } = await same(`request ${i + 3}, 30 seconds later`, forgot, names);
      if (real.statusCode === 429) refused += 1;
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('the ids are UUID v4 for both, and a decoy is no function of the public sandbox key', async () => {
    const names = await accountAndStranger(gw.app, 'ready.rita', 'acme');
    const { real, unknown } = await same('first request', forgot, names);
    for (const res of [real, unknown]) {
      const body = res.json<{ userGuid: string; contactId?: string }>();
      expect(body.userGuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    const publicKeys = deriveKeys(Buffer.from(SANDBOX_DEVELOPMENT_KEY, 'base64'));
    const offline = derivedUuid(['forgotcredential', 'user', 'acme', names.unknown], publicKeys.decoys);
    expect(unknown.json<{ userGuid: string }>().userGuid).not.toBe(offline);
  });

  /** Checks a wrong code for the userGuid each name was answered; the real account's is another than the one sent. */
  const wrongCodeFor =
    (
      names: { real: string; unknown: string },
      answered: { real: LightMyRequestResponse; unknown: LightMyRequestResponse },
    ) =>
    async (name: string) => {
      const real = name === names.real;
      const guid = (real ? answered.real : answered.unknown).json<{ userGuid: string }>().userGuid;
      const sent = real ? await latestCode(gw.app, `${names.real}@acmebank.example`).catch(() => '000000') : '000000';
      return postJson(gw.app, `/users/${guid}/otp/verification/forgotcredential`, { code: otherCode(sent) });
    };

  it('the code check answers alike: five wrong tries, then out of tries; a new code; then expired after ten minutes', async () => {
    const names = await accountAndStranger(gw.app, 'ready.rita', 'acme');
    const first = await same('first request', forgot, names);
    const wrong = wrongCodeFor(names, first);
    for (let i = 1; i <= 6; i += 1) {
      const { real } = await same(`wrong code ${i}`, wrong, names);
      expect(real.json()).toMatchObject({ responseStatus: { code: i <= 5 ? 'invalidCode' : 'codeAttemptsExceeded' } });
    }
    gw.clock.advance(30_000);
    await same('a new code, 30 seconds later', forgot, names);
    await same('a wrong try of the new code', wrong, names);
    gw.clock.advance(10 * 60_000);
    const { real } = await same('a try ten minutes later', wrong, names);
    expect(real.json()).toMatchObject({ responseStatus: { code: 'codeExpired' } });
  });

  it('a permanently locked account answers as any other, its code check too (its owner learns of the lock by signing in)', async () => {
    const names = await accountAndStranger(gw.app, 'ready.rita', 'acme');
    await gw.db.query("UPDATE users SET permanently_locked_at = $2 WHERE issuer_id = 'acme' AND username = $1", [
      names.real,
      gw.clock.now,
    ]);
    const first = await same('locked account', forgot, names);
    for (let i = 1; i <= 6; i += 1) await same(`locked account, wrong code ${i}`, wrongCodeFor(names, first), names);
  });
});

describe('sign-in answers a real account and an unknown name alike', () => {
  const wrong = (name: string) => signIn(gw.app, EXT.acme, name, 'Wrong!Password99');

  it('over five wrong passwords, the lock, its end, and the third lock that is permanent', async () => {
    const names = await accountAndStranger(gw.app, 'ready.rita', 'acme');
    for (const lock of [1, 2, 3]) {
      for (let i = 1; i <= 5; i += 1) {
        const { real } = await same(`lock ${lock}, wrong password ${i}`, wrong, names);
        expect(real.statusCode).toBe(i < 5 ? 400 : 409);
      }
      // While locked, every attempt is refused alike.
      await same(`lock ${lock}, an attempt while locked`, wrong, names);
      gw.clock.advance(30 * 60_000);
    }
    const { real } = await same('after the third lock', wrong, names);
    expect(real.json()).toMatchObject({ responseStatus: { code: 'ICM_1004' } });
    // The owner is refused too: the lock is the account's, not the password's.
    expect((await signIn(gw.app, EXT.acme, names.real, DEMO_PASSWORD)).statusCode).toBe(409);
    // And forgot password still answers alike.
    await same(
      'forgot password after the permanent lock',
      (name) => postJson(gw.app, `/apps/${EXT.acme}/forgotcredential`, { userName: name }),
      names,
    );
  });
});

describe('migration answers a real account and an unknown name alike', () => {
  it('over repeats and the budget, with the masked contact of the address given', async () => {
    const names = await accountAndStranger(gw.app, 'migrate.mia', 'tailspin');
    const establish = (userName: string) =>
      postJson(gw.app, `/apps/${EXT.tailspin}/migration`, { userName, email: `${names.real}@tailspinrewards.example` });
    const first = await same('first request', establish, names);
    expect(first.real.statusCode).toBe(200);
    await same('repeat within 30 seconds', establish, names);
    for (let i = 0; i < 7; i += 1) {
      gw.clock.advance(30_000);
      await same(`request ${i + 3}`, establish, names);
    }
  });

  it('a wrong email on a real account answers as an unknown name does: the ids follow the email for both, and the code checks and repeats are alike', async () => {
    const names = await accountAndStranger(gw.app, 'migrate.mia', 'tailspin');
    const right = `${names.real}@tailspinrewards.example`;
    // A junk email first, then guesses: a wrong one, and the right one (the unknown name gets the same three).
    const emails = [`junk.${names.real}@example.com`, `guess.${names.real}@example.com`, right];
    const establish = (email: string) => (userName: string) =>
      postJson(gw.app, `/apps/${EXT.tailspin}/migration`, { userName, email });
    const answered: { real: LightMyRequestResponse; unknown: LightMyRequestResponse }[] = [];
    for (const email of emails) answered.push(await same(`email ${email}`, establish(email), names));
    const guid = (res: LightMyRequestResponse) => res.json<{ userGuid: string }>().userGuid;
    // Which answers share a userGuid: a real account may show only what an unknown name shows, or the
    // right email (a new userGuid after the junk one's) would tell the guess from a wrong one.
    const sharing = (list: readonly LightMyRequestResponse[]) => list.map((a) => list.map((b) => guid(a) === guid(b)));
    expect(sharing(answered.map((a) => a.real))).toEqual(sharing(answered.map((a) => a.unknown)));
    // The wrong emails: a repeat within 30 seconds is the same answer, and the code check keeps the same books.
    for (const [i, email] of emails.slice(0, 2).entries()) {
      const again = await same(`email ${email} again`, establish(email), names);
      expect(again.real.json()).toEqual(answered[i]?.real.json());
      expect(again.unknown.json()).toEqual(answered[i]?.unknown.json());
      const wrong = (name: string) => {
        const first = answered[i];
        const res = name === names.real ? first?.real : first?.unknown;
        return postJson(gw.app, `/users/${res ? guid(res) : ''}/otp/verification/migration`, { code: '000000' });
      };
      for (let t = 1; t <= 6; t += 1) {
        const { real } = await same(`email ${email}, wrong code ${t}`, wrong, names);
        expect(real.json()).toMatchObject({
          responseStatus: { code: t <= 5 ? 'invalidCode' : 'codeAttemptsExceeded' },
        });
      }
    }
  });
});

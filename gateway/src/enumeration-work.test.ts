// Nobody learns who has an account from how long an answer takes (decision 022, the probe's F2): forgot
// password and migration do the same hashing work for a real account as for an unknown name, on the
// first request, on a repeat within 30 seconds (where the code already sent serves) and past the hour's
// budget. The work is counted, not timed: every scrypt derivation the gateway runs goes through
// node:crypto's scrypt, which this file wraps.
import type * as crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { EXT, postJson, useTestGateway, accountAndStranger } from './test-kit';

const derivations = vi.hoisted(() => ({ count: 0 }));

vi.mock('node:crypto', async (original) => {
  const actual = await original<typeof crypto>();
  return {
    ...actual,
    scrypt: (...args: Parameters<typeof actual.scrypt>) => {
      derivations.count += 1;
      return actual.scrypt(...args);
    },
  };
});

const gw = useTestGateway({
  env: { GATEWAY_RATE_LIMITS: 'signIn.client=1000/60,recovery.client=1000/60,codeCheck.client=1000/60' },
});

/** The response and the scrypt derivations it took. */
async function counted(
  run: () => Promise<LightMyRequestResponse>,
): Promise<{ res: LightMyRequestResponse; work: number }> {
  const before = derivations.count;
  const res = await run();
  return { res, work: derivations.count - before };
}

/** The same request for both names: the same status and the same number of derivations. */
async function sameWork(
  step: string,
  run: (name: string) => Promise<LightMyRequestResponse>,
  names: { real: string; unknown: string },
) {
  const real = await counted(() => run(names.real));
  const unknown = await counted(() => run(names.unknown));
  expect(real.res.statusCode, `${step}: ${real.res.body}`).toBe(unknown.res.statusCode);
  expect({ step, work: real.work }).toEqual({ step, work: unknown.work });
  // An answer with ids did the hashing (a limit's 429 is refused before any, for both alike).
  if (real.res.statusCode === 200) expect(real.work, step).toBeGreaterThan(0);
  return real.res;
}

describe('forgot password works as hard for a real account as for an unknown name', () => {
  const forgot = (userName: string) => postJson(gw.app, `/apps/${EXT.acme}/forgotcredential`, { userName });

  it('first, repeated within 30 seconds, and past the hourly budget', async () => {
    const names = await accountAndStranger(gw.app, 'ready.rita', 'acme');
    await sameWork('first request', forgot, names);
    await sameWork('repeat at once', forgot, names);
    await sameWork('repeat at once, again', forgot, names);
    let refused = 0;
    for (let i = 0; i < 7; i += 1) {
      gw.clock.advance(30_000);
      if ((await sameWork(`request ${i + 4}, 30 seconds later`, forgot, names)).statusCode === 429) refused += 1;
    }
    expect(refused).toBeGreaterThan(0);
  });
});

describe('migration works as hard for the right name and email as for any other pair', () => {
  it('first, and repeated within 30 seconds', async () => {
    const names = await accountAndStranger(gw.app, 'migrate.mia', 'tailspin');
    const migrate = (userName: string) =>
      postJson(gw.app, `/apps/${EXT.tailspin}/migration`, { userName, email: `${names.real}@tailspinrewards.example` });
    await sameWork('first request', migrate, names);
    await sameWork('repeat at once', migrate, names);
    gw.clock.advance(30_000);
    await sameWork('30 seconds later', migrate, names);
    await sameWork('and at once again', migrate, names);
  });
});

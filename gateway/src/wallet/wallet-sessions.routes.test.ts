// Decision 032: the merchant's server opens a shopper session with its secret key; the wallet
// presents it with the merchant's public key. Keys and sessions are kept as hashes only; a session
// reaches its own merchant's shopper only, and ends after 15 minutes; the limits hold under parallel
// requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PLACES_KEY } from '../config';
import { DEMO_MERCHANTS } from '../db/demo-merchants';
import { PRODUCTION_RATE_LIMITS } from '../platform/policy';
import { tokenHash } from '../platform/secrets';
import { SHOPPER_SESSION_LIFETIME_MS } from './shoppers';
import { expectError, getWith, startTestGateway, type TestGateway } from '../test-kit';

function demoMerchant() {
  const merchant = DEMO_MERCHANTS[0];
  if (!merchant) throw new Error('no demo merchant');
  return merchant;
}
const DEMO = demoMerchant();
const OTHER = { id: 'other-goods', publicKey: 'pk_test_other_goods', secretKey: 'sk_test_other_goods_secret_0001' };

let gw: TestGateway;

beforeAll(async () => {
  gw = await startTestGateway({}, { yielding: true });
  await gw.db.query(
    "INSERT INTO merchants (id, issuer_id, name, public_key, secret_key_hash, created_at) VALUES ($1, 'tailspin', 'Other Goods', $2, $3, $4)",
    [OTHER.id, OTHER.publicKey, tokenHash(OTHER.secretKey), gw.clock.now],
  );
}, 60_000);

afterAll(async () => {
  await gw.close();
});

const openSession = (secret: string | null, body: unknown, app = gw.app) =>
  app.inject({
    method: 'POST',
    url: '/merchant-controller/v1/shopperSessions',
    headers: { 'content-type': 'application/json', ...(secret === null ? {} : { authorization: `Bearer ${secret}` }) },
    payload: JSON.stringify(body),
  });

async function sessionFor(reference: string, merchant: { secretKey: string } = DEMO): Promise<string> {
  const res = await openSession(merchant.secretKey, { shopperReference: reference });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<{ shopperSession: string; expiresIn: number }>();
  expect(body.expiresIn).toBe(SHOPPER_SESSION_LIFETIME_MS / 1000);
  return body.shopperSession;
}

const checkSession = (publicKey: string, session?: string) =>
  getWith(gw.app, `/wallet/v1/session?apiKey=${publicKey}`, session);

describe('POST /merchant-controller/v1/shopperSessions', () => {
  it('opens a session the wallet presents with the public key: it says for whom and for how long', async () => {
    const session = await sessionFor('customer-1042');
    const res = await checkSession(DEMO.publicKey, session);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      merchant: { name: 'Harbour Goods' },
      expiresIn: 900,
      // The sandbox's stand-in places service for acme, Harbour Goods' issuer (GATEWAY_ADDRESS_AUTOCOMPLETE unset).
      addressAutocomplete: { scriptUrl: 'http://localhost:3030/maps/api/js', apiKey: SANDBOX_PLACES_KEY },
    });
  });

  it('keeps neither the secret key nor the session in clear', async () => {
    const session = await sessionFor('customer-clear');
    const stored = JSON.stringify([
      (await gw.db.query('SELECT * FROM merchants')).rows,
      (await gw.db.query('SELECT * FROM shopper_sessions')).rows,
    ]);
    expect(stored).not.toContain(session);
    expect(stored).not.toContain(DEMO.secretKey);
  });

  it('a missing, malformed or unknown secret key is 401, and so is the public key in its place', async () => {
    expectError(await openSession(null, { shopperReference: 'c-1' }), 401, 'invalidToken');
    expectError(await openSession('sk_nobody_has_this_key', { shopperReference: 'c-1' }), 401, 'invalidToken');
    expectError(await openSession(DEMO.publicKey, { shopperReference: 'c-1' }), 401, 'invalidToken');
  });

  it.each([
    ['no reference', {}],
    ['an empty reference', { shopperReference: '' }],
    ['a reference with spaces', { shopperReference: 'customer 1' }],
    ['a reference too long', { shopperReference: 'x'.repeat(129) }],
    ['another field', { shopperReference: 'c-1', admin: true }],
  ])('%s is 400 inputValidationError', async (_name, body) => {
    expectError(await openSession(DEMO.secretKey, body), 400, 'inputValidationError');
  });

  it('the same reference is the same shopper; two references, two shoppers; two requests at once for a new one make one', async () => {
    const count = async (reference: string) =>
      Number(
        (await gw.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shoppers WHERE reference = $1', [reference]))
          .rows[0]?.n,
      );
    await Promise.all(Array.from({ length: 5 }, () => sessionFor('customer-race')));
    expect(await count('customer-race')).toBe(1);
    const shopperOf = async (session: string) => {
      return (
        await gw.db.query<{ shopper_id: string }>('SELECT shopper_id FROM shopper_sessions WHERE token_hash = $1', [
          tokenHash(session),
        ])
      ).rows[0]?.shopper_id;
    };
    const [a1, a2, b] = [
      await sessionFor('customer-a'),
      await sessionFor('customer-a'),
      await sessionFor('customer-b'),
    ];
    expect(await shopperOf(a1)).toBe(await shopperOf(a2));
    expect(await shopperOf(a1)).not.toBe(await shopperOf(b));
  });
});

describe('GET /wallet/v1/session?apiKey=', () => {
  it("another merchant's public key with this session is 401: a session reaches its own merchant's shopper only", async () => {
    const session = await sessionFor('customer-crossed');
    expectError(await checkSession(OTHER.publicKey, session), 401, 'invalidToken');
    // The same reference at another merchant is another shopper, with sessions of its own.
    const other = await sessionFor('customer-crossed', OTHER);
    expect((await checkSession(OTHER.publicKey, other)).statusCode).toBe(200);
    expectError(await checkSession(DEMO.publicKey, other), 401, 'invalidToken');
  });

  it('no session, an unknown one, or one 15 minutes old is 401; an unknown public key is 404 DPS_0001; no key 400', async () => {
    const session = await sessionFor('customer-expiring');
    expectError(await checkSession(DEMO.publicKey), 401, 'invalidToken');
    expectError(await checkSession(DEMO.publicKey, 'not-a-session'), 401, 'invalidToken');
    expectError(await checkSession('pk_nobody', session), 404, 'DPS_0001');
    expectError(await getWith(gw.app, '/wallet/v1/session', session), 400, 'inputValidationError');
    gw.clock.advance(SHOPPER_SESSION_LIFETIME_MS);
    expectError(await checkSession(DEMO.publicKey, session), 401, 'invalidToken');
  });
});

describe("§2 maps autocomplete: the merchant's issuer's hosted places service, in the session's answer", () => {
  const placesOf = async (app = gw.app, publicKey = OTHER.publicKey, merchant: { secretKey: string } = OTHER) => {
    const res = await getWith(
      app,
      `/wallet/v1/session?apiKey=${publicKey}`,
      await sessionFor('customer-places', merchant),
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ addressAutocomplete?: unknown }>().addressAutocomplete;
  };
  const SERVICE = { scriptUrl: 'https://places.tailspin.example/maps/api/js', apiKey: 'tailspin_browser_key_01' };

  it("off unless configured: an issuer without one (tailspin) answers none; its issuer.json's is answered; a broken one is none, not a failure", async () => {
    expect(await placesOf()).toBeUndefined();
    await gw.db.query(
      "UPDATE issuers SET config = jsonb_set(config, '{addressAutocomplete}', $1::jsonb) WHERE id = 'tailspin'",
      [JSON.stringify(SERVICE)],
    );
    try {
      expect(await placesOf()).toEqual(SERVICE);
      await gw.db.query(
        "UPDATE issuers SET config = jsonb_set(config, '{addressAutocomplete}', $1::jsonb) WHERE id = 'tailspin'",
        [JSON.stringify({ scriptUrl: 'javascript:alert(1)', apiKey: 'x' })],
      );
      expect(await placesOf()).toBeUndefined();
    } finally {
      await gw.db.query("UPDATE issuers SET config = config - 'addressAutocomplete' WHERE id = 'tailspin'");
    }
  });

  it("GATEWAY_ADDRESS_AUTOCOMPLETE wins over the sandbox's stand-in; set to {} (production's default), acme has none", async () => {
    const configured = await gw.buildOn({ GATEWAY_ADDRESS_AUTOCOMPLETE: JSON.stringify({ acme: SERVICE }) });
    expect(await placesOf(configured, DEMO.publicKey, DEMO)).toEqual(SERVICE);
    const none = await gw.buildOn({ GATEWAY_ADDRESS_AUTOCOMPLETE: '{}' });
    expect(await placesOf(none, DEMO.publicKey, DEMO)).toBeUndefined();
  });
});

describe('the shopperSession limits (decision 023, 032)', () => {
  it('200 requests at once from one client: exactly the production limit open a session, the rest are 429 with Retry-After', async () => {
    const { max, windowMs } = PRODUCTION_RATE_LIMITS.shopperSession.client;
    const limited = await gw.buildOn({
      GATEWAY_RATE_LIMITS: `relaxed,shopperSession.client=${max}/${windowMs / 1000}`,
    });
    // The count is kept per client in the database: a fresh window, whatever this file sent before.
    gw.clock.advance(windowMs);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => openSession(DEMO.secretKey, { shopperReference: `burst-${i}` }, limited)),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(max);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expectError(res, 429, 'tooManyRequests');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const { rows } = await gw.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM shopper_sessions s JOIN shoppers p ON p.id = s.shopper_id WHERE p.reference LIKE 'burst-%'",
    );
    expect(rows[0]?.n).toBe(max);
  });
});

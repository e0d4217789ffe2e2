// The embedded wallet's cards and addresses, per shopper (§7 Cards (embedded checkout), §7
// Addresses, §8 Add card (embedded)). A shopper reaches only its own cards and addresses; numbers and
// security codes are never kept in clear; the default card and the duplicate check hold under parallel
// requests; every §8 embedded code is reachable by its documented sandbox situation; the merchant's
// checkout origin may call the wallet's routes and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MERCHANTS } from '../db/demo-merchants';
import { PRODUCTION_RATE_LIMITS } from '../platform/policy';
import { tokenHash } from '../platform/secrets';
import { WALLET_SANDBOX_SECURITY_CODES } from './wallet-sandbox';
import { atRestText, expectError, postJson, startTestGateway, type TestGateway } from '../test-kit';
import { WALLET_SHOWCASE_CARDS } from '../db/seed-wallet-showcase';

function demoMerchant() {
  const merchant = DEMO_MERCHANTS[0];
  if (!merchant) throw new Error('no demo merchant');
  return merchant;
}
const DEMO = demoMerchant();
/** A merchant of another issuer (tailspin), whose shoppers' cards are not acme's. */
const OTHER = { id: 'other-goods', publicKey: 'pk_test_other_goods', secretKey: 'sk_test_other_goods_secret_0001' };
const CHECKOUT_ORIGIN = 'http://localhost:3020';

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

interface Shopper {
  session: string;
  publicKey: string;
}

let shoppers = 0;
async function newShopper(
  merchant: { publicKey: string; secretKey: string } = DEMO,
  reference = `shopper-${++shoppers}`,
): Promise<Shopper> {
  const res = await gw.app.inject({
    method: 'POST',
    url: '/merchant-controller/v1/shopperSessions',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${merchant.secretKey}` },
    payload: JSON.stringify({ shopperReference: reference }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { session: res.json<{ shopperSession: string }>().shopperSession, publicKey: merchant.publicKey };
}

const cardsUrl = (s: Shopper, id?: string) =>
  `/wallet/v1/paymentInstruments${id === undefined ? '' : `/${id}`}?apiKey=${s.publicKey}`;
const addressesUrl = (s: Shopper, id?: string) =>
  `/wallet/v1/addresses${id === undefined ? '' : `/${id}`}?apikey=${s.publicKey}`;

const call = (s: Shopper, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  gw.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${s.session}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const nextYear = () => gw.clock.now.getUTCFullYear() + 2;

function instrument(overrides: Record<string, unknown> = {}) {
  return {
    accountNumber: '4111111111111111',
    paymentType: { cardBrand: 'VISA' },
    nameOnCard: 'Sam Shopper',
    expirationDate: { month: 5, year: nextYear() },
    cvv: '737',
    nickName: '',
    default: false,
    ...overrides,
  };
}

const ADDRESS = {
  personName: 'Sam Shopper',
  line1: '1600 Amphitheatre Pkwy',
  city: 'Mountain View',
  stateProvinceCode: 'CA',
  postalCode: '94043',
  countryCode: 'US',
  phone: '(202) 555-0147',
};

interface Card {
  id: string;
  default: boolean;
  lastFourDigits: string;
  billingAddressId?: string;
  billingAddress?: { id: string; line1: string };
  verificationStatus: string;
  expired: boolean;
  failed3ds: boolean;
  suspended: boolean;
  nickName: string;
  expiry: string;
  paymentType: { cardBrand: string; cardType: string };
  countryOfIssuance: string;
}

async function addCard(
  s: Shopper,
  overrides: Record<string, unknown> = {},
  more: Record<string, unknown> = {},
): Promise<Card> {
  // The test clock stands still: a millisecond apart, as cards added one after another are.
  gw.clock.advance(1);
  const res = await call(s, 'POST', cardsUrl(s), { paymentInstrument: instrument(overrides), ...more });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ paymentInstrument: Card }>().paymentInstrument;
}

async function cardsOf(s: Shopper): Promise<Card[]> {
  const res = await call(s, 'GET', cardsUrl(s));
  if (res.statusCode === 204) return [];
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ paymentInstruments: Card[] }>().paymentInstruments;
}

async function addAddress(
  s: Shopper,
  address: Record<string, unknown> = ADDRESS,
): Promise<{ id: string; verificationStatus: string; default: boolean }> {
  const res = await call(s, 'POST', addressesUrl(s), { address, validate: true });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ address: { id: string; verificationStatus: string; default: boolean } }>().address;
}

describe('the wallet cards', () => {
  it('an empty wallet is 204 (§4: the collection is empty); an added card comes back wrapped in paymentInstrument (§7) with 201', async () => {
    const s = await newShopper();
    expect((await call(s, 'GET', cardsUrl(s))).statusCode).toBe(204);
    const address = await addAddress(s);
    const card = await addCard(s, {}, { billingAddressId: address.id });
    expect(card).toMatchObject({
      default: true,
      lastFourDigits: '1111',
      billingAddressId: address.id,
      billingAddress: { id: address.id, line1: '1600 Amphitheatre Pkwy' },
      verificationStatus: 'VERIFIED',
      expired: false,
      failed3ds: false,
      suspended: false,
      expiry: `05${String(nextYear() % 100).padStart(2, '0')}`,
      paymentType: { cardBrand: 'VISA', cardType: 'CREDIT' },
    });
    expect(await cardsOf(s)).toEqual([card]);
  });

  it('keeps no card number or security code in clear', async () => {
    const s = await newShopper();
    await addCard(s, { accountNumber: '5555555555554444', paymentType: { cardBrand: 'MASTERCARD' }, cvv: '917' });
    const { rows } = await gw.db.query('SELECT * FROM wallet_cards');
    expect(JSON.stringify(rows)).not.toContain('5555555555554444');
    expect(atRestText(rows)).not.toContain('917');
  });

  it('a default card takes the default from the previous one; deleting the default gives it to the oldest card left', async () => {
    const s = await newShopper();
    const first = await addCard(s);
    const second = await addCard(s, { accountNumber: '5555555555554444', paymentType: { cardBrand: 'MASTERCARD' } });
    expect(second.default).toBe(false);
    const third = await addCard(s, {
      accountNumber: '378282246310005',
      paymentType: { cardBrand: 'AMEX' },
      cvv: '1234',
      default: true,
    });
    expect((await cardsOf(s)).map((c) => [c.id, c.default])).toEqual([
      [third.id, true],
      [first.id, false],
      [second.id, false],
    ]);
    expect((await call(s, 'DELETE', cardsUrl(s, third.id))).statusCode).toBe(204);
    expect((await cardsOf(s)).map((c) => [c.id, c.default])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
  });

  it('updates with PUT or PATCH: expiry, nickname, default and billing address; the number stays', async () => {
    const s = await newShopper();
    const card = await addCard(s);
    const address = await addAddress(s);
    const body = {
      billingAddressId: address.id,
      paymentInstrument: {
        nameOnCard: 'Sam Shopper',
        expirationDate: { month: 9, year: nextYear() + 1 },
        cvv: '737',
        nickName: 'Groceries',
        default: true,
      },
    };
    const put = await call(s, 'PUT', cardsUrl(s, card.id), body);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<{ paymentInstrument: Card }>().paymentInstrument).toMatchObject({
      id: card.id,
      lastFourDigits: '1111',
      nickName: 'Groceries',
      billingAddressId: address.id,
    });
    // The edit form does not ask the security code again: an update without one is taken.
    const patch = await call(s, 'PATCH', cardsUrl(s, card.id), {
      paymentInstrument: { ...body.paymentInstrument, cvv: '', nickName: 'Weekly shop' },
    });
    expect(patch.json<{ paymentInstrument: Card }>().paymentInstrument).toMatchObject({
      nickName: 'Weekly shop',
      billingAddressId: address.id,
    });
  });

  it('the same card twice is 409 (§8 already added), also ten times at once: one card is added', async () => {
    const s = await newShopper();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(s, 'POST', cardsUrl(s), { paymentInstrument: instrument() })),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 201)) expectError(res, 409, '409');
    expect(await cardsOf(s)).toHaveLength(1);
  });

  it('cards added at once, each asking to be the default: one default in the end', async () => {
    const s = await newShopper();
    const numbers = [
      '4111111111111111',
      '5555555555554444',
      '4012888888881881',
      '6011111111111117',
      '5105105105105100',
    ];
    const answers = await Promise.all(
      numbers.map((accountNumber) =>
        call(s, 'POST', cardsUrl(s), { paymentInstrument: instrument({ accountNumber, default: true }) }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(numbers.map(() => 201));
    expect((await cardsOf(s)).filter((c) => c.default)).toHaveLength(1);
  });

  it.each([
    ['a number failing Luhn', { accountNumber: '4111111111111112' }],
    ['an Amex code of three digits', { accountNumber: '378282246310005', cvv: '123' }],
    ['a security code of letters', { cvv: 'abc' }],
    ['an expiry in the past', { expirationDate: { month: 1, year: 2020 } }],
    ['a nickname of nine digits in a row', { nickName: 'Card 123456789' }],
  ])('%s is 400 (§8 invalid request), nothing saved', async (_name, overrides) => {
    const s = await newShopper();
    expectError(await call(s, 'POST', cardsUrl(s), { paymentInstrument: instrument(overrides) }), 400, '400');
    expect(await cardsOf(s)).toEqual([]);
  });

  it.each(Object.entries(WALLET_SANDBOX_SECURITY_CODES))(
    'sandbox security code %s answers %o on add and on update, nothing saved',
    async (cvv, outcome) => {
      const s = await newShopper();
      expectError(
        await call(s, 'POST', cardsUrl(s), { paymentInstrument: instrument({ cvv }) }),
        outcome.status,
        outcome.code,
      );
      expect(await cardsOf(s)).toEqual([]);
      const card = await addCard(s);
      const update = {
        paymentInstrument: {
          nameOnCard: '',
          expirationDate: { month: 5, year: nextYear() },
          cvv,
          nickName: 'Changed',
          default: true,
        },
      };
      expectError(await call(s, 'PUT', cardsUrl(s, card.id), update), outcome.status, outcome.code);
      expect((await cardsOf(s))[0]?.nickName).toBe('');
    },
  );

  it('the sandbox test numbers: 3-D Secure failed, not verified, a Canadian Visa debit card', async () => {
    const s = await newShopper();
    expect(await addCard(s, { accountNumber: '4000000000003220' })).toMatchObject({
      failed3ds: true,
      verificationStatus: 'VERIFIED',
    });
    expect(await addCard(s, { accountNumber: '4000000000000101' })).toMatchObject({
      failed3ds: false,
      verificationStatus: 'PENDING_VERIFICATION',
    });
    expect(await addCard(s, { accountNumber: '4000001240000000' })).toMatchObject({
      paymentType: { cardBrand: 'VISA', cardType: 'DEBIT' },
      countryOfIssuance: 'CA',
    });
  });

  it("a card its cardholder suspended in the portal (ready.rita's Discover at acme) is suspended in the wallet of acme's merchants only", async () => {
    const discover = { accountNumber: '6011111111111117', paymentType: { cardBrand: 'DISCOVER' } };
    // tailspin's ready.rita holds the same demo card: reactivated there, it is usable at tailspin's merchant only.
    const tailspin =
      "SELECT pi.pan_guid FROM payment_instruments pi JOIN users u ON u.id = pi.user_id WHERE u.issuer_id = 'tailspin' AND pi.status = 'SUSPENDED'";
    const { rows } = await gw.db.query<{ pan_guid: string }>(tailspin);
    await gw.db.query("UPDATE payment_instruments SET status = 'ACTIVE' WHERE pan_guid = ANY($1::uuid[])", [
      rows.map((r) => r.pan_guid),
    ]);
    try {
      expect(await addCard(await newShopper(), discover)).toMatchObject({ suspended: true });
      expect(await addCard(await newShopper(OTHER), discover)).toMatchObject({ suspended: false });
    } finally {
      await gw.db.query("UPDATE payment_instruments SET status = 'SUSPENDED' WHERE pan_guid = ANY($1::uuid[])", [
        rows.map((r) => r.pan_guid),
      ]);
    }
  });

  it("another shopper's card is 404 to update and delete, and another shopper's address cannot be its billing address", async () => {
    const owner = await newShopper();
    const card = await addCard(owner);
    const address = await addAddress(owner);
    const intruder = await newShopper();
    const update = {
      paymentInstrument: {
        nameOnCard: '',
        expirationDate: { month: 5, year: nextYear() },
        cvv: '737',
        nickName: 'Mine',
        default: true,
      },
    };
    expectError(await call(intruder, 'PUT', cardsUrl(intruder, card.id), update), 404, '404');
    expectError(await call(intruder, 'DELETE', cardsUrl(intruder, card.id)), 404, '404');
    expectError(await call(intruder, 'DELETE', cardsUrl(intruder, 'not-an-id')), 404, '404');
    expectError(
      await call(intruder, 'POST', cardsUrl(intruder), {
        paymentInstrument: instrument(),
        billingAddressId: address.id,
      }),
      404,
      '404',
    );
    expect(await cardsOf(intruder)).toEqual([]);
    expect((await cardsOf(owner))[0]).toMatchObject({ id: card.id, nickName: '' });
  });

  it("a session with another merchant's key is 401, a session that ended is 401, no key is 400", async () => {
    const s = await newShopper();
    expectError(await call(s, 'GET', `/wallet/v1/paymentInstruments?apiKey=${OTHER.publicKey}`), 401, 'invalidToken');
    expectError(await call({ ...s, session: 'nope' }, 'GET', cardsUrl(s)), 401, 'invalidToken');
    expectError(await call(s, 'GET', '/wallet/v1/paymentInstruments'), 400, 'inputValidationError');
    expectError(await call(s, 'GET', '/wallet/v1/addresses'), 400, 'inputValidationError');
  });

  it('the wallet asks the card art of the merchant’s issuer with its key and session', async () => {
    const s = await newShopper();
    const res = await call(s, 'POST', `/issuer-controller/v1/issuer/cardart?apiKey=${s.publicKey}`, {
      cardArtAccountNumber: '4111111111111111',
    });
    expect([200, 404]).toContain(res.statusCode);
    expectError(
      await call({ ...s, session: 'nope' }, 'POST', `/issuer-controller/v1/issuer/cardart?apiKey=${s.publicKey}`, {
        cardArtAccountNumber: '4111111111111111',
      }),
      401,
      'invalidToken',
    );
  });
});

describe('the wallet addresses', () => {
  it('saves a US address the verifier finds as VERIFIED; a wrong city is a suggestion, saved only when chosen; an unknown ZIP is 422', async () => {
    const s = await newShopper();
    expect(await addAddress(s)).toMatchObject({ verificationStatus: 'VERIFIED', default: true });
    const suggested = await call(s, 'POST', addressesUrl(s), {
      address: { ...ADDRESS, city: 'Palo Alto' },
      validate: true,
    });
    expect(suggested.statusCode).toBe(200);
    expect(suggested.json()).toMatchObject({
      status: 'SUGGESTED',
      changed: ['city'],
      suggestions: { address: [{ city: 'Mountain View', addressVerificationStatusOverride: 'VERIFIED' }] },
    });
    expectError(
      await call(s, 'POST', addressesUrl(s), { address: { ...ADDRESS, postalCode: '00000' }, validate: true }),
      422,
      '422',
    );
    const override = await call(s, 'POST', addressesUrl(s), {
      address: { ...ADDRESS, postalCode: '00000', addressVerificationStatusOverride: 'CONSUMER_OVERRIDE' },
      validate: false,
    });
    expect(override.json()).toMatchObject({ status: 'CONSUMER_OVERRIDE' });
    const list = await call(s, 'GET', addressesUrl(s));
    expect(list.json<{ addresses: unknown[] }>().addresses).toHaveLength(2);
  });

  it("the autocomplete's lookup: a US ZIP gives its city and state, a Canadian code its province; unknown is 404", async () => {
    const s = await newShopper();
    const lookup = (country: string, code: string) =>
      call(
        s,
        'GET',
        `/wallet/v1/addresses/lookup?apikey=${s.publicKey}&countryCode=${country}&postalCode=${encodeURIComponent(code)}`,
      );
    expect((await lookup('US', '94043')).json()).toEqual({ city: 'Mountain View', stateProvinceCode: 'CA' });
    expect((await lookup('CA', 'M5V 3L9')).json()).toEqual({ stateProvinceCode: 'ON' });
    expectError(await lookup('US', '00000'), 404, '404');
    expectError(await lookup('NZ', '1010'), 404, '404');
    expectError(
      await call(
        { ...s, session: 'nope' },
        'GET',
        `/wallet/v1/addresses/lookup?apikey=${s.publicKey}&countryCode=US&postalCode=94043`,
      ),
      401,
      'invalidToken',
    );
  });

  it('checks the full §5 rules: no name, no phone or a bad phone is 400', async () => {
    const s = await newShopper();
    const { personName: _name, phone: _phone, ...nameless } = ADDRESS;
    expectError(
      await call(s, 'POST', addressesUrl(s), { address: { ...nameless, phone: ADDRESS.phone }, validate: false }),
      400,
      '400',
    );
    expectError(
      await call(s, 'POST', addressesUrl(s), { address: { ...nameless, personName: 'Sam' }, validate: false }),
      400,
      '400',
    );
    expectError(
      await call(s, 'POST', addressesUrl(s), { address: { ...ADDRESS, phone: '12' }, validate: false }),
      400,
      '400',
    );
  });

  it("updates and deletes with /{id}; another shopper's address is 404", async () => {
    const s = await newShopper();
    const address = await addAddress(s);
    const updated = await call(s, 'PUT', addressesUrl(s, address.id), {
      address: { ...ADDRESS, line2: 'Building 40' },
      validate: false,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ address: { id: address.id, line2: 'Building 40' } });
    const intruder = await newShopper();
    expectError(
      await call(intruder, 'PUT', addressesUrl(intruder, address.id), { address: ADDRESS, validate: false }),
      404,
      '404',
    );
    expectError(await call(intruder, 'DELETE', addressesUrl(intruder, address.id)), 404, '404');
    expect((await call(s, 'DELETE', addressesUrl(s, address.id))).statusCode).toBe(204);
    expect((await call(s, 'GET', addressesUrl(s))).json()).toEqual({ addresses: [] });
  });
});

describe('CORS on the wallet routes', () => {
  const preflight = (url: string, origin: string) =>
    gw.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it("admits the demo merchant's checkout origin on the wallet's routes with its key, and nowhere else", async () => {
    const allowed = await preflight(`/wallet/v1/paymentInstruments?apiKey=${DEMO.publicKey}`, CHECKOUT_ORIGIN);
    expect(allowed.headers['access-control-allow-origin']).toBe(CHECKOUT_ORIGIN);
    expect(
      (await preflight(`/wallet/v1/addresses?apikey=${DEMO.publicKey}`, CHECKOUT_ORIGIN)).headers[
        'access-control-allow-origin'
      ],
    ).toBe(CHECKOUT_ORIGIN);
    // Another merchant's key, another origin, a portal route: no CORS answer.
    expect(
      (await preflight(`/wallet/v1/paymentInstruments?apiKey=${OTHER.publicKey}`, CHECKOUT_ORIGIN)).headers[
        'access-control-allow-origin'
      ],
    ).toBeUndefined();
    expect(
      (await preflight(`/wallet/v1/paymentInstruments?apiKey=${DEMO.publicKey}`, 'http://evil.localhost:3020')).headers[
        'access-control-allow-origin'
      ],
    ).toBeUndefined();
    expect(
      (await preflight('/consumer-api/v1/login', CHECKOUT_ORIGIN)).headers['access-control-allow-origin'],
    ).toBeUndefined();
    // The card art lookup, asked with the key (the wallet's form shows the art of the number typed).
    expect(
      (await preflight(`/issuer-controller/v1/issuer/cardart?apiKey=${DEMO.publicKey}`, CHECKOUT_ORIGIN)).headers[
        'access-control-allow-origin'
      ],
    ).toBe(CHECKOUT_ORIGIN);
    expect(
      (await preflight('/issuer-controller/v1/issuer/cardart', CHECKOUT_ORIGIN)).headers['access-control-allow-origin'],
    ).toBeUndefined();
    // The wallet's own isolated frame (the remote's origin), for any merchant's key; not on the portal's routes.
    expect(
      (await preflight(`/wallet/v1/paymentInstruments?apiKey=${OTHER.publicKey}`, 'http://localhost:3005')).headers[
        'access-control-allow-origin'
      ],
    ).toBe('http://localhost:3005');
    expect(
      (await preflight('/consumer-api/v1/login', 'http://localhost:3005')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });
});

describe('the cardSave limit in the wallet', () => {
  it('60 saves at once from one client: no more than the production limit reach the card rules, the rest are 429', async () => {
    const { max, windowMs } = PRODUCTION_RATE_LIMITS.cardSave.client;
    const limited = await gw.buildOn({ GATEWAY_RATE_LIMITS: `relaxed,cardSave.client=${max}/${windowMs / 1000}` });
    gw.clock.advance(windowMs);
    const s = await newShopper();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        limited.inject({
          method: 'POST',
          url: cardsUrl(s),
          headers: { authorization: `Bearer ${s.session}`, 'content-type': 'application/json' },
          payload: JSON.stringify({ paymentInstrument: instrument({ cvv: '12' }) }),
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(max);
    for (const res of answers.filter((r) => r.statusCode !== 400)) expectError(res, 429, 'tooManyRequests');
  });
});

describe('POST /__dev/wallet/showcase (sandbox)', () => {
  it("fills a shopper's wallet with one card for each overlay case, the Mastercard its default", async () => {
    const reference = `showcase-${Date.now()}`;
    const res = await postJson(gw.app, '/__dev/wallet/showcase', {
      publicKey: DEMO.publicKey,
      shopperReference: reference,
    });
    expect(res.statusCode, res.body).toBe(201);
    const cards = await cardsOf(await newShopper(DEMO, reference));
    expect(cards.map((c) => c.lastFourDigits)).toEqual(WALLET_SHOWCASE_CARDS.map((c) => c.number.slice(-4)));
    expect(
      cards.map((c) => [
        c.nickName,
        c.default,
        c.expired,
        c.failed3ds,
        c.verificationStatus,
        c.suspended,
        c.countryOfIssuance,
      ]),
    ).toEqual([
      ['Everyday Mastercard', true, false, false, 'VERIFIED', false, 'US'],
      ['Old Visa', false, true, false, 'VERIFIED', false, 'US'],
      ['Online Visa', false, false, true, 'VERIFIED', false, 'US'],
      ['New Visa', false, false, false, 'PENDING_VERIFICATION', false, 'US'],
      ['Toronto Visa Debit', false, false, false, 'VERIFIED', false, 'CA'],
      ['Amex rewards', false, false, false, 'VERIFIED', false, 'US'],
      ['Spare Discover', false, false, false, 'VERIFIED', true, 'US'],
    ]);
    expect(cards.every((c) => c.billingAddress !== undefined)).toBe(true);
    expectError(
      await postJson(gw.app, '/__dev/wallet/showcase', { publicKey: DEMO.publicKey, shopperReference: reference }),
      409,
      '409',
    );
  });
});

describe('POST /__dev/wallet/endSessions (sandbox)', () => {
  it("ends every live session of that shopper, and no one else's: their wallet calls are 401 from then on", async () => {
    const reference = `ending-${Date.now()}`;
    const first = await newShopper(DEMO, reference);
    const second = await newShopper(DEMO, reference);
    const other = await newShopper();
    const res = await postJson(gw.app, '/__dev/wallet/endSessions', {
      publicKey: DEMO.publicKey,
      shopperReference: reference,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    for (const s of [first, second]) expectError(await call(s, 'GET', cardsUrl(s)), 401, 'invalidToken');
    expect((await call(other, 'GET', cardsUrl(other))).statusCode).toBe(204);
    // A new session for the same shopper holds.
    const next = await newShopper(DEMO, reference);
    expect((await call(next, 'GET', cardsUrl(next))).statusCode).toBe(204);
    expectError(
      await postJson(gw.app, '/__dev/wallet/endSessions', { publicKey: 'pk_nobody', shopperReference: reference }),
      404,
      'DPS_0001',
    );
  });
});

// §7 Cards (portal), what a card offers under users/{userGuid}/paymentInstruments/{paymentGuid}/:
// balances, transactions and the account of a debit card with an account link (§6), and the card's
// alerts (alerts v1). Each answer parses with the portal's own schemas; every route is 404 for anything
// not the caller's (another user's userGuid or card, an id that is not one), 401 without a full-access
// token; a credit card, or an issuer whose features are off, has no balance, history or account.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  ALERTS_ACCEPT,
  CardAccountsResponseSchema,
  type CardAlerts,
  CardAlertsResponseSchema,
  CardBalancesResponseSchema,
  type TokenResponse,
  type Transaction,
  TRANSACTIONS_PAGE_SIZE,
  TransactionsResponseSchema,
} from '@portal/domain/schemas';
import { PortalCardListSchema, type PortalCard } from '@portal/domain/card';
import { cardHistory, historyAccount, historyBalances, openingCents, transactionOf } from './card-history';
import { isUuid } from '../platform/secrets';
import { expectError, EXT, getWith, postJson, signedIn, useTestGateway } from '../test-kit';

const gw = useTestGateway({ restoreEachTest: true });

const guid = (answer: TokenResponse) => answer.userGuid ?? '';
const instrumentUrl = (answer: TokenResponse, panGuid: string, leaf: string, userGuid = guid(answer)) =>
  `/users/${userGuid}/paymentInstruments/${panGuid}/${leaf}`;
const bearer = (token?: string) => (token === undefined ? {} : { authorization: `Bearer ${token}` });

async function cardsOf(answer: TokenResponse): Promise<PortalCard[]> {
  const res = await getWith(
    gw.app,
    `/consumer-controller/v1/account/${guid(answer)}/paymentInstrument`,
    answer.access_token,
  );
  if (res.statusCode === 204) return [];
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(PortalCardListSchema, res.json()).paymentInstruments;
}

/**
 * ready.rita at an issuer, with her debit card (Everyday Visa) and a credit card (Amex rewards, whose
 * product lists balance and history, which §6 still gives only a debit card, and alerts).
 */
async function rita(extAppId: string = EXT.acme) {
  const token = await signedIn(gw.app, extAppId, 'ready.rita');
  const cards = await cardsOf(token);
  const debit = cards.find((c) => c.financialAccountType === 'DEBIT_CARD');
  const credit = cards.find((c) => c.cardNickname === 'Amex rewards');
  if (!debit || !credit) throw new Error('ready.rita has a debit and a credit card');
  return { token, debit: debit.panGuid, credit: credit.panGuid };
}

const get = (answer: TokenResponse, panGuid: string, leaf: string) =>
  getWith(gw.app, instrumentUrl(answer, panGuid, leaf), answer.access_token);

/** `accept` null: no Accept header at all. */
const getAlerts = (answer: TokenResponse, panGuid: string, accept: string | null = ALERTS_ACCEPT) =>
  gw.app.inject({
    method: 'GET',
    url: instrumentUrl(answer, panGuid, 'alerts'),
    headers: { ...bearer(answer.access_token), ...(accept === null ? {} : { accept }) },
  });

const putAlerts = (answer: TokenResponse, panGuid: string, body: unknown, accept: string | null = ALERTS_ACCEPT) =>
  gw.app.inject({
    method: 'PUT',
    url: instrumentUrl(answer, panGuid, 'alerts'),
    headers: {
      'content-type': 'application/json',
      ...bearer(answer.access_token),
      ...(accept === null ? {} : { accept }),
    },
    payload: JSON.stringify(body),
  });

const alertsOf = (res: LightMyRequestResponse): CardAlerts => {
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(CardAlertsResponseSchema, res.json());
};

/** Every transaction of a card, page by page as the portal's "show more" asks for them. */
async function allPages(
  answer: TokenResponse,
  panGuid: string,
): Promise<{ pages: Transaction[][]; hasMore: boolean[] }> {
  const pages: Transaction[][] = [];
  const hasMore: boolean[] = [];
  for (let offset = 0; pages.length < 20; offset += TRANSACTIONS_PAGE_SIZE) {
    const res = await getWith(
      gw.app,
      `${instrumentUrl(answer, panGuid, 'transactions')}?offset=${offset}&limit=${TRANSACTIONS_PAGE_SIZE}`,
      answer.access_token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = v.parse(TransactionsResponseSchema, res.json());
    pages.push(page.transactions);
    hasMore.push(page.hasMore);
    if (!page.hasMore) break;
  }
  return { pages, hasMore };
}

/** Runs `body` with some of acme's features inactive, then puts them back. */
async function withAcmeFeaturesOff(codes: readonly string[], body: () => Promise<void>): Promise<void> {
  await gw.db.query(
    "UPDATE issuer_features SET active_indicator = 'N' WHERE issuer_id = 'acme' AND feature_cd = ANY($1)",
    [codes],
  );
  try {
    await body();
  } finally {
    await gw.db.query(
      "UPDATE issuer_features SET active_indicator = 'Y' WHERE issuer_id = 'acme' AND feature_cd = ANY($1)",
      [codes],
    );
  }
}

const centsOf = (amount: string | undefined) => Number((amount ?? '').replace('.', ''));
const sumOf = (transactions: readonly Transaction[]) =>
  transactions.reduce((sum, t) => sum + centsOf(t.amount.amount), 0);

describe('GET …/balances', () => {
  it("answers the debit card's available and ledger balances as of now, from its history", async () => {
    const { token, debit } = await rita();
    const res = await get(token, debit, 'balances');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const balances = v.parse(CardBalancesResponseSchema, res.json());
    expect(balances).toEqual(historyBalances(debit, gw.clock.now));
    expect(balances.asOf).toBe(gw.clock.now.toISOString());
    expect(balances.availableBalance.amount).toMatch(/^-?\d+\.\d{2}$/);
    expect(balances.availableBalance.currencyCode).toBe('USD');
    expect(res.json()).toEqual(balances);
  });

  it('the balances are the sums of the transactions the card answers: ledger = opening + posted, available = ledger + pending', async () => {
    const { token, debit } = await rita();
    const balances = v.parse(CardBalancesResponseSchema, (await get(token, debit, 'balances')).json());
    const all = (await allPages(token, debit)).pages.flat();
    const posted = sumOf(all.filter((t) => t.status === 'POSTED'));
    const pending = sumOf(all.filter((t) => t.status === 'PENDING'));
    const ledger = centsOf(balances.ledgerBalance?.amount);
    expect(ledger).toBe(openingCents(debit, cardHistory(debit, gw.clock.now)) + posted);
    expect(centsOf(balances.availableBalance.amount) - ledger).toBe(pending);
    expect(pending).not.toBe(0);
  });

  it('a credit card has no balance: 404 with a §8 body saying so, and no amount', async () => {
    const { token, credit } = await rita();
    const res = await get(token, credit, 'balances');
    expectError(res, 404, '404');
    expect(res.json<{ responseStatus: { message: string } }>().responseStatus.message).toMatch(/no balance/);
    expect(res.body).not.toContain('amount');
  });

  it('an issuer whose balance inquiry is inactive (tailspin) answers 404 for the same debit card', async () => {
    const { token, debit } = await rita(EXT.tailspin);
    expectError(await get(token, debit, 'balances'), 404, '404');
  });

  it('needs balance inquiry itself: with only transaction history on, balances are 404 while history and the account answer', async () => {
    const { token, debit } = await rita();
    await withAcmeFeaturesOff(['BAL_INQ'], async () => {
      expectError(await get(token, debit, 'balances'), 404, '404');
      expect((await get(token, debit, 'transactions')).statusCode).toBe(200);
      expect((await get(token, debit, 'accounts')).statusCode).toBe(200);
    });
    expect((await get(token, debit, 'balances')).statusCode).toBe(200);
  });
});

describe('GET …/transactions', () => {
  it('answers 25 a page, newest first, in the shape the portal parses; the same page twice is the same', async () => {
    const { token, debit } = await rita();
    const first = await get(token, debit, 'transactions');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const page = v.parse(TransactionsResponseSchema, first.json());
    expect(page.transactions).toHaveLength(25);
    expect(page.hasMore).toBe(true);
    expect(first.json()).toEqual(page);
    expect((await get(token, debit, 'transactions')).json()).toEqual(first.json());
    const times = page.transactions.map((t) => Date.parse(t.transactionDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.transactions[0]?.status).toBe('PENDING');
  });

  it('pages 0, 25, 50… do not overlap and together are the whole history, newest first, pending before posted; the last says hasMore false', async () => {
    const { token, debit } = await rita();
    const { pages, hasMore } = await allPages(token, debit);
    const all = pages.flat();
    const history = cardHistory(debit, gw.clock.now);
    expect(history.length).toBeGreaterThanOrEqual(90);
    expect(history.length).toBeLessThanOrEqual(150);
    expect(all).toEqual(history.map(transactionOf));
    expect(new Set(all.map((t) => t.transactionId)).size).toBe(all.length);
    expect(pages.slice(0, -1).every((p) => p.length === 25)).toBe(true);
    expect(hasMore).toEqual([...pages.slice(0, -1).map(() => true), false]);
    const firstPosted = all.findIndex((t) => t.status === 'POSTED');
    expect(firstPosted).toBeGreaterThan(0);
    expect(all.slice(firstPosted).every((t) => t.status === 'POSTED')).toBe(true);
    // Which kinds turn up is the generator's, from the card's random id: a refund comes in 65 % of months, so
    // about one card in a thousand has none in its window (one did, on a CI run). card-history.test.ts
    // shows every kind on a card of its own; here, only those kinds and purchases among them.
    expect(all.every((t) => ['PURCHASE', 'REFUND', 'DEPOSIT', 'ATM_WITHDRAWAL'].includes(t.type))).toBe(true);
    expect(all.some((t) => t.type === 'PURCHASE')).toBe(true);
  });

  it('takes a smaller limit and any offset; past the end is an empty last page', async () => {
    const { token, debit } = await rita();
    const url = instrumentUrl(token, debit, 'transactions');
    const history = cardHistory(debit, gw.clock.now).map(transactionOf);
    const ten = v.parse(
      TransactionsResponseSchema,
      (await getWith(gw.app, `${url}?offset=7&limit=10`, token.access_token)).json(),
    );
    expect(ten).toEqual({ transactions: history.slice(7, 17), hasMore: true });
    const tail = v.parse(
      TransactionsResponseSchema,
      (await getWith(gw.app, `${url}?offset=${history.length - 3}`, token.access_token)).json(),
    );
    expect(tail).toEqual({ transactions: history.slice(-3), hasMore: false });
    expect((await getWith(gw.app, `${url}?offset=${history.length}`, token.access_token)).json()).toEqual({
      transactions: [],
      hasMore: false,
    });
    expect((await getWith(gw.app, `${url}?offset=100000`, token.access_token)).json()).toEqual({
      transactions: [],
      hasMore: false,
    });
  });

  it.each([
    ['offset=-1', 'offset'],
    ['offset=1.5', 'offset'],
    ['offset=abc', 'offset'],
    ['offset=', 'offset'],
    ['offset=1e3', 'offset'],
    ['offset=1&offset=2', 'offset'],
    ['limit=0', 'limit'],
    ['limit=26', 'limit'],
    ['limit=2.5', 'limit'],
    ['limit=ten', 'limit'],
  ])('refuses %s with 400 naming the rule, not the value', async (query, field) => {
    const { token, debit } = await rita();
    const res = await getWith(gw.app, `${instrumentUrl(token, debit, 'transactions')}?${query}`, token.access_token);
    expectError(res, 400, 'inputValidationError');
    const message = res.json<{ responseStatus: { message: string } }>().responseStatus.message;
    expect(message).toMatch(new RegExp(`^${field}: ${field} must be a whole number from`));
    expect(message).not.toMatch(/abc|ten|1\.5|2\.5|1e3|-1/);
  });

  it('a credit card, or an issuer whose history is inactive (tailspin), is 404', async () => {
    const acme = await rita();
    expectError(await get(acme.token, acme.credit, 'transactions'), 404, '404');
    const tailspin = await rita(EXT.tailspin);
    expectError(await get(tailspin.token, tailspin.debit, 'transactions'), 404, '404');
  });

  it('a debit card added today has its history and balances too', async () => {
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    // A BIN of acme's Visa Debit product: the product, not the request's accountType, makes it a debit card.
    const added = await postJson(
      gw.app,
      `/consumer-controller/v1/account/${guid(nora)}/paymentInstrument`,
      {
        paymentInstrument: {
          cardType: 'VISA',
          accountType: 'DEBIT_CARD',
          accountNumber: '4000000000000002',
          expirationMonth: 12,
          expirationYear: 2032,
          cvv: '123',
          accountNickname: 'Checking card',
          nameOnAccount: 'Nora New',
          billingAddress: {
            addressLine1: '350 5th Ave',
            city: 'New York',
            stateProvinceCode: 'NY',
            postalCode: '10118',
            countryCode: 'US',
          },
          sequenceNumber: '1',
        },
      },
      nora.access_token,
    );
    expect(added.statusCode, added.body).toBe(201);
    const { panGuid } = added.json<{ panGuid: string }>();
    const { pages } = await allPages(nora, panGuid);
    expect(pages.flat().length).toBeGreaterThanOrEqual(90);
    expect(v.parse(CardBalancesResponseSchema, (await get(nora, panGuid, 'balances')).json())).toEqual(
      historyBalances(panGuid, gw.clock.now),
    );
  });
});

describe('GET …/accounts', () => {
  it("answers the debit card's checking account: a derived uuid, and last four that are not the card's", async () => {
    const { token, debit } = await rita();
    const res = await get(token, debit, 'accounts');
    expect(res.statusCode, res.body).toBe(200);
    const { accounts } = v.parse(CardAccountsResponseSchema, res.json());
    expect(accounts).toEqual([historyAccount(debit, '1111')]);
    const [account] = accounts;
    expect(account?.accountType).toBe('CHECKING');
    expect(isUuid(account?.accountId ?? '')).toBe(true);
    expect(account?.accountId).not.toBe(debit);
    expect(account?.accountNumberLastFourDigits).toMatch(/^\d{4}$/);
    expect(account?.accountNumberLastFourDigits).not.toBe('1111');
    expect((await get(token, debit, 'accounts')).json()).toEqual(res.json());
  });

  it('a credit card, or an issuer without balance or history on the web (tailspin), has no account: 404', async () => {
    const acme = await rita();
    expectError(await get(acme.token, acme.credit, 'accounts'), 404, '404');
    const tailspin = await rita(EXT.tailspin);
    expectError(await get(tailspin.token, tailspin.debit, 'accounts'), 404, '404');
  });
});

/** Each route of this file, called with a token (or none) on a path. */
const ROUTES: readonly [string, (url: string, token?: string) => Promise<LightMyRequestResponse>][] = [
  ['GET balances', (url, token) => gw.app.inject({ method: 'GET', url: `${url}/balances`, headers: bearer(token) })],
  [
    'GET transactions',
    (url, token) =>
      gw.app.inject({ method: 'GET', url: `${url}/transactions?offset=0&limit=25`, headers: bearer(token) }),
  ],
  ['GET accounts', (url, token) => gw.app.inject({ method: 'GET', url: `${url}/accounts`, headers: bearer(token) })],
  [
    'GET alerts',
    (url, token) =>
      gw.app.inject({ method: 'GET', url: `${url}/alerts`, headers: { ...bearer(token), accept: ALERTS_ACCEPT } }),
  ],
  [
    'PUT alerts',
    (url, token) =>
      gw.app.inject({
        method: 'PUT',
        url: `${url}/alerts`,
        headers: { ...bearer(token), accept: ALERTS_ACCEPT, 'content-type': 'application/json' },
        payload: JSON.stringify({ alerts: [{ alertType: 'VALERTS', enabled: true }] }),
      }),
  ],
];

describe.each(ROUTES)('%s: only the caller, only their card', (_name, call) => {
  it("another user's userGuid in the path is 404, with nothing of the card", async () => {
    const { token, debit } = await rita();
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const res = await call(`/users/${guid(token)}/paymentInstruments/${debit}`, nora.access_token);
    expectError(res, 404, '404');
    expect(res.body).not.toMatch(/amount|transactions|accounts|alerts/);
  });

  it("another user's paymentGuid under the caller's own userGuid is 404, with nothing of the card", async () => {
    const { debit } = await rita();
    const nora = await signedIn(gw.app, EXT.acme, 'new.nora');
    const res = await call(`/users/${guid(nora)}/paymentInstruments/${debit}`, nora.access_token);
    expectError(res, 404, '404');
    expect(res.body).not.toMatch(/amount|transactions|accounts|alerts/);
  });

  it('an id that is not a uuid is 404; no token is 401; a partial-access token is refused (401) like the other card routes', async () => {
    const { token, debit } = await rita();
    expectError(await call(`/users/${guid(token)}/paymentInstruments/not-a-guid`, token.access_token), 404, '404');
    expectError(await call(`/users/not-a-guid/paymentInstruments/${debit}`, token.access_token), 404, '404');
    expectError(await call(`/users/${guid(token)}/paymentInstruments/${debit}`), 401, 'invalidToken');
    const partial = await signedIn(gw.app, EXT.acme, 'challenge.chen');
    expect(partial.scope).toBe('partial');
    expectError(
      await call(`/users/${guid(partial)}/paymentInstruments/${debit}`, partial.access_token),
      401,
      'insufficientScope',
    );
    // The same check the card list makes of that token.
    expectError(
      await getWith(gw.app, `/consumer-controller/v1/account/${guid(partial)}/paymentInstrument`, partial.access_token),
      401,
      'insufficientScope',
    );
  });
});

describe('GET …/alerts', () => {
  it('lists the alerts the card offers on the web, off and without threshold until saved, in USD', async () => {
    const { token, debit, credit } = await rita();
    const res = await getAlerts(token, debit);
    expect(res.headers['content-type']).toMatch(new RegExp(`^${ALERTS_ACCEPT.replace(/[.+]/g, '\\$&')}`));
    expect(res.headers['cache-control']).toBe('no-store');
    expect(alertsOf(res)).toEqual({
      alerts: [
        { alertType: 'VALERTS', enabled: false },
        { alertType: 'DLY_LOW_BAL', enabled: false },
      ],
      currencyCode: 'USD',
    });
    // Alerts are not an account feature: a credit card has them too.
    expect(alertsOf(await getAlerts(token, credit)).alerts).toHaveLength(2);
  });

  it('a read may ask for plain JSON or say nothing (answered as JSON); another type is 406', async () => {
    const { token, debit } = await rita();
    const json = await getAlerts(token, debit, 'application/json');
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(alertsOf(json).alerts).toHaveLength(2);
    expect(alertsOf(await getAlerts(token, debit, null)).alerts).toHaveLength(2);
    expect(alertsOf(await getAlerts(token, debit, 'text/html, */*;q=0.1')).alerts).toHaveLength(2);
    expectError(await getAlerts(token, debit, 'text/html'), 406, 'inputValidationError');
    expectError(await getAlerts(token, debit, `${ALERTS_ACCEPT};q=0`), 406, 'inputValidationError');
  });

  it('tailspin offers only the daily low-balance alert on the web (its transaction alerts are mobile only)', async () => {
    const { token, debit } = await rita(EXT.tailspin);
    expect(alertsOf(await getAlerts(token, debit)).alerts).toEqual([{ alertType: 'DLY_LOW_BAL', enabled: false }]);
    const res = await putAlerts(token, debit, { alerts: [{ alertType: 'VALERTS', enabled: true }] });
    expectError(res, 400, 'inputValidationError');
    expect(res.body).toContain('alerts.0.alertType');
  });

  it('a card whose issuer offers no alerts on the web is 404 for reading and saving', async () => {
    const { token, debit } = await rita();
    await withAcmeFeaturesOff(['VALERTS', 'DLY_LOW_BAL'], async () => {
      expectError(await getAlerts(token, debit), 404, '404');
      expectError(await putAlerts(token, debit, { alerts: [{ alertType: 'VALERTS', enabled: true }] }), 404, '404');
    });
    const { rows } = await gw.db.query('SELECT 1 FROM card_alerts WHERE pan_guid = $1', [debit]);
    expect(rows).toEqual([]);
  });
});

describe('PUT …/alerts', () => {
  it('saves and answers the alerts as GET then reads them', async () => {
    const { token, debit, credit } = await rita();
    const saved = alertsOf(
      await putAlerts(token, debit, {
        alerts: [
          { alertType: 'VALERTS', enabled: true },
          { alertType: 'DLY_LOW_BAL', enabled: true, threshold: 250 },
        ],
      }),
    );
    const expected = {
      alerts: [
        { alertType: 'VALERTS', enabled: true },
        { alertType: 'DLY_LOW_BAL', enabled: true, threshold: 250 },
      ],
      currencyCode: 'USD',
    };
    expect(saved).toEqual(expected);
    expect(alertsOf(await getAlerts(token, debit))).toEqual(expected);
    // Another card's alerts are its own.
    expect(alertsOf(await getAlerts(token, credit)).alerts.every((a) => !a.enabled)).toBe(true);
    // Only what is given changes.
    expect(
      alertsOf(await putAlerts(token, debit, { alerts: [{ alertType: 'VALERTS', enabled: false }] })).alerts,
    ).toEqual([
      { alertType: 'VALERTS', enabled: false },
      { alertType: 'DLY_LOW_BAL', enabled: true, threshold: 250 },
    ]);
  });

  it.each([1, 9999])('accepts the threshold %d (§5: 1 to 9999)', async (threshold) => {
    const { token, debit } = await rita();
    const saved = alertsOf(
      await putAlerts(token, debit, { alerts: [{ alertType: 'DLY_LOW_BAL', enabled: true, threshold }] }),
    );
    expect(saved.alerts).toContainEqual({ alertType: 'DLY_LOW_BAL', enabled: true, threshold });
  });

  it.each<[string, unknown]>([
    ['0', 0],
    ['10000', 10000],
    ['1.5', 1.5],
    ['"12" (text)', '12'],
    ['-5', -5],
    ['null', null],
  ])(
    'refuses the threshold %s with 400 naming the rule, never the value, and saves nothing',
    async (_what, threshold) => {
      const { token, debit } = await rita();
      const res = await putAlerts(token, debit, {
        alerts: [
          { alertType: 'VALERTS', enabled: true },
          { alertType: 'DLY_LOW_BAL', enabled: true, threshold },
        ],
      });
      expectError(res, 400, 'inputValidationError');
      const message = res.json<{ responseStatus: { message: string } }>().responseStatus.message;
      expect(message).toMatch(/^alerts\.1\.threshold: identity:threshold\.(range|required)/);
      expect(message).not.toContain(String(threshold));
      expect(message).not.toMatch(/received/i);
      const { rows } = await gw.db.query('SELECT 1 FROM card_alerts WHERE pan_guid = $1', [debit]);
      expect(rows).toEqual([]);
    },
  );

  it.each<[string, unknown, RegExp]>([
    [
      'turning the low-balance alert on without a threshold',
      { alerts: [{ alertType: 'DLY_LOW_BAL', enabled: true }] },
      /^alerts\.0\.threshold: identity:threshold\.required/,
    ],
    [
      'a threshold on the transaction alerts',
      { alerts: [{ alertType: 'VALERTS', enabled: true, threshold: 50 }] },
      /^alerts\.0\.threshold: only the daily low-balance alert/,
    ],
    [
      'the same alert twice',
      {
        alerts: [
          { alertType: 'VALERTS', enabled: true },
          { alertType: 'VALERTS', enabled: false },
        ],
      },
      /^alerts\.1\.alertType: each alert at most once/,
    ],
    ['an unknown alert type', { alerts: [{ alertType: 'PUSH_ALERTS', enabled: true }] }, /^alerts\.0\.alertType/],
    ['enabled as text', { alerts: [{ alertType: 'VALERTS', enabled: 'yes' }] }, /^alerts\.0\.enabled/],
    ['no alerts list', { alert: [] }, /^alerts/],
  ])('refuses %s with 400 and saves nothing', async (_what, body, message) => {
    const { token, debit } = await rita();
    const res = await putAlerts(token, debit, body);
    expectError(res, 400, 'inputValidationError');
    expect(res.json<{ responseStatus: { message: string } }>().responseStatus.message).toMatch(message);
    const { rows } = await gw.db.query('SELECT 1 FROM card_alerts WHERE pan_guid = $1', [debit]);
    expect(rows).toEqual([]);
  });

  it('a body that is not JSON is 400', async () => {
    const { token, debit } = await rita();
    const res = await gw.app.inject({
      method: 'PUT',
      url: instrumentUrl(token, debit, 'alerts'),
      headers: {
        ...bearer(token.access_token),
        accept: ALERTS_ACCEPT,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'alerts=VALERTS',
    });
    expectError(res, 400, 'inputValidationError');
  });

  it('§7 needs the alerts v1 Accept type: plain JSON, any type or none is 406, and nothing is saved', async () => {
    const { token, debit } = await rita();
    const body = { alerts: [{ alertType: 'VALERTS', enabled: true }] };
    for (const accept of ['application/json', '*/*', null, `application/json, ${ALERTS_ACCEPT};q=0`]) {
      const res = await putAlerts(token, debit, body, accept);
      expectError(res, 406, 'inputValidationError');
      expect(res.json<{ responseStatus: { message: string } }>().responseStatus.message).toContain(ALERTS_ACCEPT);
    }
    expect(alertsOf(await getAlerts(token, debit)).alerts[0]).toEqual({ alertType: 'VALERTS', enabled: false });
    const ok = await putAlerts(token, debit, body, `application/json, ${ALERTS_ACCEPT}`);
    expect(ok.headers['content-type']).toMatch(/^application\/vnd\.alerts\.v1\+json/);
    expect(alertsOf(ok).alerts[0]).toEqual({ alertType: 'VALERTS', enabled: true });
  });

  it('turning the low-balance alert off keeps its last threshold, or the one given with it', async () => {
    const { token, debit } = await rita();
    alertsOf(await putAlerts(token, debit, { alerts: [{ alertType: 'DLY_LOW_BAL', enabled: true, threshold: 300 }] }));
    expect(
      alertsOf(await putAlerts(token, debit, { alerts: [{ alertType: 'DLY_LOW_BAL', enabled: false }] })).alerts,
    ).toContainEqual({ alertType: 'DLY_LOW_BAL', enabled: false, threshold: 300 });
    expect(
      alertsOf(
        await putAlerts(token, debit, { alerts: [{ alertType: 'DLY_LOW_BAL', enabled: false, threshold: 120 }] }),
      ).alerts,
    ).toContainEqual({ alertType: 'DLY_LOW_BAL', enabled: false, threshold: 120 });
    expect(alertsOf(await getAlerts(token, debit)).alerts).toContainEqual({
      alertType: 'DLY_LOW_BAL',
      enabled: false,
      threshold: 120,
    });
  });

  it('ten saves at once with different thresholds leave one row, holding one of them, and each answer is its own save', async () => {
    const { token, debit } = await rita();
    const thresholds = Array.from({ length: 10 }, (_, i) => 101 + i);
    const answers = await Promise.all(
      thresholds.map((threshold) =>
        putAlerts(token, debit, { alerts: [{ alertType: 'DLY_LOW_BAL', enabled: true, threshold }] }),
      ),
    );
    answers.forEach((res, i) => {
      expect(alertsOf(res).alerts).toContainEqual({
        alertType: 'DLY_LOW_BAL',
        enabled: true,
        threshold: thresholds[i],
      });
    });
    const { rows } = await gw.db.query<{ alert_type: string; enabled: boolean; threshold: number }>(
      'SELECT alert_type, enabled, threshold FROM card_alerts WHERE pan_guid = $1',
      [debit],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ alert_type: 'DLY_LOW_BAL', enabled: true });
    expect(thresholds).toContain(rows[0]?.threshold);
    expect(alertsOf(await getAlerts(token, debit)).alerts).toContainEqual({
      alertType: 'DLY_LOW_BAL',
      enabled: true,
      threshold: rows[0]?.threshold,
    });
  });

  it("a deleted card's alerts go with it", async () => {
    const { token, debit } = await rita();
    alertsOf(await putAlerts(token, debit, { alerts: [{ alertType: 'VALERTS', enabled: true }] }));
    const deleted = await gw.app.inject({
      method: 'DELETE',
      url: `/consumer-controller/v1/account/${guid(token)}/paymentInstrument/${debit}`,
      headers: bearer(token.access_token),
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const { rows } = await gw.db.query('SELECT 1 FROM card_alerts WHERE pan_guid = $1', [debit]);
    expect(rows).toEqual([]);
  });

  it('counts against the cardSettings limit per user: past it, 429 tooManyRequests with Retry-After', async () => {
    const limited = await gw.buildOn({ GATEWAY_RATE_LIMITS: 'relaxed,cardSettings.account=2/60' });
    // A window of its own: earlier saves of this file counted in the same table.
    gw.clock.advance(61_000);
    const { token, debit } = await rita();
    const save = () =>
      limited.inject({
        method: 'PUT',
        url: instrumentUrl(token, debit, 'alerts'),
        headers: { ...bearer(token.access_token), accept: ALERTS_ACCEPT, 'content-type': 'application/json' },
        payload: JSON.stringify({ alerts: [{ alertType: 'VALERTS', enabled: true }] }),
      });
    expect((await save()).statusCode).toBe(200);
    expect((await save()).statusCode).toBe(200);
    const refused = await save();
    expectError(refused, 429, 'tooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Reading is not limited.
    expect(
      (
        await limited.inject({
          method: 'GET',
          url: instrumentUrl(token, debit, 'alerts'),
          headers: bearer(token.access_token),
        })
      ).statusCode,
    ).toBe(200);
  });
});

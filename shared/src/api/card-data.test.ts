import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ALERTS_PAGE_SIZE, getCardAccounts, getCardAlerts, getCardBalances, getCardSdkPayload, getCardTransactions, TRANSACTIONS_PAGE_SIZE } from './card-data';
import { ALERTS_ACCEPT, MoneySchema } from '../schemas/card-data';
import { BASE, describeCalls, type CallCase } from './test-kit';

const CARD = `${BASE}users/U-1/paymentInstruments/PG%201`;
const USD = (amount: string) => ({ amount, currencyCode: 'USD' });
const ALERT = { alertId: 'AL-1', alertType: 'DLY_LOW_BAL', createdAt: '2030-01-01T09:00:00Z', description: 'Balance under 50.00', amount: USD('49.10') };
const TRANSACTION = { transactionId: 'TX-1', transactionDate: '2030-01-01T10:00:00Z', description: 'Coffee', amount: USD('-3.50'), merchantName: 'Cafe' };

const CASES: CallCase[] = [
  {
    name: '§7 alerts: getCardAlerts GETs …/alerts with the alerts v1 JSON Accept type, 25 a page (SPEC-DECISIONS)',
    run: () => getCardAlerts('U-1', 'PG 1'),
    method: 'get',
    url: `${CARD}/alerts?offset=0&limit=25`,
    accept: ALERTS_ACCEPT,
    answer: { data: { alerts: [ALERT], hasMore: true } },
    result: { alerts: [ALERT], hasMore: true },
    invalid: { alerts: [{ ...ALERT, createdAt: 'yesterday' }] },
  },
  {
    name: '§7 alerts: the next page starts at the offset asked',
    run: () => getCardAlerts('U-1', 'PG 1', 25),
    method: 'get',
    url: `${CARD}/alerts?offset=25&limit=25`,
    accept: ALERTS_ACCEPT,
    answer: { data: { alerts: [{ ...ALERT, description: undefined, amount: undefined }] } },
    result: { alerts: [{ ...ALERT, description: '', amount: undefined }], hasMore: false },
  },
  {
    name: '§7 balances: getCardBalances GETs …/balances',
    run: () => getCardBalances('U-1', 'PG 1'),
    method: 'get',
    url: `${CARD}/balances`,
    answer: { data: { availableBalance: USD('120.00'), ledgerBalance: USD('130.00'), asOf: '2030-01-01T10:00:00Z' } },
    result: { availableBalance: USD('120.00'), ledgerBalance: USD('130.00'), asOf: '2030-01-01T10:00:00Z' },
    invalid: { availableBalance: { amount: 120, currencyCode: 'USD' } },
  },
  {
    name: '§7 sdkPayload/v2: getCardSdkPayload GETs the card-display payload',
    run: () => getCardSdkPayload('U-1', 'PG 1'),
    method: 'get',
    url: `${CARD}/sdkPayload/v2`,
    answer: { data: { payload: 'eyJlbmMiOi' } },
    result: 'eyJlbmMiOi',
    invalid: { payload: '' },
  },
  {
    name: '§7 accounts: getCardAccounts GETs …/accounts',
    run: () => getCardAccounts('U-1', 'PG 1'),
    method: 'get',
    url: `${CARD}/accounts`,
    answer: { data: { accounts: [{ accountId: 'AC-1', accountType: 'CHECKING', accountNumberLastFourDigits: '9876' }] } },
    result: [{ accountId: 'AC-1', accountType: 'CHECKING', accountNumberLastFourDigits: '9876' }],
    invalid: { accounts: [{ accountType: 'CHECKING' }] },
  },
  {
    name: '§7 transactions: getCardTransactions GETs …/transactions, 25 a page newest first (SPEC-DECISIONS)',
    run: () => getCardTransactions('U-1', 'PG 1'),
    method: 'get',
    url: `${CARD}/transactions?offset=0&limit=25`,
    answer: { data: { transactions: [TRANSACTION], hasMore: true } },
    result: { transactions: [{ ...TRANSACTION, status: 'POSTED' }], hasMore: true },
    invalid: { transactions: [{ ...TRANSACTION, status: 'DECLINED' }] },
  },
  {
    name: '§7 transactions, "show more": the next page starts at the offset asked',
    run: () => getCardTransactions('U-1', 'PG 1', 50),
    method: 'get',
    url: `${CARD}/transactions?offset=50&limit=25`,
    answer: { data: { transactions: [{ ...TRANSACTION, status: 'PENDING' }] } },
    result: { transactions: [{ ...TRANSACTION, status: 'PENDING' }], hasMore: false },
  },
];

describeCalls('§7 Cards (portal): under paymentInstruments/{paymentGuid}/', CASES);

describe('SPEC-DECISIONS page sizes and amounts', () => {
  it('alerts and transactions are 25 a page', () => {
    expect([ALERTS_PAGE_SIZE, TRANSACTIONS_PAGE_SIZE]).toEqual([25, 25]);
  });

  it.each<[unknown, boolean]>([
    [USD('0'), true],
    [USD('-12.34'), true],
    [{ amount: '1e3', currencyCode: 'USD' }, false],
    [{ amount: 12.34, currencyCode: 'USD' }, false],
    [{ amount: '1.00', currencyCode: 'US' }, false],
  ])('an amount %j is read: %s (decimal strings, never floats)', (money, ok) => {
    expect(v.safeParse(MoneySchema, money).success).toBe(ok);
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  getCardAccounts,
  getCardAlerts,
  getCardBalances,
  getCardDetails,
  getCardTransactions,
  saveCardAlerts,
} from './card-data';
import { ALERTS_ACCEPT, MoneySchema, TRANSACTIONS_PAGE_SIZE } from '@portal/domain/schemas';
import { BASE, describeCalls, type CallCase } from './test-kit';

const CARD = `${BASE}users/U-1/paymentInstruments/PG%201`;
const USD = (amount: string) => ({ amount, currencyCode: 'USD' });
const ALERTS = {
  alerts: [
    { alertType: 'VALERTS', enabled: true },
    { alertType: 'DLY_LOW_BAL', enabled: true, threshold: 50 },
  ],
  currencyCode: 'USD',
};
const DETAILS = { accountNumber: '4111111111111111', expirationMonth: 9, expirationYear: 2031, displaySeconds: 30 };
const TRANSACTION = {
  transactionId: 'TX-1',
  transactionDate: '2030-01-01T10:00:00Z',
  description: 'Coffee',
  amount: USD('-3.50'),
  merchantName: 'Cafe',
};

const CASES: CallCase[] = [
  {
    name: '§7 alerts: getCardAlerts GETs …/alerts with the alerts v1 JSON Accept type',
    run: () => getCardAlerts('U-1', 'PG 1'),
    method: 'get',
    url: `${CARD}/alerts`,
    accept: ALERTS_ACCEPT,
    answer: { data: ALERTS },
    result: ALERTS,
    invalid: { alerts: [{ alertType: 'DLY_LOW_BAL', enabled: true, threshold: 12.5 }], currencyCode: 'USD' },
  },
  {
    name: '§7 alerts: saveCardAlerts PUTs the alerts as set, with the alerts v1 JSON Accept type',
    run: () => saveCardAlerts('U-1', 'PG 1', ALERTS.alerts as never),
    method: 'put',
    url: `${CARD}/alerts`,
    accept: ALERTS_ACCEPT,
    body: { json: { alerts: ALERTS.alerts } },
    answer: { data: ALERTS },
    result: ALERTS,
    invalid: { alerts: [{ alertType: 'WEEKLY', enabled: true }], currencyCode: 'USD' },
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
    name: '§7 sdkPayload/v2: getCardDetails GETs the card details to reveal',
    run: () => getCardDetails('U-1', 'PG 1'),
    method: 'get',
    url: `${CARD}/sdkPayload/v2`,
    answer: { data: DETAILS },
    result: DETAILS,
    invalid: { ...DETAILS, accountNumber: '4111 1111 1111 1111' },
  },
  {
    name: '§7 accounts: getCardAccounts GETs …/accounts',
    run: () => getCardAccounts('U-1', 'PG 1'),
    method: 'get',
    url: `${CARD}/accounts`,
    answer: {
      data: { accounts: [{ accountId: 'AC-1', accountType: 'CHECKING', accountNumberLastFourDigits: '9876' }] },
    },
    result: [{ accountId: 'AC-1', accountType: 'CHECKING', accountNumberLastFourDigits: '9876' }],
    invalid: { accounts: [{ accountType: 'CHECKING' }] },
  },
  {
    name: '§7 transactions: getCardTransactions GETs …/transactions, 25 a page newest first (SPEC-DECISIONS)',
    run: () => getCardTransactions('U-1', 'PG 1'),
    method: 'get',
    url: `${CARD}/transactions?offset=0&limit=25`,
    answer: { data: { transactions: [TRANSACTION], hasMore: true } },
    result: { transactions: [{ ...TRANSACTION, status: 'POSTED', type: 'PURCHASE' }], hasMore: true },
    invalid: { transactions: [{ ...TRANSACTION, status: 'DECLINED' }] },
  },
  {
    name: '§7 transactions, "show more": the next page starts at the offset asked',
    run: () => getCardTransactions('U-1', 'PG 1', 50),
    method: 'get',
    url: `${CARD}/transactions?offset=50&limit=25`,
    answer: { data: { transactions: [{ ...TRANSACTION, status: 'PENDING' }] } },
    result: { transactions: [{ ...TRANSACTION, status: 'PENDING', type: 'PURCHASE' }], hasMore: false },
  },
];

describeCalls('§7 Cards (portal): under paymentInstruments/{paymentGuid}/', CASES);

describe('SPEC-DECISIONS page sizes and amounts', () => {
  it('transactions are 25 a page', () => {
    expect(TRANSACTIONS_PAGE_SIZE).toBe(25);
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

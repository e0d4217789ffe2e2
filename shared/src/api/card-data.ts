// §7 Cards (portal), what a card offers under users/{userGuid}/paymentInstruments/{paymentGuid}/:
// alerts, balances, the card-display SDK payload, accounts and transactions (§6 per-card capabilities).
// §7 shows no shapes: these are the gateway's contract. Amounts are decimal strings, never floats.
import { ALERTS_ACCEPT, CardAlertsResponseSchema, type CardAlertsPage, CardBalancesResponseSchema, type CardBalances, CardSdkPayloadResponseSchema, type CardAccount, CardAccountsResponseSchema, TransactionsResponseSchema, type TransactionsPage } from '../schemas/card-data';
import { call, instrumentPath } from './http';

/** SPEC-DECISIONS, page sizes: alerts 25 a page. */
export const ALERTS_PAGE_SIZE = 25;

/** SPEC-DECISIONS, page sizes: transactions 25 a page, newest first, with "show more". */
export const TRANSACTIONS_PAGE_SIZE = 25;

/** §7 …/alerts, with the alerts v1 JSON Accept type; `offset` pages on by ALERTS_PAGE_SIZE. */
export async function getCardAlerts(userGuid: string, paymentGuid: string, offset = 0): Promise<CardAlertsPage> {
  return call(CardAlertsResponseSchema, {
    method: 'get',
    url: instrumentPath(userGuid, paymentGuid, 'alerts'),
    params: { offset, limit: ALERTS_PAGE_SIZE },
    headers: { Accept: ALERTS_ACCEPT },
  });
}

/** §7 …/balances. */
export async function getCardBalances(userGuid: string, paymentGuid: string): Promise<CardBalances> {
  return call(CardBalancesResponseSchema, { method: 'get', url: instrumentPath(userGuid, paymentGuid, 'balances') });
}

/** §7 …/sdkPayload/v2 (card details for the display SDK). */
export async function getCardSdkPayload(userGuid: string, paymentGuid: string): Promise<string> {
  return (await call(CardSdkPayloadResponseSchema, { method: 'get', url: instrumentPath(userGuid, paymentGuid, 'sdkPayload/v2') })).payload;
}

/** §7 …/accounts. */
export async function getCardAccounts(userGuid: string, paymentGuid: string): Promise<CardAccount[]> {
  return (await call(CardAccountsResponseSchema, { method: 'get', url: instrumentPath(userGuid, paymentGuid, 'accounts') })).accounts;
}

/** §7 …/transactions: TRANSACTIONS_PAGE_SIZE a page from `offset`, newest first ("show more" asks the next offset). */
export async function getCardTransactions(userGuid: string, paymentGuid: string, offset = 0): Promise<TransactionsPage> {
  return call(TransactionsResponseSchema, {
    method: 'get',
    url: instrumentPath(userGuid, paymentGuid, 'transactions'),
    params: { offset, limit: TRANSACTIONS_PAGE_SIZE },
  });
}

// §7 Cards (portal), what a card offers under users/{userGuid}/paymentInstruments/{paymentGuid}/:
// alerts, balances, the card-display SDK payload, accounts and transactions (§6 per-card capabilities).
// §7 shows no shapes: these are the gateway's contract. Amounts are decimal strings, never floats.
import {
  ALERTS_ACCEPT,
  type CardAlerts,
  CardAlertsResponseSchema,
  type CardAlertSetting,
  CardBalancesResponseSchema,
  type CardBalances,
  type CardDetails,
  CardDetailsResponseSchema,
  type CardAccount,
  CardAccountsResponseSchema,
  TRANSACTIONS_PAGE_SIZE,
  TransactionsResponseSchema,
  type TransactionsPage,
} from '@portal/domain/schemas';
import { call, instrumentPath } from './http';

/** §7 …/alerts, with the alerts v1 JSON Accept type: which of the card's alerts are on, and the low-balance threshold. */
export async function getCardAlerts(userGuid: string, paymentGuid: string): Promise<CardAlerts> {
  return call(CardAlertsResponseSchema, {
    method: 'get',
    url: instrumentPath(userGuid, paymentGuid, 'alerts'),
    headers: { Accept: ALERTS_ACCEPT },
  });
}

/** §7 …/alerts, saved with PUT and the alerts v1 JSON Accept type; the answer is the alerts as kept. */
export async function saveCardAlerts(
  userGuid: string,
  paymentGuid: string,
  alerts: readonly CardAlertSetting[],
): Promise<CardAlerts> {
  return call(CardAlertsResponseSchema, {
    method: 'put',
    url: instrumentPath(userGuid, paymentGuid, 'alerts'),
    data: { alerts },
    headers: { Accept: ALERTS_ACCEPT },
  });
}

/** §7 …/balances. */
export async function getCardBalances(userGuid: string, paymentGuid: string): Promise<CardBalances> {
  return call(CardBalancesResponseSchema, { method: 'get', url: instrumentPath(userGuid, paymentGuid, 'balances') });
}

/** §7 …/sdkPayload/v2: the card's full number and expiry, to show for `displaySeconds` and then forget. */
export async function getCardDetails(userGuid: string, paymentGuid: string): Promise<CardDetails> {
  return call(CardDetailsResponseSchema, {
    method: 'get',
    url: instrumentPath(userGuid, paymentGuid, 'sdkPayload/v2'),
  });
}

/** §7 …/accounts. */
export async function getCardAccounts(userGuid: string, paymentGuid: string): Promise<CardAccount[]> {
  return (
    await call(CardAccountsResponseSchema, { method: 'get', url: instrumentPath(userGuid, paymentGuid, 'accounts') })
  ).accounts;
}

/** §7 …/transactions: TRANSACTIONS_PAGE_SIZE a page from `offset`, newest first ("show more" asks the next offset). */
export async function getCardTransactions(
  userGuid: string,
  paymentGuid: string,
  offset = 0,
): Promise<TransactionsPage> {
  return call(TransactionsResponseSchema, {
    method: 'get',
    url: instrumentPath(userGuid, paymentGuid, 'transactions'),
    params: { offset, limit: TRANSACTIONS_PAGE_SIZE },
  });
}

// §7 Cards (portal), what a card offers under users/{userGuid}/paymentInstruments/{paymentGuid}/:
// alerts, balances, the card-display SDK payload, accounts and transactions (§6 per-card capabilities).
// §7 shows no shapes: these are the gateway's contract. Amounts are decimal strings, never floats.
import * as v from 'valibot';
import { call, instrumentPath } from './http';

/** §7: alerts are asked for with the alerts v1 JSON media type. */
export const ALERTS_ACCEPT = 'application/vnd.alerts.v1+json';
/** SPEC-DECISIONS, page sizes: alerts 25 a page. */
export const ALERTS_PAGE_SIZE = 25;
/** SPEC-DECISIONS, page sizes: transactions 25 a page, newest first, with "show more". */
export const TRANSACTIONS_PAGE_SIZE = 25;

const text = v.pipe(v.string(), v.nonEmpty());

/** An amount: a decimal string (v.decimal) and an ISO 4217 currency code. */
export const MoneySchema = v.object({
  amount: v.pipe(v.string(), v.decimal()),
  currencyCode: v.pipe(v.string(), v.length(3)),
});
export type Money = v.InferOutput<typeof MoneySchema>;

/** One alert sent for the card (§3 feature codes VALERTS, DLY_LOW_BAL), newest first. */
export const CardAlertSchema = v.object({
  alertId: text,
  alertType: text,
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  description: v.optional(v.string(), ''),
  amount: v.optional(MoneySchema),
});
export type CardAlert = v.InferOutput<typeof CardAlertSchema>;
export const CardAlertsResponseSchema = v.object({ alerts: v.array(CardAlertSchema), hasMore: v.optional(v.boolean(), false) });
export type CardAlertsPage = v.InferOutput<typeof CardAlertsResponseSchema>;

/** §6 balance inquiry (BAL_INQ). */
export const CardBalancesResponseSchema = v.object({
  availableBalance: MoneySchema,
  ledgerBalance: v.optional(MoneySchema),
  asOf: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});
export type CardBalances = v.InferOutput<typeof CardBalancesResponseSchema>;

/** §6 card display SDK (CARD_INFORMATION_DISPLAY_SDK): the opaque payload handed to the SDK. */
export const CardSdkPayloadResponseSchema = v.object({ payload: text });

/** The accounts behind a card (§6: account links for a debit card with history or balance). */
export const CardAccountSchema = v.object({
  accountId: text,
  accountType: v.string(),
  accountNumberLastFourDigits: v.optional(v.string()),
});
export type CardAccount = v.InferOutput<typeof CardAccountSchema>;
export const CardAccountsResponseSchema = v.object({ accounts: v.array(CardAccountSchema) });

/** §6 transaction history (TXN_HIST): one page, newest first. */
export const TransactionSchema = v.object({
  transactionId: text,
  transactionDate: v.pipe(v.string(), v.isoTimestamp()),
  description: v.string(),
  amount: MoneySchema,
  status: v.optional(v.picklist(['PENDING', 'POSTED']), 'POSTED'),
  merchantName: v.optional(v.string()),
});
export type Transaction = v.InferOutput<typeof TransactionSchema>;
export const TransactionsResponseSchema = v.object({ transactions: v.array(TransactionSchema), hasMore: v.optional(v.boolean(), false) });
export type TransactionsPage = v.InferOutput<typeof TransactionsResponseSchema>;


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

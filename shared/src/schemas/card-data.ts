// §7 Cards (portal), what a card offers under users/{userGuid}/paymentInstruments/{paymentGuid}/:
// alerts, balances, the card-display SDK payload, accounts and transactions (§6 per-card capabilities).
// §7 shows no shapes: these are the gateway's contract. Amounts are decimal strings, never floats.
import * as v from 'valibot';

/** §7: alerts are asked for with the alerts v1 JSON media type. */
export const ALERTS_ACCEPT = 'application/vnd.alerts.v1+json';

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

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

/** §3 Feature codes behind the alerts capability (§6): transaction alerts and the daily low-balance alert. */
export const ALERT_TYPES = ['VALERTS', 'DLY_LOW_BAL'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/**
 * One alert of the card and whether it is on. `threshold` is the daily low-balance alert's
 * whole amount in the card's currency, 1 to 9999 (§5's threshold); the other alert has none.
 */
export const CardAlertSettingSchema = v.object({
  alertType: v.picklist(ALERT_TYPES),
  enabled: v.boolean(),
  threshold: v.optional(v.pipe(v.number(), v.integer())),
});
export type CardAlertSetting = v.InferOutput<typeof CardAlertSettingSchema>;

/** GET and PUT …/alerts (alerts v1): the alerts the card offers on the web, in the currency of its balance. */
export const CardAlertsResponseSchema = v.object({
  alerts: v.array(CardAlertSettingSchema),
  currencyCode: v.pipe(v.string(), v.length(3)),
});
export type CardAlerts = v.InferOutput<typeof CardAlertsResponseSchema>;

/** PUT …/alerts: the alerts as the cardholder set them (the gateway checks the threshold by §5). */
export const SaveCardAlertsRequestSchema = v.object({ alerts: v.array(CardAlertSettingSchema) });
export type SaveCardAlertsRequest = v.InferInput<typeof SaveCardAlertsRequestSchema>;

/** §6 balance inquiry (BAL_INQ). */
export const CardBalancesResponseSchema = v.object({
  availableBalance: MoneySchema,
  ledgerBalance: v.optional(MoneySchema),
  asOf: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});
export type CardBalances = v.InferOutput<typeof CardBalancesResponseSchema>;

/**
 * §6 card display SDK (CARD_INFORMATION_DISPLAY_SDK), …/sdkPayload/v2: the full card number and
 * expiry, for the portal to show for `displaySeconds` and then forget. Never kept: the gateway answers
 * with Cache-Control no-store, and the portal holds it only in the revealing component's memory.
 */
export const CardDetailsResponseSchema = v.object({
  accountNumber: v.pipe(v.string(), v.regex(/^\d{12,19}$/)),
  expirationMonth: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  expirationYear: v.pipe(v.number(), v.integer()),
  displaySeconds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(300)),
});
export type CardDetails = v.InferOutput<typeof CardDetailsResponseSchema>;

/** The accounts behind a card (§6: account links for a debit card with history or balance). */
export const CardAccountSchema = v.object({
  accountId: text,
  accountType: v.string(),
  accountNumberLastFourDigits: v.optional(v.string()),
});
export type CardAccount = v.InferOutput<typeof CardAccountSchema>;

export const CardAccountsResponseSchema = v.object({ accounts: v.array(CardAccountSchema) });

/** What a transaction was: money out is a negative amount, money in (a refund, a deposit) positive. */
export const TRANSACTION_TYPES = ['PURCHASE', 'REFUND', 'DEPOSIT', 'ATM_WITHDRAWAL'] as const;

/** The merchant's category, shown beside the merchant. */
export const TRANSACTION_CATEGORIES = [
  'GROCERIES',
  'DINING',
  'TRAVEL',
  'FUEL',
  'SHOPPING',
  'ENTERTAINMENT',
  'UTILITIES',
  'HEALTH',
  'SUBSCRIPTIONS',
  'TRANSFERS',
  'CASH',
] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

/** SPEC-DECISIONS, page sizes: transactions 25 a page, newest first, with "show more" (the gateway's most a page too). */
export const TRANSACTIONS_PAGE_SIZE = 25;

/** §6 transaction history (TXN_HIST): one page, newest first (pending ones are the newest). */
export const TransactionSchema = v.object({
  transactionId: text,
  transactionDate: v.pipe(v.string(), v.isoTimestamp()),
  description: v.string(),
  amount: MoneySchema,
  status: v.optional(v.picklist(['PENDING', 'POSTED']), 'POSTED'),
  type: v.optional(v.picklist(TRANSACTION_TYPES), 'PURCHASE'),
  category: v.optional(v.picklist(TRANSACTION_CATEGORIES)),
  merchantName: v.optional(v.string()),
});
export type Transaction = v.InferOutput<typeof TransactionSchema>;

export const TransactionsResponseSchema = v.object({
  transactions: v.array(TransactionSchema),
  hasMore: v.optional(v.boolean(), false),
});
export type TransactionsPage = v.InferOutput<typeof TransactionsResponseSchema>;

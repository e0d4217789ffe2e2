// The reads of one card's data, on Accounts and on the card's own page (§7 Cards (portal):
// …/paymentInstruments/{paymentGuid}/balances, transactions and alerts), each keyed under the person
// and the card, in the style of the shared keys (@portal/client/query): ['users', userGuid,
// 'paymentInstruments', panGuid, what], so no two people and no two cards ever share an entry, and one
// card's data can be dropped with its prefix.
import { getCardAlerts, getCardBalances } from '@portal/client/api';

/** Every read of one card of one person starts with this. */
const cardDataKey = (userGuid: string, panGuid: string) => ['users', userGuid, 'paymentInstruments', panGuid] as const;

/** §6 balance inquiry: …/balances. */
export const balancesQuery = (userGuid: string, panGuid: string) => ({
  queryKey: [...cardDataKey(userGuid, panGuid), 'balances'] as const,
  queryFn: () => getCardBalances(userGuid, panGuid),
});

/** §6 alerts: …/alerts, the card's alerts as the server keeps them (a save writes its answer here). */
export const alertsQuery = (userGuid: string, panGuid: string) => ({
  queryKey: [...cardDataKey(userGuid, panGuid), 'alerts'] as const,
  queryFn: () => getCardAlerts(userGuid, panGuid),
});

/** §6 transaction history: …/transactions, the pages read so far (each page's own read adds its offset). */
export const transactionsKey = (userGuid: string, panGuid: string) =>
  [...cardDataKey(userGuid, panGuid), 'transactions'] as const;

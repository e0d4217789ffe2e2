// Fixtures of the accounts page's component tests: an issuer offering balance, history and both alerts
// on the web, the cardholder's cards, pages of transactions, and the page rendered as its route does.
import type { Transaction, TransactionsPage } from '@portal/client/api';
import type { PortalCard } from '@portal/domain/card';
import type { Feature } from '@portal/domain/features';
import { addMessages } from '@portal/client/i18n';
import { renderInPortal, setStoredSession, setUpPortal, setupUser, testIssuer } from '@portal/ui/testing';
import { postloginMessages } from '../../../i18n/messages';
import { messages as accountsMessages } from '../screens';
import { AccountsPage } from './accounts-page';

export const USER = 'user-guid-1';

const web = (featureCD: string): Feature => ({
  featureCD,
  activeIndicator: 'Y',
  digitalPlatforms: ['WEB'],
  supportivePlatforms: [],
});

/** §3 Features: balance, history and both alerts, active on the web. */
export const ALL_FEATURES: Feature[] = ['BAL_INQ', 'TXN_HIST', 'VALERTS', 'DLY_LOW_BAL'].map(web);

export const card = (
  over: Partial<PortalCard> & Pick<PortalCard, 'panGuid' | 'accountNumberLastFourDigits'>,
): PortalCard => ({
  cardNickname: '',
  expirationMonth: 9,
  expirationYear: 2031,
  primary: false,
  financialAccountType: 'DEBIT_CARD',
  productBrandCode: 'VISA',
  cardFeatures: [],
  ...over,
});

/** A debit card with everything: balance, history and alerts. */
export const EVERYDAY = card({
  panGuid: 'pan-everyday',
  cardNickname: 'Everyday Debit',
  accountNumberLastFourDigits: '1111',
  primary: true,
  cardFeatures: ['BAL_INQ', 'TXN_HIST', 'VALERTS', 'DLY_LOW_BAL'],
});

export async function renderAccounts({
  locale = 'en',
  features = ALL_FEATURES,
}: {
  locale?: string;
  features?: Feature[];
} = {}) {
  window.history.replaceState(null, '', '/accounts');
  await setUpPortal({
    access: 'full',
    locale,
    issuer: testIssuer({ features }),
    messages: { postlogin: postloginMessages },
  });
  // The lazy chunk's messages, deep-merged into the namespace as lazyFeature does.
  addMessages('postlogin', accountsMessages);
  setStoredSession({ userId: USER });
  const rendered = renderInPortal(<AccountsPage />, 'postlogin');
  return { ...rendered, user: setupUser() };
}

/** A posted purchase on a day of January 2026, newest first as `n` grows. */
export const purchase = (n: number, over: Partial<Transaction> = {}): Transaction => ({
  transactionId: `t-${n}`,
  transactionDate: new Date(Date.UTC(2026, 0, 28, 12) - n * 3_600_000).toISOString(),
  description: `PURCHASE ${n}`,
  merchantName: `Shop ${n}`,
  amount: { amount: `-${n}.25`, currencyCode: 'USD' },
  status: 'POSTED',
  type: 'PURCHASE',
  ...over,
});

/** A page of `size` purchases numbered from `from`. */
export const page = (from: number, size: number, hasMore: boolean): TransactionsPage => ({
  transactions: Array.from({ length: size }, (_, i) => purchase(from + i)),
  hasMore,
});

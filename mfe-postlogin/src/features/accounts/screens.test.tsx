import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Api from '@portal/client/api';
import { remoteRoutesAt, renderInPortal, setStoredSession, setUpPortal, testIssuer } from '@portal/ui/testing';
import { postloginMessages } from '../../i18n/messages';
import { routes } from '../../routes';
import { ALL_FEATURES, EVERYDAY, USER } from './components/test-kit';

vi.mock('@portal/client/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  getCards: vi.fn(() => Promise.resolve([EVERYDAY])),
  getCardBalances: vi.fn(() => Promise.resolve({ availableBalance: { amount: '10.00', currencyCode: 'USD' } })),
  getCardTransactions: vi.fn(() => Promise.resolve({ transactions: [], hasMore: false })),
  getCardAlerts: vi.fn(() => Promise.resolve({ alerts: [], currencyCode: 'USD' })),
}));

describe('§2 accounts in the remote’s route table', () => {
  it.each(['/accounts', '/ACCOUNTS'])(
    '%s is the accounts page, from its lazy chunk, with its messages',
    async (path) => {
      await setUpPortal({
        access: 'full',
        issuer: testIssuer({ features: ALL_FEATURES }),
        messages: { postlogin: postloginMessages },
      });
      setStoredSession({ userId: USER });
      renderInPortal(await remoteRoutesAt(routes, path), 'postlogin');
      expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeDefined();
      expect(await screen.findByRole('region', { name: 'Everyday Debit, card ending in 1111' })).toBeDefined();
      expect(await screen.findByText('No transactions yet.')).toBeDefined();
    },
  );
});

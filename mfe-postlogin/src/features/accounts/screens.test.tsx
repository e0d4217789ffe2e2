import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PortalCardListSchema } from '@portal/domain/card';
import {
  CardAlertsResponseSchema,
  CardBalancesResponseSchema,
  TransactionsResponseSchema,
} from '@portal/domain/schemas';
import { remoteRoutesAt, renderInPortal, setStoredSession, setUpPortal, testIssuer } from '@portal/ui/testing';
import { startTestGateway } from '@portal/ui/testing/network';
import { postloginMessages } from '../../i18n/messages';
import { routes } from '../../routes';
import { ALL_FEATURES, EVERYDAY, USER } from './components/test-kit';

const gateway = startTestGateway();
const EVERYDAY_PATH = `users/${USER}/paymentInstruments/${EVERYDAY.panGuid}`;

beforeEach(() => {
  gateway.reply('get', `consumer-controller/v1/account/${USER}/paymentInstrument`, PortalCardListSchema, {
    paymentInstruments: [EVERYDAY],
  });
  gateway.reply('get', `${EVERYDAY_PATH}/balances`, CardBalancesResponseSchema, {
    availableBalance: { amount: '10.00', currencyCode: 'USD' },
  });
  gateway.reply('get', `${EVERYDAY_PATH}/transactions`, TransactionsResponseSchema, {
    transactions: [],
    hasMore: false,
  });
  gateway.reply('get', `${EVERYDAY_PATH}/alerts`, CardAlertsResponseSchema, { alerts: [], currencyCode: 'USD' });
});

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

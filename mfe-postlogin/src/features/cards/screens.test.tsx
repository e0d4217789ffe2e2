import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AddressListResponseSchema } from '@portal/domain/address';
import { PortalCardListSchema, type PortalCard } from '@portal/domain/card';
import type { Feature } from '@portal/domain/features';
import { CardAlertsResponseSchema, CardStatusResponseSchema } from '@portal/domain/schemas';
import { remoteRoutesAt, renderInPortal, setStoredSession, setUpPortal, testIssuer } from '@portal/ui/testing';
import { received, startTestGateway } from '@portal/ui/testing/network';
import { postloginMessages } from '../../i18n/messages';
import { routes } from '../../routes';

const gateway = startTestGateway();
const USER = 'user-guid-1';

const web = (featureCD: string): Feature => ({
  featureCD,
  activeIndicator: 'Y',
  digitalPlatforms: ['WEB'],
  supportivePlatforms: [],
});
const FEATURES = ['BAL_INQ', 'VALERTS', 'DLY_LOW_BAL', 'VCTC'].map(web);

const card = (panGuid: string, over: Partial<PortalCard>): PortalCard => ({
  panGuid,
  cardNickname: '',
  accountNumberLastFourDigits: '4444',
  expirationMonth: 9,
  expirationYear: 2031,
  primary: false,
  financialAccountType: 'CREDIT_CARD',
  productBrandCode: 'MASTERCARD',
  cardFeatures: [],
  ...over,
});
/** A credit card that offers alerts: Accounts, which lists debit cards, never shows it. */
const REWARDS = card('pan-rewards', { cardNickname: 'Rewards', cardFeatures: ['VALERTS', 'DLY_LOW_BAL'] });
/** A credit card with control only. */
const TRAVEL = card('pan-travel', {
  cardNickname: 'Travel',
  accountNumberLastFourDigits: '5555',
  cardFeatures: ['VCTC'],
});

const alertsPath = (panGuid: string) => `users/${USER}/paymentInstruments/${panGuid}/alerts`;

beforeEach(() => {
  gateway.reply('get', `consumer-controller/v1/account/${USER}/paymentInstrument`, PortalCardListSchema, {
    paymentInstruments: [REWARDS, TRAVEL],
  });
  gateway.reply('get', `consumer-controller/v1/account/${USER}/address`, AddressListResponseSchema, { addresses: [] });
  gateway.reply('get', alertsPath(REWARDS.panGuid), CardAlertsResponseSchema, {
    alerts: [
      { alertType: 'VALERTS', enabled: false },
      { alertType: 'DLY_LOW_BAL', enabled: false },
    ],
    currencyCode: 'USD',
  });
});

async function openEditCard(panGuid: string, locale = 'en') {
  await setUpPortal({
    access: 'full',
    locale,
    issuer: testIssuer({ features: FEATURES }),
    messages: { postlogin: postloginMessages },
  });
  setStoredSession({ userId: USER });
  renderInPortal(await remoteRoutesAt(routes, `/editCard/${panGuid}`), 'postlogin');
}

describe("§2 editCard: a card's alerts on its own page, when it offers them", () => {
  it.each([
    ['en', 'Alerts', 'Transaction alerts'],
    ['es', 'Alertas', 'Alertas de transacciones'],
  ])('a credit card that offers alerts has their section (%s)', async (locale, heading, alert) => {
    await openEditCard(REWARDS.panGuid, locale);
    const title = await screen.findByRole('heading', { level: 2, name: heading });
    const section = title.closest('section');
    if (!section) throw new Error('the alerts heading is in no section');
    expect(await within(section).findByRole('checkbox', { name: alert })).toBeDefined();
  });

  it('a card that offers none has no alerts section, and its alerts are not asked for', async () => {
    const travel = `users/${USER}/paymentInstruments/${TRAVEL.panGuid}`;
    gateway.fail('get', `${travel}/vctc`, 'DPS_4001', 404, 'This card has no virtual card control yet.');
    gateway.reply('get', `${travel}/status`, CardStatusResponseSchema, { desc: 'Active' });
    await openEditCard(TRAVEL.panGuid);
    expect(await screen.findByRole('heading', { level: 2, name: 'Manage card' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Alerts' })).toBeNull();
    expect(received('GET', alertsPath(TRAVEL.panGuid))).toEqual([]);
  });
});

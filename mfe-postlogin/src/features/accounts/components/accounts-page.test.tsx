import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CardBalances } from '@portal/client/api';
import { type PortalCard, PortalCardListSchema } from '@portal/domain/card';
import {
  CardAlertsResponseSchema,
  CardBalancesResponseSchema,
  TransactionsResponseSchema,
} from '@portal/domain/schemas';
import { closeErrorPopup, notificationsAtom, portalStore } from '@portal/client/state';
import { popup } from '@portal/ui/testing';
import { startTestGateway } from '@portal/ui/testing/network';
import { CARDS, inTurn, instrument, json, never, received, refusal } from './gateway-kit';
import { ALL_FEATURES, card, EVERYDAY, page, renderAccounts } from './test-kit';

const gateway = startTestGateway();
const answerCards = (cards: PortalCard[]) =>
  gateway.reply('get', CARDS, PortalCardListSchema, { paymentInstruments: cards });

// The server's order: the primary card third. Only the two debit cards with balance or history qualify (§6).
const RAINY_DAY = card({
  panGuid: 'pan-rainy',
  cardNickname: 'Rainy Day Debit',
  accountNumberLastFourDigits: '2222',
  cardFeatures: ['BAL_INQ'],
});
const CREDIT = card({
  panGuid: 'pan-credit',
  cardNickname: 'Travel Credit',
  accountNumberLastFourDigits: '3333',
  financialAccountType: 'CREDIT_CARD',
  cardFeatures: ['BAL_INQ', 'TXN_HIST'],
});
const PREPAID = card({
  panGuid: 'pan-prepaid',
  cardNickname: 'Gift Prepaid',
  accountNumberLastFourDigits: '4444',
  financialAccountType: 'PREPAID_CARD',
  cardFeatures: ['TXN_HIST'],
});
const ALERTS_ONLY = card({
  panGuid: 'pan-alerts',
  cardNickname: 'Alerts Debit',
  accountNumberLastFourDigits: '5555',
  cardFeatures: ['VALERTS'],
});

const BALANCES: CardBalances = {
  availableBalance: { amount: '1234.56', currencyCode: 'USD' },
  ledgerBalance: { amount: '1300.10', currencyCode: 'USD' },
  asOf: '2026-01-28T15:04:00.000Z',
};

const cardSection = (name: string) => screen.findByRole('region', { name });
/** A part of a card (Balance, Transactions, Alerts): the section its h3 leads. */
const part = (region: HTMLElement, name: string) => {
  const section = within(region).getByRole('heading', { level: 3, name }).closest('section');
  if (!section) throw new Error(`no ${name} part`);
  return section;
};
/** What the balance part says of when they were read. */
const asOf = (section: HTMLElement) => section.querySelector('time')?.closest('p')?.textContent;
/** The balances a part lists, as [term, amount] pairs. */
const balances = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

const money = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);
const dateTime = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

beforeEach(() => {
  window.dataLayer = [];
  answerCards([EVERYDAY]);
  gateway.reply('get', instrument(':pan', 'balances'), CardBalancesResponseSchema, BALANCES);
  gateway.reply('get', instrument(':pan', 'transactions'), TransactionsResponseSchema, page(1, 3, false));
  gateway.reply('get', instrument(':pan', 'alerts'), CardAlertsResponseSchema, {
    alerts: [{ alertType: 'VALERTS', enabled: true }],
    currencyCode: 'USD',
  });
});

afterEach(() => {
  portalStore.set(notificationsAtom, []);
  closeErrorPopup();
});

describe('§2 accounts: the cards with an account link (§6)', () => {
  it('§1 has one h1, its page title and one screen_load event', async () => {
    await renderAccounts();
    await cardSection('Everyday Debit, card ending in 1111');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Accounts']);
    expect(document.title).toBe('Accounts | Test Bank Cards');
    expect(window.dataLayer).toEqual([{ event: 'screen_load', screen: 'accounts', locale: 'en', issuer: 'test-bank' }]);
  });

  it("§6 shows the session user's debit cards with balance or history, primary first, each named by its title and last four only", async () => {
    answerCards([RAINY_DAY, CREDIT, EVERYDAY, PREPAID, ALERTS_ONLY]);
    await renderAccounts();
    await cardSection('Everyday Debit, card ending in 1111');
    expect(received('GET', CARDS)).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Everyday Debit •••• 1111Everyday Debit, card ending in 1111',
      'Rainy Day Debit •••• 2222Rainy Day Debit, card ending in 2222',
    ]);
    // Seen: the title and four dots with the last four; heard: the name with "card ending in".
    const heading = screen.getByRole('heading', { level: 2, name: 'Everyday Debit, card ending in 1111' });
    expect(within(heading).getByText('•••• 1111').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('§6 per-card capabilities: each card shows only the parts it has', async () => {
    answerCards([RAINY_DAY, EVERYDAY]);
    await renderAccounts();
    const everyday = await cardSection('Everyday Debit, card ending in 1111');
    const rainy = await cardSection('Rainy Day Debit, card ending in 2222');
    expect(
      within(everyday)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Balance', 'Transactions', 'Alerts']);
    expect(
      within(rainy)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Balance']);
    await waitFor(() => expect(received('GET', instrument('pan-rainy', 'balances'))).toHaveLength(1));
    expect(received('GET', instrument('pan-rainy', 'transactions'))).toEqual([]);
    expect(gateway.requests.filter((r) => r.url.pathname.endsWith('/alerts'))).toHaveLength(1);
  });

  it('while the cards load: a named busy indicator', async () => {
    gateway.handle('get', CARDS, never);
    await renderAccounts();
    expect(screen.getByRole('progressbar', { name: 'Loading your cards' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts' })).toBeDefined();
    // Asked for (and never answered): the request does not arrive late, in the next test.
    await waitFor(() => expect(received('GET', CARDS)).toHaveLength(1));
  });

  it('§8 cards that cannot be read: said on the page, and Try again reads them again, focus then on the h1', async () => {
    const asked = inTurn(
      'get',
      CARDS,
      refusal('SERVER_DOWN', 500),
      json(PortalCardListSchema, { paymentInstruments: [EVERYDAY] }),
    );
    const { user } = await renderAccounts();
    expect(await screen.findByText("We couldn't load your cards. Please try again.")).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cardSection('Everyday Debit, card ending in 1111')).toBeDefined();
    expect(screen.queryByText("We couldn't load your cards. Please try again.")).toBeNull();
    expect(asked).toHaveLength(2);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Accounts' })),
    );
  });
});

describe('§6 the route is never a dead end: home, in place, when no card qualifies', () => {
  it('the issuer offers neither balance nor history on the web: home at once, no card read', async () => {
    await renderAccounts({ features: ALL_FEATURES.filter((f) => !['BAL_INQ', 'TXN_HIST'].includes(f.featureCD)) });
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(gateway.requests).toEqual([]);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it.each([
    ['a credit card only', [CREDIT]],
    ['a prepaid card and a debit card with alerts only', [PREPAID, ALERTS_ONLY]],
    ['no card at all', []],
  ])('%s: home once the cards are read', async (_case, cards) => {
    answerCards(cards);
    const before = window.history.length;
    await renderAccounts();
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(received('GET', CARDS)).toHaveLength(1);
    // In place: back does not return to the page that was never shown.
    expect(window.history.length).toBe(before);
  });
});

describe('§6 balance inquiry', () => {
  it('shows the available and current balances and when they were read, in en', async () => {
    await renderAccounts();
    const balance = part(await cardSection('Everyday Debit, card ending in 1111'), 'Balance');
    await waitFor(() =>
      expect(balances(balance)).toEqual([
        ['Available balance', money('en', 1234.56)],
        ['Current balance', money('en', 1300.1)],
      ]),
    );
    expect(balances(balance)[0]?.[1]).toBe('$1,234.56');
    expect(asOf(balance)).toBe(`As of ${dateTime('en', BALANCES.asOf ?? '')}`);
    expect(balance.querySelector('time')?.getAttribute('datetime')).toBe(BALANCES.asOf);
    expect(received('GET', instrument('pan-everyday', 'balances'))).toHaveLength(1);
  });

  it('in Spanish, with the Spanish formats of Intl', async () => {
    await renderAccounts({ locale: 'es' });
    const balance = part(await cardSection('Everyday Debit, tarjeta terminada en 1111'), 'Saldo');
    await waitFor(() =>
      expect(balances(balance)).toEqual([
        ['Saldo disponible', money('es', 1234.56)],
        ['Saldo actual', money('es', 1300.1)],
      ]),
    );
    expect(balances(balance)[0]?.[1]).toMatch(/^1234,56\sUS\$$/);
    expect(asOf(balance)).toBe(`Actualizado el ${dateTime('es', BALANCES.asOf ?? '')}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Cuentas' })).toBeDefined();
  });

  it('without a ledger balance or a time: the available balance alone', async () => {
    gateway.reply('get', instrument('pan-everyday', 'balances'), CardBalancesResponseSchema, {
      availableBalance: { amount: '-20.5', currencyCode: 'EUR' },
    });
    await renderAccounts();
    const balance = part(await cardSection('Everyday Debit, card ending in 1111'), 'Balance');
    await waitFor(() =>
      expect(balances(balance)).toEqual([
        ['Available balance', new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(-20.5)],
      ]),
    );
    expect(within(balance).queryByText(/As of/)).toBeNull();
  });

  it('while it loads: its own busy indicator', async () => {
    gateway.handle('get', instrument('pan-everyday', 'balances'), never);
    await renderAccounts();
    expect(await screen.findByRole('progressbar', { name: 'Loading the balance' })).toBeDefined();
    await waitFor(() => expect(received('GET', instrument('pan-everyday', 'balances'))).toHaveLength(1));
  });

  it('§8 a balance that cannot be read: said in its part (the rest of the card unaffected), and Try again reads it again', async () => {
    inTurn(
      'get',
      instrument('pan-everyday', 'balances'),
      refusal('SERVER_DOWN', 500),
      json(CardBalancesResponseSchema, BALANCES),
    );
    const { user } = await renderAccounts();
    const region = await cardSection('Everyday Debit, card ending in 1111');
    const balance = part(region, 'Balance');
    expect(await within(balance).findByText("We couldn't load the balance. Please try again.")).toBeDefined();
    expect(popup()?.messageKey).toBe('errors:technical');
    expect(await within(part(region, 'Transactions')).findAllByRole('listitem')).toHaveLength(3);
    await user.click(within(balance).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(balances(balance)[0]).toEqual(['Available balance', '$1,234.56']));
    expect(received('GET', instrument('pan-everyday', 'balances'))).toHaveLength(2);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(balance).getByRole('heading', { level: 3, name: 'Balance' })),
    );
  });
});

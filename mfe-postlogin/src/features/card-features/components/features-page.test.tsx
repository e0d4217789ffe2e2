import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PortalCard, PortalCardListSchema } from '@portal/domain/card';
import { PartnerLogosResponseSchema, PhonesResponseSchema, TermsResponseSchema } from '@portal/domain/schemas';
import { notificationsAtom, portalStore } from '@portal/client/state';
import { startTestGateway } from '@portal/ui/testing/network';
import { CARDS, inTurn, json, logosOf, never, PHONES, received, refusal, USER_TERMS } from './features-gateway-kit';
import { ALL_FEATURES, EVERYDAY, PLAIN, renderFeatures, SUBSCRIPTIONS, TRAVEL } from './features-test-kit';

const gateway = startTestGateway();
const answerCards = (cards: PortalCard[]) =>
  gateway.reply('get', CARDS, PortalCardListSchema, { paymentInstruments: cards });

const capabilityList = () => screen.findByRole('list', { name: /^What you can do with / });
/** Each capability's name (its h3), in the order listed. */
const capabilityNames = async () =>
  within(await capabilityList())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

beforeEach(() => {
  window.dataLayer = [];
  answerCards([TRAVEL, PLAIN, EVERYDAY]);
  gateway.reply('get', USER_TERMS, TermsResponseSchema, { terms: [] });
  gateway.reply('get', logosOf(':locale'), PartnerLogosResponseSchema, { logos: [] });
  gateway.reply('get', PHONES, PhonesResponseSchema, { phones: [] });
});

afterEach(() => {
  portalStore.set(notificationsAtom, []);
});

describe('§2 features: the cards with a Features entry (§6)', () => {
  it('§1 has one h1, its page title and one screen_load event', async () => {
    await renderFeatures();
    await capabilityList();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Card features']);
    expect(document.title).toBe('Card features | Test Bank Cards');
    expect(window.dataLayer).toEqual([{ event: 'screen_load', screen: 'features', locale: 'en', issuer: 'test-bank' }]);
    expect(received('GET', CARDS)).toHaveLength(1);
  });

  it('§6 lists the chosen card’s capabilities, each with what it lets the cardholder do; the primary card is chosen first', async () => {
    await renderFeatures();
    expect(await screen.findByRole('list', { name: 'What you can do with Everyday, ending in 1111' })).toBeDefined();
    expect(await capabilityNames()).toEqual(['Balance', 'Transaction history', 'Push to partners', 'Card details']);
    const items = within(await capabilityList()).getAllByRole('listitem');
    expect(items[0]?.textContent).toBe('BalanceSee the available balance on this card whenever you need it.');
    expect(items[3]?.textContent).toContain('See the full card number and expiry date for a short time');
  });

  it("what is set on the card's own page leads there: alerts and card controls, by the card's name", async () => {
    answerCards([{ ...TRAVEL, primary: true, cardFeatures: ['VALERTS', 'VCTC', 'CTP_CG_SDK'] }]);
    await renderFeatures();
    const list = await capabilityList();
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Set the alerts of Travel, ending in 4444', '/editCard/pan-travel'],
      ['Manage Travel, ending in 4444', '/editCard/pan-travel'],
    ]);
  });

  it('a native select labelled Card chooses among the qualifying cards (a card without SDK products is not one), and the capabilities follow it', async () => {
    const { user } = await renderFeatures();
    const select = await screen.findByRole('combobox', { name: 'Card' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Everyday, ending in 1111', 'Travel, ending in 4444']);
    expect((select as HTMLSelectElement).value).toBe('pan-everyday');
    await user.selectOptions(select, 'Travel, ending in 4444');
    expect(await screen.findByRole('list', { name: 'What you can do with Travel, ending in 4444' })).toBeDefined();
    expect(await capabilityNames()).toEqual(['Alerts', 'Click to Pay']);
    // Travel has neither card display nor push provisioning: their sections go with Everyday.
    expect(screen.queryByRole('region', { name: 'Card details' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Push to partners' })).toBeNull();
    await user.selectOptions(select, 'Everyday, ending in 1111');
    expect(await capabilityNames()).toEqual(['Balance', 'Transaction history', 'Push to partners', 'Card details']);
  });

  it('with one qualifying card there is no select; a default title (brand and last four) is not followed by the last four again', async () => {
    answerCards([{ ...TRAVEL, cardNickname: '' }, PLAIN]);
    await renderFeatures();
    expect(await screen.findByRole('list', { name: 'What you can do with Visa 4444' })).toBeDefined();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('§6 the subscription manager only when the issuer offers both VSPS and COF: what it does, and where merchants are managed meanwhile', async () => {
    await renderFeatures({ features: [...ALL_FEATURES, ...SUBSCRIPTIONS] });
    expect(await capabilityNames()).toEqual([
      'Balance',
      'Transaction history',
      'Push to partners',
      'Card details',
      'Subscription manager',
    ]);
    const entry = within(await capabilityList())
      .getAllByRole('listitem')
      .at(-1);
    expect(entry?.textContent).toContain('Merchants can keep this card on file for subscriptions');
    expect(entry?.textContent).toContain('manage it in your account with the merchant');
  });

  it.each([
    ['VSPS alone', [SUBSCRIPTIONS[0]]],
    ['COF alone', [SUBSCRIPTIONS[1]]],
    ['neither', []],
  ])('§6 no subscription manager with %s', async (_, extra) => {
    await renderFeatures({ features: [...ALL_FEATURES, ...extra.filter((f) => f !== undefined)] });
    expect(await capabilityNames()).not.toContain('Subscription manager');
  });

  it('while loading: a named busy indicator', async () => {
    gateway.handle('get', CARDS, never);
    await renderFeatures();
    expect(screen.getByRole('progressbar', { name: 'Loading your cards' })).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Card features']);
    // Asked for (and never answered): the request does not arrive late, in the next test.
    await waitFor(() => expect(received('GET', CARDS)).toHaveLength(1));
  });

  it('a failed read says so with Try again, which reads the cards again', async () => {
    inTurn(
      'get',
      CARDS,
      refusal('VMCP_1001', 503),
      json(PortalCardListSchema, { paymentInstruments: [TRAVEL, PLAIN, EVERYDAY] }),
    );
    const { user } = await renderFeatures();
    expect(await screen.findByText("We couldn't load your cards. Please try again.")).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await capabilityList()).toBeDefined();
    expect(received('GET', CARDS)).toHaveLength(2);
    expect(window.location.pathname).toBe('/features');
  });
});

describe('§2 features with nothing to show: home, in its place', () => {
  it('when none of the cards has a Features entry once read', async () => {
    answerCards([PLAIN]);
    const length = window.history.length;
    await renderFeatures();
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    // Replaced, not pushed: back does not return to a page that only sends the person on.
    expect(window.history.length).toBe(length);
  });

  it('when the issuer offers no web SDK feature (§6), without reading the cards', async () => {
    await renderFeatures({ features: ALL_FEATURES.filter((f) => !/SDK|PUSH/.test(f.featureCD)) });
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(received('GET', CARDS)).toEqual([]);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardDetails } from '@portal/client/api';
import { PortalCardListSchema } from '@portal/domain/card';
import { CardDetailsResponseSchema, PartnerLogosResponseSchema, TermsResponseSchema } from '@portal/domain/schemas';
import { queryClient } from '@portal/client/query';
import { closeErrorPopup, notificationsAtom, portalStore } from '@portal/client/state';
import { startTestGateway } from '@portal/ui/testing/network';
import { CARDS, cardDetailsOf, inTurn, json, logosOf, received, refusal, USER_TERMS } from './features-gateway-kit';
import { EVERYDAY, renderFeatures, TRAVEL } from './features-test-kit';

const gateway = startTestGateway();

const DIGITS = '4111111111111111';
const DETAILS: CardDetails = { accountNumber: DIGITS, expirationMonth: 9, expirationYear: 2031, displaySeconds: 30 };

const section = () => screen.findByRole('region', { name: 'Card details' });
const showButton = async () => within(await section()).findByRole('button', { name: 'Show card details' });
/** What the section's live region says now. */
const announced = async () => within(await section()).getByRole('status').textContent;

/** Every place the answer could have been kept: the page's query and mutation caches, and browser storage. */
function keptAnywhere(): string {
  const caches = [
    ...queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.state),
    ...queryClient
      .getMutationCache()
      .getAll()
      .map((m) => m.state),
  ];
  const storage = [localStorage, sessionStorage].flatMap((store) =>
    Object.keys(store).map((key) => `${key}=${store.getItem(key) ?? ''}`),
  );
  return JSON.stringify(caches) + storage.join('\n') + window.location.href;
}

/** Reveals Everyday's details and waits for them. */
async function reveal() {
  const rendered = await renderFeatures({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  await rendered.user.click(await showButton());
  await screen.findByText('4111 1111 1111 1111');
  return rendered;
}

beforeEach(() => {
  // Fake clocks that still move on their own, so the page's own waits (the query cache's) run.
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  gateway.reply('get', CARDS, PortalCardListSchema, { paymentInstruments: [EVERYDAY, TRAVEL] });
  gateway.reply('get', USER_TERMS, TermsResponseSchema, { terms: [] });
  gateway.reply('get', logosOf(':locale'), PartnerLogosResponseSchema, { logos: [] });
  gateway.reply('get', cardDetailsOf(':pan'), CardDetailsResponseSchema, DETAILS);
});

afterEach(() => {
  vi.useRealTimers();
  portalStore.set(notificationsAtom, []);
  closeErrorPopup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('§6 card display, §7 sdkPayload/v2: Show card details', () => {
  it('shows the number grouped in fours (monospace, heard digit by digit), the expiry MM/YY, a countdown and a note not to share them', async () => {
    await reveal();
    expect(received('GET', cardDetailsOf('pan-everyday'))).toHaveLength(1);
    expect(gateway.requests.filter((r) => r.url.pathname.includes('/sdkPayload/'))).toHaveLength(1);
    const details = await section();
    const number = within(details).getByText('4111 1111 1111 1111');
    expect(number.getAttribute('aria-hidden')).toBe('true');
    expect(within(details).getByText('4 1 1 1, 1 1 1 1, 1 1 1 1, 1 1 1 1').className).toBe('visually-hidden');
    expect(
      within(details)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Card number', 'Expiry date']);
    expect(within(details).getByText('09/31').getAttribute('datetime')).toBe('2031-09');
    expect(within(details).getByText('Hidden in 30 seconds')).toBeDefined();
    expect(
      within(details).getByText("Don't share these details with anyone. We will never ask you for them."),
    ).toBeDefined();
    // Announced once at reveal, with the time they stay; focus follows to Hide, which replaced Show.
    expect(await announced()).toBe('Card details shown. They will be hidden in 30 seconds.');
    expect(document.activeElement).toBe(within(details).getByRole('button', { name: 'Hide card details' }));
  });

  it('counts down without announcing each second, and after displaySeconds drops them, says so and gives focus back to Show', async () => {
    await reveal();
    act(() => {
      vi.advanceTimersByTime(25_000);
    });
    expect(screen.getByText('Hidden in 5 seconds')).toBeDefined();
    expect(await announced()).toBe('Card details shown. They will be hidden in 30 seconds.');
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(screen.getByText('Hidden in 1 second')).toBeDefined();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.queryByText('4111 1111 1111 1111')).toBeNull();
    expect(screen.queryByText(/Hidden in/)).toBeNull();
    expect(await announced()).toBe('Card details hidden.');
    expect(document.activeElement).toBe(await showButton());
  });

  it('Hide drops them at once and gives focus back to Show', async () => {
    const { user } = await reveal();
    await user.click(screen.getByRole('button', { name: 'Hide card details' }));
    expect(screen.queryByText('4111 1111 1111 1111')).toBeNull();
    expect(document.activeElement).toBe(await showButton());
    expect(await announced()).toBe('Card details hidden.');
  });

  it('another card drops them (coming back shows nothing revealed), and so does leaving the page', async () => {
    const { user, unmount } = await reveal();
    const select = screen.getByRole('combobox', { name: 'Card' });
    await user.selectOptions(select, 'Travel, ending in 4444');
    expect(screen.queryByText('4111 1111 1111 1111')).toBeNull();
    await user.selectOptions(select, 'Everyday, ending in 1111');
    expect(await showButton()).toBeDefined();
    expect(screen.queryByText('4111 1111 1111 1111')).toBeNull();
    // The select keeps focus: choosing a card is not a reason to move it (WCAG 3.2.2).
    expect(document.activeElement).toBe(select);
    await user.click(await showButton());
    await screen.findByText('4111 1111 1111 1111');
    unmount();
    expect(document.body.textContent).not.toContain('4111');
  });

  it('keeps the answer out of the query and mutation caches, browser storage and the URL', async () => {
    await reveal();
    const kept = keptAnywhere();
    expect(kept).not.toContain(DIGITS);
    expect(kept).not.toContain('4111 1111');
    for (const store of [localStorage, sessionStorage]) {
      for (const key of Object.keys(store)) expect(store.getItem(key) ?? '').not.toContain(DIGITS);
    }
  });

  it('§8 a refusal goes through the catalogue: a 429 says too many attempts in the section, and Show tries again', async () => {
    const asked = inTurn(
      'get',
      cardDetailsOf('pan-everyday'),
      refusal('tooManyRequests', 429),
      json(CardDetailsResponseSchema, DETAILS),
    );
    const { user } = await renderFeatures({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(await showButton());
    const alert = await within(await section()).findByRole('alert');
    expect(await within(alert).findByText('Too many attempts. Please wait a few minutes and try again.')).toBeDefined();
    expect(screen.queryByText(/4111/)).toBeNull();
    await user.click(await showButton());
    expect(await screen.findByText('4111 1111 1111 1111')).toBeDefined();
    expect(within(alert).queryByText(/Too many attempts/)).toBeNull();
    expect(asked).toHaveLength(2);
  });

  it('§8 a failure the catalogue raises as a popup is also told in the section', async () => {
    const asked = gateway.fail('get', cardDetailsOf('pan-everyday'), 'boom', 500);
    const { user } = await renderFeatures({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(await showButton());
    expect(
      await within(await section()).findByText("We couldn't show the card details. Please try again."),
    ).toBeDefined();
    await waitFor(() => expect(asked).toHaveLength(1));
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalCardListSchema, type PortalCard } from '@portal/domain/card';
import { HAMBURGER_FOCUS_DELAY_MS } from '@portal/domain/constants';
import { type Feature } from '@portal/domain/features';
import { queryClient } from '@portal/client/query';
import type { AccessLevel } from '@portal/client/state';
import { renderInPortal, setStoredSession, setUpPortal, setupUser, testIssuer } from '@portal/ui/testing';
import { startTestGateway } from '@portal/ui/testing/network';
import { shellMessages } from '../i18n/messages';
import { Header } from './header';
import { currentOf, WIDE_NAV_QUERY } from './signed-in-nav';

const gateway = startTestGateway();

const SDK_FEATURE: Feature = {
  featureCD: 'VCTC_SDK',
  activeIndicator: 'Y',
  digitalPlatforms: ['WEB_SDK'],
  supportivePlatforms: [],
};
const USER = 'user-guid-1';
/** §7: the user's cards. */
const CARDS = `consumer-controller/v1/account/${USER}/paymentInstrument`;
/** The reads of the user's cards the gateway received. */
const cardReads = () =>
  gateway.requests.filter((r) => r.method === 'GET' && r.url.pathname === `/test-gateway/${CARDS}`);

const card = (over: Partial<PortalCard>): PortalCard => ({
  panGuid: 'pan-1',
  cardNickname: 'Everyday',
  accountNumberLastFourDigits: '1111',
  expirationMonth: 9,
  expirationYear: 2040,
  primary: true,
  financialAccountType: 'DEBIT_CARD',
  productBrandCode: 'VISA',
  cardFeatures: [],
  ...over,
});
/** A debit card with a balance (Accounts) and an SDK product (Features): both of §6's card halves. */
const DEBIT_WITH_BOTH = card({ cardFeatures: ['BAL_INQ', 'VCTC_SDK'] });

/** jsdom has no matchMedia: each test says how wide the screen is. */
function stubScreen(wide: boolean) {
  const matchMedia = vi.fn((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
}

async function renderSignedIn(
  options: {
    path?: string;
    access?: AccessLevel;
    wide?: boolean;
    features?: Feature[];
    /** The user's cards as the gateway answers them, or 'unreadable': §8's 500. */
    cards?: PortalCard[] | 'unreadable';
  } = {},
) {
  const matchMedia = stubScreen(options.wide ?? true);
  window.history.replaceState(null, '', options.path ?? '/home');
  const cards = options.cards ?? [DEBIT_WITH_BOTH];
  if (cards === 'unreadable') gateway.fail('get', CARDS, 'VMCP_001', 500);
  // §4 Card defaults: No Content (204) is an empty list.
  else if (cards.length === 0) gateway.replyEmpty('get', CARDS);
  else gateway.reply('get', CARDS, PortalCardListSchema, { paymentInstruments: cards });
  const issuer = testIssuer(options.features ? { features: [...testIssuer().features, ...options.features] } : {});
  await setUpPortal({ issuer, access: options.access ?? 'full', messages: { shell: shellMessages } });
  setStoredSession({ userId: USER });
  renderInPortal(<Header />, 'shell');
  // The nav is a chunk of its own (header.tsx), there once it has loaded; only full access shows it.
  if ((options.access ?? 'full') === 'full') await screen.findByRole('navigation', { name: 'Main' });
  return matchMedia;
}

const main = () => screen.getByRole('navigation', { name: 'Main' });
const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const menuLinks = () =>
  within(document.getElementById(menuButton().getAttribute('aria-controls') ?? '') ?? document.body).getAllByRole(
    'link',
  );
const names = (links: HTMLElement[]) => links.map((a) => a.textContent);

beforeEach(() => {
  queryClient.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('§2 header state 4 on a wide screen', () => {
  it('the top nav lists Cards, Settings and the enabled Accounts and Features; the menu holds sign-out', async () => {
    const user = setupUser();
    const matchMedia = await renderSignedIn({ features: [SDK_FEATURE] });
    expect(matchMedia).toHaveBeenCalledWith(WIDE_NAV_QUERY);
    await within(main()).findByRole('link', { name: 'Features' });
    const top = within(main()).getAllByRole('link');
    expect(names(top)).toEqual(['Cards', 'Settings', 'Accounts', 'Features']);
    expect(top.map((a) => a.getAttribute('href'))).toEqual(['/home', '/userSettings', '/accounts', '/features']);
    await user.click(menuButton());
    expect(names(menuLinks())).toEqual(['Sign out']);
  });

  it('§6 Features is absent without an SDK feature, Accounts without balance or history', async () => {
    stubScreen(true);
    window.history.replaceState(null, '', '/home');
    await setUpPortal({ issuer: testIssuer({ features: [] }), access: 'full', messages: { shell: shellMessages } });
    renderInPortal(<Header />, 'shell');
    expect(names(within(main()).getAllByRole('link'))).toEqual(['Cards', 'Settings']);
    // Neither link can show, so the cards are not read for them.
    expect(gateway.requests).toEqual([]);
  });

  it.each([
    ['no card at all', [], ['Cards', 'Settings']],
    [
      'a credit card with a balance and an SDK product: Features only (Accounts needs a debit card)',
      [card({ financialAccountType: 'CREDIT_CARD', cardFeatures: ['BAL_INQ', 'VCTC_SDK'] })],
      ['Cards', 'Settings', 'Features'],
    ],
    [
      'a debit card with a balance and no SDK product: Accounts only',
      [card({ cardFeatures: ['BAL_INQ'] })],
      ['Cards', 'Settings', 'Accounts'],
    ],
    [
      'a debit card whose codes the issuer does not offer on the web',
      [card({ cardFeatures: ['TXN_HIST', 'CTP_CG_SDK'] })],
      ['Cards', 'Settings'],
    ],
  ] as const)('§6 the card half: with %s, the links are %j', async (_, cards, expected) => {
    await renderSignedIn({ features: [SDK_FEATURE], cards: [...cards] });
    await waitFor(() => expect(cardReads()).not.toHaveLength(0));
    // Settled: the list the cards give, asked for again after a render with them.
    await waitFor(() => expect(names(within(main()).getAllByRole('link'))).toEqual(expected));
  });

  it('§6 cards that cannot be read show neither link, and the rest of the nav stays', async () => {
    await renderSignedIn({ features: [SDK_FEATURE], cards: 'unreadable' });
    await waitFor(() => expect(cardReads()).not.toHaveLength(0));
    await waitFor(() => expect(queryClient.getQueryState(['users', USER, 'cards'])?.status).toBe('error'));
    expect(names(within(main()).getAllByRole('link'))).toEqual(['Cards', 'Settings']);
  });

  it.each(['none', 'partial'] as const)('§4 the nav is hidden without full access (%s)', async (access) => {
    await renderSignedIn({ access, path: '/login/challenge' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('marks the current page, and the section of a page under it', async () => {
    await renderSignedIn({ path: '/userSettings/addEmail' });
    expect(within(main()).getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('true');
    expect(within(main()).getByRole('link', { name: 'Cards' }).hasAttribute('aria-current')).toBe(false);
  });
});

describe('§2 header state 4 on a narrow screen: the burger menu', () => {
  /** Opens the menu with the keyboard alone, and waits for focus to move into it. */
  async function openWithKeyboard() {
    await renderSignedIn({ wide: false });
    const user = setupUser();
    await user.tab(); // the skip link
    await user.tab(); // the logo
    await user.tab();
    expect(document.activeElement).toBe(menuButton());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Cards' })));
    return user;
  }

  it('holds every link and sign-out; no top nav', async () => {
    await openWithKeyboard();
    await waitFor(() => expect(names(menuLinks())).toContain('Accounts'));
    expect(names(menuLinks())).toEqual(['Cards', 'Settings', 'Accounts', 'Sign out']);
    expect(menuLinks()[0]?.getAttribute('aria-current')).toBe('page');
    expect(within(main()).getAllByRole('link')).toHaveLength(4);
  });

  it(`§9 once opened, focus moves to its first link after ${HAMBURGER_FOCUS_DELAY_MS} ms`, async () => {
    await renderSignedIn({ wide: false });
    vi.useFakeTimers();
    act(() => {
      menuButton().focus();
      menuButton().click();
    });
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(menuButton());
    act(() => {
      vi.advanceTimersByTime(HAMBURGER_FOCUS_DELAY_MS - 1);
    });
    expect(document.activeElement).toBe(menuButton());
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Cards' }));
  });

  it('Down, Up, Home and End move through its links, round the ends', async () => {
    const user = await openWithKeyboard();
    const focused = () => document.activeElement?.textContent;
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Settings');
    await user.keyboard('{End}');
    expect(focused()).toBe('Sign out');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('Cards');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('Sign out');
    await user.keyboard('{Home}');
    expect(focused()).toBe('Cards');
  });

  it('Tab goes through the links; tabbing past the last closes the menu', async () => {
    const user = await openWithKeyboard();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Sign out');
    await user.tab();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Sign out' })).toBeNull();
  });

  it('Escape closes it and gives focus back to the button', async () => {
    const user = await openWithKeyboard();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('following a link navigates in place and closes the menu', async () => {
    const user = await openWithKeyboard();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(window.location.pathname).toBe('/userSettings');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('sign-out is a link to /signOut', async () => {
    await openWithKeyboard();
    expect(screen.getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe('/signOut');
  });
});

describe('currentOf', () => {
  it.each([
    ['/home', '/home', 'page'],
    ['/HOME/', '/home', 'page'],
    ['/userSettings/email/verifyCode/1', '/userSettings', 'true'],
    ['/homework', '/home', undefined],
    ['/accounts', '/home', undefined],
  ] as const)('%s against %s: %s', (path, to, expected) => {
    expect(currentOf(path, to)).toBe(expected);
  });
});

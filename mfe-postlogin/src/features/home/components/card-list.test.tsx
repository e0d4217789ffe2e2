import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PortalCard, PortalCardListSchema } from '@portal/domain/card';
import { EMPTY_HELD, heldSessionAtom, holdProfile, notificationsAtom, portalStore } from '@portal/client/state';
import { renderInPortal, setStoredSession, setUpPortal, setupUser } from '@portal/ui/testing';
import { postloginMessages } from '../../../i18n/messages';
import { errorBody, startTestGateway, TEST_GATEWAY, answer } from '@portal/ui/testing/network';
import { Home } from './home';

const gateway = startTestGateway();
const USER = 'user-guid-1';
/** §7 Cards (portal): the session user's cards (the account id is the user's guid). */
const CARDS = `consumer-controller/v1/account/${USER}/paymentInstrument`;

const answerCards = (cards: PortalCard[]) =>
  gateway.reply('get', CARDS, PortalCardListSchema, { paymentInstruments: cards });
/** The card list's answers in turn, one a request. */
const answerInTurn = (...answers: (() => Response | Promise<Response>)[]) => {
  let turn = 0;
  return gateway.handle('get', CARDS, () => {
    const answer = answers[turn++];
    if (!answer) throw new Error(`no answer for request ${turn} of the card list`);
    return answer();
  });
};
const serverDown = (message = '') => Response.json(errorBody('SERVER_DOWN', 500, message), { status: 500 });

/** The expiry `months` after this month, as §3 keeps it, and as the tile shows it (MM/YY). */
function expiringIn(months: number): { expirationMonth: number; expirationYear: number; shown: string } {
  const now = new Date();
  const index = now.getFullYear() * 12 + now.getMonth() + months;
  const expirationMonth = (index % 12) + 1;
  const expirationYear = Math.floor(index / 12);
  return {
    expirationMonth,
    expirationYear,
    shown: `${String(expirationMonth).padStart(2, '0')}/${String(expirationYear % 100).padStart(2, '0')}`,
  };
}

const card = (
  over: Partial<PortalCard> & Pick<PortalCard, 'panGuid' | 'accountNumberLastFourDigits'>,
  months = 24,
): PortalCard => {
  const { expirationMonth, expirationYear } = expiringIn(months);
  return {
    cardNickname: '',
    expirationMonth,
    expirationYear,
    primary: false,
    financialAccountType: 'CREDIT_CARD',
    productBrandCode: 'VISA',
    cardFeatures: [],
    ...over,
  };
};

// The server's order, with the primary card second: home shows it first (§4).
const TRAVEL = card({
  panGuid: 'pan-travel',
  cardNickname: 'Travel Mastercard',
  accountNumberLastFourDigits: '4444',
  productBrandCode: 'MASTERCARD',
  cardArtFileName: 'acme-mastercard',
});
const EVERYDAY = card(
  {
    panGuid: 'pan-everyday',
    cardNickname: 'Everyday Visa',
    accountNumberLastFourDigits: '1111',
    primary: true,
    cardArtFileName: 'acme-visa',
  },
  36,
);
const OLD = card(
  { panGuid: 'pan-old', cardNickname: 'Old Visa', accountNumberLastFourDigits: '1881', cardArtFileName: 'acme-visa' },
  1,
);
const UNNAMED = card({
  panGuid: 'pan-unnamed',
  cardNickname: '  ',
  accountNumberLastFourDigits: '0005',
  productBrandCode: 'AMEX',
});

async function renderHome(locale = 'en') {
  window.history.replaceState(null, '', '/home');
  await setUpPortal({ access: 'full', locale, messages: { postlogin: postloginMessages } });
  setStoredSession({ userId: USER });
  holdProfile({ fullName: 'Rita Ready', lastLoginTimeStamp: null });
  const rendered = renderInPortal(<Home />, 'postlogin');
  return { ...rendered, user: setupUser() };
}

const cardList = () => screen.findByRole('list', { name: 'Your cards' });
const tiles = async () => within(await cardList()).getAllByRole('listitem');

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  portalStore.set(heldSessionAtom, EMPTY_HELD);
  portalStore.set(notificationsAtom, []);
});

describe('§2 home: the cardholder’s cards (§3 Card in the portal, derived display)', () => {
  it("§7 lists the session user's cards under a 'Your cards' heading, primary first (§4), each linking to its edit page", async () => {
    const asked = answerCards([TRAVEL, EVERYDAY, OLD]);
    await renderHome();
    expect(screen.getByRole('heading', { level: 2, name: 'Your cards' })).toBeDefined();
    const items = await tiles();
    expect(asked.map((r) => r.url.pathname)).toEqual([new URL(CARDS, TEST_GATEWAY).pathname]);
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Everyday Visa',
      'Travel Mastercard',
      'Old Visa',
    ]);
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'Everyday Visa' })
        .getAttribute('href'),
    ).toBe('/editCard/pan-everyday');
    // The welcome stays above the cards, the one h1 of the screen.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Welcome, Rita Ready']);
  });

  it('§3 shows the primary badge, the masked number with its spoken label, and the expiry MM/YY', async () => {
    answerCards([TRAVEL, EVERYDAY]);
    await renderHome();
    const [everyday, travel] = (await tiles()) as [HTMLElement, HTMLElement];
    expect(within(everyday).getByText('Primary')).toBeDefined();
    expect(within(travel).queryByText('Primary')).toBeNull();
    // Seen: four dots and the last four; heard: "Card ending in 1111" (the dots are hidden from it).
    expect(within(everyday).getByText('•••• 1111').getAttribute('aria-hidden')).toBe('true');
    expect(within(everyday).getByText('Card ending in 1111').className).toBe('visually-hidden');
    const expiry = expiringIn(36);
    const time = within(everyday).getByText(expiry.shown);
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe(
      `${expiry.expirationYear}-${String(expiry.expirationMonth).padStart(2, '0')}`,
    );
    expect(time.parentElement?.textContent).toBe(`Expires ${expiry.shown}`);
  });

  it('§4 Card defaults: a card without a nickname is titled by its brand word and last four', async () => {
    answerCards([EVERYDAY, UNNAMED]);
    await renderHome();
    const items = await tiles();
    expect(
      within(items[1] as HTMLElement)
        .getByRole('link', { name: 'American Express 0005' })
        .getAttribute('href'),
    ).toBe('/editCard/pan-unnamed');
  });

  it('§9 a card with under 2 months left says it expires soon; the others do not', async () => {
    answerCards([EVERYDAY, TRAVEL, OLD]);
    await renderHome();
    const [everyday, travel, old] = (await tiles()) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(old).getByText('Expires soon')).toBeDefined();
    expect(within(everyday).queryByText('Expires soon')).toBeNull();
    expect(within(travel).queryByText('Expires soon')).toBeNull();
  });

  it("§3 shows the issuer's card art in both sizes (§9 pixel ratio), decorative beside the tile's text", async () => {
    answerCards([EVERYDAY, UNNAMED]);
    await renderHome();
    const [everyday, unnamed] = (await tiles()) as [HTMLElement, HTMLElement];
    const art = everyday.querySelector('img');
    expect(art?.getAttribute('src')).toBe('/issuer-assets/acme-visa_web_1x.png');
    expect(art?.getAttribute('srcset')).toBe(
      '/issuer-assets/acme-visa_web_1x.png 1x, /issuer-assets/acme-visa_web_2x.png 2x',
    );
    expect(art?.getAttribute('alt')).toBe('');
    expect([art?.getAttribute('width'), art?.getAttribute('height')]).toEqual(['164', '105']);
    // No art named: a blank of the same size, no broken image.
    expect(unnamed.querySelector('img')).toBeNull();
  });

  it('opens the edit page of the card chosen', async () => {
    answerCards([EVERYDAY, TRAVEL]);
    const { user } = await renderHome();
    await cardList();
    await user.click(screen.getByRole('link', { name: 'Travel Mastercard' }));
    expect(window.location.pathname).toBe('/editCard/pan-travel');
  });

  it('offers to add another card', async () => {
    answerCards([EVERYDAY]);
    await renderHome();
    await cardList();
    expect(screen.getByRole('link', { name: 'Add card' }).getAttribute('href')).toBe('/addCard');
  });

  it('while loading: a named busy indicator, and the section says it is busy', async () => {
    gateway.handle('get', CARDS, () => new Promise<Response>(() => undefined));
    await renderHome();
    expect(screen.getByRole('progressbar', { name: 'Loading your cards' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Your cards' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('list', { name: 'Your cards' })).toBeNull();
    // The list is asked for (and never answered): the request does not arrive late, in the next test.
    await waitFor(() => expect(gateway.requests).toHaveLength(1));
  });
});

describe('§4 Card defaults: an empty collection (No Content)', () => {
  it('says there is no card yet and links to add one', async () => {
    gateway.replyEmpty('get', CARDS);
    await renderHome();
    expect(await screen.findByText('You have not added a card yet.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe('/addCard');
    expect(screen.queryByRole('list', { name: 'Your cards' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Your cards' }).getAttribute('aria-busy')).toBe('false');
  });
});

describe('§8 Exception cases: "A card list fetch failure raises a get-error event"', () => {
  it("shows the catalogue's message on the page, raises the error notification (the one announcement), and Try again fetches the list again", async () => {
    const asked = answerInTurn(
      () => serverDown('boom'),
      () => answer(PortalCardListSchema, { paymentInstruments: [TRAVEL, EVERYDAY] }),
    );
    const { user } = await renderHome();
    const section = screen.getByRole('region', { name: 'Your cards' });
    await within(section).findByText("We couldn't load your cards. Please try again later.");
    expect(within(section).queryByRole('alert')).toBeNull();
    // The get-error event: the page's error notification, with the catalogue's text, not the server's.
    expect(portalStore.get(notificationsAtom)).toEqual([
      expect.objectContaining({ type: 'error', messageKey: 'errors:card.listFailed' }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect((await tiles()).map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Everyday Visa',
      'Travel Mastercard',
    ]);
    expect(asked).toHaveLength(2);
    expect(within(section).queryByText("We couldn't load your cards. Please try again later.")).toBeNull();
    // The button went with the message: focus is on the section's heading, the cards below it.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Your cards' })),
    );
  });

  it('failing again, the message is back and Try again has focus', async () => {
    const asked = answerInTurn(
      () => serverDown(),
      // Slow enough for the page to show it is fetching again (the button goes meanwhile).
      () => new Promise<Response>((resolve) => setTimeout(() => resolve(serverDown()), 50)),
    );
    const { user } = await renderHome();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading your cards' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    const again = await screen.findByRole('button', { name: 'Try again' });
    expect(asked).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(
      within(screen.getByRole('region', { name: 'Your cards' })).getByText(
        "We couldn't load your cards. Please try again later.",
      ),
    ).toBeDefined();
  });
});

describe('in Spanish', () => {
  it('the heading, badges, spoken number and empty state', async () => {
    answerCards([EVERYDAY, OLD]);
    await renderHome('es');
    const [everyday, old] = (await within(await screen.findByRole('list', { name: 'Sus tarjetas' })).findAllByRole(
      'listitem',
    )) as [HTMLElement, HTMLElement];
    expect(within(everyday).getByText('Principal')).toBeDefined();
    expect(within(everyday).getByText('Tarjeta terminada en 1111')).toBeDefined();
    expect(within(old).getByText('Vence pronto')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Añadir tarjeta' }).getAttribute('href')).toBe('/addCard');
  });

  it('the empty state', async () => {
    gateway.replyEmpty('get', CARDS);
    await renderHome('es');
    expect(await screen.findByText('Todavía no ha añadido ninguna tarjeta.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Añadir una tarjeta' }).getAttribute('href')).toBe('/addCard');
  });
});

// The embedded wallet journeys' side of the demo checkout page (demo-sites): Harbour Goods'
// checkout on its own origin, where the wallet is mounted for a shopper of the journey's own.
import type { Frame, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, GATEWAY } from './fixtures';
import { E2E_PORTS } from './ports.mjs';
import { recordSecret } from './secrets';

const CHECKOUT = `http://localhost:${E2E_PORTS.checkout}`;

/** The sandbox's demo merchant (gateway/src/db/demo-merchants.ts): its public key is published. */
const DEMO_PUBLIC_KEY = 'pk_sandbox_harbour_goods';

/** A shopper of the journey's own: the merchant's reference for its customer. */
export const journeyShopper = (like: string): string =>
  `journey-${like}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** One of the sandbox's wallet helpers (gateway/src/wallet/dev-wallet.routes.ts) for a shopper of the demo merchant. */
async function devWallet(route: 'showcase' | 'endSessions', shopper: string, status: number): Promise<void> {
  const res = await fetch(`${GATEWAY}/__dev/wallet/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ publicKey: DEMO_PUBLIC_KEY, shopperReference: shopper }),
  });
  expect(res.status, await res.text()).toBe(status);
}

/** Fills a shopper's empty wallet with one card for each reason review greys a card. */
export const showcaseWallet = (shopper: string): Promise<void> => devWallet('showcase', shopper, 201);

/** Ends a shopper's live sessions now, as their 15 minutes would. */
export const endShopperSessions = (shopper: string): Promise<void> => devWallet('endSessions', shopper, 200);

/** A shopper session, as the merchant's server asks for one (the demo merchant's secret key is published). */
export async function shopperSession(shopper: string): Promise<string> {
  const res = await fetch(`${GATEWAY}/merchant-controller/v1/shopperSessions`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer sk_sandbox_harbour_goods_demo_secret_public',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ shopperReference: shopper }),
  });
  expect(res.status).toBe(201);
  // A session is a bearer secret: the at-rest check looks for it in the database and the gateway's log.
  return recordSecret('token', ((await res.json()) as { shopperSession: string }).shopperSession);
}

/** A shopper's saved cards' ids and nicknames, read from the gateway as the wallet reads them. */
export async function shopperCards(shopper: string): Promise<{ id: string; nickName: string }[]> {
  const res = await fetch(`${GATEWAY}/wallet/v1/paymentInstruments?apiKey=${DEMO_PUBLIC_KEY}`, {
    headers: { authorization: `Bearer ${await shopperSession(shopper)}` },
  });
  return ((await res.json()) as { paymentInstruments: { id: string; nickName: string }[] }).paymentInstruments;
}

/** A shopper's saved addresses' ids and first lines, read from the gateway as the wallet reads them. */
export async function shopperAddresses(shopper: string): Promise<{ id: string; line1: string }[]> {
  const res = await fetch(`${GATEWAY}/wallet/v1/addresses?apikey=${DEMO_PUBLIC_KEY}`, {
    headers: { authorization: `Bearer ${await shopperSession(shopper)}` },
  });
  return ((await res.json()) as { addresses: { id: string; line1: string }[] }).addresses;
}

/** A wallet call made with a shopper's session, as the wallet makes it: its status. */
export async function walletCallStatus(
  session: string,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<number> {
  const key = pathname.startsWith('/wallet/v1/addresses') ? 'apikey' : 'apiKey';
  const res = await fetch(`${GATEWAY}${pathname}?${key}=${DEMO_PUBLIC_KEY}`, {
    method,
    headers: {
      authorization: `Bearer ${session}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return res.status;
}

/**
 * The two ways the checkout mounts the wallet: in its own page (`isolation: 'none'`), or
 * isolated in a frame from the wallet's origin (`isolation: 'iframe'`, the checkout's `?mode=iframe`).
 */
export type WalletMode = 'inPage' | 'iframe';

export const WALLET_MODES: readonly { mode: WalletMode; title: string }[] = [
  { mode: 'inPage', title: 'mounted in the page' },
  { mode: 'iframe', title: 'isolated in a frame of its own origin' },
];

/** The wallet on the checkout page, wherever it is mounted: what a journey reads and clicks. */
export interface CheckoutWallet {
  page: Page;
  mode: WalletMode;
  /** The wallet's content: the element the page mounts it in, or the frame's document. */
  root: Locator;
  /** Where the wallet's dialogs open: the page (in-page mode), or the frame. */
  dialogs: Locator;
  /** The card tile of review whose nickname is `name`. */
  card(name: string): Locator;
  /** axe on the checkout page and, isolated, inside the wallet's frame too. */
  expectAccessible(): Promise<void>;
}

/** The frame's title the loader gives it (mfe-embedded-wallet/src/loader/isolated.ts). */
const FRAME = 'iframe[title="Saved cards"]';

export function checkoutWallet(page: Page, mode: WalletMode): CheckoutWallet {
  const root = mode === 'iframe' ? page.frameLocator(`#wallet ${FRAME}`).locator(':root') : page.locator('#wallet');
  return {
    page,
    mode,
    root,
    dialogs: mode === 'iframe' ? root : page.locator(':root'),
    card: (name) => root.getByTestId('review-card').filter({ hasText: name }),
    async expectAccessible() {
      await expectAccessible(page);
      if (mode === 'iframe') await expectAccessible(walletFrame(page));
    },
  };
}

/** The wallet's frame (isolated mode), for what takes a Frame rather than a locator (axe). */
function walletFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().includes('/embed/frame.html'));
  if (!frame) throw new Error('the wallet frame is not there');
  return frame;
}

/** The checkout page's address for a shopper, in a mode, the wallet opening at `start` when given (`extra`: the page's other queries). */
export function checkoutUrl(
  shopper: string,
  mode: WalletMode,
  start?: string,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ shopper, ...extra });
  if (mode === 'iframe') query.set('mode', 'iframe');
  if (start) query.set('start', start);
  return `${CHECKOUT}/?${query.toString()}`;
}

/** Where Cancel takes the shopper: the back URL the checkout configures for the mode. */
export const backUrl = (mode: WalletMode): string =>
  `${CHECKOUT}/?left=wallet${mode === 'iframe' ? '&mode=iframe' : ''}`;

/** The checkout page for a shopper, the wallet mounted and its review drawn. */
export async function openCheckout(page: Page, shopper: string, mode: WalletMode): Promise<CheckoutWallet> {
  await page.goto(checkoutUrl(shopper, mode));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const wallet = checkoutWallet(page, mode);
  await expect(wallet.root.getByRole('heading', { level: 2, name: 'Review your payment' })).toBeVisible();
  return wallet;
}

export interface NewCard {
  number: string;
  expiry: string;
  cvv: string;
  nameOnCard: string;
}

export const A_VISA: NewCard = { number: '4242 4242 4242 4242', expiry: '0931', cvv: '737', nameOnCard: 'Sam Shopper' };

/** Fills the add form's card fields (the numbers recorded as secrets for the storage and at-rest checks). */
export async function fillCard(wallet: CheckoutWallet, card: NewCard): Promise<void> {
  const form = wallet.root;
  await form.getByLabel('Card number').fill(recordSecret('cardNumber', card.number));
  await form.getByLabel('Expiry date').fill(card.expiry);
  await form.getByLabel('Security code').fill(recordSecret('securityCode', card.cvv));
  await form.getByLabel('Name on card').fill(card.nameOnCard);
}

/** An address the offline verifier finds (Mountain View, CA 94043): the card form's billing fields and the address screens'. */
export const BILLING_FORM = {
  personName: 'Sam Shopper',
  line1: '1600 Amphitheatre Pkwy',
  city: 'Mountain View',
  state: 'CA',
  postalCode: '94043',
  phone: '2025550147',
};

/** Fills an address's fields: the address screens' form, or the card form's billing entry (an empty wallet has no saved address). */
export async function fillAddress(wallet: CheckoutWallet, address: typeof BILLING_FORM): Promise<void> {
  const form = wallet.root;
  await form.getByLabel('Full name').fill(address.personName);
  await form.getByLabel('Address line 1').fill(address.line1);
  await form.getByLabel('City').fill(address.city);
  await form.getByLabel('State or province').fill(address.state);
  await form.getByLabel('ZIP or postal code').fill(address.postalCode);
  await form.getByLabel('Phone').fill(address.phone);
}

/** The type of the last event the wallet raised for the host page (the checkout's script records it). */
export const lastWalletEvent = (page: Page) => page.locator('body').getAttribute('data-last-wallet-event');

/** Every event the wallet raised for the host page since it loaded, in order. */
export const walletEvents = async (page: Page): Promise<string[]> =>
  ((await page.locator('body').getAttribute('data-wallet-events')) ?? '').split(' ').filter(Boolean);

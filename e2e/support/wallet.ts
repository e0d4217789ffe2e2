// The embedded wallet journeys' side of the demo checkout page (demo-sites, issue 14): Harbour Goods'
// checkout on its own origin, where the wallet is mounted for a shopper of the journey's own.
import type { Page } from '@playwright/test';
import { expect, GATEWAY } from './fixtures';
import { E2E_PORTS } from './ports.mjs';
import { recordSecret } from './secrets';

export const CHECKOUT = `http://localhost:${E2E_PORTS.checkout}`;

/** The sandbox's demo merchant (gateway/src/db/demo-merchants.ts): its public key is published. */
const DEMO_PUBLIC_KEY = 'pk_sandbox_harbour_goods';

/** A shopper of the journey's own: the merchant's reference for its customer. */
export const journeyShopper = (like: string): string => `journey-${like}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Fills a shopper's empty wallet with one card for each reason review greys a card (POST /__dev/wallet/showcase). */
export async function showcaseWallet(shopper: string): Promise<void> {
  const res = await fetch(`${GATEWAY}/__dev/wallet/showcase`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ publicKey: DEMO_PUBLIC_KEY, shopperReference: shopper }),
  });
  expect(res.status, await res.text()).toBe(201);
}

/** A shopper session, as the merchant's server asks for one (the demo merchant's secret key is published). */
async function shopperSession(shopper: string): Promise<string> {
  const res = await fetch(`${GATEWAY}/merchant-controller/v1/shopperSessions`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_sandbox_harbour_goods_demo_secret_public', 'content-type': 'application/json' },
    body: JSON.stringify({ shopperReference: shopper }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { shopperSession: string }).shopperSession;
}

/** A shopper's saved cards' ids and nicknames, read from the gateway as the wallet reads them. */
export async function shopperCards(shopper: string): Promise<{ id: string; nickName: string }[]> {
  const res = await fetch(`${GATEWAY}/wallet/v1/paymentInstruments?apiKey=${DEMO_PUBLIC_KEY}`, { headers: { authorization: `Bearer ${await shopperSession(shopper)}` } });
  return ((await res.json()) as { paymentInstruments: { id: string; nickName: string }[] }).paymentInstruments;
}

/** The checkout page for a shopper, the wallet mounted and its review (or its add form, for an empty wallet) drawn. */
export async function openCheckout(page: Page, shopper: string): Promise<void> {
  await page.goto(`${CHECKOUT}/?shopper=${encodeURIComponent(shopper)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(wallet(page).getByRole('heading', { level: 2, name: 'Review your payment' })).toBeVisible();
}

/** The element the checkout mounts the wallet in. */
export const wallet = (page: Page) => page.locator('#wallet');

/** The card tile of review whose nickname is `name`. */
export const reviewCard = (page: Page, name: string) => wallet(page).getByTestId('review-card').filter({ hasText: name });

export interface NewCard {
  number: string;
  expiry: string;
  cvv: string;
  nameOnCard: string;
}

export const A_VISA: NewCard = { number: '4242 4242 4242 4242', expiry: '0931', cvv: '737', nameOnCard: 'Sam Shopper' };


/** Fills the add form's card fields (the numbers recorded as secrets for the storage and at-rest checks). */
export async function fillCard(page: Page, card: NewCard): Promise<void> {
  const form = wallet(page);
  await form.getByLabel('Card number').fill(recordSecret('cardNumber', card.number));
  await form.getByLabel('Expiry date').fill(card.expiry);
  await form.getByLabel('Security code').fill(recordSecret('securityCode', card.cvv));
  await form.getByLabel('Name on card').fill(card.nameOnCard);
}

/** An address the offline verifier finds (Mountain View, CA 94043): the card form's billing fields and the address screens'. */
export const BILLING_FORM = { personName: 'Sam Shopper', line1: '1600 Amphitheatre Pkwy', city: 'Mountain View', state: 'CA', postalCode: '94043', phone: '2025550147' };

/** Fills an address's fields: the address screens' form, or the card form's billing entry (an empty wallet has no saved address). */
export async function fillAddress(page: Page, address: typeof BILLING_FORM): Promise<void> {
  const form = wallet(page);
  await form.getByLabel('Full name').fill(address.personName);
  await form.getByLabel('Address line 1').fill(address.line1);
  await form.getByLabel('City').fill(address.city);
  await form.getByLabel('State or province').fill(address.state);
  await form.getByLabel('ZIP or postal code').fill(address.postalCode);
  await form.getByLabel('Phone').fill(address.phone);
}

/** The type of the last event the wallet raised for the host page (the checkout's script records it). */
export const lastWalletEvent = (page: Page) => page.locator('body').getAttribute('data-last-wallet-event');

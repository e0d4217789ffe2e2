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

/** The billing address the offline verifier finds (Mountain View, CA 94043). */
const BILLING = { personName: 'Sam Shopper', line1: '1600 Amphitheatre Pkwy', city: 'Mountain View', state: 'CA', postalCode: '94043', phone: '2025550147' } as const;

/** Fills the add form's card fields (the numbers recorded as secrets for the storage and at-rest checks). */
export async function fillCard(page: Page, card: NewCard): Promise<void> {
  const form = wallet(page);
  await form.getByLabel('Card number').fill(recordSecret('cardNumber', card.number));
  await form.getByLabel('Expiry date').fill(card.expiry);
  await form.getByLabel('Security code').fill(recordSecret('securityCode', card.cvv));
  await form.getByLabel('Name on card').fill(card.nameOnCard);
}

/** Fills the billing address entry fields (an empty wallet has no saved address to choose). */
export async function fillBilling(page: Page): Promise<void> {
  const form = wallet(page);
  await form.getByLabel('Full name').fill(BILLING.personName);
  await form.getByLabel('Address line 1').fill(BILLING.line1);
  await form.getByLabel('City').fill(BILLING.city);
  await form.getByLabel('State or province').fill(BILLING.state);
  await form.getByLabel('ZIP or postal code').fill(BILLING.postalCode);
  await form.getByLabel('Phone').fill(BILLING.phone);
}

/** The type of the last event the wallet raised for the host page (the checkout's script records it). */
export const lastWalletEvent = (page: Page) => page.locator('body').getAttribute('data-last-wallet-event');

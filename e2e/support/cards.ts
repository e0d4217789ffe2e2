// The card journeys' shared steps: open the add card screen, type a card and an address as a
// cardholder does (each number and security code recorded for the at-rest checks, support/secrets.ts:
// the database and the gateway's log after the run, the browser's storage after each journey,
// support/fixtures.ts).
import type { Page } from '@playwright/test';
import { freshAccount, signIn, waitForSignedInHome, type Account, type DemoUsername } from './accounts';
import { expect } from './fixtures';
import { recordSecret } from './secrets';

export const CARD_ISSUER = 'acme';

/** A year two years ahead, as the expiry field's YY. */
export const FUTURE_YY = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

/** Signs a fresh copy of a demo user in and lands on home. */
export async function signedInHome(page: Page, like: DemoUsername): Promise<Account> {
  const account = await freshAccount(CARD_ISSUER, like);
  await signIn(page, account);
  await waitForSignedInHome(page, CARD_ISSUER);
  return account;
}

/** From home, the add card screen (§2 addCard), by its link. */
export async function openAddCard(page: Page): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Add (a )?card$/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add card' })).toBeVisible();
}

/** From home, a card's edit screen (§2 editCard/{cardID}), by its tile's link. */
export async function openEditCard(page: Page, title: string): Promise<string> {
  await page.getByRole('list', { name: 'Your cards' }).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit card' })).toBeVisible();
  return page.url().split('/').pop() ?? '';
}

export interface TypedCard {
  number: string;
  expiry?: string;
  cvv: string;
  nickname?: string;
}

/** Types a card's number, expiry, security code and nickname into the add card form. */
export async function fillCard(page: Page, card: TypedCard): Promise<void> {
  await page.getByLabel('Card number').fill(recordSecret('cardNumber', card.number));
  await page.getByLabel('Expiry date').fill(card.expiry ?? `09${FUTURE_YY}`);
  await page.getByLabel('Security code').fill(recordSecret('securityCode', card.cvv));
  if (card.nickname !== undefined) await page.getByLabel('Card nickname (optional)').fill(card.nickname);
}

export interface TypedAddress {
  line1: string;
  city: string;
  state: string;
  postalCode: string;
}

/** Types a billing address into the entry (or edit) fields. */
export async function fillAddress(page: Page, address: TypedAddress): Promise<void> {
  await page.getByLabel('Address line 1').fill(address.line1);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('State or province').fill(address.state);
  await page.getByLabel('ZIP or postal code').fill(address.postalCode);
}

/** The tiles of home's card list. */
export const cardTiles = (page: Page) => page.getByRole('list', { name: 'Your cards' }).getByRole('listitem');

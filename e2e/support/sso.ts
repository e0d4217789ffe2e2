// The single sign-on journeys' side of the demo partner bank (demo-sites): Northwind online
// banking on its own origin, where a member signs in and presses "Manage my cards".
import type { Page } from '@playwright/test';
import { E2E_PORTS } from './ports.mjs';
import { expect } from './fixtures';
import { recordSecret } from './secrets';

/** The partner bank: http://localhost (the gateway discovers it from Node, which resolves no *.localhost name). */
export const PARTNER = `http://localhost:${E2E_PORTS.partner}`;

/** The one password of the bank's demo and journey members (demo-sites/src/partner-bank/members.ts). */
const MEMBER_PASSWORD = 'Northwind-demo-1';

/** A member of the bank's own for a journey: the bank makes up any `journey.<name>` on first sign-in (the e2e suite starts it so). */
export function journeyMember(like: string): { username: string; familyName: string } {
  const name = `${like}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    username: `journey.${name}`,
    familyName: name.charAt(0).toUpperCase() + name.slice(1).replace(/[._]+/g, ' '),
  };
}

/** Signs in at the bank's home page and waits for its welcome. */
export async function signInAtBank(page: Page, username: string): Promise<void> {
  recordSecret('password', MEMBER_PASSWORD);
  await page.goto(`${PARTNER}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind online banking' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
}

/** The bank's "Manage my cards": single sign-on into the portal. */
export const manageMyCards = (page: Page) => page.getByRole('link', { name: 'Manage my cards' });

/** Waits for the bank's own page, where an SSO logout ends (signed in there still, or not). */
export async function expectBackAtBank(page: Page): Promise<void> {
  await expect(page).toHaveURL(`${PARTNER}/`);
  await expect(page.getByRole('heading', { level: 1, name: /^(Welcome, |Northwind online banking$)/ })).toBeVisible();
}

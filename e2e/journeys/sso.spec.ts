// Single sign-on. A member of Northwind online banking (the demo partner bank, an OpenID
// Connect provider on its own origin) presses "Manage my cards" and arrives in the portal signed in, on
// the SSO card flow: the card the bank provisioned, its number read-only, added primary, and the bank
// told; a second arrival is the same account and goes home; Cancel in the card flow logs out to the
// bank; a tampered or replayed launch shows §8's technical message and signs nobody in; the pre-login
// page and sign-out of an SSO app end back at the bank; another issuer has no SSO launch; and the
// whole flow works by keyboard alone.
import type { Locator, Page } from '@playwright/test';
import { cardTiles, fillAddress } from '../support/cards';
import { asIssuer, expect, expectAccessible, GATEWAY, test, waitForHome } from '../support/fixtures';
import { recordSecret } from '../support/secrets';
import { expectBackAtBank, journeyMember, manageMyCards, PARTNER, signInAtBank } from '../support/sso';

const ISSUER = 'northwind';

/** The signed-in home of a member who arrived through the bank. */
async function expectSignedInHome(page: Page, familyName: string): Promise<void> {
  await expect(page).toHaveURL(asIssuer(ISSUER, '/home'));
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, Journey ${familyName}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** §6 the SSO card flow, signed in: the bank's card, its number read-only. Answers the number shown. */
async function expectSsoCardFlow(page: Page): Promise<string> {
  await expect(page).toHaveURL(asIssuer(ISSUER, '/sso/addCard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Add your card' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const number = page.getByLabel('Card number');
  await expect(number).toHaveAttribute('readonly', '');
  await expect(number).toHaveValue(/^4\d{3} \d{4} \d{4} \d{4}$/);
  await expect(page.getByRole('checkbox', { name: /preferred/i })).toHaveCount(0);
  return recordSecret('cardNumber', (await number.inputValue()).replace(/\s/g, ''));
}

/** Tabs forward until `target` has the focus (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 30): Promise<void> {
  for (let i = 0; i < limit && !(await target.evaluate((el) => el === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

const storedUserId = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('portal.session') ?? '{}') as { userId?: string }).userId ?? null,
  );

/** The failure page of sso/launch, signed out. */
async function expectLaunchRefused(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'We could not sign you in' })).toBeVisible();
  // (The notifications' own alert region is there too, empty.)
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Sorry, we are unable to process your request at this time. Please try again later.' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  expect(await storedUserId(page)).toBeNull();
}

test("from the bank to the portal signed in; the bank's card added primary, the bank told; a second arrival is the same account and goes home", async ({
  page,
}) => {
  const member = journeyMember('arrival');
  await signInAtBank(page, member.username);
  await expectAccessible(page);
  await manageMyCards(page).click();
  const number = await expectSsoCardFlow(page);
  // The code is gone from the address: nothing to replay from the history or a shared link.
  expect(page.url()).not.toContain('code=');
  await expectAccessible(page);
  const first = await storedUserId(page);
  expect(first).toMatch(/^[0-9a-f-]{36}$/);

  await page.getByLabel('Security code').fill(recordSecret('securityCode', '123'));
  await fillAddress(page, { line1: '350 5th Ave', city: 'New York', state: 'NY', postalCode: '10118' });
  await page.getByRole('button', { name: 'Add card' }).click();
  await expectSignedInHome(page, member.familyName);
  await expect(page.getByText('Your card was added.')).toBeVisible();
  await expect(cardTiles(page)).toHaveCount(1);
  await expect(cardTiles(page).getByText('Primary', { exact: true })).toBeVisible();
  await expect(cardTiles(page)).toContainText(number.slice(-4));

  // §4 "In an SSO flow, an add-card-success event is also sent": the bank shows it.
  await page.goto(`${PARTNER}/`);
  await expect(page.getByRole('region', { name: 'Recent card activity' })).toContainText(
    `Card ending ${number.slice(-4)} added to your card services`,
  );
  // A second arrival: the same account (enrolled once), and the card is there already: home.
  await manageMyCards(page).click();
  await expectSignedInHome(page, member.familyName);
  expect(await storedUserId(page)).toBe(first);
});

test('§6 Cancel in the SSO card flow logs out, back to the bank', async ({ page }) => {
  const member = journeyMember('cancel');
  await signInAtBank(page, member.username);
  await manageMyCards(page).click();
  await expectSsoCardFlow(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expectBackAtBank(page);
  // Signed out of the portal: its pages ask to sign in, which an SSO app sends back to the bank.
  await page.goto(asIssuer(ISSUER, '/home'));
  await expectBackAtBank(page);
});

test('a tampered launch (the code changed on the way) shows the technical message and signs nobody in; Try again succeeds', async ({
  page,
}) => {
  const member = journeyMember('tampered');
  await signInAtBank(page, member.username);
  // The bank's answer to the portal, with one character of its code changed on the way. (A route
  // does not see the redirected request itself, so the bank's /auth is asked here and its answer changed.)
  await page.route(
    `${PARTNER}/auth?**`,
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const answer = new URL(response.headers()['location'] ?? '', PARTNER);
      const code = answer.searchParams.get('code') ?? '';
      expect(code).not.toBe('');
      answer.searchParams.set('code', `${code.slice(0, -1)}${code.endsWith('x') ? 'y' : 'x'}`);
      await route.fulfill({ status: 303, headers: { location: answer.href } });
    },
    { times: 1 },
  );
  await manageMyCards(page).click();
  await expectLaunchRefused(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectSsoCardFlow(page);
});

test('a replayed launch (the same answer opened again) shows the technical message, even with its state put back', async ({
  page,
}) => {
  const member = journeyMember('replayed');
  await signInAtBank(page, member.username);
  let answer = '';
  page.on('request', (request) => {
    if (request.isNavigationRequest() && /\/sso\/launch\?.*code=/.test(request.url())) answer = request.url();
  });
  await manageMyCards(page).click();
  await expectSsoCardFlow(page);
  expect(answer).toContain('state=');

  // The same answer, in a tab that never started it: refused in the page.
  const other = await page.context().newPage();
  await other.goto(answer);
  await expectLaunchRefused(other);
  // And with the state the tab would have kept put back by hand: the gateway has used the launch up.
  const state = new URL(answer).searchParams.get('state') ?? '';
  await other.evaluate((s) => sessionStorage.setItem('portal.sso.state', s), state);
  await other.goto(answer);
  await expectLaunchRefused(other);
  await other.close();
});

test('an expired launch (the bank answered after the launch ran out) shows the technical message and signs nobody in', async ({
  page,
}) => {
  const member = journeyMember('expired');
  await signInAtBank(page, member.username);
  // The launch ends while the browser is at the bank, as ten minutes would end it (the sandbox's window).
  await page.route(
    `${PARTNER}/auth?**`,
    async (route) => {
      const state = new URL(route.request().url()).searchParams.get('state') ?? '';
      const res = await fetch(`${GATEWAY}/__dev/sso/expire`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ state }),
      });
      expect(await res.json()).toEqual({ expired: 1 });
      await route.continue();
    },
    { times: 1 },
  );
  await manageMyCards(page).click();
  await expectLaunchRefused(page);
  await expectAccessible(page);
});

test('§2 the SSO link (the nav’s Online banking) leads back to the bank, still signed in there', async ({ page }) => {
  const member = journeyMember('ssolink');
  await signInAtBank(page, member.username);
  await manageMyCards(page).click();
  await expectSsoCardFlow(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Online banking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Linked account' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go back to online banking' }).click();
  await expect(page).toHaveURL(`${PARTNER}/`);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, Journey ${member.familyName}` })).toBeVisible();
});

test("§2 the pre-login page of an SSO app performs the SSO logout: the session ends and the bank's page follows", async ({
  page,
}) => {
  const member = journeyMember('prelogin');
  await signInAtBank(page, member.username);
  await manageMyCards(page).click();
  await expectSsoCardFlow(page);
  await page.goto(asIssuer(ISSUER, '/'));
  await expectBackAtBank(page);
  // The portal session is over: a private route asks to sign in, which an SSO app sends back to the bank.
  await page.goto(asIssuer(ISSUER, '/home'));
  await expectBackAtBank(page);
});

test('§2 Sign out from the menu ends the session and returns to the bank', async ({ page }) => {
  const member = journeyMember('signout');
  await signInAtBank(page, member.username);
  await manageMyCards(page).click();
  await expectSsoCardFlow(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Sign out' }).click();
  await expectBackAtBank(page);
});

test('§6 another issuer has no single sign-on: its sso/launch is its pre-login page', async ({ page }) => {
  await page.goto(asIssuer('acme', '/sso/launch'));
  await expect(page).toHaveURL(asIssuer('acme', '/'));
  await waitForHome(page);
});

test('the whole flow by keyboard alone: signing in at the bank, Manage my cards, and the card added in the portal', async ({
  page,
}) => {
  const member = journeyMember('keyboard');
  await page.goto(`${PARTNER}/`);
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(member.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(recordSecret('password', 'Northwind-demo-1'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await tabTo(page, manageMyCards(page));
  await page.keyboard.press('Enter');
  await expectSsoCardFlow(page);

  await tabTo(page, page.getByLabel('Security code'));
  await page.keyboard.type(recordSecret('securityCode', '123'));
  await tabTo(page, page.getByLabel('Address line 1'));
  await page.keyboard.type('350 5th Ave');
  await tabTo(page, page.getByLabel('City'));
  await page.keyboard.type('New York');
  await tabTo(page, page.getByLabel('State or province'));
  await page.keyboard.type('NY');
  await tabTo(page, page.getByLabel('ZIP or postal code'));
  await page.keyboard.type('10118');
  await tabTo(page, page.getByRole('button', { name: 'Add card' }));
  await page.keyboard.press('Enter');
  await expectSignedInHome(page, member.familyName);
  await expect(cardTiles(page)).toHaveCount(1);
  await expectAccessible(page);
});

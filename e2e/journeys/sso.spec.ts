// Issue 13: single sign-on. A member of Northwind online banking (the demo partner bank, an OpenID
// Connect provider on its own origin) presses "Manage my cards" and arrives in the portal signed in;
// a second arrival is the same account; a tampered or replayed launch shows §8's technical message
// and signs nobody in; the pre-login page and sign-out of an SSO app end back at the bank; another
// issuer has no SSO launch; and the whole arrival works by keyboard alone.
import type { Page } from '@playwright/test';
import { asIssuer, expect, expectAccessible, test, waitForHome } from '../support/fixtures';
import { expectBackAtBank, journeyMember, manageMyCards, PARTNER, signInAtBank } from '../support/sso';

const ISSUER = 'northwind';

/** The signed-in home of a member who arrived through the bank. */
async function expectSignedInHome(page: Page, familyName: string): Promise<void> {
  await expect(page).toHaveURL(asIssuer(ISSUER, '/home'));
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, Journey ${familyName}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

const storedUserId = (page: Page) => page.evaluate(() => (JSON.parse(sessionStorage.getItem('portal.session') ?? '{}') as { userId?: string }).userId ?? null);

/** The failure page of sso/launch, signed out. */
async function expectLaunchRefused(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'We could not sign you in' })).toBeVisible();
  // (The notifications' own alert region is there too, empty.)
  await expect(page.getByRole('alert').filter({ hasText: 'Sorry, we are unable to process your request at this time. Please try again later.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  expect(await storedUserId(page)).toBeNull();
}

test('from the bank to the portal signed in; a second arrival is the same account, enrolled once', async ({ page }) => {
  const member = journeyMember('arrival');
  await signInAtBank(page, member.username);
  await expectAccessible(page);
  await manageMyCards(page).click();
  await expectSignedInHome(page, member.familyName);
  // The code is gone from the address: nothing to replay from the history or a shared link.
  expect(page.url()).not.toContain('code=');
  const first = await storedUserId(page);
  expect(first).toMatch(/^[0-9a-f-]{36}$/);

  await page.goto(`${PARTNER}/`);
  await manageMyCards(page).click();
  await expectSignedInHome(page, member.familyName);
  expect(await storedUserId(page)).toBe(first);
});

test('a tampered launch (the code changed on the way) shows the technical message and signs nobody in; Try again succeeds', async ({ page }) => {
  const member = journeyMember('tampered');
  await signInAtBank(page, member.username);
  // The bank's answer to the portal, with one character of its code changed on the way. (A route
  // does not see the redirected request itself, so the bank's /auth is asked here and its answer changed.)
  await page.route(`${PARTNER}/auth?**`, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const answer = new URL(response.headers()['location'] ?? '', PARTNER);
    const code = answer.searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    answer.searchParams.set('code', `${code.slice(0, -1)}${code.endsWith('x') ? 'y' : 'x'}`);
    await route.fulfill({ status: 303, headers: { location: answer.href } });
  }, { times: 1 });
  await manageMyCards(page).click();
  await expectLaunchRefused(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectSignedInHome(page, member.familyName);
});

test('a replayed launch (the same answer opened again) shows the technical message, even with its state put back', async ({ page }) => {
  const member = journeyMember('replayed');
  await signInAtBank(page, member.username);
  let answer = '';
  page.on('request', (request) => {
    if (request.isNavigationRequest() && /\/sso\/launch\?.*code=/.test(request.url())) answer = request.url();
  });
  await manageMyCards(page).click();
  await expectSignedInHome(page, member.familyName);
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

test("§2 the pre-login page of an SSO app performs the SSO logout: the session ends and the bank's page follows", async ({ page }) => {
  const member = journeyMember('prelogin');
  await signInAtBank(page, member.username);
  await manageMyCards(page).click();
  await expectSignedInHome(page, member.familyName);
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
  await expectSignedInHome(page, member.familyName);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Sign out' }).click();
  await expectBackAtBank(page);
});

test('§6 another issuer has no single sign-on: its sso/launch is its pre-login page', async ({ page }) => {
  await page.goto(asIssuer('acme', '/sso/launch'));
  await expect(page).toHaveURL(asIssuer('acme', '/'));
  await waitForHome(page);
});

test('the whole arrival by keyboard alone: signing in at the bank, Manage my cards, and the portal signed in', async ({ page }) => {
  const member = journeyMember('keyboard');
  await page.goto(`${PARTNER}/`);
  await page.keyboard.press('Tab'); // the bank's name, home
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type(member.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('Northwind-demo-1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  const link = manageMyCards(page);
  for (let i = 0; i < 5 && !(await link.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expectSignedInHome(page, member.familyName);
  await expectAccessible(page);
});

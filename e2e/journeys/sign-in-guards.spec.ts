// §6 route guard rows for sign-in (shell/src/routing/guard.ts): an SSO issuer has no sign-in routes,
// post-login routes need a full sign-in; and §2 header state 4's sign-out (and the logout confirmation
// that §2 Back button raises at home) end signed out.
import type { Page } from '@playwright/test';
import { freshAccount, signIn, waitForSignedInHome } from '../support/accounts';
import { asIssuer, expect, expectAccessible, test, waitForHome } from '../support/fixtures';
import { storedToken } from '../support/secrets';
import { expectScreen } from '../support/sign-in';
import { expectBackAtBank } from '../support/sso';

const ISSUER = 'acme';

test.describe('§6 an SSO issuer cannot reach the sign-in routes', () => {
  // The guard sends them to the pre-login page, which signs an SSO user out to the partner's online
  // banking (§2), the demo partner bank here.
  for (const path of ['/login', '/login/verifyCode', '/forgotpassword', '/forgotusername', '/createAccount']) {
    test(`§6 SSO app: ${path} ends at the partner's online banking`, async ({ page }) => {
      await page.goto(asIssuer('northwind', path));
      await expectBackAtBank(page);
    });
  }
});

test.describe('§6 post-login routes need a full sign-in', () => {
  for (const path of ['/home', '/signOut', '/userSettings']) {
    test(`§6 a signed-out visit to ${path} lands on the sign-in page`, async ({ page }) => {
      await page.goto(asIssuer(ISSUER, path));
      await expectScreen(page, ISSUER, 'login');
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    });
  }

  test('§6 mid sign-in (partial access) /home still lands on the sign-in page', async ({ page }) => {
    const account = await freshAccount(ISSUER, 'terms.tomas');
    await signIn(page, account);
    await expectScreen(page, ISSUER, 'acceptTac');
    // A typed URL: the stored partial session is not full access, and §2 Page refresh ends the flow.
    await page.goto(asIssuer(ISSUER, '/home'));
    await expectScreen(page, ISSUER, 'login');
  });
});

test.describe('decision 025: a public start route ends a sign-in under way', () => {
  for (const path of ['/login', '/forgotpassword', '/createAccount']) {
    test(`a typed ${path} mid sign-in revokes the partial token and drops it; the sign-in's pages are closed`, async ({
      page,
    }) => {
      const account = await freshAccount(ISSUER, 'terms.tomas');
      await signIn(page, account);
      await expectScreen(page, ISSUER, 'acceptTac');
      const partial = await storedToken(page);
      expect(partial).not.toBeNull();
      const revoked = revocation(page);
      await page.goto(asIssuer(ISSUER, path));
      await revoked;
      expect(await storedToken(page)).toBeNull();
      // No partial session rides along: the terms step needs one, so it sends to sign-in.
      await page.goto(asIssuer(ISSUER, '/login/acceptTac'));
      await expectScreen(page, ISSUER, 'login');
    });
  }

  test('§6 a full-access user is sent home from /agreement, /idv and the migration pages', async ({ page }) => {
    const account = await freshAccount(ISSUER, 'ready.rita');
    await signIn(page, account);
    await waitForSignedInHome(page, ISSUER);
    for (const path of ['/agreement', '/idv', '/tnc', '/migration/establishAccount']) {
      await page.goto(asIssuer(ISSUER, path));
      await waitForSignedInHome(page, ISSUER);
    }
  });
});

/** Signed out: the pre-login page, no token kept, and /home sends to sign-in. */
async function expectSignedOut(page: Page): Promise<void> {
  await expect(page).toHaveURL(asIssuer(ISSUER, '/'));
  await waitForHome(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Create account' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await expectAccessible(page);
  await page.goto(asIssuer(ISSUER, '/home'));
  await expectScreen(page, ISSUER, 'login');
}

/** Waits for the sign-out to revoke the token at the gateway (§7 Logout). */
const revocation = (page: Page) =>
  page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/oauth2/lcm/token/authorized/revocation'),
  );

test('§2 Header state 4: Sign out in the menu revokes the token and ends signed out; the next sign-in shows the last one', async ({
  page,
}) => {
  const account = await freshAccount(ISSUER, 'ready.rita');
  await signIn(page, account);
  await waitForSignedInHome(page, ISSUER);
  expect(await storedToken(page)).not.toBeNull();
  await expectAccessible(page);

  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const signOutLink = page.getByRole('banner').getByRole('link', { name: 'Sign out' });
  // §9: focus moves into the opened menu (after 50 ms).
  await expect(signOutLink).toBeFocused();
  await expectAccessible(page);
  const [revoked] = await Promise.all([revocation(page), signOutLink.click()]);
  expect(revoked.ok(), 'the gateway revoked the token').toBe(true);
  await expectSignedOut(page);

  // §2 "At home the message shows the last login time": now there is one.
  await signIn(page, account);
  await waitForSignedInHome(page, ISSUER);
  await expect(page.getByText(/^Your last sign-in was on .+\.$/)).toBeVisible();
  await expect(page.getByText('This is your first sign-in.')).toHaveCount(0);
  await storedToken(page);
});

test('§2 Back button: back from home asks to confirm the sign-out; Sign out ends signed out', async ({ page }) => {
  const account = await freshAccount(ISSUER, 'ready.rita');
  await signIn(page, account);
  await waitForSignedInHome(page, ISSUER);
  expect(await storedToken(page)).not.toBeNull();

  await page.goBack();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Do you want to sign out of your account?');
  // Staying is the safe answer: focus starts there.
  await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expect(page).toHaveURL(asIssuer(ISSUER, '/home'));
  await expectAccessible(page);
  const [revoked] = await Promise.all([revocation(page), dialog.getByRole('button', { name: 'Sign out' }).click()]);
  expect(revoked.ok(), 'the gateway revoked the token').toBe(true);
  await expectSignedOut(page);
});

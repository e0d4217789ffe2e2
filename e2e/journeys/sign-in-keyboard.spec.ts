// Sign-in completed with the keyboard alone (WCAG 2.1.1, 2.4.3): from
// the pre-login page to home with page.keyboard only (no click, no fill), the focus order stepping
// through every control of each sign-in screen, and each new screen putting focus on its h1
// (usePageMeta). A ready cardholder, then a two-factor one through the challenge and its code.
import type { Page } from '@playwright/test';
import { freshAccount, nextCode, phoneDigits, waitForSignedInHome, type Account } from '../support/accounts';
import { asIssuer, expect, expectAccessible, test, waitForHome } from '../support/fixtures';
import { recordSecret, storedToken } from '../support/secrets';
import { expectCodeSent, expectScreen, passwordOf, screenHeading, tabTo, tabUntil } from '../support/sign-in';

const ISSUER = 'acme';

/** From the pre-login page, Tab to its Sign in link and follow it: the login page, focus on its h1. */
async function openLoginByKeyboard(page: Page): Promise<void> {
  await page.goto(asIssuer(ISSUER, '/'));
  await waitForHome(page);
  await tabUntil(page, page.getByTestId('prelogin-home').getByRole('link', { name: 'Sign in' }), 25);
  await page.keyboard.press('Enter');
  await expectScreen(page, ISSUER, 'login');
  await expect(screenHeading(page, 'login')).toBeFocused();
}

/**
 * The login form by keyboard: every control in order (Shift+Tab back through them too), the password
 * shown and hidden with Space, then Enter on Sign in.
 */
async function signInByKeyboard(page: Page, account: Account): Promise<void> {
  const username = page.getByLabel('Username');
  const password = page.getByLabel('Password', { exact: true });
  const reveal = page.getByRole('button', { name: 'Show password' });
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  const help = page.getByRole('navigation', { name: 'Help signing in' });
  const links = ['Forgot your password?', 'Forgot your username?', 'Create an account'].map((name) =>
    help.getByRole('link', { name }),
  );

  await tabTo(page, username);
  await page.keyboard.type(account.username);
  await tabTo(page, password);
  await page.keyboard.type(recordSecret('password', passwordOf(account)));
  await tabTo(page, reveal);
  await page.keyboard.press('Space');
  await expect(reveal).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'password');
  await tabTo(page, submit);
  for (const link of links) await tabTo(page, link);
  for (const control of [...links.slice(0, -1).reverse(), submit, reveal, password, username])
    await tabTo(page, control, 'Shift+Tab');
  await expect(username).toHaveValue(account.username);
  for (const control of [password, reveal, submit]) await tabTo(page, control);
  await page.keyboard.press('Enter');
}

/** Home, reached by keyboard: focus on its h1, full access. */
async function expectHomeFocused(page: Page): Promise<void> {
  await waitForSignedInHome(page, ISSUER);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await storedToken(page)).not.toBeNull();
  await expectAccessible(page);
}

test('§2 Sign-in order with the keyboard alone: a ready cardholder goes from the pre-login page to home', async ({
  page,
}) => {
  const account = await freshAccount(ISSUER, 'ready.rita');
  await openLoginByKeyboard(page);
  await signInByKeyboard(page, account);
  await expectHomeFocused(page);
});

test('§2 Sign-in order with the keyboard alone: a two-factor cardholder picks the phone with the arrow keys, types the code and reaches home', async ({
  page,
}) => {
  const account = await freshAccount(ISSUER, 'challenge.chen');
  await openLoginByKeyboard(page);
  await signInByKeyboard(page, account);

  // login/challenge: focus on its h1, then the radio group (email first and chosen), the button.
  await expectScreen(page, ISSUER, 'challenge');
  await expect(screenHeading(page, 'challenge')).toBeFocused();
  const email = page.getByRole('radio', { name: /^Email to / });
  const phone = page.getByRole('radio', { name: /^Text message to / });
  const send = page.getByRole('button', { name: 'Send code' });
  await tabTo(page, email);
  await expect(email).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(phone).toBeFocused();
  await expect(phone).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(email).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(phone).toBeChecked();
  await tabTo(page, send);
  await tabTo(page, phone, 'Shift+Tab');
  await tabTo(page, send);
  await page.keyboard.press('Space');

  // login/challenge/verifyCode/phone: focus on its h1; the field, Verify, a new code, another contact.
  await expectScreen(page, ISSUER, 'challengePhone');
  await expect(screenHeading(page, 'challengePhone')).toBeFocused();
  await expectCodeSent(page);
  const field = page.getByLabel('Verification code');
  const verify = page.getByRole('button', { name: 'Verify', exact: true });
  const resend = page.getByRole('button', { name: 'Send a new code' });
  const elsewhere = page.getByRole('link', { name: 'Send the code somewhere else' });
  await tabTo(page, field);
  await page.keyboard.type(await nextCode(phoneDigits(account.phone)));
  await tabTo(page, verify);
  // The new-code button waits 30 s but stays reachable, saying why (aria-disabled, decision 015).
  await tabTo(page, resend);
  await expect(resend).toHaveAttribute('aria-disabled', 'true');
  await tabTo(page, elsewhere);
  await tabTo(page, resend, 'Shift+Tab');
  await tabTo(page, verify, 'Shift+Tab');
  await page.keyboard.press('Enter');

  await expectHomeFocused(page);
});

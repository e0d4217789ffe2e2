// §8 Sign-in and general, on the login page: a wrong password, the temporary lock after five of them
// (decision 013: 409 9618, even with the right password while locked), and a permanently locked
// account (409 ICM_1004) with the issuer's customer-support text.
import type { Page, Response } from '@playwright/test';
import { freshAccount, signIn } from '../support/accounts';
import { asIssuer, expect, expectAccessible, test } from '../support/fixtures';
import { recordSecret, storedToken } from '../support/secrets';
import {
  customerSupport,
  expectScreen,
  passwordOf,
  PERMANENT_LOCK,
  TEMPORARY_LOCK,
  WRONG_PASSWORD,
} from '../support/sign-in';

const ISSUER = 'acme';
const WRONG = 'Wrong!Harbour58';

/** The gateway's answer to the sign-in form's token request. */
const tokenAnswer = (page: Page): Promise<Response> =>
  page.waitForResponse((r) => r.request().method() === 'POST' && /\/oauth2\/token$/.test(new URL(r.url()).pathname));

/** Submits the login form as it stands (the username kept) with a password; returns the gateway's answer. */
async function submitPassword(page: Page, password: string): Promise<{ status: number; code: string | undefined }> {
  recordSecret('password', password);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const [answer] = await Promise.all([
    tokenAnswer(page),
    page.getByRole('button', { name: 'Sign in', exact: true }).click(),
  ]);
  const body = (await answer.json()) as { responseStatus?: { code?: string } };
  return { status: answer.status(), code: body.responseStatus?.code };
}

/** The login page's lock notification (§8 "On the login page it shows as a dismissing notification"). */
const notification = (page: Page, text: string) =>
  page
    .getByRole('alert')
    .filter({ hasText: text })
    .filter({ has: page.getByRole('button', { name: 'Dismiss notification' }) });

test('§8 Sign-in and general: a wrong password shows the login page error and keeps the username', async ({ page }) => {
  const account = await freshAccount(ISSUER, 'ready.rita');
  await signIn(page, account, WRONG);
  const error = page.getByRole('alert').filter({ hasText: WRONG_PASSWORD });
  await expect(error).toBeVisible();
  await expect(page).toHaveURL(asIssuer(ISSUER, '/login'));
  await expect(page.getByLabel('Username')).toHaveValue(account.username);
  // The form's error takes focus (as on every screen) and the password is cleared for another try.
  await expect(page.getByRole('alert').filter({ hasText: WRONG_PASSWORD })).toBeFocused();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  expect(await storedToken(page)).toBeNull();
  await expectAccessible(page);
});

test('§8 Sign-in and general: five wrong passwords show the temporary-lock message, and a sixth with the right password is still refused', async ({
  page,
}) => {
  const account = await freshAccount(ISSUER, 'ready.rita');
  await page.goto(asIssuer(ISSUER, '/login'));
  await expectScreen(page, ISSUER, 'login');
  await page.getByLabel('Username').fill(account.username);

  for (let attempt = 1; attempt <= 4; attempt++) {
    expect(await submitPassword(page, WRONG), `attempt ${attempt}`).toEqual({
      status: 400,
      code: 'invalidCredentials',
    });
    await expect(page.getByRole('alert').filter({ hasText: WRONG_PASSWORD })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(account.username);
  }

  // The fifth failure locks: the temporary-lock message, as a dismissing notification, no customer support.
  expect(await submitPassword(page, WRONG)).toEqual({ status: 409, code: '9618' });
  const locked = notification(page, TEMPORARY_LOCK);
  await expect(locked).toBeVisible();
  await expect(locked).not.toContainText(customerSupport(ISSUER));
  await expect(page.getByText(WRONG_PASSWORD)).toHaveCount(0);
  await expectAccessible(page);
  await locked.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(page.getByText(TEMPORARY_LOCK)).toHaveCount(0);

  // The sixth, with the right password, is refused with the same message: no way in while locked.
  expect(await submitPassword(page, passwordOf(account))).toEqual({ status: 409, code: '9618' });
  await expect(notification(page, TEMPORARY_LOCK)).toBeVisible();
  await expect(page).toHaveURL(asIssuer(ISSUER, '/login'));
  expect(await storedToken(page)).toBeNull();
  // §4 Notifications: it dismisses itself (an error stays at least 10 s, decision 016).
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).focus();
  await expect(page.getByText(TEMPORARY_LOCK)).toHaveCount(0, { timeout: 15_000 });
  await expect(page).toHaveURL(asIssuer(ISSUER, '/login'));
});

test('§8 Sign-in and general: a permanently locked account shows the permanent-lock message with customer-support text', async ({
  page,
}) => {
  const account = await freshAccount(ISSUER, 'locked.lee');
  await page.goto(asIssuer(ISSUER, '/login'));
  await expectScreen(page, ISSUER, 'login');
  await page.getByLabel('Username').fill(account.username);
  expect(await submitPassword(page, passwordOf(account))).toEqual({ status: 409, code: 'ICM_1004' });
  const locked = notification(page, PERMANENT_LOCK);
  await expect(locked).toBeVisible();
  await expect(locked).toContainText(`${PERMANENT_LOCK} ${customerSupport(ISSUER)}`);
  await expect(page.getByText(TEMPORARY_LOCK)).toHaveCount(0);
  await expect(page).toHaveURL(asIssuer(ISSUER, '/login'));
  expect(await storedToken(page)).toBeNull();
  await expectAccessible(page);
});

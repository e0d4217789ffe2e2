// §4 Access levels and session, with Playwright's clock: signed in at home, the warning after 6
// minutes without activity, activity (§4's mouse move, key press) postponing it, Continue sending the
// keep-alive the gateway answers, and expiry after 8 minutes on the timeout page with the session gone.
// Only the browser's clock moves: the gateway's is real time, so its tokens stay well within their
// 10 minutes and every call it answers is a real one.
import type { Page } from '@playwright/test';
import { freshAccount, signIn, waitForSignedInHome } from '../support/accounts';
import { asIssuer, expect, expectAccessible, GATEWAY, test, waitForHome } from '../support/fixtures';
import { expectSignInPage, ISSUER, storedSession } from '../support/navigation';
import { storedToken } from '../support/secrets';

/** §9 Business constants: the session warning and expiry. */
const WARNING_MS = 360_000;
const EXPIRY_MS = 480_000;
/** Real seconds pass between full access and the first jump of the clock: every check keeps this margin. */
const MARGIN_MS = 10_000;
const KEEP_ALIVE_PATH = '/consumer-api/v1/refreshvtoken';

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Your session is about to expire' });
const signedInNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Signed in at home with a fresh account, the clock installed before the first page. */
async function signedInAtHome(page: Page): Promise<string> {
  await page.clock.install();
  const account = await freshAccount(ISSUER, 'ready.rita');
  await signIn(page, account);
  await waitForSignedInHome(page, ISSUER);
  await expect(signedInNav(page)).toBeVisible();
  const token = await storedToken(page);
  expect(token).not.toBeNull();
  return token ?? '';
}

/** Moves the browser's clock on, then lets the page draw what the timers decided (two frames). */
async function idle(page: Page, ms: number): Promise<void> {
  await page.clock.fastForward(ms);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** What the gateway answers a keep-alive with this token: 200 while it lives, 401 once revoked. */
async function gatewayRenewalStatus(token: string): Promise<number> {
  const res = await fetch(`${GATEWAY}${KEEP_ALIVE_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=access_token_renewal',
  });
  return res.status;
}

async function sessionStorageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(sessionStorage));
}

test('§4 Session: signed in at home, after 6 minutes without activity the warning "Your session is about to expire" appears, with Continue', async ({
  page,
}) => {
  await signedInAtHome(page);
  await idle(page, WARNING_MS - MARGIN_MS);
  await expect(warning(page)).toHaveCount(0);
  await idle(page, 2 * MARGIN_MS);
  await expect(warning(page)).toBeVisible();
  await expect(warning(page).getByText(/^For your security, we'll sign you out soon/)).toBeVisible();
  await expect(warning(page).getByRole('button', { name: 'Continue' })).toBeFocused();
  await expect(page).toHaveURL(asIssuer(ISSUER, '/home'));
  await expectAccessible(page);
});

const ACTIVITIES: [string, (page: Page) => Promise<void>][] = [
  ['a mouse move', (page) => page.mouse.move(240, 320)],
  ['a key press', (page) => page.keyboard.press('Tab')],
];

for (const [name, act] of ACTIVITIES) {
  test(`§4 Session: ${name} before 6 minutes postpones the warning to 6 minutes after it`, async ({ page }) => {
    await signedInAtHome(page);
    await idle(page, 300_000);
    await act(page);
    // 7 minutes after sign-in, 2 after the activity: without it, the warning would be showing.
    await idle(page, 120_000);
    await expect(warning(page)).toHaveCount(0);
    await expect(page).toHaveURL(asIssuer(ISSUER, '/home'));
    // 6 minutes after the activity, and well past 8 after sign-in: the warning, not the timeout page.
    await idle(page, WARNING_MS - 120_000 + MARGIN_MS);
    await expect(warning(page)).toBeVisible();
    await expect(page).toHaveURL(asIssuer(ISSUER, '/home'));
  });
}

test('§4 Session: Continue in the warning sends the keep-alive, which the gateway answers 200, and the 6 minutes start again', async ({
  page,
}) => {
  const before = await signedInAtHome(page);
  await idle(page, WARNING_MS + MARGIN_MS);
  await expect(warning(page)).toBeVisible();

  const isKeepAlive = (url: string, method: string) => url === `${GATEWAY}${KEEP_ALIVE_PATH}` && method === 'POST';
  const requested = page.waitForRequest((r) => isKeepAlive(r.url(), r.method()));
  const answered = page.waitForResponse((r) => isKeepAlive(r.url(), r.request().method()));
  await warning(page).getByRole('button', { name: 'Continue' }).click();
  const request = await requested;
  const response = await answered;
  expect(new URLSearchParams(request.postData() ?? '').get('grant_type')).toBe('access_token_renewal');
  expect(await request.headerValue('authorization')).toBe(`Bearer ${before}`);
  expect(response.status()).toBe(200);

  await expect(warning(page)).toBeHidden();
  await expect(page).toHaveURL(asIssuer(ISSUER, '/home'));
  const renewed = response.headers()['access_token'];
  expect(renewed).toBeTruthy();
  await expect.poll(() => storedToken(page)).toBe(renewed);
  // The gateway saw the renewal: the token it replaced is revoked.
  expect(await gatewayRenewalStatus(before)).toBe(401);

  // The idle clock restarted at Continue.
  await idle(page, WARNING_MS - MARGIN_MS);
  await expect(warning(page)).toHaveCount(0);
  await idle(page, 2 * MARGIN_MS);
  await expect(warning(page)).toBeVisible();
});

test('§4 Session: after 8 minutes without activity the session ends on the timeout page, the session storage emptied and the nav gone; Return to sign in reloads the site', async ({
  page,
}) => {
  const token = await signedInAtHome(page);
  const expired = await storedSession(page);
  await idle(page, WARNING_MS + MARGIN_MS);
  await expect(warning(page)).toBeVisible();
  await expectAccessible(page);
  // Activity while the warning shows does not keep the session (decision 014, WCAG 2.2.1): only Continue does.
  await page.mouse.move(240, 320);
  await idle(page, EXPIRY_MS - WARNING_MS - 2 * MARGIN_MS);
  await expect(warning(page)).toBeVisible();
  await expect(page).toHaveURL(asIssuer(ISSUER, '/home'));

  await idle(page, 2 * MARGIN_MS);
  await expect(page).toHaveURL(asIssuer(ISSUER, '/timeout'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your session has expired' })).toBeVisible();
  await expect(page.getByText('Your session has expired to protect your account. Please sign in again.')).toBeVisible();
  await expect(warning(page)).toHaveCount(0);
  await expect(signedInNav(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  // §4: tokens, models and flows purged; only the page notification is kept, and it is not stored.
  await expect.poll(() => sessionStorageKeys(page)).toEqual([]);
  // The token was revoked too (best effort, decision 014): the gateway refuses it.
  await expect.poll(() => gatewayRenewalStatus(token)).toBe(401);
  await expectAccessible(page);

  await page.evaluate(() => {
    (window as unknown as { beforeReturn?: boolean }).beforeReturn = true;
  });
  await page.getByRole('button', { name: 'Return to sign in' }).click();
  await expect(page).toHaveURL(asIssuer(ISSUER, '/'));
  await waitForHome(page);
  // A new page load of the site's origin, not a move within the old one.
  expect(await page.evaluate(() => (window as unknown as { beforeReturn?: boolean }).beforeReturn)).toBeUndefined();
  await expect(page.getByTestId('prelogin-home').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(signedInNav(page)).toHaveCount(0);
  // The new page starts a session of its own (a new server session id), with nothing of the old one.
  const fresh = await storedSession(page);
  expect(fresh?.['token'] ?? null).toBeNull();
  expect(fresh?.['userId'] ?? null).toBeNull();
  expect(fresh?.['fullAccess'] ?? false).toBe(false);
  expect(fresh?.['sessionId'] ?? null).not.toBe(expired?.['sessionId']);
});

test('§2 Back button: on the timeout page, back goes to sign in', async ({ page }) => {
  await signedInAtHome(page);
  await idle(page, EXPIRY_MS + MARGIN_MS);
  await expect(page).toHaveURL(asIssuer(ISSUER, '/timeout'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your session has expired' })).toBeVisible();
  await page.goBack();
  await expectSignInPage(page);
  await expect(signedInNav(page)).toHaveCount(0);
});

test('§2 Session warning: a Continue whose keep-alive gets no answer says so inside the modal, which stays', async ({
  page,
}) => {
  await signedInAtHome(page);
  await idle(page, WARNING_MS + MARGIN_MS);
  await expect(warning(page)).toBeVisible();
  // The network fails the keep-alive (no response: §8 VMCP_001).
  await page.route(`**${KEEP_ALIVE_PATH}`, (route) => route.abort('failed'));
  await warning(page).getByRole('button', { name: 'Continue' }).click();
  await expect(warning(page).getByRole('alert')).toHaveText(
    'Sorry, we are unable to process your request at this time. Please try again later.',
  );
  await expect(warning(page)).toBeVisible();
  await expectAccessible(page);
});

test('§4 Session, decision 025: a tab restored after more than 8 minutes idle goes to the timeout page, not back signed in', async ({
  page,
}) => {
  const token = await signedInAtHome(page);
  // The tab went away idle (a restored tab keeps its sessionStorage): the stored last activity says when.
  await page.evaluate((key) => {
    const session = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { lastActivityAt?: number };
    sessionStorage.setItem(key, JSON.stringify({ ...session, lastActivityAt: Date.now() - 480_001 }));
  }, 'portal.session');
  await page.reload();
  await expect(page).toHaveURL(asIssuer(ISSUER, '/timeout'));
  await expect(signedInNav(page)).toHaveCount(0);
  await expect.poll(() => gatewayRenewalStatus(token)).toBe(401);
  expect(await storedToken(page)).toBeNull();
});

test('§4 Session: expiry closes the logout confirmation of home’s back button; the timeout page has no dialog over it', async ({
  page,
}) => {
  await signedInAtHome(page);
  await page.goBack();
  const confirmation = page.getByRole('alertdialog', { name: 'Sign out?' });
  await expect(confirmation).toBeVisible();
  await idle(page, EXPIRY_MS + MARGIN_MS);
  await expect(page).toHaveURL(asIssuer(ISSUER, '/timeout'));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectAccessible(page);
});

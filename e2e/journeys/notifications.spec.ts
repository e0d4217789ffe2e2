// §4 Notifications as a cardholder meets them, on a phone (390 px) and on a laptop (1366 px): in the
// flow of the page under the header, so they cover neither the header, nor the screen's heading, nor
// the control with focus (WCAG 2.4.11); each with a close button; their time stopped for good by
// "Keep messages on screen" (WCAG 2.2.1); all of it with the keyboard (decision 024).
import type { Locator, Page } from '@playwright/test';
import { freshAccount, nextCode, signIn } from '../support/accounts';
import { asIssuer, expect, expectAccessible, test } from '../support/fixtures';
import { codeField, newPassword } from '../support/flows';
import { PERMANENT_LOCK } from '../support/sign-in';

const ISSUER = 'acme';
const PASSWORD_CHANGED = 'Your password has been changed. Sign in with your new password.';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box: it is not rendered');
  return box;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The control with keyboard focus now. */
const focused = (page: Page) => page.locator(':focus');

/**
 * The notification covers nothing it must not: the header (logo, buttons), the screen's heading, and
 * the control with focus; and it is on screen itself.
 */
async function expectCoversNothing(page: Page, notification: Locator): Promise<void> {
  const box = await boxOf(notification);
  expect(box.y, 'the notification is on screen').toBeGreaterThanOrEqual(0);
  expect(overlap(box, await boxOf(page.getByRole('banner'))), 'the notification covers the header').toBe(false);
  expect(
    overlap(box, await boxOf(page.getByRole('heading', { level: 1 }))),
    'the notification covers the heading',
  ).toBe(false);
  if (
    (await focused(page).count()) === 1 &&
    !(await notification.evaluate((n) => n.contains(document.activeElement)))
  ) {
    expect(overlap(box, await boxOf(focused(page))), 'the notification covers the control with focus').toBe(false);
  }
}

for (const width of [390, 1366]) {
  test(`§8 a lock message at ${width} px is an error notification under the header, covering nothing, closed with the keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const account = await freshAccount(ISSUER, 'locked.lee');
    await signIn(page, account);
    const notification = page.getByRole('alert').filter({ hasText: PERMANENT_LOCK });
    await expect(notification).toBeVisible();
    await expectCoversNothing(page, notification);
    // The focused control, wherever it is: focus the username field and look again.
    await page.getByLabel('Username').focus();
    await expectCoversNothing(page, notification);
    await expectAccessible(page);

    const close = notification.getByRole('button', { name: 'Dismiss notification' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: PERMANENT_LOCK })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();
  });
}

test('§4 a success notification at 390 px covers nothing, has a close button, and "Keep messages on screen" keeps it past its time', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // The page's clock, moved on by the test: the notification's 6 seconds pass at once.
  await page.clock.install();
  const { username, email } = await freshAccount(ISSUER, 'ready.rita');
  await page.goto(asIssuer(ISSUER, '/forgotpassword'));
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(asIssuer(ISSUER, '/forgotPassword/verifyCode'));
  await codeField(page).fill(await nextCode(email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(asIssuer(ISSUER, '/forgotPassword/resetPassword'));
  await page.getByLabel('New password').fill(newPassword(username));
  await page.getByRole('button', { name: 'Save password' }).click();

  const notification = page.getByRole('status').filter({ hasText: PASSWORD_CHANGED });
  await expect(notification).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();
  await expectCoversNothing(page, notification);
  await expect(notification.getByRole('button', { name: 'Dismiss notification' })).toBeVisible();
  await expectAccessible(page);

  // By keyboard: the toggle, pressed with Space; then focus and pointer leave the notifications.
  const keep = page.getByRole('button', { name: 'Keep messages on screen' });
  await keep.focus();
  await page.keyboard.press('Space');
  await expect(keep).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Username').focus();
  await page.mouse.move(1, 1);
  await expectCoversNothing(page, notification);
  // Past the 6 s a success notification has (§4, decision 016): still there.
  await page.clock.runFor(7000);
  await expect(notification).toBeVisible();

  await notification.getByRole('button', { name: 'Dismiss notification' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: PASSWORD_CHANGED })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();
});

test('§4 by default a notification still goes by itself after its time (§4 "auto-dismissed")', async ({ page }) => {
  await page.clock.install();
  const account = await freshAccount(ISSUER, 'locked.lee');
  await signIn(page, account);
  const notification = page.getByRole('alert').filter({ hasText: PERMANENT_LOCK });
  await expect(notification).toBeVisible();
  await page.mouse.move(1, 1);
  await page.getByLabel('Username').focus();
  // An error's 10 s minimum, or more for its length (decision 016): still there at 9 s, gone by 20 s.
  await page.clock.runFor(9000);
  await expect(notification).toBeVisible();
  await page.clock.runFor(11_000);
  await expect(notification).toHaveCount(0);
});

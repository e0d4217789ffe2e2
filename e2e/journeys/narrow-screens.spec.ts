// What a cardholder sees at 320 to 390 px wide (a phone, or 400 % zoom of a 1280 px window): WCAG
// 1.4.10 Reflow asks for no content cut off and no scrolling in two directions at 320 CSS px. The
// signed-in burger menu inside the viewport (§2 Header state 4), the pre-login header on one row at
// 390 px (§2 Header state 1), the Spanish password field usable, phone numbers kept whole, and the
// links of the sign-in and recovery screens in one style.
import type { Locator, Page } from '@playwright/test';
import { freshAccount, signIn, waitForSignedInHome } from '../support/accounts';
import { asIssuer, expect, test } from '../support/fixtures';

const ISSUER = 'acme';

/** The element's box, which must be on the page (it is checked against the viewport). */
async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box: it is not rendered');
  return box;
}

/** Expects the element whole inside the viewport's width (nothing cut at either edge). */
async function expectInsideViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const box = await boxOf(locator);
  expect(box.x, `${what}: its left edge is on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: its right edge is on screen`).toBeLessThanOrEqual(width);
}

/** Chooses the page's language as the footer's menu would (the locale cookie, §1). */
async function useLocale(page: Page, locale: 'en' | 'es'): Promise<void> {
  await page.context().addCookies([{ name: 'locale', value: locale, url: asIssuer(ISSUER) }]);
}

// 320 and 360 px; and 320 px with the text at 200 % (WCAG 1.4.4), where the header wraps and the
// button sits at the left under the logo.
for (const { width, text } of [
  { width: 320, text: 100 },
  { width: 360, text: 100 },
  { width: 320, text: 200 },
]) {
  test(`§2 Header state 4 at ${width} px (400 % zoom), text at ${text} %: the burger menu opens inside the viewport, every item whole, Sign out included (WCAG 1.4.10)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 720 });
    const account = await freshAccount(ISSUER, 'ready.rita');
    await signIn(page, account);
    await waitForSignedInHome(page, ISSUER);
    await page.evaluate((size) => {
      document.documentElement.style.fontSize = `${size}%`;
    }, text);
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const items = page.getByRole('banner').getByRole('listitem').getByRole('link');
    await expect(items.last()).toHaveText('Sign out');
    const names = await items.allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const [i, name] of names.entries()) await expectInsideViewport(page, items.nth(i), `menu item "${name}"`);
    await expectInsideViewport(page, page.locator(`#${await menu.getAttribute('aria-controls')}`), 'the menu');
    // Nothing scrolls sideways either (at 400 % zoom; text at 200 % on top of it is 800 %).
    if (text === 100)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

for (const locale of ['en', 'es'] as const) {
  test(`§2 Header state 1 at 390 px in ${locale}: the logo and Create account share one row`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await useLocale(page, locale);
    for (const path of ['/', '/login']) {
      await page.goto(asIssuer(ISSUER, path));
      const banner = page.getByRole('banner');
      // The logo link is named by the issuer's configured alt text (§1 logo alt), which holds the brand.
      const logo = banner.getByRole('link', { name: /^Acme Bank Card Services/ });
      const create = banner.getByRole('link', { name: locale === 'en' ? 'Create account' : 'Crear cuenta' });
      await expect(create).toBeVisible();
      const [l, c] = [await boxOf(logo), await boxOf(create)];
      // One row: the button starts above the logo's bottom edge, and the other way round.
      expect(c.y, `${path}: Create account is on the logo's row`).toBeLessThan(l.y + l.height);
      expect(l.y, `${path}: the logo is on the button's row`).toBeLessThan(c.y + c.height);
      await expectInsideViewport(page, create, 'Create account');
      // The logo is still a logo: not shrunk to a smudge.
      expect(l.height).toBeGreaterThanOrEqual(32);
    }
  });
}

test('§2 Login at 390 px in Spanish: "Mostrar contraseña" leaves the password box as wide as the username box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await useLocale(page, 'es');
  await page.goto(asIssuer(ISSUER, '/login'));
  const username = page.getByLabel('Nombre de usuario');
  const password = page.getByLabel('Contraseña', { exact: true });
  const reveal = page.getByRole('button', { name: 'Mostrar contraseña' });
  await expect(reveal).toBeVisible();
  const [u, p] = [await boxOf(username), await boxOf(password)];
  expect(p.width, 'the password box is not squeezed by its toggle').toBeGreaterThanOrEqual(u.width - 1);
  await expectInsideViewport(page, reveal, 'Mostrar contraseña');
  // The toggle stays next in the reading and focus order: it is under the box, not before it.
  expect((await boxOf(reveal)).y).toBeGreaterThanOrEqual(p.y + p.height);
});

/** The lines an inline element's text is laid out on. */
const lineCount = (locator: Locator) =>
  locator.evaluate((el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size);

test('§8 at 320 px: the customer-support phone number of a lock message and of a legal page stays on one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  const account = await freshAccount(ISSUER, 'locked.lee');
  await signIn(page, account);
  const phone = page.getByRole('alert').getByText('1-800-555-0100', { exact: true });
  await expect(phone).toBeVisible();
  expect(await lineCount(phone)).toBe(1);

  await page.goto(asIssuer(ISSUER, '/pages/privacy'));
  const numbers = page.getByRole('main').getByText('1-800-555-0100', { exact: true });
  await expect(numbers.first()).toBeVisible();
  for (const n of await numbers.all()) expect(await lineCount(n)).toBe(1);
});

test('§2 at 320 px: a masked phone number on the challenge page stays on one line', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  const account = await freshAccount(ISSUER, 'challenge.chen');
  await signIn(page, account);
  const masked = page.getByText(/^\(•••\) •••-\d{4}$/);
  await expect(masked).toBeVisible();
  expect(await lineCount(masked)).toBe(1);
});

test('§2 the stand-alone links of the sign-in and recovery screens look alike (one weight)', async ({ page }) => {
  const weight = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).fontWeight);
  await page.goto(asIssuer(ISSUER, '/login'));
  const signInLink = page.getByRole('link', { name: 'Forgot your password?' });
  await expect(signInLink).toBeVisible();
  const expected = await weight(signInLink);
  await signInLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  for (const name of ['Forgot your username?', 'Back to sign in']) {
    expect(await weight(page.getByRole('main').getByRole('link', { name })), name).toBe(expected);
  }
});

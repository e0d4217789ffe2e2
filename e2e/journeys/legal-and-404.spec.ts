// §2 Legal pages, the 404 page for unknown paths, and /error/404.
import { asIssuer, demoIssuer, expect, expectAccessible, test } from '../support/fixtures';

const acme = demoIssuer('acme');

const LEGAL: [string, string, string | null][] = [
  ['/pages/terms', 'Terms of use', acme.url.terms],
  ['/pages/privacy', 'Privacy notice', acme.url.privacy],
  ['/pages/electronic_communication', 'Consent to electronic communications', null],
];

for (const [path, title, fullDocument] of LEGAL) {
  test(`${path} shows the issuer's ${title.toLowerCase()}`, async ({ page }) => {
    await page.goto(asIssuer('acme', path));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Acme Bank Card Services`);
    await expect(page.getByText(/Acme Bank Card Services|1-800-555-0100/).first()).toBeVisible();
    const full = page.getByRole('link', { name: /^Read the full document/ });
    if (fullDocument) {
      const [popup] = await Promise.all([page.waitForEvent('popup'), full.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(fullDocument);
    } else {
      await expect(full).toHaveCount(0);
    }
    await expectAccessible(page);
  });
}

for (const path of ['/no-such-page', '/a/b', '/a/b/c', '/a/b/c/d', '/a/b/c/d/e', '/error/404']) {
  test(`${path} shows the 404 page`, async ({ page }) => {
    const response = await page.goto(asIssuer('acme', path));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Page not found, ensure the URL is correct.')).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Acme Bank Card Services');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectAccessible(page);
  });
}

test('a path inside a remote that has no screen for it shows the same 404 page', async ({ page }) => {
  await page.goto(asIssuer('acme', '/pages/unknown'));
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('from the 404 page, the home link goes back to the pre-login page without a reload', async ({ page }) => {
  await page.goto(asIssuer('acme', '/no-such-page'));
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same page';
  });
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(asIssuer('acme', '/'));
  await expect(page.getByTestId('prelogin-home')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
  await expect(page).toHaveTitle('Welcome | Acme Bank Card Services');
});

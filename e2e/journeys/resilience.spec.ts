// Bad things at run time get a clear message and lose nothing: a remote whose manifest cannot be
// fetched (and reported to the gateway), a gateway that does not answer, an issuer configuration that
// cannot be read.
import { asIssuer, expect, expectAccessible, GATEWAY, remoteOrigin, test, waitForHome } from '../support/fixtures';

test('a remote whose manifest cannot be fetched shows the fallback region; header and footer still work', async ({
  page,
}) => {
  let blocked = 0;
  await page.route(`${remoteOrigin('mfe_prelogin')}/mf-manifest.json`, async (route) => {
    blocked++;
    await route.abort('connectionrefused');
  });
  // Decision 040: the failure reaches the issuer's gateway, which takes it (204).
  const reported = page.waitForResponse(
    (r) => r.url().endsWith('/apps/ACME-WEB-01/client-errors') && r.request().method() === 'POST',
  );
  await page.goto(asIssuer('acme'));
  const region = page.getByTestId('region-unavailable');
  await expect(region).toBeVisible();
  const report = await reported;
  expect(report.status()).toBe(204);
  expect(report.request().postDataJSON()).toMatchObject({ kind: 'remote', remote: 'mfe_prelogin' });
  await expect(region.getByRole('heading', { name: 'This part of the site is unavailable' })).toBeVisible();
  expect(blocked, 'the manifest was fetched, then retried once').toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Create account' })).toBeVisible();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('contentinfo').getByRole('link', { name: /^Help/ }).click(),
  ]);
  await popup.close();
  await page.getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('button', { name: 'Español' })).toBeVisible();
  await page.getByRole('button', { name: 'Language: English' }).click();
  await expectAccessible(page);

  // The remote comes back: Try again loads it without reloading the page.
  await page.unroute(`${remoteOrigin('mfe_prelogin')}/mf-manifest.json`);
  await region.getByRole('button', { name: 'Try again' }).click();
  await waitForHome(page);
  await expect(page.getByTestId('region-unavailable')).toHaveCount(0);
});

test('one failed fetch of a manifest is retried and the page loads', async ({ page }) => {
  // The page's HTML preloads the manifest (shell/server/preload-hints.ts), and the runtime's first
  // fetch takes the preload's answer: the first request failing is the runtime's first try failing
  // (with the first two failing the page shows the fallback: there is one retry, not a third try).
  let calls = 0;
  await page.route(`${remoteOrigin('mfe_prelogin')}/mf-manifest.json`, async (route) => {
    calls++;
    if (calls === 1) await route.abort('connectionreset');
    else await route.continue();
  });
  await page.goto(asIssuer('acme'));
  await expect(
    page.locator(`link[rel="preload"][href="${remoteOrigin('mfe_prelogin')}/mf-manifest.json"]`),
  ).toHaveCount(1);
  await waitForHome(page);
  expect(calls).toBe(2);
});

test('a gateway that does not answer gives the unable-to-process message, and Try again recovers', async ({ page }) => {
  await page.route(`${GATEWAY}/dpsapps/**`, (route) => route.abort('connectionrefused'));
  await page.goto(asIssuer('acme'));
  await expect(
    page.getByText('Sorry, we are unable to process your request at this time. Please try again later.'),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /^Terms of use/ })).toBeVisible();
  await expectAccessible(page);
  await page.unroute(`${GATEWAY}/dpsapps/**`);
  await page.getByRole('button', { name: 'Try again' }).click();
  await waitForHome(page);
});

test('an issuer whose configuration cannot be read shows the unable-to-process page, never a blank one', async ({
  page,
}) => {
  const response = await page.goto(asIssuer('broken'));
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: "We can't process your request" })).toBeVisible();
  await expect(
    page.getByText('Sorry, we are unable to process your request at this time. Please try again later.'),
  ).toBeVisible();
  await expectAccessible(page);
});

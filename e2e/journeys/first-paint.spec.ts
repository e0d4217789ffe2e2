// First paint does not wait for JavaScript: the shell server sends the pre-login home's
// heading and first banner, and login's marketing image, in the page (shell/server/first-paint.ts);
// mfe-prelogin's home and login take them over when they mount, and nothing moves, flashes or reads
// twice on the way; when the screen cannot come, the copy does not stay to pretend it did.
import type { Locator, Page, Route } from '@playwright/test';
import {
  asIssuer,
  demoIssuer,
  expect,
  expectAccessible,
  GATEWAY,
  remoteOrigin,
  test,
  waitForHome,
} from '../support/fixtures';

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const acme = demoIssuer('acme');
const firstBanner = acme.branding.banners[0]!;

/** Holds mfe-prelogin's manifest (the preload hint and the runtime's fetch) until released: the page as it is before the remote arrives. */
async function holdPrelogin(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${remoteOrigin('mfe_prelogin')}/mf-manifest.json`, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Records, from the first byte on: layout shifts, the most h1s at any moment, when the screen (the home unless said) mounted, the largest paints. */
async function recordPageLife(page: Page, screenTestId = 'prelogin-home'): Promise<void> {
  await page.addInitScript((testId: string) => {
    const life = { cls: 0, shifts: [] as string[], mostH1: 0, homeAt: -1, lcp: [] as number[] };
    (window as unknown as { __life: typeof life }).__life = life;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        life.cls += entry.value;
        life.shifts.push(
          `${entry.value.toFixed(4)} ${entry.sources.map((s) => (s.node as Element | undefined)?.id || s.node?.nodeName).join(',')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) life.lcp.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver(() => {
      life.mostH1 = Math.max(life.mostH1, document.querySelectorAll('h1').length);
      if (life.homeAt < 0 && document.querySelector(`[data-testid="${testId}"]`)) life.homeAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  }, screenTestId);
}

const life = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __life: { cls: number; shifts: string[]; mostH1: number; homeAt: number; lcp: number[] };
        }
      ).__life,
  );
const box = (image: Locator) => image.evaluate((el) => JSON.stringify(el.getBoundingClientRect()));

test.describe('the pre-login home drawn by the server, taken over by mfe-prelogin', () => {
  test.use(PHONE);

  test('before the remote arrives: the heading and first banner are on screen, accessible, in the box the home draws them in', async ({
    page,
  }) => {
    await recordPageLife(page);
    const release = await holdPrelogin(page);
    await page.goto(asIssuer('acme'));

    const copy = page.locator('#portal-first-paint');
    await expect(copy.getByRole('heading', { level: 1, name: acme.appName })).toBeAttached();
    const banner = copy.getByRole('img', { name: firstBanner.alt });
    await expect(banner).toBeVisible();
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // The chrome is drawn around it meanwhile (the shell does not wait for the remote).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Create account' })).toBeVisible();
    await expectAccessible(page);
    const before = await box(banner);
    const source = await banner.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(source).toMatch(/jumbotron-1_mobile_2x\.jpg$/);

    release();
    await waitForHome(page);
    await expect(copy).toHaveCount(0);
    const home = page.getByTestId('prelogin-home');
    // The same image, in the same place: nothing moves at the takeover.
    const taken = home.getByRole('img', { name: firstBanner.alt });
    expect(await box(taken)).toBe(before);
    expect(await taken.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(source);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('img', { name: firstBanner.alt })).toHaveCount(1);
    await expectAccessible(page);

    const recorded = await life(page);
    expect(recorded.mostH1, 'never two h1s in the page, not even for a moment').toBe(1);
    expect(recorded.cls, recorded.shifts.join('\n')).toBeLessThanOrEqual(0.01);
  });

  test("a cold load: the largest paint is the server's banner, before the home mounts, and the page does not shift (CLS)", async ({
    page,
  }) => {
    await recordPageLife(page);
    await page.goto(asIssuer('acme'));
    await waitForHome(page);
    // Let the carousel's own first frames pass too.
    await page.waitForTimeout(1000);
    const recorded = await life(page);
    expect(recorded.homeAt).toBeGreaterThan(0);
    expect(recorded.lcp.length).toBeGreaterThan(0);
    expect(Math.max(...recorded.lcp), 'the largest paint came with the HTML, not with the remote').toBeLessThan(
      recorded.homeAt,
    );
    expect(recorded.mostH1).toBe(1);
    expect(recorded.cls, recorded.shifts.join('\n')).toBeLessThanOrEqual(0.1);
  });

  test("in Spanish, the copy speaks the page's language", async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'es', url: asIssuer('acme') }]);
    const release = await holdPrelogin(page);
    await page.goto(asIssuer('acme'));
    await expect(
      page.locator('#portal-first-paint').getByRole('heading', { level: 1, name: 'Acme Bank Servicios de Tarjeta' }),
    ).toBeAttached();
    await expect(page.locator('#portal-first-paint').getByRole('img', { name: /^Gane un 3 %/ })).toBeVisible();
    release();
    await waitForHome(page);
  });
});

const DESKTOP = { viewport: { width: 1350, height: 940 } };
const marketingAlt = 'A contactless Acme Bank card tapped on a payment terminal beside a cup of coffee';

for (const [size, device, file] of [
  ['a phone', PHONE, /marketing-banner_mobile_2x\.jpg$/],
  ['a desktop', DESKTOP, /marketing-banner_pc_1x\.jpg$/],
] as const) {
  test.describe(`login on ${size}`, () => {
    test.use(device);

    test("before the remote arrives the image is on screen in the login page's box; nothing moves at the takeover", async ({
      page,
    }) => {
      await recordPageLife(page, 'login-page');
      const release = await holdPrelogin(page);
      await page.goto(asIssuer('acme', '/login'));

      const copy = page.locator('#portal-first-paint');
      const image = copy.getByRole('img', { name: marketingAlt });
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Create account' })).toBeVisible();
      await expectAccessible(page);
      const before = await box(image);
      const source = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(source).toMatch(file);

      release();
      const login = page.getByTestId('login-page');
      await expect(login.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(copy).toHaveCount(0);
      const taken = login.getByRole('img', { name: marketingAlt });
      expect(await box(taken), 'the same image, in the same place').toBe(before);
      expect(await taken.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(source);
      await expect(page.getByRole('img', { name: marketingAlt })).toHaveCount(1);
      await expectAccessible(page);

      const recorded = await life(page);
      expect(recorded.mostH1, 'never two h1s').toBe(1);
      expect(recorded.cls, recorded.shifts.join('\n')).toBeLessThanOrEqual(0.01);
    });
  });
}

test.describe("login's marketing image drawn by the server beside the sign-in panel's place, taken over by mfe-prelogin (decision 030)", () => {
  test.use(PHONE);

  test("a cold load: the largest paint is the server's image, before the login page mounts, and the page does not shift (CLS)", async ({
    page,
  }) => {
    await recordPageLife(page, 'login-page');
    await page.goto(asIssuer('acme', '/login'));
    await expect(page.getByTestId('login-page').getByRole('textbox', { name: 'Username' })).toBeVisible();
    await page.waitForTimeout(1000);
    const recorded = await life(page);
    expect(recorded.homeAt).toBeGreaterThan(0);
    expect(recorded.lcp.length).toBeGreaterThan(0);
    expect(Math.max(...recorded.lcp), 'the largest paint came with the HTML, not with the remote').toBeLessThan(
      recorded.homeAt,
    );
    expect(recorded.cls, recorded.shifts.join('\n')).toBeLessThanOrEqual(0.1);
  });

  test("in Spanish, the same box and the image's alt in the page's language", async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'es', url: asIssuer('acme') }]);
    const release = await holdPrelogin(page);
    await page.goto(asIssuer('acme', '/login'));
    const image = page
      .locator('#portal-first-paint')
      .getByRole('img', { name: /^Una tarjeta sin contacto de Acme Bank/ });
    await expect(image).toBeVisible();
    const before = await box(image);
    release();
    const login = page.getByTestId('login-page');
    await expect(login.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    expect(await box(login.getByRole('img', { name: /^Una tarjeta sin contacto de Acme Bank/ }))).toBe(before);
  });

  test('a dead remote: the fallback region takes its place, without the image beside it', async ({ page }) => {
    await page.route(`${remoteOrigin('mfe_prelogin')}/mf-manifest.json`, (route) => route.abort('connectionrefused'));
    await page.goto(asIssuer('acme', '/login'));
    await expect(page.getByTestId('region-unavailable')).toBeVisible();
    await expect(page.locator('#portal-first-paint')).toHaveCount(0);
    await expect(page.getByRole('img', { name: marketingAlt })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('an app with login disabled (fabrikam): login goes to /error, and nothing was drawn first', async ({ page }) => {
    await page.goto(asIssuer('fabrikam', '/login'));
    await expect(page).toHaveURL(/\/error$/);
    await expect(page.locator('#portal-first-paint')).toHaveCount(0);
  });
});

test.describe('when the home cannot come, the copy does not pretend it did', () => {
  test.use(PHONE);

  test('a dead remote: the fallback region takes its place', async ({ page }) => {
    await page.route(`${remoteOrigin('mfe_prelogin')}/mf-manifest.json`, (route) => route.abort('connectionrefused'));
    await page.goto(asIssuer('acme'));
    await expect(page.getByTestId('region-unavailable')).toBeVisible();
    await expect(page.locator('#portal-first-paint')).toHaveCount(0);
    await expect(page.getByRole('img', { name: firstBanner.alt })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a gateway that does not answer: the unable-to-process message, without the banner beside it', async ({
    page,
  }) => {
    await page.route(`${GATEWAY}/dpsapps/**`, (route) => route.abort('connectionrefused'));
    await page.goto(asIssuer('acme'));
    await expect(
      page.getByText('Sorry, we are unable to process your request at this time. Please try again later.'),
    ).toBeVisible();
    await expect(page.locator('#portal-first-paint')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectAccessible(page);
  });

  test("a signed-out visitor's home of an app that sends them elsewhere (contoso: activation) has no copy to take over", async ({
    page,
  }) => {
    await page.goto(asIssuer('contoso'));
    await expect(page).toHaveURL(/\/activation$/);
    await expect(page.locator('#portal-first-paint')).toHaveCount(0);
  });
});

test('without JavaScript, the heading and the first banner are there all the same', async ({ browser }) => {
  // A context of its own: the journeys' page runs axe in the page at the end, which needs scripts.
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(asIssuer('acme'));
    const banner = page.getByRole('img', { name: firstBanner.alt });
    await expect(banner).toBeVisible();
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: acme.appName })).toBeAttached();
  } finally {
    await context.close();
  }
});

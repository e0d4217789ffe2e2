// No waterfall: the shell server's page hints what the route will fetch (the remote's
// mf-manifest.json, remoteEntry.js and './app' files, the image it draws first: shell/server/
// preload-hints.ts). A hint is worth it only when the request it stands for takes its answer: each is
// fetched once, by the hint, and Chrome never warns that a preload went unused (a hint that does not
// match its request, in `as`, crossorigin or media, is fetched twice and warned about).
import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { asIssuer, expect, remoteOrigin, SHELL, test } from '../support/fixtures';

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const PRELOAD_WARNING = /preload/i;

/** The page's preload hints, as the browser resolved them. */
function hintsOf(page: Page) {
  return page.locator('link[rel="preload"]').evaluateAll((links: HTMLLinkElement[]) =>
    links.map((l) => ({
      href: l.href,
      as: l.as,
      crossOrigin: l.crossOrigin,
      imageSrcset: l.imageSrcset,
      media: l.media,
      nonce: l.nonce,
    })),
  );
}

/** Who fetched a URL: 'link' when the hint did (the Resource Timing entries of the page). */
function initiatorsOf(page: Page, url: string) {
  return page.evaluate(
    (u) => performance.getEntriesByName(u).map((e) => (e as PerformanceResourceTiming).initiatorType),
    url,
  );
}

/** Waits until the shell server has read mfe-prelogin's manifest (at its start, in the background), so its files are hinted. */
async function serverKnowsPrelogin(request: APIRequestContext) {
  await expect
    .poll(
      async () =>
        (await (await request.get(`${SHELL}login`)).text()).includes(`${remoteOrigin('mfe_prelogin')}/remoteEntry.js`),
      { timeout: 20_000 },
    )
    .toBe(true);
}

for (const { path, ready, image } of [
  {
    path: '/',
    ready: (page: Page) => page.getByTestId('prelogin-home'),
    image: /\/issuer-assets\/jumbotron-1_mobile_2x\.jpg$/,
  },
  {
    path: '/login',
    ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Sign in', exact: true }),
    image: /\/issuer-assets\/marketing-banner_mobile_2x\.jpg$/,
  },
]) {
  test.describe(`acme ${path} on a phone`, () => {
    test.use(PHONE);

    test('each hinted file is fetched once, by its hint, and no preload goes unused', async ({ page, request }) => {
      await serverKnowsPrelogin(request);
      const warnings: string[] = [];
      page.on('console', (m: ConsoleMessage) => {
        if (PRELOAD_WARNING.test(m.text())) warnings.push(`${m.type()}: ${m.text()}`);
      });
      const fetched = new Map<string, number>();
      page.on('request', (r) => fetched.set(r.url(), (fetched.get(r.url()) ?? 0) + 1));

      await page.goto(asIssuer('acme', path));
      await expect(ready(page)).toBeVisible();
      const hints = await hintsOf(page);
      const nonce = await page.locator('meta[name="csp-nonce"]').getAttribute('content');

      // The route's remote, as the Module Federation runtime asks for its files.
      const origin = remoteOrigin('mfe_prelogin');
      expect(hints.find((h) => h.href === `${origin}/mf-manifest.json`)).toMatchObject({
        as: 'fetch',
        crossOrigin: 'anonymous',
      });
      expect(hints.find((h) => h.href === `${origin}/remoteEntry.js`)).toMatchObject({
        as: 'script',
        crossOrigin: 'anonymous',
      });
      expect(hints.filter((h) => h.href.startsWith(`${origin}/__federation_expose_app.`)).length).toBeGreaterThan(0);
      for (const hint of hints) expect(hint.nonce, JSON.stringify(hint)).toBe(nonce);

      // The window's load, then the few seconds Chrome gives a preload before it warns.
      await page.waitForLoadState('load');
      await page.waitForTimeout(4000);
      expect(warnings, 'no preload was left unused or fetched a second time').toEqual([]);

      for (const hint of hints.filter((h) => h.href)) {
        expect(fetched.get(hint.href), `${hint.href} fetched once`).toBe(1);
        expect(await initiatorsOf(page, hint.href), `${hint.href} fetched by its hint`).toEqual(['link']);
      }
      // The image: the variant the remote's <picture> takes at this width and density, once, by its hint.
      const images = [...fetched.keys()].filter((u) => /\/issuer-assets\/(jumbotron-1|marketing-banner)_/.test(u));
      expect(images).toHaveLength(1);
      expect(images[0]).toMatch(image);
      expect(fetched.get(images[0]!)).toBe(1);
      expect(await initiatorsOf(page, images[0]!)).toEqual(['link']);
    });
  });
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

  test('the banner hint fetches the pc 1x file the carousel shows there, and only that', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (PRELOAD_WARNING.test(m.text())) warnings.push(m.text());
    });
    const images: string[] = [];
    page.on('request', (r) => {
      if (/\/issuer-assets\/jumbotron-1_/.test(r.url())) images.push(r.url());
    });
    await page.goto(asIssuer('acme'));
    await expect(page.getByTestId('prelogin-home')).toBeVisible();
    await page.waitForLoadState('load');
    await page.waitForTimeout(4000);
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/\/issuer-assets\/jumbotron-1_pc_1x\.jpg$/);
    expect(warnings).toEqual([]);
  });
});

test('a page of another remote hints that remote (home: mfe-postlogin), and its hints are used too', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (PRELOAD_WARNING.test(m.text())) warnings.push(m.text());
  });
  // Signed out, /home goes to login; the shell fetched mfe-postlogin for /home on the way (its boot loads the owner of the path asked for).
  await page.goto(asIssuer('acme', '/home'));
  await expect(page).toHaveURL(/\/login$/);
  const hrefs = (await hintsOf(page)).map((h) => h.href);
  expect(hrefs).toContain(`${remoteOrigin('mfe_postlogin')}/mf-manifest.json`);
  expect(hrefs.some((h) => h.startsWith(remoteOrigin('mfe_prelogin')))).toBe(false);
  await page.waitForLoadState('load');
  await page.waitForTimeout(4000);
  expect(warnings).toEqual([]);
});

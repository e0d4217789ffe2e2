// The shell server's strict CSP and security headers (a nonce plus 'strict-dynamic', no
// 'unsafe-inline' or 'unsafe-eval'), and that nothing the portal loads trips it.
import { asIssuer, expect, GATEWAY, remoteOrigin, SHELL, test, waitForHome } from '../support/fixtures';
import { E2E_PORTS } from '../support/ports.mjs';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

test('the CSP is strict, carries a fresh nonce per response, and the other security headers are set', async ({
  request,
}) => {
  // Node does not resolve *.localhost as Chromium does: plain localhost serves the default issuer.
  const first = await request.get(SHELL);
  const second = await request.get(SHELL);
  const csp = first.headers()['content-security-policy'] ?? '';
  const d = directives(csp);
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(d.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(d.get('object-src')).toEqual(["'none'"]);
  expect(d.get('base-uri')).toEqual(["'none'"]);
  expect(d.get('frame-ancestors')).toEqual(["'none'"]);
  const remotes = (['mfe_prelogin', 'mfe_postlogin', 'mfe_sso', 'mfe_activation', 'mfe_embedded_wallet'] as const).map(
    remoteOrigin,
  );
  // The journeys' environment allows a tester's override from the branch builds' origin: the
  // policy names it too.
  expect(new Set(d.get('connect-src'))).toEqual(
    new Set(["'self'", GATEWAY, ...remotes, `http://localhost:${E2E_PORTS.branch}`]),
  );

  const html = await first.text();
  expect(html).toContain(`<meta name="csp-nonce" content="${nonce}">`);
  const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scriptTags.length).toBeGreaterThan(0);
  for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`);

  const other = /'nonce-([^']+)'/.exec(second.headers()['content-security-policy'] ?? '')?.[1];
  expect(other).toBeTruthy();
  expect(other).not.toBe(nonce);

  const h = first.headers();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  expect(h['cross-origin-opener-policy']).toBe('same-origin');
  expect(h['cache-control']).toBe('no-store');
  // HSTS only outside localhost (there is no TLS to keep here).
  expect(h['strict-transport-security']).toBeUndefined();
});

test('every script and stylesheet the page ends up with carries the nonce, and none was refused', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  await page.goto(asIssuer('acme'));
  await waitForHome(page);
  const tags = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
        'script[src], link[rel="stylesheet"], link[rel="preload"]',
      ),
    ].map((el) => ({
      url: el instanceof HTMLScriptElement ? el.src : el.href,
      nonce: el.nonce,
    })),
  );
  for (const tag of tags) expect(tag.nonce, `${tag.url} has the nonce`).not.toBe('');
  // The remote's styles really arrived (its chunks load under the CSP).
  const carouselStyled = await page
    .getByRole('region', { name: 'Featured offers' })
    .evaluate((el) => getComputedStyle(el).position);
  expect(carouselStyled).toBe('relative');
  expect(refused).toEqual([]);
});

test('pages across the portal load with no CSP violation', async ({ page }) => {
  for (const path of ['/', '/pages/terms', '/no-such-page', '/error']) {
    await page.goto(asIssuer('acme', path));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  }
  // The fixture fails the journey if any violation was reported.
});

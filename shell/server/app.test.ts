import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BootData, BootDataSchema, CONTRACT_MAJOR } from '@portal/domain/platform';
import { ISSUERS_DIR } from '@portal/issuers';
import { buildShellServer, ISSUER_ASSETS_PREFIX, type ShellServerOptions } from './app';
import { loadEnvironment } from './environment';

// The real shell/index.html, with the script tag the build adds.
const TEMPLATE = readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8').replace(
  '</head>',
  '  <script defer src="/main.abcdef1234.js"></script>\n  </head>',
);
const MAIN_JS = '(()=>{console.log("shell")})();\n'.repeat(40);

const environment = loadEnvironment('local', {});
const distDir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
writeFileSync(path.join(distDir, 'main.abcdef1234.js'), MAIN_JS);
// The build's precompressed copy (packages/build/src/precompress.ts) and its stamp, which is never served.
const MAIN_JS_BR = brotliCompressSync(MAIN_JS);
writeFileSync(path.join(distDir, 'main.abcdef1234.js.br'), MAIN_JS_BR);
writeFileSync(path.join(distDir, '.portal-build-stamp'), 'stamp');
// A federated build has its own manifest (the bench's monolithic build has none).
writeFileSync(path.join(distDir, 'mf-manifest.json'), '{}');

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

/**
 * The remotes' origins as the shell server reads them (remote-manifests.ts): each manifest names its
 * './app' file after a version, which a test can change (a redeploy) or make unreadable.
 */
const remoteOrigins = { version: 1, down: false };
const manifestFetch = (async (input: string | URL) => {
  if (remoteOrigins.down) throw new TypeError('fetch failed');
  const name = new URL(input).port;
  const body = {
    metaData: {
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      portal: { contract: CONTRACT_MAJOR, version: '0.2.0' },
    },
    exposes: [
      {
        name: 'app',
        path: './app',
        assets: {
          js: { sync: [`app.${name}.v${remoteOrigins.version}.js`], async: [] },
          css: { sync: [`app.${name}.css`], async: [] },
        },
      },
    ],
  };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}) as typeof globalThis.fetch;

function build(issuersDir: string = ISSUERS_DIR, more: Partial<ShellServerOptions> = {}): Promise<FastifyInstance> {
  return buildShellServer({
    distDir,
    issuersDir,
    environment,
    defaultIssuer: 'acme',
    logLevel: 'silent',
    manifests: { fetch: manifestFetch, everyMs: 50 },
    ...more,
  });
}

function bootData(html: string): BootData {
  const text = /<script[^>]*id="portal-boot"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (text === undefined) throw new Error('no boot data in the page');
  return v.parse(BootDataSchema, JSON.parse(text));
}

const metaNonce = (html: string) => /<meta name="csp-nonce" content="([^"]*)"/.exec(html)?.[1];
const cspNonce = (csp: unknown) => (typeof csp === 'string' ? /script-src 'nonce-([^']+)'/.exec(csp)?.[1] : undefined);
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

describe('the shell server (ARCHITECTURE §2.1)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await build();
  });

  afterAll(async () => {
    await app.close();
  });

  it('gives each response a fresh nonce, the same in the CSP header, the meta tag and every script tag', async () => {
    const [a, b] = await Promise.all([
      app.inject({ url: '/login', headers: { host: 'acme.localhost:3000' } }),
      app.inject({ url: '/login', headers: { host: 'acme.localhost:3000' } }),
    ]);
    const nonces = [a, b].map((res) => {
      const nonce = cspNonce(res.headers['content-security-policy']);
      expect(nonce).toBeTruthy();
      expect(metaNonce(res.body)).toBe(nonce);
      const scripts = scriptTags(res.body);
      expect(scripts).toHaveLength(2);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('sends the strict CSP and security headers with the page, no-store', async () => {
    const res = await app.inject({ url: '/', headers: { host: 'acme.localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain(new URL(environment.gatewayBaseUrl).origin);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // Violations are reported to the issuer's own application at the gateway (decision 040).
    const reportUri = new URL('apps/ACME-WEB-01/client-errors/csp', environment.gatewayBaseUrl.replace(/\/?$/, '/'))
      .href;
    expect(csp).toContain(`; report-uri ${reportUri}`);
    const tailspin = String(
      (await app.inject({ url: '/', headers: { host: 'tailspin.localhost:3000' } })).headers['content-security-policy'],
    );
    expect(tailspin).toMatch(/report-uri \S+\/apps\/TAILSPIN-[A-Z0-9-]+\/client-errors\/csp$/);
  });

  it("a tester's override origins join the CSP's sources where the environment allows them, and only there", async () => {
    const branch = 'http://localhost:4013';
    const allowing = await build(ISSUERS_DIR, {
      environment: { ...environment, remoteOverrides: { allowedOrigins: [branch], inProduction: false } },
    });
    const csp = String(
      (await allowing.inject({ url: '/', headers: { host: 'acme.localhost:3000' } })).headers[
        'content-security-policy'
      ],
    );
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${branch}`));
    expect(csp).toMatch(new RegExp(`style-src [^;]*${branch}`));
    await allowing.close();
    const prod = await build(ISSUERS_DIR, {
      environment: { ...environment, name: 'prod', remoteOverrides: { allowedOrigins: [branch], inProduction: false } },
    });
    expect(
      String(
        (await prod.inject({ url: '/', headers: { host: 'acme.localhost:3000' } })).headers['content-security-policy'],
      ),
    ).not.toContain(branch);
    await prod.close();
    expect(
      String(
        (await app.inject({ url: '/', headers: { host: 'acme.localhost:3000' } })).headers['content-security-policy'],
      ),
    ).not.toContain(branch);
  });

  it('HSTS on a production host name', async () => {
    const res = await app.inject({ url: '/', headers: { host: 'portal.acmebank.example' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("the environment's partner site is an SSO issuer's web site and SSO link (the local demo bank); others keep theirs", async () => {
    const northwind = bootData((await app.inject({ url: '/', headers: { host: 'northwind.localhost:3000' } })).body);
    expect(northwind.issuer?.issuerWebSiteUrl).toBe('http://localhost:3010/');
    expect(northwind.issuer?.otherInfo.ssoLink).toBe('http://localhost:3010/');
    const acme = bootData((await app.inject({ url: '/', headers: { host: 'acme.localhost:3000' } })).body);
    expect(acme.issuer?.issuerWebSiteUrl).toBe('https://www.acmebank.example/');
  });

  it('resolves the issuer from the host: tailspin.localhost gets tailspin', async () => {
    const res = await app.inject({ url: '/', headers: { host: 'tailspin.localhost:3000' } });
    const boot = bootData(res.body);
    expect(boot.issuer?.id).toBe('tailspin');
    expect(boot.issuer?.flags.migratedApp).toBe(true);
    expect(boot.issuerError).toBeNull();
    expect(boot.assetBase).toBe(ISSUER_ASSETS_PREFIX);
    expect(boot.environment).toEqual(environment);
    expect(res.body).toContain('<title>Tailspin Rewards Card</title>');
    expect(res.body).toContain(`href="${ISSUER_ASSETS_PREFIX}favicon.svg"`);
  });

  it('an unknown host gets the default issuer', async () => {
    const res = await app.inject({ url: '/', headers: { host: 'nobody.localhost:3000' } });
    expect(bootData(res.body).issuer?.id).toBe('acme');
  });

  it('§1 the locale cookie sets the page language: locale=es on acme gives <html lang="es">', async () => {
    const res = await app.inject({
      url: '/',
      headers: { host: 'acme.localhost:3000', cookie: 'theme=dark; locale=es' },
    });
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('<title>Acme Bank Servicios de Tarjeta</title>');
  });

  it.each(['locale=fr', 'locale=', 'locale=%E0%A4%A', ''])(
    '§1 an unsupported or absent cookie (%j) gives the default, en',
    async (cookie) => {
      const res = await app.inject({
        url: '/',
        headers: { host: 'acme.localhost:3000', ...(cookie ? { cookie } : {}) },
      });
      expect(res.body).toContain('<html lang="en">');
    },
  );

  it('§1 an issuer with one locale ignores locale=es', async () => {
    const res = await app.inject({ url: '/', headers: { host: 'tailspin.localhost:3000', cookie: 'locale=es' } });
    expect(res.body).toContain('<html lang="en">');
  });

  it('§2 an unmatched path answers 404 with the page (the shell renders its 404)', async () => {
    const res = await app.inject({ url: '/no/such/page', headers: { host: 'acme.localhost:3000' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(bootData(res.body).issuer?.id).toBe('acme');
  });

  it.each([
    '/login',
    '/login/challenge/verifyCode/email',
    '/home',
    '/activation/questions/1/x',
    '/error',
    '/error/404',
  ])('%s answers with the page', async (url) => {
    const res = await app.inject({ url, headers: { host: 'acme.localhost:3000' } });
    expect(res.statusCode).toBe(url === '/error/404' ? 404 : 200);
    expect(metaNonce(res.body)).toBeTruthy();
  });

  it('a query string does not change the route', async () => {
    expect(
      (await app.inject({ url: '/login?next=%2Fhome', headers: { host: 'acme.localhost:3000' } })).statusCode,
    ).toBe(200);
  });

  it('a missing script answers 404 text, not the page', async () => {
    const res = await app.inject({ url: '/x.js', headers: { host: 'acme.localhost:3000' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).not.toContain('<html');
  });

  it('serves the hashed build file with an immutable cache, gzipped when asked', async () => {
    const plain = await app.inject({ url: '/main.abcdef1234.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.body).toBe(MAIN_JS);
    const gzipped = await app.inject({ url: '/main.abcdef1234.js', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(MAIN_JS);
  });

  it("serves the build's brotli copy of a file as it is, with the original's type and cache header", async () => {
    const res = await app.inject({ url: '/main.abcdef1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(MAIN_JS_BR)).toBe(true);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses the page with brotli when the browser takes it, nonce and all', async () => {
    const res = await app.inject({
      url: '/login',
      headers: { host: 'acme.localhost:3000', 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-store');
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(metaNonce(html)).toBe(cspNonce(res.headers['content-security-policy']));
    expect(bootData(html).issuer?.id).toBe('acme');
  });

  it('compresses boot.json with gzip for a browser without brotli', async () => {
    const res = await app.inject({
      url: '/__portal/boot.json',
      headers: { host: 'acme.localhost:3000', 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(v.parse(BootDataSchema, JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).issuer?.id).toBe('acme');
  });

  it('never sends index.html as it is: /index.html is the page, with its nonce', async () => {
    const res = await app.inject({ url: '/index.html', headers: { host: 'acme.localhost:3000' } });
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(metaNonce(res.body)).toBe(cspNonce(res.headers['content-security-policy']));
  });

  it("does not serve the build's dotfiles", async () => {
    const res = await app.inject({ url: '/.portal-build-stamp', headers: { host: 'acme.localhost:3000' } });
    expect(res.body).not.toContain('stamp');
    expect(res.statusCode).toBe(404);
  });

  it("serves the issuer's assets by host", async () => {
    const res = await app.inject({
      url: `${ISSUER_ASSETS_PREFIX}header-logo.svg`,
      headers: { host: 'tailspin.localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toBe(readFileSync(path.join(ISSUERS_DIR, 'tailspin', 'assets', 'header-logo.svg'), 'utf8'));
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("serves the issuer's card art (§3 <image>_web_1x.png, _web_2x.png) from the same folder, by host", async () => {
    for (const file of ['acme-visa-signature_web_1x.png', 'acme-visa-signature_web_2x.png', 'acme-card_web_2x.png']) {
      const res = await app.inject({ url: `${ISSUER_ASSETS_PREFIX}${file}`, headers: { host: 'acme.localhost:3000' } });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(readFileSync(path.join(ISSUERS_DIR, 'acme', 'assets', file)))).toBe(true);
    }
    // Another issuer's host gets its own folder: acme's premium art is not tailspin's.
    const other = await app.inject({
      url: `${ISSUER_ASSETS_PREFIX}acme-visa-signature_web_1x.png`,
      headers: { host: 'tailspin.localhost:3000' },
    });
    expect(other.statusCode).toBe(404);
  });

  it.each([
    `${ISSUER_ASSETS_PREFIX}../issuer.json`,
    `${ISSUER_ASSETS_PREFIX}%2e%2e/issuer.json`,
    `${ISSUER_ASSETS_PREFIX}..%2fissuer.json`,
    `${ISSUER_ASSETS_PREFIX}../../acme/issuer.json`,
  ])('refuses %s (no way out of the assets folder)', async (url) => {
    const res = await app.inject({ url, headers: { host: 'acme.localhost:3000' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('extAppId');
  });

  it('/__portal/boot.json answers JSON for any origin', async () => {
    const res = await app.inject({ url: '/__portal/boot.json', headers: { host: 'northwind.localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const boot = v.parse(BootDataSchema, res.json());
    expect(boot.issuer?.id).toBe('northwind');
    expect(boot.assetBase).toBe(`http://northwind.localhost:3000${ISSUER_ASSETS_PREFIX}`);
  });

  it.each([
    'acme.localhost:3000"/><script>alert(1)</script>',
    'evil.example/phish?',
    'a b',
    'acme.localhost:3000@evil.example',
    'acme.localhost:99999',
    'acme.localhost:0',
  ])('/__portal/boot.json refuses a Host that is no host name and port (%j) rather than reflect it', async (host) => {
    const res = await app.inject({ url: '/__portal/boot.json', headers: { host } });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('evil');
  });

  it.each([
    'tailspin.localhost:3000',
    'localhost:3000',
    '127.0.0.1:3000',
    '[::1]:3000',
    'cards.tailspinrewards.example',
  ])('/__portal/boot.json reflects a well-formed Host (%s)', async (host) => {
    const res = await app.inject({ url: '/__portal/boot.json', headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(v.parse(BootDataSchema, res.json()).assetBase).toBe(`http://${host}${ISSUER_ASSETS_PREFIX}`);
  });

  it('has a health check', async () => {
    const res = await app.inject({ url: '/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('takes no form posts', async () => {
    const res = await app.inject({ method: 'POST', url: '/login', payload: { a: 1 } });
    expect(res.statusCode).toBe(405);
  });
});

/** The page's <link rel="preload"> tags, each as its attributes. */
function preloads(html: string): Record<string, string>[] {
  return (html.match(/<link\b[^>]*\brel="preload"[^>]*>/g) ?? []).map((tag) =>
    Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? ''])),
  );
}
const firstPaintOf = (html: string) =>
  /<div id="portal-first-paint"[\s\S]*?<\/picture>(?:<\/div>)+/.exec(html)?.[0] ?? null;
const hrefs = (html: string) => preloads(html).map((p) => p['href'] ?? p['imagesrcset']);

describe('the page: preload hints and first paint', () => {
  let app: FastifyInstance;
  const page = async (url: string, host = 'acme.localhost:3000') => app.inject({ url, headers: { host } });

  beforeAll(async () => {
    remoteOrigins.version = 1;
    remoteOrigins.down = false;
    app = await build();
    // The manifests are read at start, in the background.
    for (let i = 0; i < 100 && !hrefs((await page('/')).body).includes('http://localhost:3001/remoteEntry.js'); i++)
      await new Promise((r) => setTimeout(r, 10));
  });

  afterAll(async () => {
    await app.close();
  });

  it("every hint carries the response's nonce, the one in the CSP", async () => {
    for (const url of ['/', '/login', '/home', '/activation']) {
      const res = await page(url);
      const nonce = cspNonce(res.headers['content-security-policy']);
      expect(preloads(res.body).length, url).toBeGreaterThan(0);
      for (const hint of preloads(res.body)) expect(hint['nonce'], `${url} ${JSON.stringify(hint)}`).toBe(nonce);
    }
  });

  it("the pre-login home: acme's first banner (high priority, by device), then mfe-prelogin's manifest, entry and ./app files, as the runtime fetches them", async () => {
    const hints = preloads((await page('/')).body);
    expect(hints.map(({ nonce: _nonce, ...hint }) => hint)).toEqual([
      {
        rel: 'preload',
        as: 'image',
        imagesrcset: '/issuer-assets/jumbotron-1_mobile_1x.jpg 1x, /issuer-assets/jumbotron-1_mobile_2x.jpg 2x',
        media: '(width &lt; 420px)',
        fetchpriority: 'high',
      },
      {
        rel: 'preload',
        as: 'image',
        imagesrcset: '/issuer-assets/jumbotron-1_tab_1x.jpg 1x, /issuer-assets/jumbotron-1_tab_2x.jpg 2x',
        media: '(not (width &lt; 420px)) and (width &lt; 1025px)',
        fetchpriority: 'high',
      },
      {
        rel: 'preload',
        as: 'image',
        imagesrcset: '/issuer-assets/jumbotron-1_pc_1x.jpg 1x, /issuer-assets/jumbotron-1_pc_2x.jpg 2x',
        media: '(not (width &lt; 420px)) and (not (width &lt; 1025px))',
        fetchpriority: 'high',
      },
      { rel: 'preload', href: environment.remotes.mfe_prelogin, as: 'fetch', crossorigin: 'anonymous' },
      { rel: 'preload', href: 'http://localhost:3001/remoteEntry.js', as: 'script', crossorigin: 'anonymous' },
      { rel: 'preload', href: 'http://localhost:3001/app.3001.css', as: 'style', crossorigin: 'anonymous' },
      { rel: 'preload', href: 'http://localhost:3001/app.3001.v1.js', as: 'script', crossorigin: 'anonymous' },
    ]);
  });

  it.each([
    ['/login', 'mfe_prelogin', '3001'],
    ['/home', 'mfe_postlogin', '3002'],
    ['/activation/questions/1', 'mfe_activation', '3004'],
    ['/sso/launch', 'mfe_sso', '3003'],
  ] as const)('%s hints the remote that owns it, %s, and no other', async (url, remote, port) => {
    const list = hrefs((await page(url)).body).filter((h) => !h?.startsWith('/issuer-assets/'));
    expect(list[0]).toBe(environment.remotes[remote]);
    for (const href of list) expect(new URL(href ?? '').port).toBe(port);
  });

  it("the login page hints the issuer's marketing image; other pages no image", async () => {
    expect(hrefs((await page('/login')).body).filter((h) => h?.startsWith('/issuer-assets/'))).toEqual([
      '/issuer-assets/marketing-banner_mobile_1x.jpg 1x, /issuer-assets/marketing-banner_mobile_2x.jpg 2x',
      '/issuer-assets/marketing-banner_tab_1x.jpg 1x, /issuer-assets/marketing-banner_tab_2x.jpg 2x',
      '/issuer-assets/marketing-banner_pc_1x.jpg 1x, /issuer-assets/marketing-banner_pc_2x.jpg 2x',
    ]);
    expect(hrefs((await page('/home')).body).some((h) => h?.startsWith('/issuer-assets/'))).toBe(false);
  });

  it("each issuer's own banner: tailspin's, in its file type", async () => {
    const tailspin = JSON.parse(readFileSync(path.join(ISSUERS_DIR, 'tailspin', 'issuer.json'), 'utf8')) as {
      branding: { banners: { image: string }[]; assetExtension: string };
    };
    const first = `${tailspin.branding.banners[0]?.image}_mobile_1x.${tailspin.branding.assetExtension}`;
    expect(hrefs((await page('/', 'tailspin.localhost:3000')).body)[0]).toContain(`/issuer-assets/${first} 1x`);
  });

  it("the shell's own pages (404, /error) hint nothing", async () => {
    expect(preloads((await page('/no/such/page')).body)).toEqual([]);
    expect(preloads((await page('/error')).body)).toEqual([]);
  });

  it("the home's heading and first banner are in the page, in the page's language, before #portal-routes", async () => {
    const en = (await page('/')).body;
    const paint = firstPaintOf(en);
    expect(paint).toContain('<h1 class="visually-hidden">Acme Bank Card Services</h1>');
    expect(paint).toContain('alt="Earn 3% cash back on groceries with your Acme Bank card"');
    expect(en.indexOf('id="portal-first-paint"')).toBeLessThan(en.indexOf('id="portal-routes"'));
    const es = (await app.inject({ url: '/', headers: { host: 'acme.localhost:3000', cookie: 'locale=es' } })).body;
    expect(firstPaintOf(es)).toContain('<h1 class="visually-hidden">Acme Bank Servicios de Tarjeta</h1>');
  });

  it("login's marketing image is in the page beside the sign-in panel's place, with its alt in the page's language, before #portal-routes", async () => {
    const en = (await page('/login')).body;
    const paint = firstPaintOf(en);
    expect(paint).toContain('data-route="login"');
    expect(paint).toContain('<div class="portal-first-paint-login__panel"></div>');
    expect(paint).toContain('alt="A contactless Acme Bank card tapped on a payment terminal beside a cup of coffee"');
    expect(paint).not.toContain('<h1');
    expect(en.indexOf('id="portal-first-paint"')).toBeLessThan(en.indexOf('id="portal-routes"'));
    const es = (await app.inject({ url: '/login', headers: { host: 'acme.localhost:3000', cookie: 'locale=es' } }))
      .body;
    expect(firstPaintOf(es)).toContain('alt="Una tarjeta sin contacto de Acme Bank');
  });

  it('no first paint on other pages, nor for a home the remote draws differently (migrated, SSO)', async () => {
    expect(firstPaintOf((await page('/home')).body)).toBeNull();
    expect(firstPaintOf((await page('/login/challenge')).body)).toBeNull();
    expect(firstPaintOf((await page('/', 'tailspin.localhost:3000')).body)).toBeNull();
    expect(firstPaintOf((await page('/', 'northwind.localhost:3000')).body)).toBeNull();
  });

  it("a redeployed remote's new files are hinted after the next read; a remote that stops answering is not hinted from memory", async () => {
    remoteOrigins.version = 2;
    await expect.poll(async () => hrefs((await page('/')).body)).toContain('http://localhost:3001/app.3001.v2.js');
    expect(hrefs((await page('/')).body)).not.toContain('http://localhost:3001/app.3001.v1.js');
    remoteOrigins.down = true;
    await expect.poll(async () => hrefs((await page('/')).body)).not.toContain('http://localhost:3001/remoteEntry.js');
    // The manifest is still hinted: the runtime fetches it whatever happens (and shows the fallback).
    expect(hrefs((await page('/')).body)).toContain(environment.remotes.mfe_prelogin);
    remoteOrigins.down = false;
    await expect.poll(async () => hrefs((await page('/')).body)).toContain('http://localhost:3001/remoteEntry.js');
  });
});

describe("a build without Module Federation (the bench's monolith)", () => {
  it('hints no remote, but still the image, and still draws the first paint', async () => {
    const app = await build(ISSUERS_DIR, { federated: false });
    try {
      const html = (await app.inject({ url: '/', headers: { host: 'acme.localhost:3000' } })).body;
      expect(preloads(html).map((p) => p['as'])).toEqual(['image', 'image', 'image']);
      expect(firstPaintOf(html)).not.toBeNull();
    } finally {
      await app.close();
    }
  });
});

describe('the shell server with a broken issuer configuration (§8 VMCP_001)', () => {
  const issuersDir = mkdtempSync(path.join(tmpdir(), 'shell-issuers-'));
  let app: FastifyInstance;

  beforeAll(async () => {
    cpSync(path.join(ISSUERS_DIR, 'acme'), path.join(issuersDir, 'acme'), { recursive: true });
    cpSync(path.join(ISSUERS_DIR, 'tailspin'), path.join(issuersDir, 'tailspin'), { recursive: true });
    writeFileSync(path.join(issuersDir, 'acme', 'issuer.json'), '{ "id": "acme", "appName": ');
    app = await build(issuersDir);
  });

  afterAll(async () => {
    await app.close();
    rmSync(issuersDir, { recursive: true, force: true });
  });

  it('answers 503 with the page, boot data carrying "issuer":null and the error', async () => {
    const res = await app.inject({ url: '/', headers: { host: 'acme.localhost:3000' } });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('"issuer":null');
    const boot = bootData(res.body);
    expect(boot.issuer).toBeNull();
    expect(boot.issuerError).toBe('ISSUER_CONFIG_UNREADABLE');
    expect(res.body).toContain('<html lang="en">');
    expect(metaNonce(res.body)).toBe(cspNonce(res.headers['content-security-policy']));
    // The unable-to-process page loads no remote and no image.
    expect(preloads(res.body)).toEqual([]);
    expect(firstPaintOf(res.body)).toBeNull();
  });

  it('keeps serving: the other issuers and the health check still answer', async () => {
    expect((await app.inject({ url: '/', headers: { host: 'acme.localhost:3000' } })).statusCode).toBe(503);
    expect((await app.inject({ url: '/', headers: { host: 'tailspin.localhost:3000' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
  });

  it("refuses the broken issuer's assets", async () => {
    const res = await app.inject({
      url: `${ISSUER_ASSETS_PREFIX}favicon.svg`,
      headers: { host: 'acme.localhost:3000' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('boot.json reports the error too', async () => {
    const res = await app.inject({ url: '/__portal/boot.json', headers: { host: 'acme.localhost:3000' } });
    const boot = v.parse(BootDataSchema, res.json());
    expect(boot.issuer).toBeNull();
    expect(boot.issuerError).toBe('ISSUER_CONFIG_UNREADABLE');
  });
});

describe("a tester's override origins in the page's CSP and boot data", () => {
  const BRANCH = 'http://localhost:4013';
  const OTHER = 'https://branches.qa.example';
  const HOST = { host: 'acme.localhost:3000' };

  /** The CSP as directive name -> source list. */
  function directives(csp: unknown): Map<string, string[]> {
    return new Map(
      String(csp)
        .split(';')
        .map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values] as const;
        }),
    );
  }

  /** The page's CSP and boot data from a server on `env`. */
  async function pageOn(env: ShellServerOptions['environment'], url = '/') {
    const server = await build(ISSUERS_DIR, { environment: env });
    try {
      const res = await server.inject({ url, headers: HOST });
      return {
        status: res.statusCode,
        csp: directives(res.headers['content-security-policy']),
        boot: bootData(res.body),
      };
    } finally {
      await server.close();
    }
  }

  const remoteOrigins = () => [...new Set(Object.values(environment.remotes).map((u) => new URL(u).origin))];

  it('allowed: each origin in connect-src, style-src, img-src and font-src, beside the remotes’; never in script-src', async () => {
    const { csp } = await pageOn({
      ...environment,
      remoteOverrides: { allowedOrigins: [BRANCH, OTHER], inProduction: false },
    });
    for (const directive of ['connect-src', 'style-src', 'img-src', 'font-src']) {
      expect(csp.get(directive)).toEqual(expect.arrayContaining([BRANCH, OTHER, ...remoteOrigins()]));
    }
    expect(csp.get('script-src')?.join(' ')).not.toContain(BRANCH);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('allowed: on the 404 page as well', async () => {
    const { status, csp } = await pageOn(
      { ...environment, remoteOverrides: { allowedOrigins: [BRANCH], inProduction: false } },
      '/no-such-page',
    );
    expect(status).toBe(404);
    expect(csp.get('connect-src')).toContain(BRANCH);
  });

  it('an allowed origin that is already a remote’s is listed once', async () => {
    const remoteOrigin = new URL(environment.remotes.mfe_postlogin).origin;
    const { csp } = await pageOn({
      ...environment,
      remoteOverrides: { allowedOrigins: [remoteOrigin], inProduction: false },
    });
    expect(csp.get('connect-src')?.filter((s) => s === remoteOrigin)).toHaveLength(1);
  });

  it.each<[string, ShellServerOptions['environment']]>([
    ['without remoteOverrides', environment],
    [
      'named prod, without inProduction',
      { ...environment, name: 'prod', remoteOverrides: { allowedOrigins: [BRANCH], inProduction: false } },
    ],
  ])('%s: the origin is in no directive', async (_what, env) => {
    const { csp } = await pageOn(env);
    for (const [name, sources] of csp) expect(sources, name).not.toContain(BRANCH);
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(remoteOrigins()));
  });

  it('named prod, with inProduction: the origin is listed', async () => {
    const { csp } = await pageOn({
      ...environment,
      name: 'prod',
      remoteOverrides: { allowedOrigins: [BRANCH], inProduction: true },
    });
    expect(csp.get('connect-src')).toContain(BRANCH);
    expect(csp.get('style-src')).toContain(BRANCH);
  });

  it("the page's boot data carries the environment's remoteOverrides for the browser to judge by", async () => {
    const remoteOverrides = { allowedOrigins: [BRANCH], inProduction: false };
    expect((await pageOn({ ...environment, remoteOverrides })).boot.environment.remoteOverrides).toEqual(
      remoteOverrides,
    );
    expect((await pageOn(environment)).boot.environment.remoteOverrides).toBeUndefined();
  });
});

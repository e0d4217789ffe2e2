import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type BootData, BootDataSchema } from '@portal/domain/platform';
import * as v from 'valibot';
import { addNonce, FIRST_PAINT_SLOT, PRELOADS_SLOT, renderPage, type PageValues } from './html';

const here = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATE = readFileSync(path.join(here, '../index.html'), 'utf8').replace(
  '</head>',
  '<script defer src="/main.abcdef1234.js"></script></head>',
);

const BOOT: BootData = {
  environment: {
    name: 'local',
    gatewayBaseUrl: 'http://localhost:8080/',
    remotes: {
      mfe_prelogin: 'http://localhost:3001/mf-manifest.json',
      mfe_postlogin: 'http://localhost:3002/mf-manifest.json',
      mfe_sso: 'http://localhost:3003/mf-manifest.json',
      mfe_activation: 'http://localhost:3004/mf-manifest.json',
      mfe_embedded_wallet: 'http://localhost:3005/mf-manifest.json',
    },
    appVersion: 'development',
    partnerSites: {},
  },
  assetBase: '/issuer-assets/',
  issuer: null,
  issuerMessages: {},
  issuerError: null,
};

const VALUES: PageValues = {
  nonce: 'NONCE123',
  boot: BOOT,
  title: 'Acme Bank Card Services',
  lang: 'es',
  favicon: '/issuer-assets/favicon.svg',
};

/** Every opening tag of a kind. */
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];

describe('addNonce', () => {
  const html = [
    '<script>a()</script>',
    '<script src="/x.js" defer></script>',
    '<SCRIPT type="module" src="/y.js"></SCRIPT>',
    '<style>body{}</style>',
    '<style media="print">p{}</style>',
    '<link rel="stylesheet" href="/a.css">',
    '<link href="/b.css" rel="stylesheet">',
    '<link rel="modulepreload" href="/c.js">',
    '<link rel="preload" as="script" href="/d.js">',
    '<link rel="icon" href="/favicon.svg">',
    '<noscript>no</noscript>',
    '<p>scripted text</p>',
  ].join('\n');
  const out = addNonce(html, 'abc');

  it('puts the nonce on every script and style tag', () => {
    expect(tags(out, 'script')).toHaveLength(3);
    for (const tag of [...tags(out, 'script'), ...tags(out, 'style')]) expect(tag).toContain('nonce="abc"');
  });

  it('puts it on stylesheet, modulepreload and preload links, and not on the icon', () => {
    const links = tags(out, 'link');
    expect(links.filter((l) => l.includes('nonce="abc"'))).toHaveLength(4);
    expect(links.find((l) => l.includes('rel="icon"'))).not.toContain('nonce');
  });

  it('leaves other tags alone', () => {
    expect(out).toContain('<noscript>no</noscript>');
    expect(out).toContain('<p>scripted text</p>');
  });
});

describe('renderPage', () => {
  const page = renderPage(TEMPLATE, VALUES);

  it('fills every placeholder', () => {
    expect(page).not.toMatch(/__[A-Z_]+__/);
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('<title>Acme Bank Card Services</title>');
    expect(page).toContain('href="/issuer-assets/favicon.svg"');
  });

  it('puts the nonce in <meta name="csp-nonce"> and on every script tag', () => {
    expect(page).toContain('<meta name="csp-nonce" content="NONCE123"');
    const scripts = tags(page, 'script');
    expect(scripts).toHaveLength(2);
    for (const s of scripts) expect(s).toContain('nonce="NONCE123"');
  });

  it('inlines the boot data as JSON the page can read back', () => {
    const match = /<script[^>]*id="portal-boot"[^>]*>([\s\S]*?)<\/script>/.exec(page);
    expect(match?.[1]).toBeDefined();
    const parsed = v.parse(BootDataSchema, JSON.parse(match?.[1] ?? 'null'));
    expect(parsed).toEqual(BOOT);
  });

  it('escapes the title and the language', () => {
    const out = renderPage(TEMPLATE, { ...VALUES, title: '</title><script>alert(1)</script>', lang: 'en" onload="x' });
    expect(out).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(out).toContain('<html lang="en&quot; onload=&quot;x">');
    expect(tags(out, 'script')).toHaveLength(2);
  });

  it('boot data cannot close its script element', () => {
    const boot: BootData = { ...BOOT, issuerError: '</script><script>alert(1)</script>' };
    const out = renderPage(TEMPLATE, { ...VALUES, boot });
    expect(tags(out, 'script')).toHaveLength(2);
  });

  // An issuer's app name is free text (appName, or issuer.appName in a locale file); String.replace
  // treats `$$`, `$&`, `$'` in a replacement string as patterns, so the title must be inserted literally.
  it('puts a title containing $ patterns in the page exactly as written', () => {
    for (const [title, html] of [
      ['Mo$$ey Card', 'Mo$$ey Card'],
      ["Cash$'s Back Card", "Cash$'s Back Card"],
      ['Rewards $& More', 'Rewards $&amp; More'],
    ]) {
      const out = renderPage(TEMPLATE, { ...VALUES, title: title! });
      expect(out).toContain(`<title>${html}</title>`);
      expect(tags(out, 'script')).toHaveLength(2);
    }
  });
});

describe('renderPage: the preload hints and the first paint', () => {
  const preloads = [
    '<link rel="preload" href="http://localhost:3001/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    '<link rel="preload" href="http://localhost:3001/remoteEntry.js" as="script" crossorigin="anonymous">',
    '<link rel="preload" as="image" imagesrcset="/a_1x.jpg 1x, /a_2x.jpg 2x" media="(width &lt; 420px)" fetchpriority="high">',
  ].join('\n');
  const firstPaint = '<div id="portal-first-paint"><h1 class="visually-hidden">Acme</h1></div>';

  it('the template marks where they go: the hints in the head, the first paint just before #portal-routes', () => {
    expect(TEMPLATE.indexOf(PRELOADS_SLOT)).toBeGreaterThan(0);
    expect(TEMPLATE.indexOf(PRELOADS_SLOT)).toBeLessThan(TEMPLATE.indexOf('</head>'));
    expect(TEMPLATE).toMatch(new RegExp(`${FIRST_PAINT_SLOT}\\s*<div id="portal-routes">`));
  });

  it('puts them there, each hint with the nonce', () => {
    const page = renderPage(TEMPLATE, { ...VALUES, preloads, firstPaint });
    const hints = tags(page, 'link').filter((l) => l.includes('rel="preload"'));
    expect(hints).toHaveLength(3);
    for (const hint of hints) expect(hint).toContain('nonce="NONCE123"');
    expect(page.indexOf('rel="preload"')).toBeLessThan(page.indexOf('</head>'));
    expect(page).toMatch(/<div id="portal-first-paint">.*<\/div>\s*<div id="portal-routes">/);
    expect(page).not.toContain('<!--portal:');
  });

  it('the inline styles the first paint needs carry the nonce too', () => {
    const styles = tags(renderPage(TEMPLATE, VALUES), 'style');
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style).toContain('nonce="NONCE123"');
  });

  it('leaves the slots empty when there is nothing to put in them', () => {
    const page = renderPage(TEMPLATE, VALUES);
    expect(page).not.toContain('rel="preload"');
    expect(page).not.toContain('portal-first-paint"');
    expect(page).not.toContain('<!--portal:');
  });

  // One pass over the template: an issuer's text is never read again as a placeholder.
  it('a placeholder written in what is filled in stays text', () => {
    const page = renderPage(TEMPLATE, {
      ...VALUES,
      title: `__BOOT_DATA__ ${FIRST_PAINT_SLOT}`,
      firstPaint: '<p>__CSP_NONCE__ __TITLE__</p>',
    });
    expect(page).toContain('<title>__BOOT_DATA__ &lt;!--portal:first-paint--&gt;</title>');
    expect(page).toContain('<p>__CSP_NONCE__ __TITLE__</p>');
    const match = /<script[^>]*id="portal-boot"[^>]*>([\s\S]*?)<\/script>/.exec(page);
    expect(v.parse(BootDataSchema, JSON.parse(match?.[1] ?? 'null'))).toEqual(BOOT);
  });
});

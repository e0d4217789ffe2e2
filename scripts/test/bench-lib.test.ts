// The pure parts of `npm run bench` (scripts/bench.mjs): the budget file, the source-map reading that
// names what dominates each file, the Server-Timing figure, the medians and the checkout's split of its
// files. The browser parts are run by the bench itself.
import { describe, expect, it } from 'vitest';
import { checkoutPart, checkoutParts, MEASURED_PAGE_IDS, median, serverTiming } from '../lib/bench-pages.mjs';
import { checkBudget, parseBudget, readBudget } from '../lib/budget.mjs';
import { at } from '../lib/paths.mjs';
import { composition, dominantOf, groupOf, inlinedJsonBytes, JSON_DATA } from '../lib/bundle-report.mjs';

describe('parseBudget', () => {
  it('reads the ceilings of each page, skipping a $comment', () => {
    expect(
      parseBudget({
        $comment: 'why',
        pages: { home: { jsBrotliKB: 200, $comment: 'because', lcpMs: 2500 }, login: {} },
      }),
    ).toEqual({
      home: { jsBrotliKB: 200, lcpMs: 2500 },
      login: {},
    });
  });

  it.each([
    [{}, /no "pages" object/],
    [{ pages: null }, /no "pages" object/],
    [{ pages: { home: 3 } }, /budget of home: not an object/],
    [{ pages: { home: { jsBrotliKb: 200 } } }, /unknown ceiling "jsBrotliKb"/],
    [{ pages: { home: { lcpMs: 0 } } }, /lcpMs must be a positive number/],
    [{ pages: { home: { lcpMs: '2500' } } }, /lcpMs must be a positive number/],
  ])('refuses %j, naming the page and the ceiling', (json, message) => {
    expect(() => parseBudget(json)).toThrow(message);
  });
});

describe("the portal's budget (e2e/bench/budget.json)", () => {
  it('reads, and sets ceilings only on pages the bench measures', () => {
    const budget = readBudget(at('e2e', 'bench', 'budget.json'));
    expect(MEASURED_PAGE_IDS).toEqual(expect.arrayContaining(Object.keys(budget)));
    expect(budget['prelogin-home']).toMatchObject({ jsBrotliKB: 200, ratioToMonolith: 1.2 });
  });
});

describe('checkBudget', () => {
  it('passes a figure at its ceiling and fails one above it', () => {
    const { results, ok } = checkBudget(
      { home: { jsBrotliKB: 200, tbtMs: 300 } },
      { home: { jsBrotliKB: 200, tbtMs: 300.1 } },
    );
    expect(ok).toBe(false);
    expect(results.map((r) => [r.key, r.ok])).toEqual([
      ['jsBrotliKB', true],
      ['tbtMs', false],
    ]);
  });

  it('counts a ceiling with no figure (or a NaN one) as failed, not passed', () => {
    const { results, ok } = checkBudget({ home: { lcpMs: 2500 }, login: { cls: 0.1 } }, { login: { cls: Number.NaN } });
    expect(ok).toBe(false);
    expect(results).toEqual([
      expect.objectContaining({ page: 'home', key: 'lcpMs', value: null, ok: false, note: 'not measured' }),
      expect.objectContaining({ page: 'login', key: 'cls', value: null, ok: false }),
    ]);
  });

  it('is ok when every ceiling holds', () => {
    expect(checkBudget({ home: { requests: 10 } }, { home: { requests: 9 } }).ok).toBe(true);
  });

  it("holds the checkout's wallet mount time to its ceiling", () => {
    const budget = parseBudget({ pages: { 'checkout-iframe': { jsBrotliKB: 320, walletMountMs: 1500 } } });
    expect(
      checkBudget(budget, { 'checkout-iframe': { jsBrotliKB: 280, walletMountMs: 1600 } }).results.map((r) => [
        r.key,
        r.ok,
      ]),
    ).toEqual([
      ['jsBrotliKB', true],
      ['walletMountMs', false],
    ]);
  });
});

describe('groupOf', () => {
  it.each([
    [
      'webpack://shell/../node_modules/.pnpm/react-dom@19.3.0/node_modules/react-dom/cjs/react-dom.production.js',
      'react-dom',
    ],
    [
      'webpack://mfe_prelogin/../node_modules/.pnpm/x/node_modules/@module-federation/runtime-core/dist/index.js',
      '@module-federation/runtime-core',
    ],
    ['webpack://shell/../packages/ui/src/kit/button.tsx', '@portal/ui/kit'],
    ['webpack://shell/../packages/domain/src/card/rules.ts', '@portal/domain/card'],
    ['webpack://mfe_prelogin/./src/features/login/components/login-page.tsx', 'mfe-prelogin/features/login'],
    ['webpack://shell/./src/chrome/header.tsx', 'shell/chrome'],
    ['webpack://shell/webpack/runtime/jsonp_chunk_loading', 'bundler runtime'],
  ])('%s is %s', (source, group) => {
    expect(groupOf(source)).toBe(group);
  });
});

describe('composition and dominantOf', () => {
  const map = {
    sources: ['webpack://shell/../node_modules/react/index.js', 'webpack://shell/./src/chrome/header.tsx'],
    // line 1: react from column 0, the header from column 8; line 2: code with no source
    mappings: 'AAAA,QCAA;A',
  };

  it('counts the bytes each group produced, largest first', () => {
    expect(composition('0123456789AB\nxyz', map)).toEqual([
      { group: 'react', bytes: 8 },
      { group: 'shell/chrome', bytes: 4 },
      { group: 'bundler runtime', bytes: 3 },
    ]);
  });

  it("counts a JSON module Rspack inlined with no source (JSON.parse('…')) as JSON data, not as the bundler's code", () => {
    const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const vlq = (n: number) => {
      let v = n < 0 ? (-n << 1) | 1 : n << 1;
      let out = '';
      do {
        const digit = v & 31;
        v >>>= 5;
        out += BASE64[v > 0 ? digit | 32 : digit];
      } while (v > 0);
      return out;
    };
    const json = `JSON.parse('{"a":"it\\'s"}')`;
    const code = `1:(e){e.exports=${json}}X`;
    const header = code.length - 1;
    // Line 1: two segments with no source (joined, so the literal is whole across them), then the header's last byte.
    const parts = composition(code, { sources: map.sources, mappings: `A,G,${vlq(header - 3)}CAAA` });
    expect(parts).toEqual([
      { group: JSON_DATA, bytes: json.length },
      { group: 'bundler runtime', bytes: header - json.length },
      { group: 'shell/chrome', bytes: 1 },
    ]);
  });

  it('finds each whole JSON.parse literal, escapes included, and nothing else', () => {
    expect(inlinedJsonBytes(`x=JSON.parse('{"a":1}'),y=JSON.parse('["\\'"]')`)).toBe(
      `JSON.parse('{"a":1}')`.length + `JSON.parse('["\\'"]')`.length,
    );
    expect(inlinedJsonBytes('JSON.parse(text)')).toBe(0);
    expect(inlinedJsonBytes("JSON.parse('unterminated")).toBe(0);
  });

  it('names the first group alone from 80 %, else the first two', () => {
    expect(
      dominantOf([
        { group: 'react-dom', bytes: 80 },
        { group: 'x', bytes: 20 },
      ]),
    ).toBe('react-dom 80%');
    expect(
      dominantOf([
        { group: 'react-router', bytes: 60 },
        { group: '@portal/ui', bytes: 40 },
      ]),
    ).toBe('react-router 60%, @portal/ui 40%');
    expect(dominantOf(null)).toBe('');
  });
});

describe('serverTiming', () => {
  it("reads a metric's duration among others", () => {
    expect(serverTiming('db;dur=3, hash;desc="argon2";dur=212.4', 'hash')).toBe(212.4);
  });

  it('is NaN when the metric or its duration is missing', () => {
    expect(serverTiming(undefined, 'hash')).toBeNaN();
    expect(serverTiming('hash;desc=x', 'hash')).toBeNaN();
    expect(serverTiming('db;dur=3', 'hash')).toBeNaN();
  });
});

describe('checkoutPart and checkoutParts', () => {
  const origins = { checkout: 'http://localhost:7020', wallet: 'http://localhost:7005' };

  it.each([
    ['http://localhost:7020/checkout.js', 'page'],
    ['http://localhost:7005/embed/wallet.js', 'loader'],
    ['http://localhost:7005/remoteEntry.js', 'remote'],
    ['http://localhost:7005/embed/frame.html', 'remote'],
    ['http://localhost:7000/issuer-assets/acme/card.png', 'other'],
  ])("%s is the checkout's %s", (url, part) => {
    expect(checkoutPart(url, origins)).toBe(part);
  });

  it('sums the bytes and files of each part', () => {
    const files = [
      { url: 'http://localhost:7020/checkout.js', gzip: 500, brotli: 400 },
      { url: 'http://localhost:7005/embed/wallet.js', gzip: 32_000, brotli: 28_000 },
      { url: 'http://localhost:7005/remoteEntry.js', gzip: 10_000, brotli: 9000 },
      { url: 'http://localhost:7005/435.js', gzip: 64_000, brotli: 55_000 },
    ];
    expect(checkoutParts(files, origins)).toEqual({
      page: { gzip: 500, brotli: 400, count: 1 },
      loader: { gzip: 32_000, brotli: 28_000, count: 1 },
      remote: { gzip: 74_000, brotli: 64_000, count: 2 },
      other: { gzip: 0, brotli: 0, count: 0 },
    });
  });
});

describe('median', () => {
  it('of an odd and an even count, ignoring what is not a number', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 7])).toBe(7);
    expect(median([])).toBeNaN();
  });
});

// The bench's browser measurements (scripts/bench.mjs): what a visitor downloads on a page, every
// JS and CSS file fetched until the network is idle (not only before the page is interactive), brotli
// as the servers send it and gzip, with the request count; the sign-in, from the click on Sign in to the signed-in home
// drawn, split into the gateway's answer, the password hash inside it and the remote switch; and the
// demo merchant's checkout, in each of the wallet's mount modes, from `mount` to the
// wallet's review form usable.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The pages measured cold, as a visitor on a phone arrives at them; `ready` is when a person can use the page. */
export const PAGES = [
  {
    id: 'prelogin-home',
    label: 'pre-login home',
    path: '/',
    ready: (page) => page.getByRole('button', { name: 'Stop automatic slide show' }),
  },
  {
    id: 'login',
    label: 'login',
    path: '/login',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Sign in', exact: true }),
  },
];

/** The page the sign-in leads to (its bytes are those fetched from the click on Sign in until idle). */
export const SIGNED_IN_HOME = {
  id: 'signed-in-home',
  label: 'login + signed-in home (login opened, Sign in, home idle)',
};

const MOBILE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const median = (xs) => {
  const s = [...xs].filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export { median };

const brotli = (body) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  }).length;

/**
 * Records the JS and CSS files a page fetches from now on, and every request: for each file, the bytes
 * its body took on the wire and the encoding the server chose (`sent`, `encoding`: Chromium asks for
 * brotli, and the servers send the build's .br copy, packages/build/src/precompress.ts), the brotli figure
 * as served (`brotli`: the sent bytes when the server sent brotli, else the body compressed as a .br
 * copy would be, and the file is named in `notBrotli`), and gzip level 9 (`gzip`, the .gz copy a
 * browser without brotli is sent). A file answered again with no body (from the browser's cache, such
 * as the wallet's frame's own copy of its loader) counts in `cached`.
 */
function recordFetches(page) {
  const files = new Map();
  const cached = new Map();
  const pending = [];
  let requests = 0;
  let recording = true;
  page.on('request', () => {
    if (recording) requests++;
  });
  page.on('response', (response) => {
    if (!recording) return;
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const url = response.url();
    const entry = files.get(url) ?? {
      type: type === 'script' ? 'JS' : 'CSS',
      url,
      gzip: 0,
      brotli: 0,
      sent: 0,
      encoding: '',
      fetches: 0,
    };
    entry.fetches += 1;
    files.set(url, entry);
    const encoding = response.headers()['content-encoding'] ?? 'identity';
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(
        ([body, sizes]) => {
          if (sizes.responseBodySize === 0 && body.length > 0) {
            cached.set(url, (cached.get(url) ?? 0) + 1);
            return;
          }
          entry.sent = sizes.responseBodySize;
          entry.encoding = encoding;
          entry.gzip = gzipSync(body, { level: 9 }).length;
          entry.brotli = encoding === 'br' ? sizes.responseBodySize : brotli(body);
        },
        // a response without a body (an error): counted with size 0
        () => undefined,
      ),
    );
  });
  return {
    async stop() {
      recording = false;
      await Promise.all(pending);
      return { files: [...files.values()].map((f) => ({ ...f, cached: cached.get(f.url) ?? 0 })), requests };
    },
  };
}

/** Marks the time the largest contentful paint happened, for the local figures. */
async function observePaints(context) {
  await context.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** One cold load (a new context: empty cache) of `url` until the network is idle. */
async function coldLoad(browser, url, ready) {
  const context = await browser.newContext(MOBILE);
  await observePaints(context);
  const page = await context.newPage();
  const fetches = recordFetches(page);
  await page.goto(url, { waitUntil: 'commit' });
  await ready(page).waitFor({ state: 'visible', timeout: 30_000 });
  const interactive = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const { files, requests } = await fetches.stop();
  const paints = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    lcp: window.__lcp,
  }));
  await context.close();
  return { files, requests, fcp: paints.fcp, lcp: paints.lcp, interactive };
}

/** Several cold loads: the files of the first (they are the same each time), the median times. */
export async function measurePage(browser, url, ready, loads) {
  // One warm-up load so the servers' caches (compression, the gateway's pool) do not count against the first sample.
  await coldLoad(browser, url, ready);
  const samples = [];
  for (let i = 0; i < loads; i++) samples.push(await coldLoad(browser, url, ready));
  return summarise(samples);
}

function summarise(samples) {
  const { files, requests } = samples[0];
  const sum = (type, key) => files.filter((f) => f.type === type).reduce((s, f) => s + f[key], 0);
  return {
    files,
    requests,
    js: { gzip: sum('JS', 'gzip'), brotli: sum('JS', 'brotli'), count: files.filter((f) => f.type === 'JS').length },
    css: {
      gzip: sum('CSS', 'gzip'),
      brotli: sum('CSS', 'brotli'),
      count: files.filter((f) => f.type === 'CSS').length,
    },
    fetchedTwice: files.filter((f) => f.fetches - f.cached > 1).map((f) => f.url),
    notBrotli: files
      .filter((f) => f.encoding !== 'br')
      .map((f) => `${new URL(f.url).pathname} (${f.encoding || 'no body'}, ${f.sent} bytes)`),
    fcp: median(samples.map((s) => s.fcp)),
    lcp: median(samples.map((s) => s.lcp)),
    interactive: median(samples.map((s) => s.interactive)),
  };
}

/** A fresh account that signs in straight to home (the sandbox gateway's POST /__dev/users, as the journeys do). */
async function freshReadyAccount(gateway) {
  const username = `rita.bench${Math.random().toString(36).slice(2, 10)}`;
  const res = await fetch(`${gateway}/__dev/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ issuerId: 'acme', like: 'ready.rita', username }),
  });
  if (res.status !== 201) throw new Error(`POST /__dev/users answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** The duration of a Server-Timing metric (`hash;dur=212.4`), or NaN. */
export function serverTiming(header, name) {
  for (const part of (header ?? '').split(',')) {
    const [metric, ...params] = part.trim().split(';');
    if (metric !== name) continue;
    const dur = params.map((p) => p.trim()).find((p) => p.startsWith('dur='));
    if (dur) return Number(dur.slice(4));
  }
  return NaN;
}

/**
 * One sign-in on a cold login page: the time from the click on Sign in to the signed-in home's
 * heading drawn (the frame after it is in the DOM), split into the gateway's answer to the token
 * request (with the password hash it reports in Server-Timing) and what follows it (the remote
 * switch: the calls after the token, loading and mounting mfe-postlogin); with the files fetched
 * from opening the login page until the signed-in home's network is idle. Counted from the click
 * alone they would be almost none: the login page preloads mfe-postlogin's first chunks at idle
 *, so the home's bytes arrive before the click (the last bench printed 0.0 KB).
 */
async function signInOnce(browser, origin, gateway) {
  const account = await freshReadyAccount(gateway);
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  const fetches = recordFetches(page);
  await page.goto(`${origin}/login`);
  await PAGES[1].ready(page).waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Sign in');
    button?.addEventListener('click', () => (window.__clickAt = performance.now()), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      const h1 = [...document.querySelectorAll('h1')].find((h) => /^Welcome/.test(h.textContent ?? ''));
      if (!h1) return;
      observer.disconnect();
      requestAnimationFrame(() => (window.__homeAt = performance.now()));
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  let hashMs = NaN;
  page.on('response', (response) => {
    if (/\/oauth2\/token$/.test(new URL(response.url()).pathname) && response.request().method() === 'POST')
      hashMs = serverTiming(response.headers()['server-timing'], 'hash');
  });
  // Enter in the password field: implicit submission clicks the Sign in button (the same moment as a
  // click), and no pointer rests on the signed-in home, where a card link under it would load the cards
  // feature on intent (decision 026 item 3) in some runs and not others.
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => typeof window.__homeAt === 'number');
  await page.waitForLoadState('networkidle');
  const times = await page.evaluate(() => {
    const token = performance
      .getEntriesByType('resource')
      .find((e) => /\/oauth2\/token$/.test(new URL(e.name).pathname));
    return {
      click: window.__clickAt,
      home: window.__homeAt,
      tokenStart: token?.startTime ?? NaN,
      tokenEnd: token?.responseEnd ?? NaN,
    };
  });
  const { files, requests } = await fetches.stop();
  await context.close();
  return {
    total: times.home - times.click,
    beforeToken: times.tokenStart - times.click,
    gateway: times.tokenEnd - times.tokenStart,
    hash: hashMs,
    remoteSwitch: times.home - times.tokenEnd,
    files,
    requests,
  };
}

/** Several sign-ins: the median of each part, and the files of the first. */
export async function measureSignIn(browser, origin, gateway, runs) {
  await signInOnce(browser, origin, gateway);
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await signInOnce(browser, origin, gateway));
  const part = (key) => median(samples.map((s) => s[key]));
  return {
    ...summarise(samples.map((s) => ({ files: s.files, requests: s.requests, fcp: NaN, lcp: NaN, interactive: NaN }))),
    split: {
      total: part('total'),
      beforeToken: part('beforeToken'),
      gateway: part('gateway'),
      hash: part('hash'),
      remoteSwitch: part('remoteSwitch'),
    },
  };
}

/**
 * The demo merchant's checkout page (demo-sites/src/checkout) in each of the wallet's mount
 * modes: in the page, and isolated in a frame from the wallet's origin (embed/frame.html).
 */
export const CHECKOUT_MODES = [
  { id: 'checkout-inpage', label: 'wallet in the page', isolated: false },
  { id: 'checkout-iframe', label: 'wallet in its frame (isolated)', isolated: true },
];

/** Every page the bench gives figures for, by the id e2e/bench/budget.json names it with. */
export const MEASURED_PAGE_IDS = [...PAGES.map((p) => p.id), SIGNED_IN_HOME.id, ...CHECKOUT_MODES.map((m) => m.id)];

/** The review form's button that pays with the chosen card: the wallet is usable once it is drawn. */
export const WALLET_FORM_BUTTON = 'Use this card';

/** The sandbox's demo merchant (gateway/src/db/demo-merchants.ts): its public key is published. */
const DEMO_MERCHANT_KEY = 'pk_sandbox_harbour_goods';

/**
 * Which part of the checkout a file fetched belongs to: the merchant page's own (`page`), the wallet's
 * loader that the page includes (`loader`, embed/wallet.js), the wallet remote's files the loader
 * fetches (`remote`), or another origin's (`other`).
 * @param {string} url
 * @param {{ checkout: string, wallet: string }} origins
 * @returns {'page' | 'loader' | 'remote' | 'other'}
 */
export function checkoutPart(url, origins) {
  const { origin, pathname } = new URL(url);
  if (origin === new URL(origins.checkout).origin) return 'page';
  if (origin === new URL(origins.wallet).origin) return pathname === '/embed/wallet.js' ? 'loader' : 'remote';
  return 'other';
}

/**
 * The JS and CSS fetched, summed per part of the checkout (checkoutPart): gzip and brotli bytes, files.
 * @param {Array<{ url: string, gzip: number, brotli: number }>} files
 * @param {{ checkout: string, wallet: string }} origins
 */
export function checkoutParts(files, origins) {
  const parts = {
    page: { gzip: 0, brotli: 0, count: 0 },
    loader: { gzip: 0, brotli: 0, count: 0 },
    remote: { gzip: 0, brotli: 0, count: 0 },
    other: { gzip: 0, brotli: 0, count: 0 },
  };
  for (const f of files) {
    const part = parts[checkoutPart(f.url, origins)];
    part.gzip += f.gzip;
    part.brotli += f.brotli;
    part.count++;
  }
  return parts;
}

/**
 * Marks, in every document of the context (the checkout page and the wallet's frame), on one clock
 * (epoch ms: performance.timeOrigin + performance.now(), so the frame's times compare with the page's):
 * - `mount`: the page's call of `PortalWallet.mount`, wrapped as the loader assigns it, without
 *   changing the page; the wrapper also wraps the page's `onEvent`, marking each wallet event's first
 *   arrival in the page (`ready`: the wallet remote loaded and its first render begun);
 * - `form`: the first animation frame after the review form's WALLET_FORM_BUTTON is in the document
 *   (in the page, or in the frame), enabled.
 */
async function observeWalletMount(context) {
  await context.addInitScript((button) => {
    const now = () => performance.timeOrigin + performance.now();
    const marks = { mount: NaN, form: NaN, events: {} };
    window.__walletBench = marks;
    let wallet;
    Object.defineProperty(window, 'PortalWallet', {
      configurable: true,
      get: () => wallet,
      set(value) {
        wallet =
          value && typeof value.mount === 'function'
            ? {
                ...value,
                mount(element, options) {
                  marks.mount = now();
                  const onEvent = options?.onEvent;
                  const onEventMarked = (event) => {
                    marks.events[event.type] ??= now();
                    return onEvent?.(event);
                  };
                  return value.mount(element, { ...options, onEvent: onEventMarked });
                },
              }
            : value;
      },
    });
    const observer = new MutationObserver(() => {
      const found = [...document.querySelectorAll('button')].some(
        (b) => !b.disabled && b.textContent?.trim() === button,
      );
      if (!found) return;
      observer.disconnect();
      requestAnimationFrame(() => (marks.form = now()));
    });
    observer.observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
  }, WALLET_FORM_BUTTON);
}

/** A fresh shopper of the demo merchant, its wallet filled with the showcase (POST /__dev/wallet/showcase). */
async function showcaseShopper(gateway) {
  const shopperReference = `bench-${Math.random().toString(36).slice(2, 12)}`;
  const res = await fetch(`${gateway}/__dev/wallet/showcase`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ publicKey: DEMO_MERCHANT_KEY, shopperReference }),
  });
  if (res.status !== 201) throw new Error(`POST /__dev/wallet/showcase answered ${res.status}: ${await res.text()}`);
  return shopperReference;
}

/**
 * One cold load of the checkout (a new context: empty cache) for a fresh showcase shopper, until the
 * network is idle: the files fetched, and the time from the page's `mount` call to the review form
 * usable (observeWalletMount), split at the wallet's `ready` event.
 */
async function checkoutOnce(browser, checkout, gateway, isolated) {
  const shopper = await showcaseShopper(gateway);
  const context = await browser.newContext(MOBILE);
  await observePaints(context);
  await observeWalletMount(context);
  const page = await context.newPage();
  const fetches = recordFetches(page);
  await page.goto(`${checkout}/?shopper=${shopper}${isolated ? '&mode=iframe' : ''}`, { waitUntil: 'commit' });
  const holder = isolated ? page.frameLocator('iframe[title="Saved cards"]') : page;
  const button = holder.getByRole('button', { name: WALLET_FORM_BUTTON, exact: true });
  await button.waitFor({ state: 'visible', timeout: 30_000 });
  const frame = isolated
    ? await (await page.locator('iframe[title="Saved cards"]').elementHandle())?.contentFrame()
    : page.mainFrame();
  if (!frame) throw new Error("the wallet's frame is gone");
  await frame.waitForFunction(() => Number.isFinite(window.__walletBench?.form));
  await page.waitForLoadState('networkidle');
  const { files, requests } = await fetches.stop();
  const onPage = await page.evaluate(() => ({
    timeOrigin: performance.timeOrigin,
    mount: window.__walletBench.mount,
    ready: window.__walletBench.events.ready ?? NaN,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    lcp: window.__lcp,
  }));
  const form = await frame.evaluate(() => window.__walletBench.form);
  await context.close();
  return {
    files,
    requests,
    fcp: onPage.fcp,
    lcp: onPage.lcp,
    interactive: form - onPage.timeOrigin,
    mount: {
      total: form - onPage.mount,
      load: onPage.ready - onPage.mount,
      draw: form - onPage.ready,
      start: onPage.mount - onPage.timeOrigin,
    },
  };
}

/**
 * The checkout in one mount mode, cold, for a fresh showcase shopper each load: the files of the first
 * load (with their split into the page's own, the loader and the wallet remote: checkoutParts), and the
 * medians of the times from `mount` to the review form usable.
 * @param {{ checkout: string, wallet: string, gateway: string }} origins
 */
export async function measureCheckout(browser, origins, isolated, loads) {
  await checkoutOnce(browser, origins.checkout, origins.gateway, isolated);
  const samples = [];
  for (let i = 0; i < loads; i++)
    samples.push(await checkoutOnce(browser, origins.checkout, origins.gateway, isolated));
  const part = (key) => median(samples.map((s) => s.mount[key]));
  const summary = summarise(samples);
  return {
    ...summary,
    parts: checkoutParts(summary.files, origins),
    mount: { total: part('total'), load: part('load'), draw: part('draw'), start: part('start') },
  };
}

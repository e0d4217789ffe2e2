// `npm run bench` (not part of `npm test`): builds production bundles, then for the standard issuer's
// pre-login home at desktop and mobile widths prints every JS and CSS file fetched before the page is
// interactive with its gzip size, the total, and first and largest contentful paint in headless
// Chromium (median of 5 cold loads); then the same for a monolithic build of the same screens (the
// remotes bundled into the shell), and the ratio federated / monolithic.
import { gzipSync } from 'node:zlib';
import { ensureBuilt, run } from './lib/build.mjs';
import { CHROMIUM, ensureChromium } from './lib/chromium.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { bold, dim } from './lib/log.mjs';
import { at, bin, REMOTES } from './lib/paths.mjs';
import { spawnShellServer, startPortal } from './lib/portal.mjs';
import { assertPortsFree, freePorts, portFromEnv } from './lib/ports.mjs';

const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const PORT_HINT = 'Stop the program that holds it, or choose other ports with BENCH_PORT_BASE (or leave it unset: the bench then takes free ones).';
const MONOLITH_DIST = at('e2e', '.tmp', 'monolith');
const VIEWPORTS = {
  desktop: { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1, isMobile: false },
  mobile: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * The bench's ports: from BENCH_PORT_BASE when it is set (shell at the base, remotes at base+1..5,
 * gateway at base+80, the monolith at base+100), else ports the system says are free. Either way the
 * start refuses a port in use rather than measure whatever answers on it.
 */
async function benchPorts() {
  if (process.env.BENCH_PORT_BASE) {
    const base = portFromEnv(process.env, 'BENCH_PORT_BASE', 0);
    if (base > 65_435) throw new Error(`BENCH_PORT_BASE must leave room for base+100, not "${process.env.BENCH_PORT_BASE}"`);
    const ports = { shell: base, gateway: base + 80, remotes: Object.fromEntries(REMOTES.map((r, i) => [r.name, base + 1 + i])) };
    return { ports, monolith: base + 100 };
  }
  const [shell, gateway, monolith, ...remotes] = await freePorts(3 + REMOTES.length);
  return { ports: { shell, gateway, remotes: Object.fromEntries(REMOTES.map((r, i) => [r.name, remotes[i]])) }, monolith };
}

/** One cold load: a new browser context (empty cache), until the carousel can be operated. */
async function coldLoad(browser, url, device) {
  const context = await browser.newContext(device);
  await context.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  const files = new Map();
  let interactive = false;
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (interactive || (type !== 'script' && type !== 'stylesheet')) return;
    const url = response.url();
    files.set(url, { type: type === 'script' ? 'JS' : 'CSS', url, body: null });
    try {
      files.get(url).body = await response.body();
    } catch {
      // a response without a body (an error); counted with size 0
    }
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Stop automatic slide show' }).waitFor({ state: 'visible', timeout: 30_000 });
  const interactiveMs = await page.evaluate(() => performance.now());
  interactive = true;
  // Let the largest image finish so LCP is final, then read the paints.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const paints = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    lcp: window.__lcp,
  }));
  await context.close();
  const list = [...files.values()].map((f) => ({ type: f.type, url: f.url, gzip: f.body ? gzipSync(f.body, { level: 9 }).length : 0 }));
  return { files: list, fcp: paints.fcp, lcp: paints.lcp, interactiveMs };
}

async function measure(browser, label, url) {
  const results = {};
  for (const [name, device] of Object.entries(VIEWPORTS)) {
    // One warm-up load so the servers' caches (compression) do not count against the first sample.
    await coldLoad(browser, url, device);
    const loads = [];
    for (let i = 0; i < LOADS; i++) loads.push(await coldLoad(browser, url, device));
    const files = loads[0].files;
    results[name] = {
      files,
      js: files.filter((f) => f.type === 'JS').reduce((s, f) => s + f.gzip, 0),
      css: files.filter((f) => f.type === 'CSS').reduce((s, f) => s + f.gzip, 0),
      fcp: median(loads.map((l) => l.fcp)),
      lcp: median(loads.map((l) => l.lcp)),
      interactive: median(loads.map((l) => l.interactiveMs)),
    };
  }
  return { label, results };
}

function print({ label, results }) {
  for (const [device, r] of Object.entries(results)) {
    console.log(`\n${bold(`${label}, ${device}`)} ${dim(`(median of ${LOADS} cold loads)`)}`);
    for (const f of r.files) console.log(`  ${f.type.padEnd(3)} ${kb(f.gzip).padStart(7)} KB  ${f.url}`);
    console.log(`  JS total  ${kb(r.js).padStart(7)} KB gzip  (${r.files.filter((f) => f.type === 'JS').length} files)`);
    console.log(`  CSS total ${kb(r.css).padStart(7)} KB gzip  (${r.files.filter((f) => f.type === 'CSS').length} files)`);
    console.log(`  total     ${kb(r.js + r.css).padStart(7)} KB gzip`);
    console.log(`  FCP ${r.fcp.toFixed(0)} ms   LCP ${r.lcp.toFixed(0)} ms   interactive ${r.interactive.toFixed(0)} ms`);
  }
}

async function main() {
  // Before the builds, so that a port in use stops the bench in a second, not after minutes.
  const { ports, monolith: monolithPort } = await benchPorts();
  await assertPortsFree(
    [
      { port: ports.shell, label: 'the shell server' },
      { port: ports.gateway, label: 'the gateway' },
      ...REMOTES.map((r) => ({ port: ports.remotes[r.name], label: `the ${r.dir} origin` })),
      { port: monolithPort, label: "the monolithic build's shell server" },
    ],
    PORT_HINT,
  );
  await ensureInstalled();
  ensureChromium();
  await ensureBuilt({ force: true });
  console.log(bold('\nBuilding the monolithic variant (the remotes bundled into the shell)'));
  const code = await run(bin('e2e', 'rspack'), ['build', '--mode', 'production', '-c', at('e2e', 'bench', 'monolith', 'rspack.config.ts')], {
    cwd: at('e2e'),
    env: { PORTAL_OUTPUT_DIR: MONOLITH_DIST },
  });
  if (code !== 0) throw new Error('the monolithic build failed');

  // startPortal and spawnShellServer check their ports again: the builds took minutes.
  const portal = await startPortal({
    ports,
    portHint: PORT_HINT,
    gatewayProfile: 'sandbox',
    // The bench signs in again and again from this machine: the limits per client would stop it.
    rateLimits: '*.client=100000/60',
    gatewayDataDir: 'memory://',
    logLevel: 'warn',
    extraOrigins: [`http://localhost:${monolithPort}`],
  });
  let monolith;
  try {
    monolith = await spawnShellServer({ port: monolithPort, distDir: MONOLITH_DIST, ports, logLevel: 'warn', label: "the monolithic build's shell server", portHint: PORT_HINT });
  } catch (error) {
    await portal.stop();
    throw error;
  }
  console.log(dim(`ports: shell ${ports.shell}, gateway ${ports.gateway}, remotes ${Object.values(ports.remotes).join(', ')}, monolith ${monolithPort}`));
  const { chromium } = await import(at('e2e', 'node_modules', '@playwright', 'test', 'index.mjs'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    const federated = await measure(browser, 'Federated', `http://localhost:${ports.shell}/`);
    const mono = await measure(browser, 'Monolithic', `http://localhost:${monolithPort}/`);
    print(federated);
    print(mono);
    console.log(`\n${bold('Federated / monolithic')}`);
    for (const device of Object.keys(VIEWPORTS)) {
      const f = federated.results[device];
      const m = mono.results[device];
      const ratio = (a, b) => (a / b).toFixed(2);
      console.log(
        `  ${device.padEnd(8)} bytes ${ratio(f.js + f.css, m.js + m.css)}  (${kb(f.js + f.css)} / ${kb(m.js + m.css)} KB)   files ${f.files.length}/${m.files.length}   FCP ${ratio(f.fcp, m.fcp)}   LCP ${ratio(f.lcp, m.lcp)}   interactive ${ratio(f.interactive, m.interactive)}`,
      );
    }
  } finally {
    await browser.close();
    await monolith.stop();
    await portal.stop();
  }
}

main().catch((error) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

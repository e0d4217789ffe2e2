// `npm run bench` (not part of `npm test`): the production build against a monolithic build of the same
// screens (the remotes bundled into the shell), in headless Chromium at a phone's size: bytes and
// requests per page, Lighthouse (BENCH_LIGHTHOUSE_RUNS; 0 skips it), the sign-in's and the embedded
// wallet's times; it fails when a figure is over e2e/bench/budget.json. Timings mean something only on
// an idle machine, so it prints the load average it ran at.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { ensureBuilt, run } from './lib/build.mjs';
import {
  CHECKOUT_MODES,
  measureCheckout,
  measurePage,
  measureSignIn,
  PAGES,
  SIGNED_IN_HOME,
  WALLET_FORM_BUTTON,
} from './lib/bench-pages.mjs';
import { checkBudget, readBudget } from './lib/budget.mjs';
import { compositionOf, dominantOf } from './lib/bundle-report.mjs';
import { CHROMIUM, ensureChromium } from './lib/chromium.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { lighthouseRuns } from './lib/lighthouse.mjs';
import { bold, dim, green, red, yellow } from './lib/log.mjs';
import { at, bin, REMOTES } from './lib/paths.mjs';
import { checkoutUrl, spawnShellServer, startPortal } from './lib/portal.mjs';
import { assertPortsFree, freePorts, portFromEnv } from '../packages/build/node/ports.mjs';
import { onSupportedNode } from './lib/node-runtime.mjs';

const LOADS = Number(process.env.BENCH_LOADS ?? 3);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const BUDGET_FILE = process.env.BENCH_BUDGET ?? at('e2e', 'bench', 'budget.json');
const PORT_HINT =
  'Stop the program that holds it, or choose other ports with BENCH_PORT_BASE (or leave it unset: the bench then takes free ones).';
const MONOLITH_DIST = at('e2e', '.tmp', 'monolith');
const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (x) => (Number.isFinite(x) ? `${Math.round(x)} ms` : 'n/a');

/**
 * The bench's ports: from BENCH_PORT_BASE when it is set (shell at the base, remotes at base+1..5,
 * the demo checkout page at base+20, gateway at base+80, the monolith at base+100), else ports the
 * system says are free. Either way the start refuses a port in use rather than measure whatever
 * answers on it.
 */
async function benchPorts() {
  if (process.env.BENCH_PORT_BASE) {
    const base = portFromEnv(process.env, 'BENCH_PORT_BASE', 0);
    if (base > 65_435)
      throw new Error(`BENCH_PORT_BASE must leave room for base+100, not "${process.env.BENCH_PORT_BASE}"`);
    const ports = {
      shell: base,
      gateway: base + 80,
      checkout: base + 20,
      remotes: Object.fromEntries(REMOTES.map((r, i) => [r.name, base + 1 + i])),
    };
    return { ports, monolith: base + 100 };
  }
  const [shell, gateway, monolith, checkout, ...remotes] = await freePorts(4 + REMOTES.length);
  return {
    ports: { shell, gateway, checkout, remotes: Object.fromEntries(REMOTES.map((r, i) => [r.name, remotes[i]])) },
    monolith,
  };
}

/** Which build folder serves a URL, so a file's source map can be found. */
function distOf(url, ports, monolithPort) {
  const port = Number(new URL(url).port);
  if (port === monolithPort) return MONOLITH_DIST;
  if (port === ports.shell) return at('shell', 'dist');
  const remote = REMOTES.find((r) => ports.remotes[r.name] === port);
  return remote ? at(remote.dir, 'dist') : null;
}

/** A file's origin as a person reads it: shell, mfe-prelogin, monolith, checkout. */
function originLabel(url, ports, monolithPort) {
  const port = Number(new URL(url).port);
  if (port === monolithPort) return 'monolith';
  if (port === ports.shell) return 'shell';
  if (port === ports.checkout) return 'checkout';
  return REMOTES.find((r) => ports.remotes[r.name] === port)?.dir ?? new URL(url).host;
}

function printFiles(title, result, ports, monolithPort) {
  console.log(`\n${bold(title)}`);
  console.log(dim(`  type brotli KB   gzip KB  origin              file                         mostly`));
  for (const f of result.files) {
    const dist = distOf(f.url, ports, monolithPort);
    const file = new URL(f.url).pathname.slice(1);
    const what = dist && existsSync(path.join(dist, file)) ? dominantOf(compositionOf(dist, file)) : '';
    const fetched = ` fetched ${f.fetches}x${f.cached > 0 ? `, ${f.cached} from the cache` : ''}`;
    const twice = f.fetches - f.cached > 1 ? yellow(fetched) : f.fetches > 1 ? dim(fetched) : '';
    console.log(
      `  ${f.type.padEnd(4)} ${kb(f.brotli).padStart(9)} ${kb(f.gzip).padStart(9)}  ${originLabel(f.url, ports, monolithPort).padEnd(19)} ${file.padEnd(28)} ${dim(what)}${twice}`,
    );
  }
  console.log(`  JS   ${kb(result.js.brotli).padStart(9)} ${kb(result.js.gzip).padStart(9)}  ${result.js.count} files`);
  console.log(
    `  CSS  ${kb(result.css.brotli).padStart(9)} ${kb(result.css.gzip).padStart(9)}  ${result.css.count} files`,
  );
  if (result.notBrotli.length)
    console.log(yellow(`  not sent with brotli (its brotli figure is computed): ${result.notBrotli.join(', ')}`));
  console.log(
    `  requests (all kinds) ${result.requests}${result.fetchedTwice.length ? yellow(`, fetched twice: ${result.fetchedTwice.join(' ')}`) : ''}`,
  );
  if (Number.isFinite(result.interactive))
    console.log(
      `  local, no throttling: FCP ${ms(result.fcp)}  LCP ${ms(result.lcp)}  usable ${ms(result.interactive)} ${dim(`(median of ${LOADS})`)}`,
    );
}

async function main() {
  // Before the builds, so that a port in use stops the bench in a second, not after minutes.
  const { ports, monolith: monolithPort } = await benchPorts();
  await assertPortsFree(
    [
      { port: ports.shell, label: 'the shell server' },
      { port: ports.gateway, label: 'the gateway' },
      ...REMOTES.map((r) => ({ port: ports.remotes[r.name], label: `the ${r.dir} origin` })),
      { port: ports.checkout, label: 'the demo checkout page' },
      { port: monolithPort, label: "the monolithic build's shell server" },
    ],
    PORT_HINT,
  );
  const budget = readBudget(BUDGET_FILE);
  await ensureInstalled();
  ensureChromium();
  await ensureBuilt({ force: true });
  console.log(bold('\nBuilding the monolithic variant (the remotes bundled into the shell)'));
  const code = await run(
    bin('e2e', 'rspack'),
    ['build', '--mode', 'production', '-c', at('e2e', 'bench', 'monolith', 'rspack.config.ts')],
    {
      cwd: at('e2e'),
      env: { PORTAL_OUTPUT_DIR: MONOLITH_DIST },
    },
  );
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
    monolith = await spawnShellServer({
      port: monolithPort,
      distDir: MONOLITH_DIST,
      ports,
      logLevel: 'warn',
      label: "the monolithic build's shell server",
      portHint: PORT_HINT,
    });
  } catch (error) {
    await portal.stop();
    throw error;
  }
  console.log(
    dim(
      `ports: shell ${ports.shell}, gateway ${ports.gateway}, remotes ${Object.values(ports.remotes).join(', ')}, checkout ${ports.checkout}, monolith ${monolithPort}`,
    ),
  );
  const load = loadavg()[0];
  console.log(
    load < 1
      ? dim(`load average ${load.toFixed(2)}`)
      : yellow(
          `load average ${load.toFixed(2)}: the machine is busy, timings will be slow and noisy (sizes are not affected)`,
        ),
  );

  const { chromium } = await import(at('e2e', 'node_modules', '@playwright', 'test', 'index.mjs'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const origins = { federated: `http://localhost:${ports.shell}`, monolithic: `http://localhost:${monolithPort}` };
  const gateway = `http://localhost:${ports.gateway}`;
  const measured = { federated: {}, monolithic: {} };
  const lighthouse = { federated: {}, monolithic: {} };
  // The checkout is a merchant's page with the federated wallet: it has no monolithic variant.
  const checkoutOrigins = {
    checkout: checkoutUrl(ports),
    wallet: `http://localhost:${ports.remotes.mfe_embedded_wallet}`,
    gateway,
  };
  const checkout = {};
  try {
    for (const [variant, origin] of Object.entries(origins)) {
      for (const page of PAGES)
        measured[variant][page.id] = await measurePage(browser, `${origin}${page.path}`, page.ready, LOADS);
      measured[variant][SIGNED_IN_HOME.id] = await measureSignIn(browser, origin, gateway, LOADS);
    }
    for (const mode of CHECKOUT_MODES)
      checkout[mode.id] = await measureCheckout(browser, checkoutOrigins, mode.isolated, LOADS);
  } finally {
    await browser.close();
  }
  try {
    if (LIGHTHOUSE_RUNS > 0) {
      for (const [variant, origin] of Object.entries(origins)) {
        for (const page of PAGES)
          lighthouse[variant][page.id] = await lighthouseRuns(CHROMIUM, `${origin}${page.path}`, LIGHTHOUSE_RUNS);
      }
    }
  } finally {
    await monolith.stop();
    await portal.stop();
  }

  const ids = [...PAGES.map((p) => p.id), SIGNED_IN_HOME.id];
  const labels = Object.fromEntries([...PAGES, SIGNED_IN_HOME].map((p) => [p.id, p.label]));
  for (const variant of ['federated', 'monolithic']) {
    for (const id of ids)
      printFiles(
        `${variant === 'federated' ? 'Federated' : 'Monolithic'}: ${labels[id]}`,
        measured[variant][id],
        ports,
        monolithPort,
      );
  }

  console.log(`\n${bold('Federated / monolithic, JS and CSS until the network is idle (KB brotli as sent; gzip)')}`);
  for (const id of ids) {
    const f = measured.federated[id];
    const m = measured.monolithic[id];
    const ratio = (f.js.brotli + f.css.brotli) / (m.js.brotli + m.css.brotli);
    const gzipRatio = (f.js.gzip + f.css.gzip) / (m.js.gzip + m.css.gzip);
    console.log(
      `  ${labels[id].padEnd(32)} JS ${kb(f.js.brotli).padStart(6)} / ${kb(m.js.brotli).padStart(6)}   JS+CSS ${kb(f.js.brotli + f.css.brotli).padStart(6)} / ${kb(m.js.brotli + m.css.brotli).padStart(6)}   ratio ${ratio.toFixed(3)}   ${dim(`gzip JS ${kb(f.js.gzip)} / ${kb(m.js.gzip)}, ratio ${gzipRatio.toFixed(3)}`)}   files ${f.files.length}/${m.files.length}   requests ${f.requests}/${m.requests}`,
    );
  }

  const signIn = measured.federated[SIGNED_IN_HOME.id].split;
  const monoSignIn = measured.monolithic[SIGNED_IN_HOME.id].split;
  console.log(
    `\n${bold('Sign in: from the click to the signed-in home drawn')} ${dim(`(median of ${LOADS}, no throttling)`)}`,
  );
  for (const [name, s] of [
    ['federated', signIn],
    ['monolithic', monoSignIn],
  ]) {
    console.log(
      `  ${name.padEnd(11)} total ${ms(s.total)}: before the token request ${ms(s.beforeToken)}, gateway's answer ${ms(s.gateway)} (password hash ${ms(s.hash)}), remote switch ${ms(s.remoteSwitch)}`,
    );
  }

  for (const mode of CHECKOUT_MODES)
    printFiles(`Checkout (Harbour Goods), ${mode.label}`, checkout[mode.id], ports, monolithPort);
  console.log(
    `\n${bold('Checkout: JS and CSS fetched to mount the wallet, until the network is idle (KB brotli as sent)')} ${dim('(a showcase shopper: the review carousel)')}`,
  );
  for (const mode of CHECKOUT_MODES) {
    const c = checkout[mode.id];
    const part = (p) => `${kb(p.brotli).padStart(6)} in ${p.count}`;
    const other = c.parts.other.count > 0 ? `, other origins ${part(c.parts.other)}` : '';
    console.log(
      `  ${mode.label.padEnd(32)} JS ${kb(c.js.brotli).padStart(6)}   JS+CSS ${kb(c.js.brotli + c.css.brotli).padStart(6)} in ${c.files.length} files: page ${part(c.parts.page)}, loader ${part(c.parts.loader)}, wallet remote ${part(c.parts.remote)}${other}   requests ${c.requests}   ${dim(`gzip JS ${kb(c.js.gzip)}`)}`,
    );
  }
  console.log(
    `\n${bold("Checkout: from the page's mount() to the review form usable")} ${dim(`(median of ${LOADS}, no throttling)`)}`,
  );
  for (const mode of CHECKOUT_MODES) {
    const m = checkout[mode.id].mount;
    console.log(
      `  ${mode.label.padEnd(32)} total ${ms(m.total)}: loading the wallet (to its ready event) ${ms(m.load)}, its cards read and drawn ${ms(m.draw)}   ${dim(`(mount called ${ms(m.start)} after the navigation)`)}`,
    );
  }
  console.log(
    dim(
      `  end: the first frame drawn after the review form's "${WALLET_FORM_BUTTON}" button is in the document that holds it (the page, or the wallet's frame; both read on one clock)`,
    ),
  );
  console.log(
    dim(`  ready: the wallet's event as the page's onEvent receives it (from the frame, after its postMessage)`),
  );

  if (LIGHTHOUSE_RUNS > 0) {
    console.log(
      `\n${bold('Lighthouse, default mobile throttling')} ${dim(`(median of ${LIGHTHOUSE_RUNS} runs; benchmarkIndex ${Math.round(lighthouse.federated[PAGES[0].id].benchmarkIndex)})`)}`,
    );
    for (const variant of ['federated', 'monolithic']) {
      for (const page of PAGES) {
        const l = lighthouse[variant][page.id];
        const runs = l.samples.map((s) => `${Math.round(s.lcp)}/${Math.round(s.tbt)}`).join(' ');
        console.log(
          `  ${variant.padEnd(11)} ${page.label.padEnd(15)} LCP ${ms(l.lcp).padStart(8)}  TBT ${ms(l.tbt).padStart(8)}  CLS ${l.cls.toFixed(3)}  FCP ${ms(l.fcp).padStart(8)}  score ${l.score.toFixed(2)}  ${dim(`runs LCP/TBT: ${runs}`)}`,
        );
        const blocking = l.blocking
          .slice(0, 6)
          .map(([script, t]) => `${script} ${Math.round(t)}`)
          .join(', ');
        if (blocking) console.log(dim(`  ${''.padEnd(27)} long tasks' blocking time by script: ${blocking}`));
      }
    }
    console.log(dim(`  LCP element (federated, login): ${lighthouse.federated.login.lcpElement}`));
    console.log(dim(`  LCP element (federated, pre-login home): ${lighthouse.federated['prelogin-home'].lcpElement}`));
  }

  // The budget: what each page may cost (e2e/bench/budget.json).
  const figures = {};
  for (const id of ids) {
    const f = measured.federated[id];
    const m = measured.monolithic[id];
    figures[id] = {
      jsBrotliKB: f.js.brotli / 1024,
      cssBrotliKB: f.css.brotli / 1024,
      requests: f.requests,
      ratioToMonolith: (f.js.brotli + f.css.brotli) / (m.js.brotli + m.css.brotli),
      ...(lighthouse.federated[id]
        ? {
            lcpMs: lighthouse.federated[id].lcp,
            tbtMs: lighthouse.federated[id].tbt,
            cls: lighthouse.federated[id].cls,
          }
        : {}),
      ...(id === SIGNED_IN_HOME.id ? { signInMs: signIn.total } : {}),
    };
  }
  for (const mode of CHECKOUT_MODES) {
    const c = checkout[mode.id];
    figures[mode.id] = {
      jsBrotliKB: c.js.brotli / 1024,
      cssBrotliKB: c.css.brotli / 1024,
      requests: c.requests,
      walletMountMs: c.mount.total,
    };
  }
  const lighthouseKeys = new Set(['lcpMs', 'tbtMs', 'cls']);
  const checked =
    LIGHTHOUSE_RUNS > 0
      ? budget
      : Object.fromEntries(
          Object.entries(budget).map(([id, b]) => [
            id,
            Object.fromEntries(Object.entries(b).filter(([k]) => !lighthouseKeys.has(k))),
          ]),
        );
  const { results, ok } = checkBudget(checked, figures);
  console.log(
    `\n${bold('Budget')} ${dim(path.relative(at(), BUDGET_FILE))}${LIGHTHOUSE_RUNS > 0 ? '' : dim(' (Lighthouse skipped: its ceilings not checked)')}`,
  );
  for (const r of results) {
    const shown =
      r.value === null
        ? r.note
        : r.key === 'ratioToMonolith' || r.key === 'cls'
          ? r.value.toFixed(3)
          : r.value.toFixed(1);
    console.log(
      `  ${r.ok ? green('✔') : red('✖')} ${r.page.padEnd(16)} ${r.key.padEnd(16)} ${String(shown).padStart(8)}  (at most ${r.ceiling})`,
    );
  }
  if (!ok) {
    console.error(red('\nOver budget (e2e/bench/budget.json). If the machine was busy, run again when it is idle.'));
    process.exitCode = 1;
  }
}

await onSupportedNode();
main().catch((error) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

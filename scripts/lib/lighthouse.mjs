// Lighthouse (the e2e package's devDependency) on the machine's Chromium, with its default mobile
// settings: a Moto G Power screen, simulated throttling (150 ms round trips, 1.6 Mbit/s, the CPU
// four times slower). One Chromium per run, with an empty profile: every run is a first visit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { at } from './paths.mjs';
import { median } from './bench-pages.mjs';

/** As root on a closed network (docs: TOOLCHAIN-NOTES, Installing): no sandbox, no calls home. */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Starts Chromium headless with a DevTools port of its choosing; resolves with the port. */
function launch(chromium) {
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
  const child = spawn(
    chromium,
    [...FLAGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        // Chromium's helper processes may still write to the profile as the browser exits: retry, and
        // a profile left in the temporary folder never fails the bench.
        try {
          rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
        } catch (error) {
          console.warn(`could not remove ${profile}: ${error instanceof Error ? error.message : String(error)}`);
        }
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  const port = new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not open its DevTools port: ${err.slice(-500)}`)),
      20_000,
    );
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      err += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before its DevTools port opened: ${err.slice(-500)}`));
    });
  });
  return port.then(
    (p) => ({ port: p, stop }),
    async (error) => {
      await stop();
      throw error;
    },
  );
}

/** A task's time beyond this blocks input: what TBT adds up (between FCP and interactive). */
const BLOCKING_AFTER_MS = 50;

/**
 * Where TBT goes: the long tasks' blocking time (their duration beyond 50 ms, as Lighthouse's throttled
 * figures) per script they are attributed to, largest first. Counts every long task, before first paint
 * too, so it is a map of the page's long tasks rather than TBT itself.
 */
function blockingByScript(longTasks) {
  const byScript = new Map();
  for (const task of longTasks) {
    const url = URL.canParse(task.url) ? new URL(task.url) : null;
    const script = url ? url.host + url.pathname : String(task.url);
    byScript.set(script, (byScript.get(script) ?? 0) + Math.max(0, task.duration - BLOCKING_AFTER_MS));
  }
  return [...byScript].filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]);
}

/** One Lighthouse performance run of `url`: LCP, TBT, CLS, FCP, the score, the long tasks by script. */
async function lighthouseOnce(chromium, url) {
  const { default: lighthouse } = await import(at('e2e', 'node_modules', 'lighthouse', 'core', 'index.js'));
  const browser = await launch(chromium);
  try {
    const result = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      blocking: blockingByScript(lhr.audits['long-tasks']?.details?.items ?? []),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      fcp: value('first-contentful-paint'),
      score: lhr.categories.performance?.score ?? NaN,
      // Lighthouse 13 names the element in its LCP breakdown insight (the old LCP element audit is gone).
      lcpElement:
        lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.snippet ?? '',
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    };
  } finally {
    await browser.stop();
  }
}

/** `runs` Lighthouse runs of `url`: each run's figures and their medians. */
export async function lighthouseRuns(chromium, url, runs) {
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await lighthouseOnce(chromium, url));
  const pick = (key) => median(samples.map((s) => s[key]));
  const tbt = pick('tbt');
  return {
    samples,
    lcp: pick('lcp'),
    tbt,
    cls: pick('cls'),
    fcp: pick('fcp'),
    score: pick('score'),
    lcpElement: samples.at(-1)?.lcpElement ?? '',
    // The long tasks of the run whose TBT is nearest the median.
    blocking: samples.toSorted((a, b) => Math.abs(a.tbt - tbt) - Math.abs(b.tbt - tbt))[0]?.blocking ?? [],
    benchmarkIndex: pick('benchmarkIndex'),
  };
}

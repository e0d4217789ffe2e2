// The performance budget `npm run bench` checks (e2e/bench/budget.json): per page, ceilings for what a
// visitor downloads, for Lighthouse's mobile figures, and for the embedded wallet's mount on the demo
// checkout (`walletMountMs`: from the page's mount call to the review form usable). Not part of
// `npm test`: timings on a busy machine are noise, so only the bench, run on an idle machine, holds the
// portal to them.
import { readFileSync } from 'node:fs';

/**
 * The ceilings of one page; each is optional.
 * @typedef {{
 *   jsBrotliKB?: number,
 *   cssBrotliKB?: number,
 *   requests?: number,
 *   ratioToMonolith?: number,
 *   lcpMs?: number,
 *   tbtMs?: number,
 *   cls?: number,
 *   signInMs?: number,
 *   walletMountMs?: number,
 * }} PageBudget
 */

/** @type {ReadonlyArray<keyof PageBudget>} */
const KEYS = [
  'jsBrotliKB',
  'cssBrotliKB',
  'requests',
  'ratioToMonolith',
  'lcpMs',
  'tbtMs',
  'cls',
  'signInMs',
  'walletMountMs',
];

/**
 * Reads and checks a budget file: `{ pages: { <page id>: PageBudget } }`, every ceiling a positive
 * number (a `$comment` may say why a figure is what it is).
 * @param {string} file
 * @returns {Record<string, PageBudget>}
 */
export function readBudget(file) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  return parseBudget(json);
}

/**
 * @param {unknown} json
 * @returns {Record<string, PageBudget>}
 */
export function parseBudget(json) {
  if (typeof json !== 'object' || json === null || typeof json.pages !== 'object' || json.pages === null)
    throw new Error('the budget has no "pages" object');
  const pages = {};
  for (const [id, page] of Object.entries(json.pages)) {
    if (typeof page !== 'object' || page === null) throw new Error(`budget of ${id}: not an object`);
    const budget = {};
    for (const [key, value] of Object.entries(page)) {
      if (key === '$comment') continue;
      if (!KEYS.includes(key)) throw new Error(`budget of ${id}: unknown ceiling "${key}" (known: ${KEYS.join(', ')})`);
      if (typeof value !== 'number' || !(value > 0))
        throw new Error(`budget of ${id}: ${key} must be a positive number`);
      budget[key] = value;
    }
    pages[id] = budget;
  }
  return pages;
}

/**
 * The figures measured for a page, in the budget's units (KB of brotli as the servers send it, ms); a figure not measured is
 * absent, and a ceiling on it is reported as not checked rather than passed.
 * @typedef {Partial<Record<keyof PageBudget, number>>} PageFigures
 */

/**
 * Every ceiling of every page against the figures: the lines to print and whether all held.
 * @param {Record<string, PageBudget>} budget
 * @param {Record<string, PageFigures>} figures
 */
export function checkBudget(budget, figures) {
  const results = [];
  for (const [page, ceilings] of Object.entries(budget)) {
    for (const key of KEYS) {
      const ceiling = ceilings[key];
      if (ceiling === undefined) continue;
      const value = figures[page]?.[key];
      if (value === undefined || !Number.isFinite(value))
        results.push({ page, key, ceiling, value: null, ok: false, note: 'not measured' });
      else results.push({ page, key, ceiling, value, ok: value <= ceiling, note: '' });
    }
  }
  return { results, ok: results.every((r) => r.ok) };
}

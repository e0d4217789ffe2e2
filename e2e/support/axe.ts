// axe-core run in the page (WCAG 2.0, 2.1 and 2.2, levels A and AA). Injected through the DevTools
// protocol, so the page's own CSP stays exactly as served. Not @axe-core/playwright: measured here, it
// took 640 ms a call against about 100 (it injects axe into every frame and opens a blank page on each
// call), 400 test-seconds more over the journeys' checks, for the same rules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

async function axeViolations(page: Page | Frame): Promise<AxeViolation[]> {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!present) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, WCAG_TAGS);
}

/** Fails with every violation spelled out: of a page, or of a frame's own document (the wallet's isolated frame). */
export async function expectAccessible(page: Page | Frame): Promise<void> {
  const violations = await axeViolations(page);
  const report = violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`,
    )
    .join('\n');
  expect(violations, `axe found WCAG A/AA violations on ${page.url()}:\n${report}`).toEqual([]);
}

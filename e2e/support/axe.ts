// axe-core in the page and every frame of it (WCAG 2.0, 2.1 and 2.2, levels A and AA), through
// @axe-core/playwright, which injects it with the DevTools protocol: the page's own CSP stays exactly
// as served.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Frame, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Marks a frame's element so that axe can be told to look inside that frame alone. */
let marked = 0;

async function axeBuilder(target: Page | Frame): Promise<AxeBuilder> {
  if ('mainFrame' in target) return new AxeBuilder({ page: target }).withTags(WCAG_TAGS);
  const element = await target.frameElement();
  const id = `axe-${++marked}`;
  await element.evaluate((el: Element, value: string) => {
    el.setAttribute('data-axe-frame', value);
  }, id);
  return new AxeBuilder({ page: target.page() }).withTags(WCAG_TAGS).include({ fromFrames: [`[data-axe-frame="${id}"]`, 'html'] });
}

/**
 * Fails with every violation spelled out: of a page (its frames' documents too: the wallet's isolated
 * frame), or of one frame's document.
 */
export async function expectAccessible(target: Page | Frame): Promise<void> {
  const { violations } = await (await axeBuilder(target)).analyze();
  const report = violations.map((v) => `${v.id} (${v.impact ?? 'unknown'}): ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`).join('\n');
  expect(
    violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help })),
    `axe found WCAG A/AA violations on ${target.url()}:\n${report}`,
  ).toEqual([]);
}

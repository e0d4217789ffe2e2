// Forced colours (Windows high contrast), as Chromium draws them under page.emulateMedia: the system
// replaces text, border and background colours and drops background images, so a sign drawn with a
// background vanishes (WCAG 1.4.11 Non-text Contrast, 1.4.1 Use of Color). What is checked is what is
// drawn: the pixels of the current slide's dot and of the burger's three bars.
import type { Browser, Locator, Page } from '@playwright/test';
import { freshAccount, signIn, waitForSignedInHome } from '../support/accounts';
import { asIssuer, expect, test, waitForHome } from '../support/fixtures';

const ISSUER = 'acme';

interface Ink {
  /** Pixels that differ from the image's corner (its background). */
  count: number;
  /** Runs of rows with ink in the image's middle column, top to bottom. */
  runsDown: number;
}

/**
 * Where the screenshot of an element, with a 3 px margin of what is around it (its corner is then the
 * background), has ink. Decoded in a blank page of its own: the portal's pages allow no data: image
 * (their CSP), and the journey fails on any violation.
 */
async function inkOf(browser: Browser, page: Page, element: Locator): Promise<Ink> {
  const box = await element.boundingBox();
  if (!box) throw new Error('the element is not drawn');
  const clip = { x: box.x - 3, y: box.y - 3, width: box.width + 6, height: box.height + 6 };
  const png = (await page.screenshot({ clip, animations: 'disabled' })).toString('base64');
  const scratch = await browser.newPage();
  try {
    return await scratch.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(image, 0, 0);
      const { data: px, width, height } = context.getImageData(0, 0, image.width, image.height);
      const differs = (i: number) =>
        Math.abs(px[i]! - px[0]!) + Math.abs(px[i + 1]! - px[1]!) + Math.abs(px[i + 2]! - px[2]!) > 150;
      let count = 0;
      for (let i = 0; i < px.length; i += 4) if (differs(i)) count++;
      let runsDown = 0;
      let inRun = false;
      const x = Math.floor(width / 2);
      for (let y = 0; y < height; y++) {
        const ink = differs((y * width + x) * 4);
        if (ink && !inRun) runsDown++;
        inRun = ink;
      }
      return { count, runsDown };
    }, png);
  } finally {
    await scratch.close();
  }
}

test('forced colours: the current slide dot stands out from the others', async ({ page, browser }) => {
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  await page.goto(asIssuer(ISSUER));
  await waitForHome(page);
  await page.mouse.move(1, 1);
  const dot = (n: number) => page.getByRole('tab', { name: `Slide ${n}` }).locator('span');
  await expect(page.getByRole('tab', { name: 'Slide 1' })).toHaveAttribute('aria-selected', 'true');
  const current = await inkOf(browser, page, dot(1));
  const other = await inkOf(browser, page, dot(2));
  expect(other.count, 'an other slide dot is drawn (its ring)').toBeGreaterThan(0);
  expect(current.count, 'the current dot is filled, the others are rings').toBeGreaterThan(other.count * 1.5);
});

test('forced colours: the burger menu button shows its three bars', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const account = await freshAccount(ISSUER, 'ready.rita');
  await signIn(page, account);
  await waitForSignedInHome(page, ISSUER);
  await page.emulateMedia({ forcedColors: 'active' });
  await page.mouse.move(1, 1);
  const bars = page.getByRole('banner').getByRole('button', { name: 'Menu' }).locator('span[aria-hidden="true"]');
  expect((await inkOf(browser, page, bars)).runsDown).toBe(3);
  // And the same without forced colours.
  await page.emulateMedia({ forcedColors: 'none' });
  expect((await inkOf(browser, page, bars)).runsDown).toBe(3);
});

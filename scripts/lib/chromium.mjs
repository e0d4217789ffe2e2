// The browser for the journeys: Debian's Chromium (browser downloads do not work here), installed
// with apt-get when absent.
import { existsSync } from 'node:fs';
import { aptInstall } from './apt.mjs';
import { step } from './log.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) {
    console.log(`✔ Chromium at ${CHROMIUM}`);
    return CHROMIUM;
  }
  const s = step('Installing Chromium (apt-get install chromium)');
  const installed = aptInstall('chromium');
  if (!installed || !existsSync(CHROMIUM)) {
    s.fail();
    throw new Error(
      `Chromium is not installed and apt-get could not install it. Install the "chromium" package (or set CHROMIUM_PATH) and run again.`,
    );
  }
  s.done();
  return CHROMIUM;
}

// The browser for the journeys: Debian's Chromium (browser downloads do not work here), installed
// with apt-get when absent.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { step } from './log.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) {
    console.log(`✔ Chromium at ${CHROMIUM}`);
    return CHROMIUM;
  }
  const s = step('Installing Chromium (apt-get install chromium)');
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = root ? [] : ['sudo', '-n'];
  const apt = (args) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args];
    return spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  let result = apt(['install', '-y', '--no-install-recommends', 'chromium']);
  if (result.status !== 0) {
    apt(['update']);
    result = apt(['install', '-y', '--no-install-recommends', 'chromium']);
  }
  if (result.status !== 0 || !existsSync(CHROMIUM)) {
    s.fail();
    throw new Error(`Chromium is not installed and apt-get could not install it. Install the "chromium" package (or set CHROMIUM_PATH) and run again.`);
  }
  s.done();
  return CHROMIUM;
}

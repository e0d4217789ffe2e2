// Installs the workspace's dependencies when they are missing or the lockfile changed.
import { existsSync, readdirSync } from 'node:fs';
import { at, ROOT } from './paths.mjs';
import { runPnpm } from './pnpm.mjs';
import { fingerprint, readStamp, writeStamp } from './stamps.mjs';
import { step } from './log.mjs';

const STAMP = at('node_modules', '.portal-install-stamp');

function installInputs() {
  const manifests = readdirSync(ROOT, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(at(d.name, 'package.json')))
    .map((d) => at(d.name, 'package.json'));
  return [at('package.json'), at('pnpm-lock.yaml'), at('pnpm-workspace.yaml'), ...manifests];
}

export async function ensureInstalled() {
  const want = fingerprint(installInputs());
  if (existsSync(at('node_modules')) && readStamp(STAMP) === want) {
    console.log(`✔ dependencies already installed`);
    return;
  }
  const s = step('Installing dependencies (pnpm, from the lockfile)');
  const code = await runPnpm(['install', '--frozen-lockfile']);
  if (code !== 0) {
    s.fail();
    throw new Error('pnpm install failed');
  }
  writeStamp(STAMP, want);
  s.done();
}

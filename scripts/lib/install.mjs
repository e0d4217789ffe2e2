// Installs the workspace's dependencies when they are missing or the lockfile changed.
import { existsSync, readdirSync } from 'node:fs';
import { at } from './paths.mjs';
import { runPnpm } from './pnpm.mjs';
import { fingerprint, readStamp, writeStamp } from './stamps.mjs';
import { step } from './log.mjs';

const STAMP = at('node_modules', '.portal-install-stamp');

// The workspace's manifests: each top-level package's and each of packages/* (pnpm-workspace.yaml).
function installInputs() {
  const manifests = (dir) =>
    readdirSync(at(dir), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(at(dir, d.name, 'package.json')))
      .map((d) => at(dir, d.name, 'package.json'));
  return [
    at('package.json'),
    at('pnpm-lock.yaml'),
    at('pnpm-workspace.yaml'),
    ...manifests('.'),
    ...manifests('packages'),
  ];
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

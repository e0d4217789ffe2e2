// pnpm through corepack (Node 20 ships it), pinned here rather than in package.json's packageManager:
// pnpm 12 pinned that way insists on recording itself in the lockfile, which the registry here cannot
// answer, and then refuses every --frozen-lockfile install. Only Node and npm are needed.
import { spawn, spawnSync } from 'node:child_process';
import { ROOT } from './paths.mjs';

/** The pnpm every script uses. */
const PNPM_VERSION = '12.21.0';
const PNPM = `pnpm@${PNPM_VERSION}`;

const baseEnv = { ...process.env, COREPACK_ENABLE_DOWNLOAD_PROMPT: '0', COREPACK_ENABLE_STRICT: '0' };
let env = null;

/** The environment in which `corepack pnpm` works here: with signature checks, or without when corepack's keys are stale. */
function pnpmEnv() {
  if (env) return env;
  const probe = spawnSync('corepack', [PNPM, '--version'], { cwd: ROOT, env: baseEnv, encoding: 'utf8' });
  if (probe.status === 0) {
    env = baseEnv;
    return env;
  }
  const text = `${probe.stdout ?? ''}${probe.stderr ?? ''}`;
  if (probe.error?.code === 'ENOENT') throw new Error('corepack is not available: install Node.js 20 (it ships corepack) and run again.');
  if (/signature|integrity|key/i.test(text)) {
    // Corepack's bundled keys can lag behind the registry's; the lockfile still pins every package.
    const relaxed = { ...baseEnv, COREPACK_INTEGRITY_KEYS: '0' };
    const again = spawnSync('corepack', [PNPM, '--version'], { cwd: ROOT, env: relaxed, encoding: 'utf8' });
    if (again.status === 0) {
      env = relaxed;
      return env;
    }
  }
  throw new Error(`pnpm could not be started through corepack:\n${text}`);
}

/** Runs pnpm with the terminal attached; resolves with its exit code. */
export function runPnpm(args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('corepack', [PNPM, ...args], { cwd: ROOT, env: { ...pnpmEnv(), ...options.env }, stdio: options.stdio ?? 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

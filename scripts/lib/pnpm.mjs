// pnpm, pinned here rather than in package.json's packageManager (decision 002), and taken from the
// registry rather than through corepack, which Node 26 no longer ships: pnpm 12 is a native binary
// (the `@pnpm/exe.<platform>-<arch>` package), laid over the placeholder of the `pnpm` package as its
// own install script does, so that it finds the node-gyp payload the package ships beside it. Both
// come by `npm pack` into .cache/ (registry-package.mjs); only Node and npm are needed. pnpm runs the
// workspace's scripts with the first `node` on PATH, which node-runtime.mjs makes a supported one.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { packageFromRegistry } from './registry-package.mjs';
import { at, ROOT } from './paths.mjs';

/** The pnpm every script uses. */
const PNPM_VERSION = '12.21.0';

/** The native binary's package for this machine, as pnpm's own native-binary.mjs names it. */
function nativePackage() {
  const targets = {
    'linux-x64': 'linux-x64',
    'linux-arm64': 'linux-arm64',
    'darwin-x64': 'darwin-x64',
    'darwin-arm64': 'darwin-arm64',
  };
  const target = targets[`${process.platform}-${process.arch}`];
  if (!target)
    throw new Error(
      `pnpm ${PNPM_VERSION} has no native binary here (${process.platform}-${process.arch}) that these scripts know how to fetch`,
    );
  return `@pnpm/exe.${target}@${PNPM_VERSION}`;
}

const works = (binary) =>
  existsSync(binary) && spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout?.trim() === PNPM_VERSION;

let binary = null;

/** The pinned pnpm's binary, fetched once into .cache/pnpm-<version>/. */
function ensurePnpm() {
  if (binary) return binary;
  const dir = at('.cache', `pnpm-${PNPM_VERSION}`);
  const placed = path.join(dir, 'pnpm');
  if (works(placed)) return (binary = placed);
  packageFromRegistry({
    spec: `pnpm@${PNPM_VERSION}`,
    dir,
    label: `pnpm ${PNPM_VERSION}`,
    check: (d) => existsSync(path.join(d, 'pnpm')),
  });
  const exe = packageFromRegistry({
    spec: nativePackage(),
    dir: `${dir}-native`,
    label: `pnpm ${PNPM_VERSION}'s binary`,
    members: ['pnpm'],
    check: (d) => works(path.join(d, 'pnpm')),
  });
  copyFileSync(path.join(exe, 'pnpm'), placed);
  chmodSync(placed, 0o755);
  rmSync(exe, { recursive: true, force: true });
  if (!works(placed)) throw new Error(`pnpm ${PNPM_VERSION} did not start from ${path.relative(ROOT, placed)}`);
  return (binary = placed);
}

/** Runs pnpm with the terminal attached; resolves with its exit code. */
export function runPnpm(args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(ensurePnpm(), args, {
      cwd: ROOT,
      env: { ...process.env, ...options.env },
      stdio: options.stdio ?? 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

// Where things are, for every script.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../../packages/build/node/remotes.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const at = (...parts) => path.join(ROOT, ...parts);

// The remotes' table is the build's (its ports.mjs reads it too).
export { REMOTES };

/** The apps built by Rspack, in build order. */
export const APPS = ['shell', ...REMOTES.map((r) => r.dir)];

/** A package's own binary (pnpm links binaries per package). */
export const bin = (pkg, name) =>
  pkg === '.' ? at('node_modules', '.bin', name) : at(pkg, 'node_modules', '.bin', name);

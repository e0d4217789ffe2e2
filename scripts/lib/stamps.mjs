// Content fingerprints of a step's inputs, so a second run skips what has not changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.tmp', 'test-results', 'playwright-report', '.git']);

/** The file's contents, or null once it is gone (deleted between the listing and the reading). */
function readIfThere(file, read) {
  try {
    return read(file);
  } catch (error) {
    if (error?.code === 'ENOENT') return null;
    throw error;
  }
}

// A file that vanishes while the tree is read (a test's transient probe file, lint-boundaries.test.ts)
// was never an input: it is left out rather than failing the fingerprint.
function walk(dir, out) {
  if (!existsSync(dir)) return;
  const stat = readIfThere(dir, statSync);
  if (stat === null) return;
  if (stat.isFile()) {
    out.push(dir);
    return;
  }
  for (const name of (readIfThere(dir, readdirSync) ?? []).sort()) {
    if (SKIP_DIRS.has(name)) continue;
    walk(path.join(dir, name), out);
  }
}

/** A hash of every file under the given paths (by content), tests excluded when `ignoreTests`. */
export function fingerprint(paths, { ignoreTests = false } = {}) {
  const files = [];
  for (const p of paths) walk(p, files);
  const hash = createHash('sha256');
  for (const file of files) {
    if (ignoreTests && /\.test\.[jt]sx?$/.test(file)) continue;
    const content = readIfThere(file, readFileSync);
    if (content === null) continue;
    hash.update(file);
    hash.update('\0');
    hash.update(content);
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function readStamp(file) {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

export function writeStamp(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${value}\n`);
}

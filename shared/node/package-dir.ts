// Where a workspace package's folder is, found the way Node finds a package, from the file asking
// (its import.meta.url). The same answer from the TypeScript sources (gateway/src/db/migrate.ts) and
// from the JavaScript built ahead of time (gateway/dist/main.js, issue 15): the data a server reads
// (migrations, issuer folders, environment files, the shell's dist/) stays in its package's folder.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function nameAt(dir: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return typeof parsed === 'object' && parsed !== null && 'name' in parsed && typeof parsed.name === 'string' ? parsed.name : undefined;
  } catch {
    return undefined;
  }
}

/** A package that cannot be found from where it was asked for: names both. */
export class PackageNotFoundError extends Error {
  override readonly name = 'PackageNotFoundError';
  constructor(
    readonly packageName: string,
    readonly from: string,
  ) {
    super(`${packageName} is neither a folder above ${from} nor in a node_modules folder above it`);
  }
}

/**
 * The folder of package `name`: the first folder above `fromUrl` whose package.json is that package,
 * or that has it in its node_modules/ (a link there is followed to the real folder).
 */
export function packageDir(fromUrl: string, name: string): string {
  const from = fileURLToPath(fromUrl);
  let dir = path.dirname(from);
  for (;;) {
    if (nameAt(dir) === name) return dir;
    const installed = path.join(dir, 'node_modules', ...name.split('/'));
    if (existsSync(path.join(installed, 'package.json'))) return realpathSync(installed);
    const parent = path.dirname(dir);
    if (parent === dir) throw new PackageNotFoundError(name, from);
    dir = parent;
  }
}

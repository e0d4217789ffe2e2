// Where a workspace package's folder is, found the way Node finds a package, from the file asking
// (its import.meta.url). The same answer from the TypeScript sources (gateway/src/db/migrate.ts) and
// from the JavaScript built ahead of time (gateway/dist/main.js): the data a server reads
// (migrations, issuer folders, environment files, the shell's dist/) stays in its package's folder.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

/** What the house reads of a package.json: its name, its version, what it depends on at run time. */
const PackageManifestSchema = v.looseObject({
  name: v.optional(v.string()),
  version: v.optional(v.string()),
  dependencies: v.optional(v.record(v.string(), v.string())),
});
export type PackageManifest = v.InferOutput<typeof PackageManifestSchema>;

/** The package.json of the package in `dir`, checked; a file that cannot be read or parsed throws, naming it. */
export function readPackageManifest(dir: string): PackageManifest {
  const file = path.join(dir, 'package.json');
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} cannot be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = v.safeParse(PackageManifestSchema, parsed);
  if (!result.success)
    throw new Error(`${file} is not a package manifest: ${result.issues.map((i) => i.message).join('; ')}`);
  return result.output;
}

function nameAt(dir: string): string | undefined {
  try {
    return readPackageManifest(dir).name;
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

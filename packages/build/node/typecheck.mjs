// The type check as one TypeScript program for the whole tree. Every workspace package imports the
// packages below it as source, so fifteen programs (one per tsconfig.json) checked @portal/domain fifteen
// times: 62 s against 15 s for one program over the same files. A package whose compiler options differ
// from the others' is still checked by its own program, so merging never changes what is checked.
import { existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every tsconfig.json of the tree: the root's, each top-level package's and each of packages/*. */
export function workspaceConfigs(root = ROOT) {
  const dirs = (base) =>
    readdirSync(path.join(root, base), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(path.join(root, base, d.name, 'tsconfig.json')))
      .map((d) => path.join(root, base, d.name, 'tsconfig.json'));
  return [
    path.join(root, 'tsconfig.json'),
    ...dirs('.'),
    ...(existsSync(path.join(root, 'packages')) ? dirs('packages') : []),
  ]
    .filter(existsSync)
    .sort();
}

function parse(configPath) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${configPath}: not a TypeScript configuration`);
  if (parsed.errors.length > 0)
    throw new Error(parsed.errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n'));
  return parsed;
}

// allowJs with checkJs off only lets a program read plain JavaScript it imports; it checks nothing more,
// so it does not set a package apart.
const IGNORED = new Set(['configFilePath', 'allowJs', 'checkJs', 'pathsBasePath']);
const optionsKey = (options) =>
  JSON.stringify(
    Object.entries(options)
      .filter(([k]) => !IGNORED.has(k))
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/**
 * Groups the configurations by compiler options. The largest group becomes one program (its files
 * listed in a generated configuration); the rest are checked one by one.
 */
export function planTypecheck(configs = workspaceConfigs()) {
  const groups = new Map();
  for (const configPath of configs) {
    const parsed = parse(configPath);
    const key = optionsKey(parsed.options);
    const group = groups.get(key) ?? { options: parsed.options, configs: [], files: new Set(), allowJs: false };
    group.configs.push(configPath);
    for (const f of parsed.fileNames) group.files.add(f);
    group.allowJs ||= parsed.options.allowJs === true;
    groups.set(key, group);
  }
  const ordered = [...groups.values()].sort((a, b) => b.configs.length - a.configs.length);
  const [merged, ...rest] = ordered;
  return { merged, separate: rest.flatMap((g) => g.configs) };
}

/** Writes the merged program's configuration and returns its path. */
export function writeMergedConfig(merged, file = path.join(ROOT, '.cache', 'tsconfig.whole-tree.json')) {
  mkdirSync(path.dirname(file), { recursive: true });
  const dir = path.dirname(file);
  // The first configuration's own file is the base: every member has the same options by construction.
  const config = {
    extends: path.relative(dir, merged.configs[0]),
    compilerOptions: merged.allowJs ? { allowJs: true, checkJs: false } : {},
    files: [...merged.files].sort().map((f) => path.relative(dir, f)),
    include: [],
  };
  // Written whole, then renamed: ESLint's workers each load the lint configuration, which writes this too.
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`);
  renameSync(temporary, file);
  return file;
}

/** The programs for typed lint rules: the merged one, and each package set apart. */
export function lintProjects() {
  const { merged, separate } = planTypecheck();
  return [writeMergedConfig(merged), ...separate];
}

/** Type checks the tree: the merged program, then each package set apart. Returns true when all pass. */
export async function typecheck(run, tsc) {
  const { merged, separate } = planTypecheck();
  console.log(
    `  one program for ${merged.configs.length} configurations (${merged.files.size} files)` +
      (separate.length > 0 ? `; on their own: ${separate.map((c) => path.relative(ROOT, c)).join(', ')}` : ''),
  );
  if ((await run(tsc, ['-p', writeMergedConfig(merged)])) !== 0) return false;
  for (const config of separate) if ((await run(tsc, ['-p', config])) !== 0) return false;
  return true;
}

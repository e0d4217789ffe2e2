// The build's check of the tree-shaken shared packages (decision 026): an app may import from them
// only the exports the shell's copy keeps.
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { keptExports } from './shared-packages';

/** What Rspack's module graph says of one module's dependencies (its `Dependency` objects). */
interface DependencyLike {
  readonly type: string;
  readonly request?: string | undefined;
  readonly ids?: string[] | undefined;
}

/**
 * The names a module imports from a package, as Rspack's parser recorded them (the module graph's
 * import specifier dependencies: named imports, a namespace's members read, re-exports), or '*' where
 * the whole package is taken: a default import, a namespace used as a value, `export *`, a dynamic
 * import. Type-only imports leave no dependency.
 */
function importedNames(
  module: { dependencies: readonly DependencyLike[]; blocks?: readonly { dependencies: readonly DependencyLike[] }[] },
  pkg: string,
): string[] {
  const names: string[] = [];
  for (const dependency of module.dependencies) {
    if (dependency.request !== pkg || !/^esm (export )?import specifier$/.test(dependency.type)) continue;
    const name = dependency.ids?.[0];
    names.push(name === undefined || name === 'default' ? '*' : name);
  }
  for (const block of module.blocks ?? []) if (block.dependencies.some((d) => d.request === pkg)) names.push('*');
  return names;
}

/**
 * Fails the build when the app's own code (not node_modules) imports from a SHAKEN_SHARED package
 * anything its kept list lacks, or the package as a whole; and, when `shellStats` names the shell's
 * mf-stats.json (the deployed shell of this release), anything the shell's build kept not.
 */
export class SharedExportsCheckPlugin {
  constructor(private readonly shellStats?: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('SharedExportsCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedExportsCheckPlugin', (modules) => {
        const kept = keptExports(this.shellStats);
        const problems: string[] = [];
        for (const module of modules) {
          const resource = (module as { resource?: string }).resource;
          if (!resource || /[\\/]node_modules[\\/]/.test(resource)) continue;
          for (const [pkg, list] of Object.entries(kept)) {
            for (const name of importedNames(module, pkg)) {
              if (name === '*')
                problems.push(
                  `${path.relative(compiler.context, resource)} imports ${pkg} as a whole: import the names it uses`,
                );
              else if (!list.includes(name))
                problems.push(
                  `${path.relative(compiler.context, resource)} imports ${name} from ${pkg}, which the shell's tree-shaken copy lacks (SHAKEN_SHARED in packages/build/src/shared-packages.ts, decision 026)`,
                );
            }
          }
        }
        for (const problem of [...new Set(problems)])
          compilation.errors.push(new compiler.webpack.WebpackError(problem));
      });
    });
  }
}

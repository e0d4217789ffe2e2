// Module Federation in every app: the runtime plugins a host and a remote list, the runtime built from
// its ES module files, what a remote's manifest says of itself (release trains, decision 034), and the
// plugin each app is built with.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Compiler } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { CONTRACT_MAJOR } from '@portal/domain/platform';
import { consumedFromShell, deployedShellStats, packageVersion, sharedDependencies } from './shared-packages';

const require = createRequire(import.meta.url);

/** The runtime plugin a host lists (the shell, the wallet's loader): CSP nonce on injected tags, one retry, the contract check (ARCHITECTURE §2.4). */
const RUNTIME_PLUGIN = require.resolve('@portal/ui/runtime-plugin');
/** The runtime plugin a remote lists: the nonce alone, since a remote loads no remote. */
const REMOTE_RUNTIME_PLUGIN = require.resolve('@portal/ui/remote-runtime-plugin');

/**
 * The Module Federation runtime in its ES module build (decision 026). Rspack resolves
 * @module-federation/runtime, runtime-core, sdk, error-codes and webpack-bundler-runtime to their
 * CommonJS files (`dist/*.cjs`), which cannot be tree-shaken: about 6 KB gzip more in the shell's
 * main.js and again in every remoteEntry.js. Each package ships an ES module sibling (`dist/*.js`) of
 * every file; this sends every resolved `.cjs` of those packages to it. `runtimeModulesOf` (the test)
 * checks no `.cjs` of them is left after an upgrade.
 */
export class EsmFederationRuntimePlugin {
  static readonly PATTERN =
    /[\\/]@module-federation[\\/](?:runtime|runtime-core|sdk|error-codes|webpack-bundler-runtime)[\\/]dist[\\/].+\.cjs$/;

  apply(compiler: Compiler): void {
    // Rules are matched on the file resolved first (the .cjs): parse what replaces it as a module.
    compiler.options.module.rules.push({ test: EsmFederationRuntimePlugin.PATTERN, type: 'javascript/auto' });
    compiler.hooks.normalModuleFactory.tap('EsmFederationRuntimePlugin', (factory) => {
      factory.hooks.afterResolve.tap('EsmFederationRuntimePlugin', (data) => {
        const created = data.createData;
        const resource = created?.resource;
        if (!created || !resource || !EsmFederationRuntimePlugin.PATTERN.test(resource)) return;
        const esm = resource.replace(/\.cjs$/, '.js');
        if (!existsSync(esm)) return;
        created.resource = esm;
        if (created.request) created.request = created.request.replace(resource, esm);
        if (created.userRequest) created.userRequest = created.userRequest.replace(resource, esm);
      });
    });
  }
}

/**
 * Release trains: a remote's manifest says which contract major it was built against and
 * its own version, in `metaData.portal`; a host refuses another major before loading it
 * (packages/domain/src/platform/contract.ts).
 */
export function portalManifestData(dir: string) {
  return { contract: CONTRACT_MAJOR, version: packageVersion(dir) };
}

/** What the federation plugin of an app is made from (a part of appConfig's options). */
export interface FederationOptions {
  dir: string;
  name: string;
  mode: 'development' | 'production';
  exposes?: Record<string, string>;
  ownShared?: boolean;
}

export function federationPlugin(options: FederationOptions) {
  const shared = sharedDependencies(options.dir, options.mode);
  return new ModuleFederationPlugin({
    name: options.name,
    filename: 'remoteEntry.js',
    exposes: options.exposes ?? {},
    shared:
      options.exposes && options.mode === 'production' && !options.ownShared
        ? consumedFromShell(shared, deployedShellStats())
        : shared,
    shareStrategy: 'loaded-first',
    runtimePlugins: [options.exposes ? REMOTE_RUNTIME_PLUGIN : RUNTIME_PLUGIN],
    manifest: options.exposes
      ? {
          additionalData: ({ stats }) => {
            Object.assign(stats.metaData, { portal: portalManifestData(options.dir) });
            return stats;
          },
        }
      : true,
    dts: false,
    dev: false,
    experiments: {
      // Measured in decision 026: the runtime's code for Node and, in a remote, for loading remotes
      // (a remote loads none; the shell loads them all) is left out.
      optimization: { target: 'web', ...(options.exposes ? { disableRemote: true } : {}) },
      // One copy of the runtime per page (decision 026): the shell provides its runtime-core and a
      // remote's production build uses it instead of carrying its own (remoteEntry.js 20.3 -> 8 KB gzip).
      // A remote's development build keeps its own, so its standalone page runs with no shell.
      ...(options.exposes
        ? options.mode === 'production'
          ? { externalRuntime: true }
          : {}
        : { provideExternalRuntime: true }),
    },
  });
}

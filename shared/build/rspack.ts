// The one Rspack + Module Federation configuration factory for the shell and every remote, so the
// shared singletons, the runtime plugin, the CSS pipeline and the output naming are written once.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rspack, type Compiler, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PORT_DEFAULTS, portFromEnv, STANDALONE_DEV_PORTS } from '../../scripts/lib/ports.mjs';
import { CONTRACT_MAJOR } from '../src/domain/platform/contract';
import { packageDir, readPackageManifest } from '../node/package-dir';
import { PrecompressPlugin } from './precompress';

const here = path.dirname(fileURLToPath(import.meta.url));
const sharedRoot = path.resolve(here, '..');

/** The runtime plugin a host lists (the shell, the wallet's loader): CSP nonce on injected tags, one retry, the contract check (ARCHITECTURE §2.4). */
export const RUNTIME_PLUGIN = path.join(sharedRoot, 'src/mount/runtime-plugin.ts');
/** The runtime plugin a remote lists: the nonce alone, since a remote loads no remote. */
export const REMOTE_RUNTIME_PLUGIN = path.join(sharedRoot, 'src/mount/remote-runtime-plugin.ts');

/**
 * The @portal/shared entries shared through Module Federation, one instance per page (decision 026):
 * those that hold state a page must have once. The others (domain/*, routes, schemas and the calls of
 * `api`) are rules and functions with no state of their own: every app bundles them, tree-shaken to
 * what it uses, as it does valibot. A shared module is whole: sharing `api` loaded every call and every
 * schema of §7, and the domain rules behind them, on a page that makes one call.
 * Code outside these entries reaches them only by package name (`@portal/shared/api/client`), never by
 * a relative path, or it would bundle a second, unconfigured copy (eslint.config.js says so).
 */
export const STATEFUL_ENTRIES = [
  // The configured HTTP client and its token renewal (shared/src/api/client.ts).
  'api/client',
  // jotai atoms: an atom is a key into the store, so two copies are two states.
  'state',
  // The one TanStack Query client and its cache.
  'query',
  // The one i18next instance and the messages added to it.
  'i18n',
  // Components that read the atoms above and hold module state (back-button guards, screens shown).
  'ui',
  'mount',
  // Imports ui by relative path.
  'forms',
] as const;

/**
 * The shared entries: the stateful ones, and two that have no state but that the shell holds whole on
 * every page, so a remote that reads them would only fetch its own copy again: the route registry, and
 * the §8 error catalogue (its popups and notifications resolve every code; login fetched it three times,
 * from the shell, mfe-prelogin and mfe-postlogin, decision 036).
 */
export const SHARED_ENTRIES: readonly string[] = [...STATEFUL_ENTRIES, 'routes', 'domain/errors'];

/** The folder of package `pkg` as the package at `fromDir` resolves it (some hide package.json from exports). */
function installedPackageDir(pkg: string, fromDir: string): string {
  const require = createRequire(path.join(fromDir, 'package.json'));
  return packageDir(pathToFileURL(require.resolve(pkg)).href, pkg);
}

/** The installed version of a package as the app at `fromDir` resolves it. */
function versionOf(pkg: string, fromDir: string): string {
  const { version } = readPackageManifest(installedPackageDir(pkg, fromDir));
  if (!version) throw new Error(`cannot find the version of ${pkg} from ${fromDir}`);
  return version;
}

interface SharedConfig {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/**
 * Shared packages every app receives tree-shaken (decision 026): the exports kept, the same list in
 * every build, so the shell's copy, which the remotes use, holds what any remote imports. A shared
 * module is otherwise whole: react-router 59.5 KB gzip where the portal uses six exports (29.8 KB).
 * SharedExportsCheckPlugin fails a build whose code imports anything else from them; a remote that
 * needs another export adds it here, and the shell built with the longer list ships first.
 */
export const SHAKEN_SHARED = {
  // The declarative router (decision 036): BrowserRouter and useRoutes in the portal, MemoryRouter in the
  // embedded wallet, whose address is not the page's; the data router's createBrowserRouter was about
  // 13 KB of brotli more on every page.
  'react-router': ['BrowserRouter', 'Link', 'MemoryRouter', 'Navigate', 'Outlet', 'useLocation', 'useNavigate', 'useParams', 'useRoutes'],
  // Not Trans, whose HTML parser would load on every first page: the remotes that need it bundle
  // react-i18next/TransWithoutContext, which holds no state, and give it the page's i18n instance.
  'react-i18next': ['I18nextProvider', 'initReactI18next', 'useTranslation'],
  // Only @portal/shared/query imports it (CONVENTIONS 5); query-core is shaken with it: 44.5 -> 25.3 KB.
  '@tanstack/react-query': ['MutationCache', 'QueryCache', 'QueryClient', 'QueryClientContext', 'QueryClientProvider', 'queryOptions', 'useMutation', 'useQuery'],
} as const satisfies Record<string, readonly string[]>;
type ShakenPackage = keyof typeof SHAKEN_SHARED;

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
function importedNames(module: { dependencies: readonly DependencyLike[]; blocks?: readonly { dependencies: readonly DependencyLike[] }[] }, pkg: string): string[] {
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
              if (name === '*') problems.push(`${path.relative(compiler.context, resource)} imports ${pkg} as a whole: import the names it uses`);
              else if (!list.includes(name)) problems.push(`${path.relative(compiler.context, resource)} imports ${name} from ${pkg}, which the shell's tree-shaken copy lacks (SHAKEN_SHARED in shared/build/rspack.ts, decision 026)`);
            }
          }
        }
        for (const problem of [...new Set(problems)]) compilation.errors.push(new compiler.webpack.WebpackError(problem));
      });
    });
  }
}

/** The shell a remote is built to run with: PORTAL_SHELL_STATS, else this workspace's shell build (when there is one). */
function deployedShellStats(): string {
  return process.env['PORTAL_SHELL_STATS'] ?? path.join(sharedRoot, '..', 'shell', 'dist', 'mf-stats.json');
}

/** The shared packages a shell's build provides, from its mf-stats.json; null when there is no such build. */
function shellShared(shellStats: string | undefined): Array<{ name: string; usedExports?: string[] }> | null {
  if (!shellStats || !existsSync(shellStats)) return null;
  try {
    const stats = JSON.parse(readFileSync(shellStats, 'utf8')) as { shared?: Array<{ name: string; usedExports?: string[] }> };
    return stats.shared ?? [];
  } catch (error) {
    throw new Error(`${shellStats} is not a shell build's mf-stats.json (${error instanceof Error ? error.message : String(error)}): rebuild the shell, or point PORTAL_SHELL_STATS at its file`);
  }
}

/** The exports kept per shaken package: SHAKEN_SHARED, narrowed to what the shell's build recorded when its stats are given. */
function keptExports(shellStats: string | undefined): Record<string, readonly string[]> {
  const shared = shellShared(shellStats);
  if (!shared) return SHAKEN_SHARED;
  return Object.fromEntries(
    Object.entries(SHAKEN_SHARED).map(([pkg, list]) => {
      const shell = shared.find((s) => s.name === pkg)?.usedExports;
      return [pkg, shell && shell.length > 0 ? list.filter((name) => shell.includes(name)) : list];
    }),
  );
}

/**
 * Singletons shared through Module Federation (ARCHITECTURE §2): one React, one router, one jotai
 * store, one i18n instance, one HTTP client, one server-state cache (TanStack Query) and one
 * @portal/shared per page. valibot is not shared: it
 * holds no state, and a shared module cannot be tree-shaken (the whole library, 13 KB gzip, would
 * load instead of the few functions used).
 */
export function sharedDependencies(fromDir: string, mode: 'development' | 'production' = 'production'): Record<string, SharedConfig> {
  const libs = ['react', 'react-dom', 'react-router', 'jotai', 'i18next', 'react-i18next', 'axios', '@tanstack/react-query'];
  const shared: Record<string, SharedConfig> = {};
  for (const lib of libs) {
    const version = versionOf(lib, fromDir);
    // Production only: a development build (a remote's standalone page) shares them whole. Shared tree
    // shaking turns on export analysis in a development build, where it marked the runtime's own
    // `createLogger` (@module-federation/sdk) unused and the standalone page died on its first line
    // (e2e/journeys/standalone-remote.spec.ts).
    const kept = mode === 'production' ? SHAKEN_SHARED[lib as ShakenPackage] : undefined;
    shared[lib] = { singleton: true, requiredVersion: `^${version}`, version, ...(kept ? { treeShaking: { mode: 'runtime-infer', usedExports: [...kept] } } : {}) };
  }
  // Subpath requests are separate share keys: without these each remote ships its own copy.
  for (const sub of ['react/jsx-runtime', 'react-dom/client']) {
    const base = sub.split('/')[0]!;
    const version = versionOf(base, fromDir);
    shared[sub] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // react-dom's scheduler holds the page's one work queue: one copy, at the version react-dom pins
  // (no app depends on it by name, so it is resolved from react-dom's folder).
  const scheduler = versionOf('scheduler', installedPackageDir('react-dom', fromDir));
  shared['scheduler'] = { singleton: true, requiredVersion: `^${scheduler}`, version: scheduler };
  const ownVersion = packageVersion(sharedRoot);
  for (const entry of SHARED_ENTRIES) {
    shared[`@portal/shared/${entry}`] = { singleton: true, requiredVersion: `^${ownVersion}`, version: ownVersion };
  }
  return shared;
}

const rules: RuleSetRule[] = [
  {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
      env: { targets: 'chrome >= 111, edge >= 111, firefox >= 115, safari >= 16.4' },
    },
    type: 'javascript/auto',
  },
  { test: /\.module\.css$/, type: 'css/module' },
  { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
  { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
];

/**
 * The Module Federation runtime in its ES module build (issue 9, decision 026). Rspack resolves
 * @module-federation/runtime, runtime-core, sdk, error-codes and webpack-bundler-runtime to their
 * CommonJS files (`dist/*.cjs`), which cannot be tree-shaken: about 6 KB gzip more in the shell's
 * main.js and again in every remoteEntry.js. Each package ships an ES module sibling (`dist/*.js`) of
 * every file; this sends every resolved `.cjs` of those packages to it. `runtimeModulesOf` (the test)
 * checks no `.cjs` of them is left after an upgrade.
 */
export class EsmFederationRuntimePlugin {
  static readonly PATTERN = /[\\/]@module-federation[\\/](?:runtime|runtime-core|sdk|error-codes|webpack-bundler-runtime)[\\/]dist[\\/].+\.cjs$/;

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
 * The files of the named packages wherever they are installed: node_modules/<name>/, or pnpm's
 * node_modules/.pnpm/<name>@<version>/node_modules/<name>/. A scoped name's slash matches either separator.
 */
export function modulesOfPackages(names: readonly string[]): RegExp {
  const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('/', '[\\\\/]');
  return new RegExp(`[\\\\/]node_modules[\\\\/](?:\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(?:${names.map(escape).join('|')})[\\\\/]`);
}

/**
 * What the shell provides or shows only once a page makes a call to the gateway, shows a form or a card,
 * or is signed in, in one chunk of its own (`later`) that a page before sign-in never fetches (decision
 * 036): TanStack Query and @portal/shared/query (the shell provides them; the first screen that reads or
 * writes loads them, login's form for one), the rules' and forms' English messages (loadRuleMessages),
 * and header state 4's nav, which reads the cards.
 */
export const SHELL_LATER_CHUNK =
  /[\\/](?:node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?@tanstack[\\/]|shared[\\/]src[\\/]query[\\/]|shared[\\/]src[\\/]i18n[\\/]locales[\\/]en[\\/](?:rules\.ts|address\.json|card\.json|forms\.json|identity\.json)$|shell[\\/]src[\\/]chrome[\\/]signed-in-nav\.tsx$)/;

/**
 * Everything else the shell loads after main.js, in one chunk (`boot`), but the messages of a locale
 * other than English, which a page fetches only in that language (shared/src/i18n/index.ts). The shell's
 * first page, whatever the route, loads all of it: its own code, its @portal/shared code, the libraries
 * its boot needs and the tree-shaken copies it provides to the remotes (SHAKEN_SHARED). By default each
 * shared package is an async chunk of its own; as six files and two stylesheets they cost 3.0 KB more
 * gzip than as one of each (decision 026 item 10), and six more requests. A shell module that should
 * load later than the first page needs a cache group of its own, as SHELL_LATER_CHUNK's have. The other
 * host built here, the wallet's loader, has no async chunk.
 */
export const SHELL_BOOT_CHUNK = /^(?![\s\S]*[\\/]shared[\\/]src[\\/]i18n[\\/]locales[\\/](?!en[\\/]))/;

/** Where a production build's source maps go, beside its output folder (dist/), never inside it. */
const SOURCE_MAPS_DIR = 'source-maps';

/** Empties the source maps' folder as a build starts (output.clean empties only dist/): only this build's maps stay. */
class CleanSourceMapsPlugin {
  constructor(private readonly dir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.beforeRun.tap('CleanSourceMapsPlugin', () => rmSync(this.dir, { recursive: true, force: true }));
  }
}

export interface AppConfigOptions {
  /** The package folder (where rspack.config.ts is). */
  dir: string;
  /** Module Federation name: mfe_prelogin, shell... */
  name: string;
  mode: 'development' | 'production';
  entry: string;
  exposes?: Record<string, string>;
  /** An HTML page for the app (the shell's index.html, or a remote's standalone development page). */
  html?: { template: string; templateParameters?: Record<string, string> };
  /** Extra plugins (the shell's monolith switch, a dev server's boot data...). */
  plugins?: Configuration['plugins'];
  outputDir?: string;
  /** Where the app's files are served from: 'auto' (a remote, any origin) or '/' (the shell). */
  publicPath?: 'auto' | '/';
  /** false builds one plain bundle with no Module Federation (the bench's monolithic variant). */
  federation?: boolean;
  devServer?: Configuration['devServer'];
  /**
   * The entry's file name, kept without a content hash (the wallet's loader, embedded by merchants at a
   * fixed address and revalidated each time, issue 14); chunks stay hashed.
   */
  entryFilename?: string;
  /** Folders of the output to keep when the build empties it (another build writes there). */
  keepInOutput?: RegExp;
  /**
   * A remote that also runs where no shell provides the shared packages (the wallet on a merchant's
   * checkout, whose loader provides none): it keeps its own copy of each (consumedFromShell).
   */
  ownShared?: boolean;
  /** The folder whose package.json gives the version the footer shows: `dir` by default (the bench's monolith has none of its own and shows the shell's). */
  versionDir?: string;
}

/** An app's own version: its package.json's (its CHANGELOG.md has a section for it, test/changelogs.test.ts). */
export function packageVersion(dir: string): string {
  const { version } = readPackageManifest(dir);
  if (!version) throw new Error(`${path.join(dir, 'package.json')} has no version: the footer's versions and the manifest need one`);
  return version;
}

/**
 * Release trains (issue 15): a remote's manifest says which contract major it was built against and
 * its own version, in `metaData.portal`; a host refuses another major before loading it
 * (shared/src/domain/platform/contract.ts).
 */
export function portalManifestData(dir: string) {
  return { contract: CONTRACT_MAJOR, version: packageVersion(dir) };
}

/**
 * A remote's production build takes from the shell, with no copy of its own (`import: false`), every
 * shared key the shell's build provides (decision 026 item 9): the remote then neither declares the key
 * as a provider nor maps a fallback for it, which was a third of its remoteEntry.js. Two kinds keep the
 * remote's own copy: the tree-shaken packages, whose copy the runtime chooses through the consumer's
 * fallback (runtime-infer), and a key the shell does not provide, such as @portal/shared/forms, which no
 * shell screen uses and which the first remote to load provides to the others. With no shell build to
 * read, every key keeps its copy. The shared keys are part of the contract (decision 034), so a shell
 * of the same major provides them all.
 */
export function consumedFromShell(shared: Record<string, SharedConfig>, shellStats: string): Record<string, SharedConfig> {
  const shell = shellShared(shellStats);
  if (!shell) return shared;
  const provided = new Set(shell.map((s) => s.name));
  return Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, provided.has(key) && !config.treeShaking ? { ...config, import: false } : config]));
}

function federationPlugin(options: AppConfigOptions) {
  const shared = sharedDependencies(options.dir, options.mode);
  return new ModuleFederationPlugin({
    name: options.name,
    filename: 'remoteEntry.js',
    exposes: options.exposes ?? {},
    shared: options.exposes && options.mode === 'production' && !options.ownShared ? consumedFromShell(shared, deployedShellStats()) : shared,
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
      ...(options.exposes ? (options.mode === 'production' ? { externalRuntime: true } : {}) : { provideExternalRuntime: true }),
    },
  });
}

export function appConfig(options: AppConfigOptions): Configuration {
  const production = options.mode === 'production';
  const outputPath = options.outputDir ?? path.join(options.dir, 'dist');
  // The maps of dist/<sub>/ (the wallet's loader in dist/embed/) go to source-maps/<sub>/, where the
  // bench's bundle report looks, and not into dist/, which is served and which the remote's build cleans.
  const mapsDir = path.join(options.dir, SOURCE_MAPS_DIR, path.relative(path.join(options.dir, 'dist'), outputPath));
  const mapsFromOutput = path.relative(outputPath, mapsDir).split(path.sep).join('/');
  return {
    mode: options.mode,
    context: options.dir,
    entry: { main: options.entry },
    // Production: hidden maps (no sourceMappingURL in the code), written beside dist/ in source-maps/,
    // never deployed nor served (issue "Sign-in hardened", item 10); an error tracker is given them apart.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    target: 'web',
    output: {
      path: outputPath,
      // 'auto': a remote works from whatever origin serves its manifest (no getPublicPath, no eval).
      publicPath: options.publicPath ?? 'auto',
      filename: options.entryFilename ?? (production ? '[name].[contenthash:10].js' : '[name].js'),
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: options.name,
      crossOriginLoading: 'anonymous',
      clean: options.keepInOutput ? { keep: options.keepInOutput } : true,
      // Relative to output.path: the maps land in a sibling of dist/, which nothing serves.
      ...(production ? { sourceMapFilename: `${mapsFromOutput}/[file].map` } : {}),
      // Sources named from the package folder (webpack://shell/./src/...), never by a path on the build machine.
      devtoolModuleFilenameTemplate: 'webpack://[namespace]/[resource-path]',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules,
      // `import styles from './x.module.css'`, as the typings declare.
      parser: { 'css/module': { namedExports: false } },
    },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // The shell loads its async code on its first page (SHELL_BOOT_CHUNK) but what waits for a call or
      // a sign-in (SHELL_LATER_CHUNK): each in one chunk, each module once (decision 026), not copied into
      // each shared entry's chunk as the default split (small modules are not split out) does, nor in a
      // file per shared package.
      // A remote keeps the default split.
      ...(options.federation === false || options.exposes
        ? {}
        : {
            splitChunks: {
              cacheGroups: {
                // The higher priority wins a module both tests take.
                later: { test: SHELL_LATER_CHUNK, name: 'later', chunks: 'async', enforce: true, priority: 10 },
                boot: { test: SHELL_BOOT_CHUNK, name: 'boot', chunks: 'async', enforce: true },
              },
            },
          }),
    },
    performance: { hints: false },
    plugins: [
      ...(options.federation === false ? [] : [federationPlugin(options), new EsmFederationRuntimePlugin(), new SharedExportsCheckPlugin(options.exposes ? deployedShellStats() : undefined)]),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(options.mode),
        // The app's own version, shown with the others in the footer's versions (issue 15).
        'process.env.PORTAL_PACKAGE_VERSION': JSON.stringify(packageVersion(options.versionDir ?? options.dir)),
      }),
      ...(options.html
        ? [
            new rspack.HtmlRspackPlugin({
              template: options.html.template,
              templateParameters: options.html.templateParameters ?? {},
              inject: 'head',
              scriptLoading: 'defer',
              minify: false,
            }),
          ]
        : []),
      ...(options.plugins ?? []),
      // The servers send these copies as they are (shell/server/static-files.ts); a CDN may too.
      ...(production ? [new PrecompressPlugin()] : []),
      ...(production ? [new CleanSourceMapsPlugin(path.join(options.outputDir ?? path.join(options.dir, 'dist'), '..', SOURCE_MAPS_DIR))] : []),
    ],
    devServer: options.devServer,
    stats: 'errors-warnings',
    // The Module Federation plugins log through this; their notes about publicPath 'auto' are expected.
    infrastructureLogging: { level: 'error' },
  };
}

export interface RemoteConfigOptions {
  dir: string;
  /** Module Federation name (mfe_prelogin...); its standalone page's port is MFE_<NAME>_DEV_PORT. */
  name: string;
  /** Modules exposed beside './app' (the wallet's framework-free './embed'). */
  exposes?: Record<string, string>;
  /** Folders of dist/ another build writes (the wallet's loader in dist/embed/). */
  keepInOutput?: RegExp;
  /** It also runs with no shell: it keeps its own copy of each shared package (AppConfigOptions). */
  ownShared?: boolean;
}

/** Where development servers listen: this machine only; a page served to the network has no business here. */
export const DEV_HOST = '127.0.0.1';

/**
 * The running shell server whose boot data a remote's standalone page uses: PORTAL_SHELL_URL, else
 * localhost on SHELL_PORT (3000), so a portal started with moved ports is found with the same variables.
 */
export function shellUrlFrom(env: Readonly<Record<string, string | undefined>>): string {
  const explicit = env['PORTAL_SHELL_URL'];
  if (explicit) {
    if (!URL.canParse(explicit) || !/^https?:$/.test(new URL(explicit).protocol)) throw new Error(`PORTAL_SHELL_URL must be an http or https URL, not "${explicit}"`);
    return explicit.replace(/\/+$/, '');
  }
  return `http://localhost:${portFromEnv(env, 'SHELL_PORT', PORT_DEFAULTS.SHELL_PORT)}`;
}

/** A remote's standalone development page's port: MFE_PRELOGIN_DEV_PORT (3101) and so on (scripts/lib/ports.mjs). */
export function devPortOf(name: string, env: Readonly<Record<string, string | undefined>>): { variable: string; port: number } {
  const entry = STANDALONE_DEV_PORTS.find((d) => d.name === name);
  if (!entry) throw new Error(`${name} has no standalone development port (scripts/lib/paths.mjs REMOTES)`);
  return { variable: entry.variable, port: portFromEnv(env, entry.variable, entry.fallback) };
}

/** The standalone page and its development server, from the environment (development mode only). */
function standalone(name: string, env: Readonly<Record<string, string | undefined>>): Pick<AppConfigOptions, 'html' | 'devServer'> {
  const dev = devPortOf(name, env);
  const bootUrl = `${shellUrlFrom(env)}/__portal/boot.json`;
  return {
    html: { template: path.join(here, 'standalone.html'), templateParameters: { bootUrl, title: `${name} (standalone)` } },
    devServer: {
      host: DEV_HOST,
      port: dev.port,
      hot: false,
      // The page is opened as localhost, the server listens on 127.0.0.1: both are this machine.
      allowedHosts: ['localhost', '127.0.0.1'],
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The dev server's own banner is silenced with the rest of the infrastructure log (appConfig).
      onListening: () => {
        console.info(`${name} alone: http://localhost:${dev.port}/ (${dev.variable}), with the boot data of ${bootUrl} (SHELL_PORT or PORTAL_SHELL_URL)`);
      },
    },
  };
}

/**
 * A remote: exposes './app' (single-spa lifecycles) and builds to its own folder with
 * mf-manifest.json. In development it also serves a page of its own that mounts it alone, on
 * localhost at MFE_<NAME>_DEV_PORT, with the boot data of a running shell server (shellUrlFrom).
 */
export function remoteConfig(options: RemoteConfigOptions) {
  return (_env: unknown, argv: { mode?: 'development' | 'production' }): Configuration => {
    const mode = argv.mode ?? 'production';
    return appConfig({
      dir: options.dir,
      name: options.name,
      mode,
      // A deployment (or the redeploy journey) may build somewhere other than dist/.
      ...(process.env['PORTAL_OUTPUT_DIR'] ? { outputDir: process.env['PORTAL_OUTPUT_DIR'] } : {}),
      entry: './src/index.ts',
      exposes: { './app': './src/exposed/app.tsx', ...options.exposes },
      ...(options.keepInOutput ? { keepInOutput: options.keepInOutput } : {}),
      ...(options.ownShared ? { ownShared: true } : {}),
      ...(mode === 'development' ? standalone(options.name, process.env) : {}),
    });
  };
}

export interface EmbedLoaderOptions {
  dir: string;
  /** The Module Federation name of the loader (a host of its own: it provides the runtime; its remote brings its own shared packages, `ownShared`). */
  name: string;
  /** Its source entry. */
  entry: string;
  /** The folder it is written to, inside the remote's output, so the remote's origin serves it. */
  outputDir: string;
  /** The loader's fixed file name, such as wallet.js. */
  filename: string;
  /** Static files written beside it, as they are (the wallet's isolated frame page). */
  copy?: readonly { from: string; to: string }[];
}

/**
 * A framework-free loader for a page that is not the portal (the merchant's checkout, issue 14): a small
 * Module Federation host that provides the runtime, registers its remote at run time and loads one of its
 * exposed modules. Its code imports no shared package, so it provides none: its remote brings its own
 * (`ownShared`). Built beside the remote, served from the remote's origin.
 */
export function embedLoaderConfig(options: EmbedLoaderOptions) {
  return (_env: unknown, argv: { mode?: 'development' | 'production' }): Configuration =>
    appConfig({
      dir: options.dir,
      name: options.name,
      mode: argv.mode ?? 'production',
      entry: options.entry,
      outputDir: options.outputDir,
      entryFilename: options.filename,
      plugins: options.copy?.length ? [new rspack.CopyRspackPlugin({ patterns: options.copy.map((file) => ({ from: path.join(options.dir, file.from), to: file.to })) })] : [],
    });
}

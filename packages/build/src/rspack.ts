// The one Rspack + Module Federation configuration factory for the shell and every remote, so the
// shared singletons, the runtime plugin, the CSS pipeline and the output naming are written once. The
// parts live beside it: shared-packages.ts, shared-exports-check.ts, federation.ts, chunks.ts,
// dev-server.ts.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler, type Configuration, type RuleSetRule } from '@rspack/core';
import { SHELL_BOOT_CHUNK, SHELL_LATER_CHUNK } from './chunks';
import { standalone } from './dev-server';
import { EsmFederationRuntimePlugin, federationPlugin } from './federation';
import { PrecompressPlugin } from './precompress';
import { SharedExportsCheckPlugin } from './shared-exports-check';
import { deployedShellStats, packageVersion } from './shared-packages';

export { DEV_HOST } from './dev-server';
export { SHARED_ENTRIES, STATEFUL_ENTRIES } from './shared-packages';

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
   * fixed address and revalidated each time); chunks stay hashed.
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
    // never deployed nor served; an error tracker is given them apart.
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
      ...(options.federation === false
        ? []
        : [
            federationPlugin(options),
            new EsmFederationRuntimePlugin(),
            new SharedExportsCheckPlugin(options.exposes ? deployedShellStats() : undefined),
          ]),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(options.mode),
        // The app's own version, shown with the others in the footer's versions.
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
      ...(production
        ? [
            new CleanSourceMapsPlugin(
              path.join(options.outputDir ?? path.join(options.dir, 'dist'), '..', SOURCE_MAPS_DIR),
            ),
          ]
        : []),
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
 * A framework-free loader for a page that is not the portal (the merchant's checkout): a small
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
      plugins: options.copy?.length
        ? [
            new rspack.CopyRspackPlugin({
              patterns: options.copy.map((file) => ({ from: path.join(options.dir, file.from), to: file.to })),
            }),
          ]
        : [],
    });
}

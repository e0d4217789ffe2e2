// The servers as plain JavaScript built ahead of time: the gateway and the shell
// server run in production as `node dist/main.js`, with no TypeScript loader. One Rspack configuration
// for both: the package's own code and the workspace's (@portal/*, TypeScript sources) are bundled; the
// package's declared dependencies stay outside, imported from its node_modules at run time as they
// are (PGlite finds its WebAssembly beside its own module, pg its optional native driver, and so on).
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { readPackageManifest } from '../node/package-dir';

/** The Node versions the README promises (20 and 24): the oldest is what the code is compiled for. */
export const SERVER_NODE_TARGET = 'node20.19';

/** The package a bare import names: `@fastify/static/x` → `@fastify/static`, `pg/lib/x` → `pg`. */
export function packageNameOf(request: string): string | undefined {
  if (
    request.startsWith('.') ||
    request.startsWith('/') ||
    request.startsWith('node:') ||
    /^[a-z]:[\\/]/i.test(request)
  )
    return undefined;
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** What the built server imports at run time: the package's own dependencies, never a workspace package (those are TypeScript). */
export function runtimeDependencies(dir: string): Set<string> {
  return new Set(
    Object.keys(readPackageManifest(dir).dependencies ?? {}).filter((name) => !name.startsWith('@portal/')),
  );
}

export interface NodeServerOptions {
  /** The package's folder (gateway/, shell/). */
  dir: string;
  /** Entry name → source file, relative to `dir`: each becomes `<outputDir>/<name>.js`. */
  entries: Record<string, string>;
  /** Where the JavaScript goes, relative to `dir`: never a folder a server serves. */
  outputDir: string;
}

export function nodeServerConfig({ dir, entries, outputDir }: NodeServerOptions): Configuration {
  const external = runtimeDependencies(dir);
  return {
    mode: 'production',
    context: dir,
    target: SERVER_NODE_TARGET,
    entry: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, { import: file }])),
    // Maps beside the files, read by `node --enable-source-maps`: a stack trace names the TypeScript line.
    devtool: 'source-map',
    output: {
      path: path.join(dir, outputDir),
      filename: '[name].js',
      chunkFilename: 'chunks/[name].js',
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
      clean: true,
      devtoolModuleFilenameTemplate: 'webpack://[namespace]/[resource-path]',
    },
    externalsType: 'module',
    externals: [
      ({ request }, callback) => {
        const name = request ? packageNameOf(request) : undefined;
        if (name && external.has(name)) return callback(undefined, request);
        return callback();
      },
    ],
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.js'] },
    },
    module: {
      // `import.meta.url` is the built file's own address at run time (packages/build/node/package-dir.ts finds the
      // package folder from it), never the source file's address on the build machine.
      parser: { javascript: { importMeta: { url: false } } },
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true } }, env: { targets: 'node 20.19' } },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: {
      // Readable code: a server's bytes are read once at start, and its stack traces by people.
      minimize: false,
      splitChunks: false,
      runtimeChunk: false,
      moduleIds: 'named',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

// The build configuration (packages/build/src/rspack.ts and the parts beside it): a remote's standalone
// development page follows the portal's ports (its boot data from the shell on SHELL_PORT or
// PORTAL_SHELL_URL, its own port from MFE_<NAME>_DEV_PORT, on this machine only); a production build
// precompresses (packages/build/src/precompress.ts); the shared packages, the chunks and the federation runtime.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { CONTRACT_MAJOR, remoteBuildOf } from '@portal/domain/platform';
import { readPackageManifest } from '../node/package-dir';
import { PrecompressPlugin } from './precompress';
import { modulesOfPackages, SHELL_BOOT_CHUNK, SHELL_LATER_CHUNK } from './chunks';
import { devPortOf, shellUrlFrom } from './dev-server';
import { EsmFederationRuntimePlugin, portalManifestData } from './federation';
import { appConfig, DEV_HOST, remoteConfig } from './rspack';
import { SharedExportsCheckPlugin } from './shared-exports-check';
import {
  consumedFromShell,
  packageVersion,
  SHAKEN_SHARED,
  SHARED_ENTRIES,
  sharedDependencies,
  STATEFUL_ENTRIES,
} from './shared-packages';

const PRELOGIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../mfe-prelogin');
const SHELL = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shell');

describe('shellUrlFrom', () => {
  it('is localhost on SHELL_PORT, 3000 by default', () => {
    expect(shellUrlFrom({})).toBe('http://localhost:3000');
    expect(shellUrlFrom({ SHELL_PORT: '3900' })).toBe('http://localhost:3900');
  });

  it('PORTAL_SHELL_URL wins, without a trailing slash', () => {
    expect(shellUrlFrom({ PORTAL_SHELL_URL: 'http://acme.localhost:3900/', SHELL_PORT: '3000' })).toBe(
      'http://acme.localhost:3900',
    );
  });

  it('names the variable on bad input', () => {
    expect(() => shellUrlFrom({ SHELL_PORT: 'three' })).toThrow(
      'SHELL_PORT must be a port from 1 to 65535, not "three"',
    );
    expect(() => shellUrlFrom({ PORTAL_SHELL_URL: 'localhost:3000' })).toThrow(
      'PORTAL_SHELL_URL must be an http or https URL, not "localhost:3000"',
    );
  });
});

describe('devPortOf', () => {
  it('is 3101 to 3105 by default, moved with MFE_<NAME>_DEV_PORT', () => {
    expect(devPortOf('mfe_prelogin', {})).toEqual({ variable: 'MFE_PRELOGIN_DEV_PORT', port: 3101 });
    expect(devPortOf('mfe_embedded_wallet', {})).toEqual({ variable: 'MFE_EMBEDDED_WALLET_DEV_PORT', port: 3105 });
    expect(devPortOf('mfe_prelogin', { MFE_PRELOGIN_DEV_PORT: '3911' }).port).toBe(3911);
  });

  it('refuses a remote it does not know', () => {
    expect(() => devPortOf('mfe_unknown', {})).toThrow('mfe_unknown has no standalone development port');
  });
});

describe('remoteConfig', () => {
  const config = remoteConfig({ dir: PRELOGIN, name: 'mfe_prelogin' });

  it("in development: the page on loopback at the remote's port, with the boot data of the shell on SHELL_PORT", () => {
    // remoteConfig reads the process's environment, as `rspack serve` runs it; put back what was there.
    const names = ['SHELL_PORT', 'MFE_PRELOGIN_DEV_PORT', 'PORTAL_SHELL_URL'] as const;
    const saved = names.map((name) => [name, process.env[name]] as const);
    try {
      process.env['SHELL_PORT'] = '3900';
      process.env['MFE_PRELOGIN_DEV_PORT'] = '3911';
      delete process.env['PORTAL_SHELL_URL'];
      const dev = config(undefined, { mode: 'development' });
      expect(dev.devServer).toMatchObject({ host: DEV_HOST, port: 3911 });
      expect(DEV_HOST).toBe('127.0.0.1');
      const html = (dev.plugins ?? []).find((p) => p?.constructor.name === 'HtmlRspackPlugin');
      expect(JSON.stringify(html)).toContain('http://localhost:3900/__portal/boot.json');
      expect((dev.plugins ?? []).some((p) => p instanceof PrecompressPlugin)).toBe(false);
    } finally {
      for (const [name, value] of saved) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('in production: no development server, and the build is precompressed', () => {
    const prod = config(undefined, { mode: 'production' });
    expect(prod.devServer).toBeUndefined();
    expect((prod.plugins ?? []).some((p) => p instanceof PrecompressPlugin)).toBe(true);
  });
});

/**
 * Builds a one-file fixture (TypeScript with JSX: src/index.tsx) in a fresh folder under `parent` with
 * appConfig; resolves with the folder, which the caller removes (a failed build removes it itself).
 */
type FixtureOptions = Partial<Parameters<typeof appConfig>[0]>;

async function buildFixture(
  source: string,
  extraOptions: FixtureOptions | ((dir: string) => FixtureOptions) = {},
  parent = tmpdir(),
): Promise<string> {
  const dir = mkdtempSync(path.join(parent, '.portal-build-'));
  try {
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'src', 'index.tsx'), source);
    writeFileSync(path.join(dir, 'package.json'), '{ "name": "fixture", "version": "0.0.0" }');
    const extra = typeof extraOptions === 'function' ? extraOptions(dir) : extraOptions;
    const config = appConfig({
      dir,
      name: 'fixture',
      mode: 'production',
      entry: './src/index.tsx',
      federation: false,
      ...extra,
    });
    const stats = await new Promise<{ hasErrors(): boolean; toString(): string }>((resolve, reject) => {
      rspack(config, (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)));
    });
    if (stats.hasErrors()) throw new Error(stats.toString());
    return dir;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** The sources of every map a fixture build wrote. */
function mapSources(dir: string): string[] {
  const mapsDir = path.join(dir, 'source-maps');
  return readdirSync(mapsDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.map'))
    .flatMap((map) => (JSON.parse(readFileSync(path.join(mapsDir, map), 'utf8')) as { sources: string[] }).sources);
}

describe('hidden source maps', () => {
  it("of a build into a folder of dist/ (the wallet's loader in dist/embed/) land in source-maps/ under the same folder, not in dist/", async () => {
    const dir = await buildFixture('console.log("loader");\n', (root) => ({
      outputDir: path.join(root, 'dist', 'embed'),
      entryFilename: 'wallet.js',
    }));
    try {
      expect(existsSync(path.join(dir, 'source-maps', 'embed', 'wallet.js.map'))).toBe(true);
      expect(
        readdirSync(path.join(dir, 'dist'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.map')),
      ).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('EsmFederationRuntimePlugin (decision 026)', () => {
  it('builds the federation runtime from its ES module files: none of its CommonJS files is left', async () => {
    // The file Module Federation's bundler runtime is injected from, as the plugin names it: a .cjs.
    const enhanced = createRequire(path.join(PRELOGIN, 'package.json')).resolve('@module-federation/enhanced');
    const bundlerRuntime = createRequire(enhanced).resolve('@module-federation/webpack-bundler-runtime');
    expect(bundlerRuntime).toMatch(/\.cjs$/);
    const dir = await buildFixture(`import runtime from ${JSON.stringify(bundlerRuntime)};\nconsole.log(runtime);\n`, {
      plugins: [new EsmFederationRuntimePlugin()],
    });
    try {
      const federation = mapSources(dir).filter((s) => s.includes('@module-federation'));
      expect(federation.length).toBeGreaterThan(20);
      for (const pkg of ['runtime-core', 'sdk', 'webpack-bundler-runtime', 'error-codes'])
        expect(federation.some((s) => s.includes(`/@module-federation/${pkg}/dist/`))).toBe(true);
      expect(federation.filter((s) => s.endsWith('.cjs'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('leaves other packages and other files alone', () => {
    expect(
      EsmFederationRuntimePlugin.PATTERN.test('/x/node_modules/@module-federation/runtime-core/dist/core.cjs'),
    ).toBe(true);
    expect(
      EsmFederationRuntimePlugin.PATTERN.test('/x/node_modules/@module-federation/enhanced/dist/src/index.cjs'),
    ).toBe(false);
    expect(
      EsmFederationRuntimePlugin.PATTERN.test('/x/node_modules/@module-federation/runtime-core/dist/core.js'),
    ).toBe(false);
    expect(EsmFederationRuntimePlugin.PATTERN.test('/x/node_modules/react/index.cjs')).toBe(false);
  });
});

describe('shared tree shaking (decision 026)', () => {
  it('every app shares the shaken packages with the same kept exports', () => {
    const shared = sharedDependencies(PRELOGIN);
    for (const [pkg, kept] of Object.entries(SHAKEN_SHARED))
      expect(shared[pkg]?.treeShaking).toEqual({ mode: 'runtime-infer', usedExports: [...kept] });
    expect(shared['react']?.treeShaking).toBeUndefined();
    expect(sharedDependencies(PRELOGIN, 'production')).toEqual(shared);
  });

  it("a development build (a remote's standalone page) shares them whole: shaking there broke the runtime itself (decision 030)", () => {
    const shared = sharedDependencies(PRELOGIN, 'development');
    for (const pkg of Object.keys(SHAKEN_SHARED)) {
      expect(shared[pkg]?.treeShaking, pkg).toBeUndefined();
      expect(shared[pkg]?.singleton, pkg).toBe(true);
    }
    expect(Object.keys(shared).sort()).toEqual(Object.keys(sharedDependencies(PRELOGIN)).sort());
  });

  /** Builds one file that imports react-router (an external here) with the check; the errors it gives. */
  async function checkErrors(source: string, shellStats?: string): Promise<string> {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-check-'));
    try {
      mkdirSync(path.join(dir, 'src'));
      writeFileSync(path.join(dir, 'src', 'index.ts'), source);
      writeFileSync(path.join(dir, 'package.json'), '{ "name": "fixture", "version": "0.0.0" }');
      const config = {
        ...appConfig({
          dir,
          name: 'fixture',
          mode: 'production',
          entry: './src/index.ts',
          federation: false,
          plugins: [new SharedExportsCheckPlugin(shellStats)],
        }),
        externals: { 'react-router': 'ReactRouter' },
      };
      const stats = await new Promise<{ toJson(o: object): { errors?: Array<{ message: string }> } }>(
        (resolve, reject) => {
          rspack(config, (error, result) =>
            error || !result ? reject(error ?? new Error('no stats')) : resolve(result),
          );
        },
      );
      return (stats.toJson({ errors: true }).errors ?? []).map((e) => e.message).join('\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it("passes code that imports only kept exports: named, renamed, re-exported, a namespace's members, types", async () => {
    expect(await checkErrors("import { Link, Navigate } from 'react-router';\nconsole.log(Link, Navigate);\n")).toBe(
      '',
    );
    expect(
      await checkErrors(
        [
          "import { Link, Navigate as Go } from 'react-router';",
          'import {\n  useLocation,\n  type Location,\n} from "react-router";',
          "import type { RouteObject } from 'react-router';",
          "import * as Router from 'react-router';",
          "export { useParams } from 'react-router';",
          'const route: RouteObject = {};',
          'const here: Location | null = null;',
          'console.log(Link, Go, useLocation, Router.Outlet, Router.useRoutes, route, here);',
        ].join('\n'),
      ),
    ).toBe('');
  }, 60_000);

  it.each([
    [
      'a renamed import the copy lacks',
      "import { useSearchParams as search } from 'react-router';\nconsole.log(search);\n",
      /imports useSearchParams from react-router/,
    ],
    [
      "a namespace's member the copy lacks",
      "import * as Router from 'react-router';\nconsole.log(Router.useSearchParams);\n",
      /imports useSearchParams from react-router/,
    ],
    [
      'a re-export the copy lacks',
      "export { useSearchParams } from 'react-router';\n",
      /imports useSearchParams from react-router/,
    ],
    [
      'a namespace used as a value',
      "import * as Router from 'react-router';\nconsole.log(Router);\n",
      /imports react-router as a whole/,
    ],
    [
      'a default import',
      "import Router from 'react-router';\nconsole.log(Router);\n",
      /imports react-router as a whole/,
    ],
    ['a dynamic import', "void import('react-router').then(console.log);\n", /imports react-router as a whole/],
    ['export *', "export * from 'react-router';\n", /imports react-router as a whole/],
  ])(
    'fails %s',
    async (_what, source, message) => {
      expect(await checkErrors(source)).toMatch(message);
    },
    60_000,
  );

  it('fails a build that imports an export the shaken copy lacks, or the whole package', async () => {
    expect(
      await checkErrors("import { Link, useSearchParams } from 'react-router';\nconsole.log(Link, useSearchParams);\n"),
    ).toMatch(/src\/index\.ts imports useSearchParams from react-router, which the shell's tree-shaken copy lacks/);
    expect(await checkErrors("import * as R from 'react-router';\nconsole.log(R);\n")).toMatch(
      /imports react-router as a whole/,
    );
  }, 60_000);

  it("fails a remote that uses an export the deployed shell's build did not keep (an older shell)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-shell-stats-'));
    try {
      const stats = path.join(dir, 'mf-stats.json');
      writeFileSync(
        stats,
        JSON.stringify({ shared: [{ name: 'react-router', usedExports: ['Link', 'RouterProvider'] }] }),
      );
      expect(await checkErrors("import { Link } from 'react-router';\nconsole.log(Link);\n", stats)).toBe('');
      expect(
        await checkErrors("import { Link, Navigate } from 'react-router';\nconsole.log(Link, Navigate);\n", stats),
      ).toMatch(/imports Navigate from react-router/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/** The options a config's Module Federation plugin was made with (the plugin keeps them, unexposed). */
function federationOptions(config: Configuration): FederationOptions {
  const plugins = (config.plugins ?? []).filter((p) => p instanceof ModuleFederationPlugin);
  expect(plugins).toHaveLength(1);
  const options: unknown = Reflect.get(plugins[0] as object, '_options');
  expect(typeof options === 'object' && options !== null && typeof Reflect.get(options, 'name') === 'string').toBe(
    true,
  );
  return options as FederationOptions;
}

describe('a remote takes from the shell what the shell provides (decision 026 item 9)', () => {
  /** Writes a shell's mf-stats.json providing `keys` to a temporary folder, runs `use` with its path. */
  function withShellStats<T>(keys: readonly string[], use: (file: string) => T): T {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-provided-'));
    try {
      const file = path.join(dir, 'mf-stats.json');
      writeFileSync(file, JSON.stringify({ shared: keys.map((name) => ({ name })) }));
      return use(file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it("drops the remote's own copy of each key the shell provides, keeps the shaken packages' and those the shell lacks", () => {
    const shared = sharedDependencies(PRELOGIN);
    const consumed = withShellStats(['react', 'jotai', 'react-router', '@portal/client/state'], (file) =>
      consumedFromShell(shared, file),
    );
    expect(consumed['react']).toEqual({ ...shared['react'], import: false });
    expect(consumed['jotai']).toEqual({ ...shared['jotai'], import: false });
    expect(consumed['@portal/client/state']).toEqual({ ...shared['@portal/client/state'], import: false });
    // Shaken: the runtime picks the shell's shaken copy through the consumer's own fallback (runtime-infer).
    expect(consumed['react-router']).toEqual(shared['react-router']);
    // Not provided by this shell: the first remote to load provides its copy to the others.
    expect(consumed['@portal/ui/forms']).toEqual(shared['@portal/ui/forms']);
    expect(Object.keys(consumed).sort()).toEqual(Object.keys(shared).sort());
  });

  it("names the file when the shell's stats cannot be read, rather than a bare JSON error", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-provided-'));
    try {
      const file = path.join(dir, 'mf-stats.json');
      writeFileSync(file, '{ not json');
      expect(() => consumedFromShell(sharedDependencies(PRELOGIN), file)).toThrow(
        `${file} is not a shell build's mf-stats.json`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps every copy when there is no shell build to read', () => {
    const shared = sharedDependencies(PRELOGIN);
    expect(consumedFromShell(shared, path.join(tmpdir(), 'no-such-shell', 'mf-stats.json'))).toEqual(shared);
  });

  it("applies to a remote's production build, not to its development build nor to a remote that runs with no shell (the wallet)", () => {
    const previous = process.env['PORTAL_SHELL_STATS'];
    try {
      withShellStats(['react', '@portal/ui'], (file) => {
        process.env['PORTAL_SHELL_STATS'] = file;
        const sharedOf = (config: Configuration) =>
          federationOptions(config).shared as Record<string, { import?: false }>;
        const production = sharedOf(
          remoteConfig({ dir: PRELOGIN, name: 'mfe_prelogin' })(undefined, { mode: 'production' }),
        );
        expect(production['react']?.import).toBe(false);
        expect(production['@portal/ui']?.import).toBe(false);
        expect(production['@portal/ui/forms']?.import).toBeUndefined();
        expect(
          sharedOf(remoteConfig({ dir: PRELOGIN, name: 'mfe_prelogin' })(undefined, { mode: 'development' }))['react']
            ?.import,
        ).toBeUndefined();
        expect(
          sharedOf(
            remoteConfig({ dir: PRELOGIN, name: 'mfe_prelogin', ownShared: true })(undefined, { mode: 'production' }),
          )['react']?.import,
        ).toBeUndefined();
      });
    } finally {
      if (previous === undefined) delete process.env['PORTAL_SHELL_STATS'];
      else process.env['PORTAL_SHELL_STATS'] = previous;
    }
  });
});

describe('React in every browser build (decision 036)', () => {
  it('shares react, react-dom, their subpaths and the scheduler as singletons, and no other renderer', () => {
    const shared = sharedDependencies(PRELOGIN);
    for (const key of ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'scheduler'])
      expect(shared[key]?.singleton, key).toBe(true);
    expect(shared['react-dom']?.version).toMatch(/^19\./);
    expect(Object.keys(shared).filter((key) => /preact/.test(key))).toEqual([]);
  });

  it('a build that imports React, react-dom/client and JSX bundles react-dom and its scheduler, and no Preact', async () => {
    const dir = await buildFixture(
      "import { useState } from 'react';\nimport { createRoot } from 'react-dom/client';\nfunction App() { const [n] = useState(1); return <p>{n}</p>; }\ncreateRoot(document.body).render(<App />);\n",
      {},
      PRELOGIN,
    );
    try {
      const sources = mapSources(dir);
      expect(sources.some((source) => modulesOfPackages(['react-dom']).test(source))).toBe(true);
      expect(sources.some((source) => modulesOfPackages(['scheduler']).test(source))).toBe(true);
      expect(sources.filter((source) => modulesOfPackages(['preact']).test(source))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("the portal's packages in the shell and the remotes (decision 026)", () => {
  it('shares the stateful entries and the route registry, and bundles the rules into each app', () => {
    const shared = Object.keys(sharedDependencies(PRELOGIN)).filter((key) => key.startsWith('@portal/'));
    expect(shared.sort()).toEqual([...SHARED_ENTRIES].sort());
    expect(SHARED_ENTRIES).toEqual(expect.arrayContaining([...STATEFUL_ENTRIES, '@portal/client/routes']));
    expect(shared).not.toContain('@portal/domain/card');
    expect(shared).not.toContain('@portal/domain/schemas');
  });

  it("puts what waits for a call, a form or a sign-in in a chunk of its own: TanStack Query, @portal/client/query, the rules' English messages, the signed-in nav", () => {
    const pnpm = (pkg: string, file: string) =>
      `/repo/node_modules/.pnpm/${pkg.replace('/', '+')}@1.0.0/node_modules/${pkg}/${file}`;
    for (const later of [
      pnpm('@tanstack/query-core', 'build/modern/index.js'),
      pnpm('@tanstack/react-query', 'build/modern/index.js'),
      '/repo/packages/client/src/query/client.ts',
      '/repo/shell/src/chrome/signed-in-nav.tsx',
      '/repo/packages/client/src/i18n/locales/en/rules.ts',
      '/repo/packages/client/src/i18n/locales/en/card.json',
      'C:\\repo\\packages\\client\\src\\query\\index.ts',
    ]) {
      expect(SHELL_LATER_CHUNK.test(later), later).toBe(true);
    }
    for (const boot of [
      pnpm('react-dom', 'index.js'),
      pnpm('react-router', 'index.js'),
      '/repo/packages/client/src/failures/present-failure.ts',
      '/repo/shell/src/chrome/header.tsx',
      '/repo/shell/src/chrome/signed-in-nav.test.tsx',
      '/repo/packages/ui/src/mount/create-remote-app.tsx',
      '/repo/packages/client/src/i18n/locales/en/common.json',
      '/repo/packages/client/src/i18n/locales/en/errors.json',
      '/repo/packages/client/src/i18n/locales/es/card.json',
    ]) {
      expect(SHELL_LATER_CHUNK.test(boot), boot).toBe(false);
    }
  });

  it("puts everything the shell loads after main.js in one chunk, but another locale's messages", () => {
    const pnpm = (pkg: string, file: string) =>
      `/repo/node_modules/.pnpm/${pkg.replace('/', '+')}@1.0.0/node_modules/${pkg}/${file}`;
    for (const pkg of [
      'react-dom',
      'scheduler',
      'jotai',
      'i18next',
      'axios',
      'valibot',
      ...Object.keys(SHAKEN_SHARED),
      '@tanstack/query-core',
      'single-spa',
      'single-spa-layout',
    ]) {
      expect(SHELL_BOOT_CHUNK.test(pnpm(pkg, 'index.js')), pkg).toBe(true);
    }
    expect(SHELL_BOOT_CHUNK.test('/repo/shell/src/boot/boot.tsx')).toBe(true);
    expect(SHELL_BOOT_CHUNK.test('/repo/shell/src/i18n/es.json')).toBe(true);
    expect(SHELL_BOOT_CHUNK.test('/repo/packages/ui/src/kit/modal.tsx')).toBe(true);
    expect(SHELL_BOOT_CHUNK.test('/repo/packages/client/src/i18n/locales/en/common.json')).toBe(true);
    expect(SHELL_BOOT_CHUNK.test('/repo/packages/client/src/i18n/locales/es/common.json')).toBe(false);
    expect(SHELL_BOOT_CHUNK.test('C:\\repo\\packages\\client\\src\\i18n\\locales\\es\\errors.json')).toBe(false);
  });

  it('the shell groups chunks; a remote keeps the default split', () => {
    const groups = (config: ReturnType<typeof appConfig>) => {
      const split = config.optimization?.splitChunks;
      return split && typeof split === 'object' && split.cacheGroups ? Object.keys(split.cacheGroups).sort() : [];
    };
    expect(
      groups(appConfig({ dir: PRELOGIN, name: 'shell', mode: 'production', entry: './src/index.ts', publicPath: '/' })),
    ).toEqual(['boot', 'later']);
    expect(groups(remoteConfig({ dir: PRELOGIN, name: 'mfe_prelogin' })({}, { mode: 'production' }))).toEqual([]);
  });
});

describe('source maps of a production build', () => {
  it('are hidden (no sourceMappingURL), written beside dist/ and not in it, with no absolute path in them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-maps-'));
    try {
      mkdirSync(path.join(dir, 'src'));
      writeFileSync(path.join(dir, 'src', 'index.ts'), 'export const answer: number = 42;\nconsole.log(answer);\n');
      writeFileSync(path.join(dir, 'package.json'), '{ "name": "fixture", "version": "0.0.0" }');
      const config = appConfig({
        dir,
        name: 'fixture',
        mode: 'production',
        entry: './src/index.ts',
        federation: false,
      });
      const stats = await new Promise<{ hasErrors(): boolean; toString(): string }>((resolve, reject) => {
        rspack(config, (error, result) =>
          error || !result ? reject(error ?? new Error('no stats')) : resolve(result),
        );
      });
      expect(stats.hasErrors(), stats.toString()).toBe(false);
      const dist = path.join(dir, 'dist');
      const shipped = readdirSync(dist, { recursive: true, encoding: 'utf8' });
      expect(shipped.filter((f) => f.endsWith('.js'))).not.toEqual([]);
      expect(shipped.filter((f) => /\.map(\.(br|gz))?$/.test(f))).toEqual([]);
      for (const js of shipped.filter((f) => f.endsWith('.js')))
        expect(readFileSync(path.join(dist, js), 'utf8')).not.toContain('sourceMappingURL');
      const mapsDir = path.join(dir, 'source-maps');
      expect(existsSync(mapsDir)).toBe(true);
      const maps = readdirSync(mapsDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.map'));
      expect(maps).not.toEqual([]);
      for (const map of maps) {
        const sources = (JSON.parse(readFileSync(path.join(mapsDir, map), 'utf8')) as { sources: string[] }).sources;
        for (const source of sources) {
          expect(source).not.toContain(dir);
          expect(source).not.toMatch(/^\//);
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('release trains: what a build says of itself', () => {
  type AdditionalData = NonNullable<Exclude<FederationOptions['manifest'], boolean | undefined>['additionalData']>;

  const versionIn = (dir: string) => readPackageManifest(dir).version;

  /** What a config's DefinePlugin writes into the code. */
  function definitions(config: Configuration): Record<string, unknown> {
    const define = (config.plugins ?? []).filter((p) => p instanceof rspack.DefinePlugin);
    expect(define).toHaveLength(1);
    const args: unknown = Reflect.get(define[0] as object, '_args');
    return (args as [Record<string, unknown>])[0];
  }

  /** A manifest's stats as @module-federation/manifest hands them to additionalData, before it writes mf-manifest.json. */
  function stats() {
    return {
      id: 'mfe_prelogin',
      name: 'mfe_prelogin',
      metaData: {
        name: 'mfe_prelogin',
        type: 'app',
        buildInfo: { buildVersion: '0.2.0', buildName: '@portal/mfe-prelogin' },
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        publicPath: 'auto',
      },
      shared: [],
      remotes: [],
      exposes: [],
    };
  }

  async function runAdditionalData(additionalData: AdditionalData, given: ReturnType<typeof stats>) {
    return additionalData({
      stats: given,
      compiler: {},
      compilation: {},
      bundler: 'rspack',
    } as unknown as Parameters<AdditionalData>[0]);
  }

  it("packageVersion and portalManifestData read the app's own package.json", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-version-'));
    try {
      writeFileSync(path.join(dir, 'package.json'), '{ "name": "fixture", "version": "3.4.5-rc.1" }');
      expect(packageVersion(dir)).toBe('3.4.5-rc.1');
      expect(portalManifestData(dir)).toEqual({ contract: CONTRACT_MAJOR, version: '3.4.5-rc.1' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("portalManifestData of a remote is this contract major and the remote's version, a record a host reads back", () => {
    const data = portalManifestData(PRELOGIN);
    expect(data).toEqual({ contract: CONTRACT_MAJOR, version: versionIn(PRELOGIN) });
    expect(remoteBuildOf({ metaData: { portal: data } })).toEqual(data);
  });

  it.each(['production', 'development'] as const)(
    "a remote's %s build adds metaData.portal to its manifest, keeping the rest",
    async (mode) => {
      const manifest = federationOptions(remoteConfig({ dir: PRELOGIN, name: 'mfe_prelogin' })({}, { mode })).manifest;
      expect(typeof manifest).toBe('object');
      const additionalData = typeof manifest === 'object' ? manifest.additionalData : undefined;
      expect(additionalData).toBeTypeOf('function');
      if (!additionalData) return;
      const given = stats();
      const before = structuredClone(given);
      const result = await runAdditionalData(additionalData, given);
      const written = result ?? given;
      expect(written.metaData).toEqual({
        ...before.metaData,
        portal: { contract: CONTRACT_MAJOR, version: versionIn(PRELOGIN) },
      });
      expect({ ...written, metaData: before.metaData }).toEqual(before);
      // What the shell's runtime plugin and server read from it.
      expect(remoteBuildOf(written)).toEqual({ contract: CONTRACT_MAJOR, version: versionIn(PRELOGIN) });
    },
  );

  it('the shell (it exposes nothing) writes a plain manifest, with no portal record', () => {
    const options = federationOptions(
      appConfig({ dir: SHELL, name: 'shell', mode: 'production', entry: './src/index.ts', publicPath: '/' }),
    );
    expect(options.exposes).toEqual({});
    expect(options.manifest).toBe(true);
  });

  it("each app's build writes its own version into its code, for the footer's versions", () => {
    expect(
      definitions(remoteConfig({ dir: PRELOGIN, name: 'mfe_prelogin' })({}, { mode: 'production' }))[
        'process.env.PORTAL_PACKAGE_VERSION'
      ],
    ).toBe(JSON.stringify(versionIn(PRELOGIN)));
    expect(
      definitions(
        appConfig({ dir: SHELL, name: 'shell', mode: 'production', entry: './src/index.ts', publicPath: '/' }),
      )['process.env.PORTAL_PACKAGE_VERSION'],
    ).toBe(JSON.stringify(versionIn(SHELL)));
  });
});

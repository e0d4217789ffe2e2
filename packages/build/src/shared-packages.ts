// The packages Module Federation shares between the shell and the remotes, one instance per page
// (ARCHITECTURE §2): which, at which version, which of them tree-shaken to a kept list of exports, and
// which a remote takes from the deployed shell instead of carrying its own copy (decision 026).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { packageDir, readPackageManifest } from '../node/package-dir';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The entries of the portal's own packages shared through Module Federation, one instance per page
 * (decision 026): those that hold state a page must have once. The others (@portal/domain's rules and
 * schemas, the calls of @portal/client/api) are rules and functions with no state of their own: every
 * app bundles them, tree-shaken to what it uses, as it does valibot. A shared module is whole: sharing
 * the calls loaded every call and every schema of §7, and the domain rules behind them, on a page that
 * makes one call. Code outside these entries reaches them only by package name
 * (`@portal/client/api/client`), never by a relative path, or it would bundle a second, unconfigured copy
 * (eslint.config.js says so).
 */
export const STATEFUL_ENTRIES = [
  // The configured HTTP client and its token renewal (packages/client/src/api/client.ts).
  '@portal/client/api/client',
  // jotai atoms: an atom is a key into the store, so two copies are two states.
  '@portal/client/state',
  // The one TanStack Query client and its cache.
  '@portal/client/query',
  // The one i18next instance and the messages added to it.
  '@portal/client/i18n',
  // Components that read the atoms above and hold module state (back-button guards, screens shown).
  '@portal/ui',
  '@portal/ui/mount',
  // Imports the kit by relative path.
  '@portal/ui/forms',
] as const;

/**
 * The shared entries: the stateful ones, and two that have no state but that the shell holds whole on
 * every page, so a remote that reads them would only fetch its own copy again: the route registry, and
 * the §8 error catalogue (its popups and notifications resolve every code; login fetched it three times,
 * from the shell, mfe-prelogin and mfe-postlogin, decision 036).
 */
export const SHARED_ENTRIES: readonly string[] = [
  ...STATEFUL_ENTRIES,
  '@portal/client/routes',
  '@portal/domain/errors',
];

/** The package an entry belongs to: `@portal/client` for `@portal/client/api/client`. */
const packageOfEntry = (entry: string): string => entry.split('/').slice(0, 2).join('/');

/**
 * The folder of package `pkg` as the package at `fromDir` resolves `request`, the package or one of its
 * entries (some hide package.json from exports; the portal's packages have no root entry).
 */
function installedPackageDir(pkg: string, fromDir: string, request = pkg): string {
  const require = createRequire(path.join(fromDir, 'package.json'));
  return packageDir(pathToFileURL(require.resolve(request)).href, pkg);
}

/** The installed version of a package as the app at `fromDir` resolves it (through `request`). */
function versionOf(pkg: string, fromDir: string, request = pkg): string {
  const { version } = readPackageManifest(installedPackageDir(pkg, fromDir, request));
  if (!version) throw new Error(`cannot find the version of ${pkg} from ${fromDir}`);
  return version;
}

export interface SharedConfig {
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
  'react-router': [
    'BrowserRouter',
    'Link',
    'MemoryRouter',
    'Navigate',
    'Outlet',
    'useLocation',
    'useNavigate',
    'useParams',
    'useRoutes',
  ],
  // Not Trans, whose HTML parser would load on every first page: the remotes that need it bundle
  // react-i18next/TransWithoutContext, which holds no state, and give it the page's i18n instance.
  'react-i18next': ['I18nextProvider', 'initReactI18next', 'useTranslation'],
  // Only @portal/client/query imports it (CONVENTIONS 5); query-core is shaken with it: 44.5 -> 25.3 KB.
  '@tanstack/react-query': [
    'MutationCache',
    'QueryCache',
    'QueryClient',
    'QueryClientContext',
    'QueryClientProvider',
    'queryOptions',
    'useMutation',
    'useQuery',
  ],
} as const satisfies Record<string, readonly string[]>;
type ShakenPackage = keyof typeof SHAKEN_SHARED;

/** An app's own version: its package.json's (its CHANGELOG.md has a section for it, test/changelogs.test.ts). */
export function packageVersion(dir: string): string {
  const { version } = readPackageManifest(dir);
  if (!version)
    throw new Error(
      `${path.join(dir, 'package.json')} has no version: the footer's versions and the manifest need one`,
    );
  return version;
}

/** The shell a remote is built to run with: PORTAL_SHELL_STATS, else this workspace's shell build (when there is one). */
export function deployedShellStats(): string {
  return process.env['PORTAL_SHELL_STATS'] ?? path.join(repoRoot, 'shell', 'dist', 'mf-stats.json');
}

/** The shared packages a shell's build provides, from its mf-stats.json; null when there is no such build. */
function shellShared(shellStats: string | undefined): Array<{ name: string; usedExports?: string[] }> | null {
  if (!shellStats || !existsSync(shellStats)) return null;
  try {
    const stats = JSON.parse(readFileSync(shellStats, 'utf8')) as {
      shared?: Array<{ name: string; usedExports?: string[] }>;
    };
    return stats.shared ?? [];
  } catch (error) {
    throw new Error(
      `${shellStats} is not a shell build's mf-stats.json (${error instanceof Error ? error.message : String(error)}): rebuild the shell, or point PORTAL_SHELL_STATS at its file`,
    );
  }
}

/** The exports kept per shaken package: SHAKEN_SHARED, narrowed to what the shell's build recorded when its stats are given. */
export function keptExports(shellStats: string | undefined): Record<string, readonly string[]> {
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
 * @portal/client and @portal/ui per page. valibot is not shared: it
 * holds no state, and a shared module cannot be tree-shaken (the whole library, 13 KB gzip, would
 * load instead of the few functions used).
 */
export function sharedDependencies(
  fromDir: string,
  mode: 'development' | 'production' = 'production',
): Record<string, SharedConfig> {
  const libs = [
    'react',
    'react-dom',
    'react-router',
    'jotai',
    'i18next',
    'react-i18next',
    'axios',
    '@tanstack/react-query',
  ];
  const shared: Record<string, SharedConfig> = {};
  for (const lib of libs) {
    const version = versionOf(lib, fromDir);
    // Production only: a development build (a remote's standalone page) shares them whole. Shared tree
    // shaking turns on export analysis in a development build, where it marked the runtime's own
    // `createLogger` (@module-federation/sdk) unused and the standalone page died on its first line
    // (e2e/journeys/standalone-remote.spec.ts).
    const kept = mode === 'production' ? SHAKEN_SHARED[lib as ShakenPackage] : undefined;
    shared[lib] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      ...(kept ? { treeShaking: { mode: 'runtime-infer', usedExports: [...kept] } } : {}),
    };
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
  for (const entry of SHARED_ENTRIES) {
    const version = versionOf(packageOfEntry(entry), fromDir, entry);
    shared[entry] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

/**
 * A remote's production build takes from the shell, with no copy of its own (`import: false`), every
 * shared key the shell's build provides (decision 026 item 9): the remote then neither declares the key
 * as a provider nor maps a fallback for it, which was a third of its remoteEntry.js. Two kinds keep the
 * remote's own copy: the tree-shaken packages, whose copy the runtime chooses through the consumer's
 * fallback (runtime-infer), and a key the shell does not provide, such as @portal/ui/forms, which no
 * shell screen uses and which the first remote to load provides to the others. With no shell build to
 * read, every key keeps its copy. The shared keys are part of the contract (decision 034), so a shell
 * of the same major provides them all.
 */
export function consumedFromShell(
  shared: Record<string, SharedConfig>,
  shellStats: string,
): Record<string, SharedConfig> {
  const shell = shellShared(shellStats);
  if (!shell) return shared;
  const provided = new Set(shell.map((s) => s.name));
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [
      key,
      provided.has(key) && !config.treeShaking ? { ...config, import: false } : config,
    ]),
  );
}

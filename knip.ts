// knip: files, exports and dependencies nothing uses. `npm test` fails on any finding.
// Entries knip's plugins find by themselves (rspack, vitest, playwright, eslint configs and the
// package.json scripts) are not repeated here; what is listed is what only a path in a string reaches.
import type { KnipConfig } from 'knip';

/**
 * Singletons shared through Module Federation at the version a remote's package.json declares
 * (packages/build/src/shared-packages.ts, sharedDependencies): a remote with no screen using them yet still declares
 * them, so its build shares the host's one instance. Drop a remote from this list once it uses them.
 */
const FEDERATION_SINGLETONS = ['i18next', 'jotai', 'react-i18next'];
const REMOTES_NOT_YET_BUILT: readonly string[] = [];

const config: KnipConfig = {
  workspaces: {
    '.': {
      // scripts/start.mjs and scripts/test.mjs are run by `npm start` and `npm test`; scripts/test/fixtures/
      // are started by the scripts' tests as child processes.
      entry: ['scripts/*.mjs', 'scripts/test/fixtures/*.mjs'],
    },
    gateway: {
      // Run with tsx by scripts/start.mjs (the demo sign-ins printed in the start banner).
      entry: ['src/cli/*.ts'],
    },
    // The shell server's own build, run by scripts/lib/build.mjs and `build:server`.
    shell: { entry: ['rspack.server.config.ts'] },
    'demo-sites': {
      // Run with tsx by scripts/start.mjs (the partner bank's members in the banner).
      entry: ['src/partner-bank/cli/*.ts', 'src/checkout/main.ts', 'src/places/main.ts'],
    },
    issuers: {
      // The generator of the demo issuers' images, run by hand (decision 004).
      entry: ['assets-tools/*.mjs', 'src/cli/*.ts'],
    },
    e2e: {
      // The monolithic build of the same screens that `npm run bench` compares the portal with.
      entry: ['bench/monolith/rspack.config.ts', 'bench/monolith/entry.ts', 'support/*.mjs'],
      // The bench builds the monolith from the workspace's own packages with rspack, and runs
      // Lighthouse, which scripts/lib/lighthouse.mjs imports by its path in e2e/node_modules.
      ignoreDependencies: ['@rspack/cli', '@rspack/core', '@swc/helpers', 'lighthouse'],
    },
    // The federation plugin is configured through @portal/build; the runtime it bundles into
    // each remote resolves from the remote's own dependencies.
    // The feature modules registryFeatures loads by a template import, one per registry `feature`.
    'mfe-*': { entry: ['src/features/*/screens.tsx'], ignoreDependencies: ['@module-federation/enhanced'] },
    // mfe-sso makes no route of its own (screenRoutes does), but its build must still share the host's
    // one react-router.
    'mfe-sso': { ignoreDependencies: ['@module-federation/enhanced', 'react-router'] },
    // The wallet's framework-free mount and its loader: built by its rspack config's second
    // build and exposed as './embed'; it reaches jotai only through @portal/client and @portal/ui.
    'mfe-embedded-wallet': { entry: ['src/exposed/embed.ts'], ignoreDependencies: ['jotai'] },
    ...Object.fromEntries(
      REMOTES_NOT_YET_BUILT.map((remote) => [
        remote,
        { ignoreDependencies: ['@module-federation/enhanced', ...FEDERATION_SINGLETONS] },
      ]),
    ),
  },
  // sherif runs from scripts/test.mjs by its binary.
  ignoreDependencies: ['sherif'],
};

export default config;

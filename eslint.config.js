// Lint for the whole workspace. The import boundaries of CONVENTIONS 2 are rules here, not memory:
// a remote never imports another remote or the shell; the shell never imports a remote's source.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { lintProjects } from '@portal/build/typecheck';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export const REMOTES = ['mfe-prelogin', 'mfe-postlogin', 'mfe-sso', 'mfe-activation', 'mfe-embedded-wallet'];

/**
 * Nothing outside scripts/ imports scripts/: they install, build and run the house; what a package needs
 * of them (ports, hosts, the remotes' table, supervision) is @portal/build's (decision 038).
 */
export const NO_SCRIPTS = {
  regex: '(^|/)scripts/',
  message:
    'Nothing outside scripts/ imports scripts/: what a package needs of them is in @portal/build (decision 038).',
};

const noScripts = {
  files: ['**/*.{ts,tsx,mjs,js}'],
  ignores: ['scripts/**'],
  rules: { 'no-restricted-imports': ['error', { patterns: [NO_SCRIPTS] }] },
};

/** Imports a package may not make: the other remotes and the shell, by package name or by path. */
export function forbiddenImports(pkg) {
  const others = REMOTES.filter((r) => r !== pkg);
  const names = pkg === 'shell' ? REMOTES : [...others, 'shell'];
  const alternation = names.join('|');
  return [
    {
      regex: `^@portal/(${alternation})(/|$)`,
      message:
        pkg === 'shell'
          ? 'The shell meets remotes only through Module Federation at run time (CONVENTIONS 2).'
          : 'A remote never imports another remote or the shell (CONVENTIONS 2).',
    },
    {
      regex: `(^|/)(${alternation})/`,
      message:
        pkg === 'shell'
          ? "The shell never imports a remote's source (CONVENTIONS 2)."
          : 'A remote never imports another remote or the shell (CONVENTIONS 2).',
    },
    NO_SCRIPTS,
  ];
}

const boundaries = ['shell', ...REMOTES].map((pkg) => ({
  files: [`${pkg}/src/**/*.{ts,tsx}`, ...(pkg === 'shell' ? ['shell/server/**/*.ts'] : [])],
  rules: { 'no-restricted-imports': ['error', { patterns: forbiddenImports(pkg) }] },
}));

/** The folders of a remote's src that are the app itself: they compose the features, so they may import them. */
const APP_FOLDERS = ['features', 'exposed', 'i18n', 'testing'];

const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/**
 * Feature walls inside a remote (CONVENTIONS 1 and 2, as bulletproof-react draws them): code flows
 * shared -> features -> app. A feature never imports another feature; what two features share lives
 * in a shared folder of the remote (mfe-prelogin's flow/), which never imports a feature. Features
 * meet only in the app's files (routes.tsx, exposed/, i18n/, testing/).
 */
export function featureWalls(remote, root = import.meta.dirname) {
  const src = path.join(root, remote, 'src');
  const features = subfolders(path.join(src, 'features'));
  const shared = subfolders(src).filter((folder) => !APP_FOLDERS.includes(folder));
  return [
    ...features.map((feature) => ({
      target: `./${remote}/src/features/${feature}`,
      from: `./${remote}/src/features`,
      except: [`./${feature}`],
      message: `A feature never imports another feature: what ${feature} shares with it belongs in a shared folder of ${remote} (CONVENTIONS 2).`,
    })),
    ...shared.map((folder) => ({
      target: `./${remote}/src/${folder}`,
      from: `./${remote}/src/features`,
      message: `${remote}/src/${folder} is shared by the features, so it never imports one (CONVENTIONS 2).`,
    })),
  ];
}

/**
 * The portal's package entries that hold state, one instance per page through Module Federation
 * (STATEFUL_ENTRIES in packages/build/src/shared-packages.ts, decision 026). The bundled modules beside
 * them in their package reach them by package name only: a relative path would bundle a second copy,
 * with its own state (an unconfigured API client, atoms no screen writes).
 */
export const STATEFUL_SHARED = [
  '@portal/client/api/client',
  '@portal/client/state',
  '@portal/client/query',
  '@portal/client/i18n',
  '@portal/ui',
  '@portal/ui/mount',
  '@portal/ui/forms',
];

/** The folder below its package's src/ that a stateful entry is: `@portal/ui` is the kit. */
const folderOf = (entry) => (entry === '@portal/ui' ? 'kit' : entry.split('/').slice(2).join('/'));

/** The relative imports of a stateful entry of package `pkg` that its bundled modules may not make. */
function statefulByPath(pkg) {
  const folders = STATEFUL_SHARED.filter((e) => e.startsWith(`@portal/${pkg}`)).map(folderOf);
  const whole = folders.filter((f) => !f.includes('/'));
  const inner = folders.filter((f) => f.includes('/'));
  const alternatives = [
    `^(\\.\\./)+(${whole.join('|')})(/|$)`,
    ...inner.flatMap((f) => [`^(\\.\\./)+${f}$`, `^\\./${f.split('/').pop()}$`]),
  ];
  return {
    regex: alternatives.join('|'),
    message: `This module is bundled into every app: import a stateful entry by its package name (${STATEFUL_SHARED.filter((e) => e.startsWith(`@portal/${pkg}`)).join(', ')}), never by a relative path (decision 026).`,
  };
}

/**
 * The walls between the portal's packages (decision 038): the rules (@portal/domain) import no other
 * portal package and no browser runtime, since the gateway imports them too; the client runtime does not
 * import the UI kit; nothing in the browser imports the build configuration, and the build configuration
 * imports no browser code. A package's source is never reached by a relative path from another.
 */
const PACKAGE_WALLS = {
  domain: {
    forbid: [
      '@portal/client',
      '@portal/ui',
      '@portal/build',
      'react',
      'react-dom',
      'jotai',
      'i18next',
      'react-i18next',
      'axios',
      '@tanstack/react-query',
      'react-router',
      'react-hook-form',
    ],
    why: '@portal/domain holds the rules and schemas the gateway and the browser share: it imports no other portal package and no browser runtime (decision 038).',
  },
  client: {
    forbid: ['@portal/ui', '@portal/build'],
    why: '@portal/client is the runtime below the UI kit: it imports neither @portal/ui nor the build configuration (decision 038).',
  },
  ui: { forbid: ['@portal/build'], why: 'Browser code never imports the build configuration (decision 038).' },
  build: {
    forbid: ['@portal/client', '@portal/ui'],
    why: 'The build configuration imports no browser code; it names the runtime plugins by their package entries (decision 038).',
  },
};

const escape = (name) => name.replace(/[/.]/g, (c) => `\\${c}`);

function wallPatterns(pkg) {
  return [
    { regex: `^(${PACKAGE_WALLS[pkg].forbid.map(escape).join('|')})(/|$)`, message: PACKAGE_WALLS[pkg].why },
    {
      regex: '^(\\.\\./)+(packages/)?(domain|client|ui|build)/(src|testing|node)(/|$)',
      message: "A package's source is reached by its package name, never by a relative path (decision 038).",
    },
    NO_SCRIPTS,
  ];
}

/** The modules each app bundles (no state of their own), per package: they reach stateful entries by name. */
const BUNDLED = {
  domain: ['packages/domain/src/**/*.ts'],
  client: ['packages/client/src/{routes,api,failures}/**/*.ts'],
  ui: ['packages/ui/src/{card-form,code-step}/**/*.{ts,tsx}'],
  build: [],
};
const NOT_BUNDLED = ['**/*.test.{ts,tsx}', '**/test-kit.ts'];

const packageWalls = Object.keys(PACKAGE_WALLS).flatMap((pkg) => {
  const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  const all = { files: [`packages/${pkg}/**/*.{ts,tsx}`], rules: rule(wallPatterns(pkg)) };
  if (BUNDLED[pkg].length === 0 || pkg === 'domain') return [all];
  return [all, { files: BUNDLED[pkg], ignores: NOT_BUNDLED, rules: rule([...wallPatterns(pkg), statefulByPath(pkg)]) }];
});

/** The gateway serves the browser and shares its rules (@portal/domain), never its runtime or UI. */
const gatewayWall = {
  files: ['gateway/src/**/*.ts'],
  ignores: ['gateway/src/contract.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(@portal/(client|ui)|react|react-dom)(/|$)',
            message:
              'The gateway shares the rules (@portal/domain) with the browser, never its runtime or UI kit (decision 038).',
          },
          NO_SCRIPTS,
        ],
      },
    ],
  },
};

// A remote with no features yet has no walls (the rule asks for at least one zone).
const walls = REMOTES.map((remote) => [remote, featureWalls(remote)])
  .filter(([, zones]) => zones.length > 0)
  .map(([remote, zones]) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }] },
  }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.cache/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
      '**/.tmp/**',
      'issuers/*/assets/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // One program for the whole tree (@portal/build/typecheck), not one per package's tsconfig.json:
      // each package reads the ones below it as source, so a program per package re-read them all.
      parserOptions: { project: lintProjects(), tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // single-spa lifecycles and Fastify handlers must return promises, with or without an await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  noScripts,
  ...boundaries,
  ...walls,
  ...packageWalls,
  gatewayWall,
  {
    // Plain JavaScript (scripts, this file): no type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    rules: { ...tseslint.configs.disableTypeChecked.rules, 'no-console': 'off' },
  },
  {
    // Command-line programs print.
    files: ['scripts/**', '**/cli/**', 'e2e/**', 'issuers/assets-tools/**'],
    rules: { 'no-console': 'off' },
  },
);

// Lint for the whole workspace. The import boundaries of CONVENTIONS 2 are rules here, not memory:
// a remote never imports another remote or the shell; the shell never imports a remote's source.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export const REMOTES = ['mfe-prelogin', 'mfe-postlogin', 'mfe-sso', 'mfe-activation', 'mfe-embedded-wallet'];

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
 * @portal/shared's entries that hold state, one instance per page through Module Federation
 * (STATEFUL_ENTRIES in shared/build/shared-packages.ts, decision 026). The rest of the package is bundled into
 * each app, so it reaches these by package name only: a relative path would bundle a second copy, with
 * its own state (an unconfigured API client, atoms no screen writes).
 */
export const STATEFUL_SHARED = ['api/client', 'state', 'query', 'i18n', 'ui', 'mount', 'forms'];

/**
 * A shared entry with no state that the shell holds whole (SHARED_ENTRIES): reached by package name from
 * the bundled code too, or each remote bundles a copy the shell already sent (decision 036).
 */
const SHARED_WHOLE = ['domain/errors'];

const bundledShared = {
  files: ['shared/src/{domain,routes,schemas,api,card-form,code-step}/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', '**/test-kit.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(${STATEFUL_SHARED.filter((e) => e !== 'api/client').join('|')})(/|$)|^\\./client$|^(\\.\\./)+api/client$`,
            message:
              'This module is bundled into every app: import a stateful @portal/shared entry by its package name (@portal/shared/api/client, @portal/shared/state...), never by a relative path (decision 026).',
          },
          {
            regex: `^(\\.\\./)+(${SHARED_WHOLE.join('|')})(/|$)`,
            message:
              'This module is bundled into every app: import @portal/shared/domain/errors by its package name, which the shell provides whole, never by a relative path (decision 036).',
          },
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
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
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
  ...boundaries,
  ...walls,
  bundledShared,
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

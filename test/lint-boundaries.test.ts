// CONVENTIONS 2, enforced: a remote importing another remote (or the shell), and the shell importing
// a remote's source, fail lint. Proven by linting such imports with the project's own configuration.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The project's configuration with only the two rules these tests are about, and no type information:
 * neither rule needs it, and building each package's TypeScript program for a probe took 90 s of the
 * unit step on a 2-core machine.
 */
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'import-x/no-restricted-paths']);
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

/** Lints a real file in the package (relative imports resolve from where the file is). */
async function restrictedImports(file: string, source: string): Promise<string[]> {
  const probe = path.join(root, path.dirname(file), `lint-probe-${process.pid}-${path.basename(file)}`);
  mkdirSync(path.dirname(probe), { recursive: true });
  writeFileSync(probe, source);
  try {
    const [result] = await eslint.lintFiles([probe]);
    const fatal = (result?.messages ?? []).filter((m) => m.fatal);
    if (fatal.length > 0) throw new Error(fatal.map((m) => m.message).join('; '));
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  } finally {
    rmSync(probe, { force: true });
  }
}

describe('import boundaries (CONVENTIONS 2)', () => {
  it.each([
    ['mfe-prelogin/src/features/x.ts', "import { routes } from '@portal/mfe-postlogin/app';"],
    ['mfe-prelogin/src/features/x.ts', "import { routes } from '../../../mfe-postlogin/src/routes';"],
    ['mfe-activation/src/x.ts', "import { mount } from '@portal/mfe-embedded-wallet/app';"],
    ['mfe-sso/src/x.ts', "import { boot } from '@portal/shell/boot';"],
    ['mfe-postlogin/src/x.ts', "import { ownerOf } from '../../shell/src/routing/route-map';"],
    ['shell/src/boot/x.ts', "import { routes } from '@portal/mfe-prelogin/app';"],
    [
      'shell/src/boot/x.ts',
      "import { PreloginHome } from '../../../mfe-prelogin/src/features/home/components/prelogin-home';",
    ],
    ['shell/server/x.ts', "import { routes } from '../../mfe-sso/src/routes';"],
  ])('%s may not: %s', async (file, source) => {
    const messages = await restrictedImports(file, `${source}\nexport const used = typeof routes;\n`);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]).toMatch(/CONVENTIONS 2/);
  });

  it.each([
    ['mfe-prelogin/src/x.ts', "import { Carousel } from '@portal/ui';"],
    ['mfe-prelogin/src/x.ts', "import { routes } from './routes';"],
    ['shell/src/x.ts', "import { NotFoundPage } from '@portal/ui';"],
  ])('%s may: %s', async (file, source) => {
    expect(await restrictedImports(file, `${source}\n`)).toEqual([]);
  });
});

/** The feature-wall messages (import-x/no-restricted-paths) a probe file raises. */
async function wallViolations(file: string, source: string): Promise<string[]> {
  const probe = path.join(root, path.dirname(file), `lint-probe-${process.pid}-${path.basename(file)}`);
  writeFileSync(probe, source);
  try {
    const [result] = await eslint.lintFiles([probe]);
    const fatal = (result?.messages ?? []).filter((m) => m.fatal);
    if (fatal.length > 0) throw new Error(fatal.map((m) => m.message).join('; '));
    return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
  } finally {
    rmSync(probe, { force: true });
  }
}

describe('feature walls inside a remote (CONVENTIONS 1, 2)', () => {
  // Each probe imports a real module: the rule judges the file an import resolves to.
  it.each([
    [
      'mfe-prelogin/src/features/login/x.ts',
      "import { recoveryRoutes } from '../recovery/routes';",
      /A feature never imports another feature/,
    ],
    [
      'mfe-prelogin/src/features/enrolment/components/x.ts',
      "import { MigrationFlow } from '../../migration/components/migration-flow';",
      /A feature never imports another feature/,
    ],
    [
      'mfe-prelogin/src/flow/x.ts',
      "import { loginRoutes } from '../features/login/routes';",
      /mfe-prelogin\/src\/flow is shared by the features/,
    ],
    [
      'mfe-prelogin/src/flow/terms/x.ts',
      "import { enrolmentNext } from '../../features/enrolment/enrolment-steps';",
      /mfe-prelogin\/src\/flow is shared by the features/,
    ],
    [
      'mfe-postlogin/src/features/home/x.ts',
      "import { signOutScreens } from '../sign-out/routes';",
      /A feature never imports another feature/,
    ],
  ])('%s may not: %s', async (file, source, message) => {
    const messages = await wallViolations(file, `${source}\n`);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]).toMatch(message);
  });

  it.each([
    // A feature takes what it shares with others from the remote's shared folder, and its own files.
    [
      'mfe-prelogin/src/features/login/x.ts',
      "import { leaveToLogin } from '../../flow/leave';\nimport { loginRoutes } from './routes';",
    ],
    // The app composes the features.
    [
      'mfe-prelogin/src/x.ts',
      "import { loginScreens } from './features/login/routes';\nimport { recoveryScreens } from './features/recovery/routes';",
    ],
    ['mfe-prelogin/src/testing/x.ts', "import { migrationRoutes } from '../features/migration/routes';"],
  ])('%s may: %s', async (file, source) => {
    expect(await wallViolations(file, `${source}\n`)).toEqual([]);
  });
});

describe("the portal packages' bundled modules reach their stateful entries by package name (decision 026)", () => {
  it.each([
    ['packages/client/src/api/x.ts', "import { apiClient } from './client';"],
    ['packages/client/src/routes/x.ts', "import { sessionAtom } from '../state/session';"],
    ['packages/client/src/failures/x.ts', "import { queryClient } from '../query';"],
    ['packages/ui/src/card-form/x.ts', "import { Modal } from '../kit/modal';"],
    ['packages/ui/src/code-step/x.ts', "import { Field } from '../forms/field';"],
  ])('%s may not: %s', async (file, source) => {
    const messages = await restrictedImports(file, `${source}\n`);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]).toMatch(/decision 026/);
  });

  it.each([
    ['packages/client/src/api/x.ts', "import { apiClient } from '@portal/client/api/client';"],
    ['packages/client/src/api/x.ts', "import { INSTRUMENT_LEAVES } from './http';"],
    ['packages/domain/src/schemas/x.ts', "import { passesLuhn } from '../card/card-number';"],
    ['packages/ui/src/kit/x.ts', "import { sessionAtom } from '@portal/client/state';"],
    ['packages/ui/src/kit/x.ts', "import { FIELD_CLASSES } from '../forms/field';"],
  ])('%s may: %s', async (file, source) => {
    expect(await restrictedImports(file, `${source}\n`)).toEqual([]);
  });

  it('the lint list is the build list', async () => {
    const [{ STATEFUL_SHARED }, { STATEFUL_ENTRIES }] = await Promise.all([
      import('../eslint.config.js'),
      import('@portal/build'),
    ]);
    expect([...STATEFUL_SHARED].sort()).toEqual([...STATEFUL_ENTRIES].sort());
  });
});

describe('walls between the packages (decision 038)', () => {
  it.each([
    ['packages/domain/src/card/x.ts', "import { sessionAtom } from '@portal/client/state';"],
    ['packages/domain/src/card/x.ts', "import { useState } from 'react';"],
    ['packages/domain/src/card/x.ts', "import { Modal } from '@portal/ui';"],
    ['packages/domain/src/card/x.ts', "import { sessionAtom } from '../../../client/src/state/session';"],
    ['packages/client/src/state/x.ts', "import { Modal } from '@portal/ui';"],
    ['packages/client/src/state/x.ts', "import { Modal } from '../../../ui/src/kit/modal';"],
    ['packages/ui/src/kit/x.ts', "import { appConfig } from '@portal/build';"],
    ['packages/build/src/x.ts', "import { ROUTES } from '@portal/client/routes';"],
    ['gateway/src/cards/x.ts', "import { getCards } from '@portal/client/api';"],
    ['gateway/src/cards/x.ts', "import { useState } from 'react';"],
  ])('%s may not: %s', async (file, source) => {
    const messages = await restrictedImports(file, `${source}\n`);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]).toMatch(/decision 038/);
  });

  it.each([
    ['packages/client/src/state/x.ts', "import { type StoredSession } from '@portal/domain/session';"],
    ['packages/ui/src/kit/x.ts', "import { ROUTES } from '@portal/client/routes';"],
    ['packages/build/src/x.ts', "import { CONTRACT_MAJOR } from '@portal/domain/platform';"],
    ['gateway/src/cards/x.ts', "import { passesLuhn } from '@portal/domain/card';"],
  ])('%s may: %s', async (file, source) => {
    expect(await restrictedImports(file, `${source}\n`)).toEqual([]);
  });
});

describe('nothing outside scripts/ imports scripts/ (decision 038)', () => {
  it.each([
    ['gateway/src/cli/x.ts', "import { ensureServerBuilt } from '../../../scripts/lib/build.mjs';"],
    ['shell/server/x.ts', "import { startPortal } from '../../scripts/lib/portal.mjs';"],
    ['e2e/support/x.mjs', "import { at } from '../../scripts/lib/paths.mjs';"],
    ['test/x.ts', "import { at } from '../scripts/lib/paths.mjs';"],
    ['packages/build/src/x.ts', "import { at } from '../../../scripts/lib/paths.mjs';"],
    ['mfe-sso/src/x.ts', "import { at } from '../../scripts/lib/paths.mjs';"],
  ])('%s may not: %s', async (file, source) => {
    const messages = await restrictedImports(file, `${source}\n`);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]).toMatch(/decision 038/);
  });

  it.each([
    ['scripts/lib/x.mjs', "import { portFromEnv } from '../../packages/build/node/ports.mjs';"],
    ['gateway/src/x.ts', "import { portFromEnv } from '@portal/build/ports';"],
  ])('%s may: %s', async (file, source) => {
    expect(await restrictedImports(file, `${source}\n`)).toEqual([]);
  });
});

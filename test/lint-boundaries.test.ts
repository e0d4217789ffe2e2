// CONVENTIONS 2, enforced: a remote importing another remote (or the shell), and the shell importing
// a remote's source, fail lint. Proven by linting such imports with the project's own configuration.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** Lints a real file in the package (the type-aware configuration only reads files its tsconfig has). */
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
    ['shell/src/boot/x.ts', "import { PreloginHome } from '../../../mfe-prelogin/src/features/home/components/prelogin-home';"],
    ['shell/server/x.ts', "import { routes } from '../../mfe-sso/src/routes';"],
  ])('%s may not: %s', async (file, source) => {
    const messages = await restrictedImports(file, `${source}\nexport const used = typeof routes;\n`);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]).toMatch(/CONVENTIONS 2/);
  });

  it.each([
    ['mfe-prelogin/src/x.ts', "import { Carousel } from '@portal/shared/ui';"],
    ['mfe-prelogin/src/x.ts', "import { routes } from './routes';"],
    ['shell/src/x.ts', "import { NotFoundPage } from '@portal/shared/ui';"],
  ])('%s may: %s', async (file, source) => {
    expect(await restrictedImports(file, `${source}\n`)).toEqual([]);
  });
});

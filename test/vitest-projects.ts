// The Vitest projects of each package, for the root `vitest run` (decision 020), all in worker threads:
// `<name>` for node tests that mock no module, sharing one module graph per worker; `<name>:isolated`
// for those that `vi.mock` a module (another file's loaded copy would keep the real one) or start from
// a module's first state, which say so with a line `// isolated: <why>`; and `<name>:dom` for
// `*.test.tsx` and `*.dom.test.ts`, in jsdom, each file isolated.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A test that needs a DOM but renders no component says so in its name. */
const DOM_TS = /\.dom\.test\.ts$/;
const NODE_TS = /\.test\.ts$/;
const NEEDS_ITS_OWN_MODULES = /\bvi\.(do)?[mM]ock\(|^\/\/ isolated: /m;

/** The node test files under `folder` of `root`, relative to `root`, split by whether they mock a module. */
function nodeTests(root: string, folder: string): { plain: string[]; mocking: string[] } {
  const plain: string[] = [];
  const mocking: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' });
  } catch {
    return { plain, mocking };
  }
  for (const entry of entries) {
    if (!NODE_TS.test(entry) || DOM_TS.test(entry) || entry.includes('node_modules')) continue;
    const file = path.posix.join(folder, entry.split(path.sep).join('/'));
    (NEEDS_ITS_OWN_MODULES.test(readFileSync(path.join(root, file), 'utf8')) ? mocking : plain).push(file);
  }
  return { plain: plain.sort(), mocking: mocking.sort() };
}

interface PackageTests {
  /** Folders (relative to the package) whose tests run. */
  readonly folders: readonly string[];
  /** Whether the package has component tests (a `:dom` project in jsdom). */
  readonly dom: boolean;
  /** Per-test time limit: screens walked with user-event, or a database started, on a loaded 2-core CI machine. */
  readonly testTimeout?: number;
}

/** The projects of one package (see the top of this file). */
function packageProjects(
  name: string,
  dir: string,
  { folders, dom, testTimeout = 20_000 }: PackageTests,
): TestProjectInlineConfiguration[] {
  const root = path.join(REPO, dir);
  const common = { root, pool: 'threads', testTimeout } as const;
  const files = folders.map((folder) => nodeTests(root, folder));
  const plain = files.flatMap((f) => f.plain);
  const mocking = files.flatMap((f) => f.mocking);
  const projects: TestProjectInlineConfiguration[] = [];
  if (plain.length > 0)
    projects.push({ test: { ...common, name, environment: 'node', isolate: false, include: plain } });
  if (mocking.length > 0)
    projects.push({ test: { ...common, name: `${name}:isolated`, environment: 'node', include: mocking } });
  if (dom) {
    projects.push({
      test: {
        ...common,
        name: `${name}:dom`,
        environment: 'jsdom',
        include: folders.flatMap((f) => [`${f}/**/*.test.tsx`, `${f}/**/*.dom.test.ts`]),
        setupFiles: [path.join(REPO, 'shared/testing/setup.ts')],
      },
    });
  }
  return projects;
}

/** Every package's projects, and the repository's own checks (`test/`). */
export const ALL_PROJECTS: TestProjectInlineConfiguration[] = [
  ...packageProjects('shared', 'shared', { folders: ['src', 'build', 'node'], dom: true }),
  ...packageProjects('shell', 'shell', { folders: ['src', 'server'], dom: true }),
  ...packageProjects('issuers', 'issuers', { folders: ['src'], dom: false, testTimeout: 30_000 }),
  ...packageProjects('gateway', 'gateway', { folders: ['src'], dom: false, testTimeout: 30_000 }),
  ...packageProjects('demo-sites', 'demo-sites', { folders: ['src'], dom: false, testTimeout: 30_000 }),
  ...['mfe-prelogin', 'mfe-postlogin', 'mfe-sso', 'mfe-activation', 'mfe-embedded-wallet'].flatMap((remote) =>
    packageProjects(remote, remote, { folders: ['src'], dom: true }),
  ),
  ...packageProjects('repo', '.', { folders: ['test'], dom: false, testTimeout: 60_000 }),
];

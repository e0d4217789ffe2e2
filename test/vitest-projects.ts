// The Vitest projects of each package, for the root `vitest run` (decision 020), all in worker threads:
// `<name>` for node tests that mock no module, sharing one module graph per worker; `<name>:isolated`
// for those that `vi.mock` a module (another file's loaded copy would keep the real one) or start from
// a module's first state, which say so with a line `// isolated: <why>`; and `<name>:dom` for
// `*.test.tsx` and `*.dom.test.ts`, in jsdom, each file in a VM context of its own (`vmThreads`: a
// fresh context in a kept worker, not a fresh worker and window, which was half their time), but
// `<name>:dom:window` for the few that replace `window.location`, which a VM context's window does
// not let them redefine.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A test that needs a DOM but renders no component says so in its name. */
const DOM_TS = /\.dom\.test\.ts$/;
const DOM_TSX = /\.test\.tsx$/;
const NODE_TS = /\.test\.ts$/;
const NEEDS_ITS_OWN_MODULES = /\bvi\.(do)?[mM]ock\(|^\/\/ isolated: /m;
/** A component test that replaces `window.location` (a VM context's is not configurable). */
const REPLACES_LOCATION = /vi\.stubGlobal\(\s*'location'|Object\.defineProperty\(\s*window,\s*'location'/;

/** The test files under `folder` of `root`, relative to `root`, that `wanted` accepts. */
function testFiles(root: string, folder: string, wanted: (entry: string) => boolean): string[] {
  let entries: string[];
  try {
    entries = readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => wanted(entry) && !entry.includes('node_modules'))
    .map((entry) => path.posix.join(folder, entry.split(path.sep).join('/')))
    .sort();
}

/** The node test files under `folder` of `root`, relative to `root`, split by whether they mock a module. */
function nodeTests(root: string, folder: string): { plain: string[]; mocking: string[] } {
  const files = testFiles(root, folder, (entry) => NODE_TS.test(entry) && !DOM_TS.test(entry));
  const mocking = (file: string) => NEEDS_ITS_OWN_MODULES.test(readFileSync(path.join(root, file), 'utf8'));
  return { plain: files.filter((f) => !mocking(f)), mocking: files.filter(mocking) };
}

/** The DOM test files under `folder` of `root`, split by whether they replace `window.location`. */
function domTests(root: string, folder: string): { vm: string[]; window: string[] } {
  const files = testFiles(root, folder, (entry) => DOM_TSX.test(entry) || DOM_TS.test(entry));
  const window = (file: string) => REPLACES_LOCATION.test(readFileSync(path.join(root, file), 'utf8'));
  return { vm: files.filter((f) => !window(f)), window: files.filter(window) };
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
    const domFiles = folders.map((folder) => domTests(root, folder));
    const jsdom = {
      ...common,
      environment: 'jsdom' as const,
      setupFiles: [path.join(REPO, 'packages/ui/testing/setup.ts')],
    };
    const inVm = domFiles.flatMap((f) => f.vm);
    const inWindow = domFiles.flatMap((f) => f.window);
    if (inVm.length > 0) projects.push({ test: { ...jsdom, name: `${name}:dom`, pool: 'vmThreads', include: inVm } });
    if (inWindow.length > 0) projects.push({ test: { ...jsdom, name: `${name}:dom:window`, include: inWindow } });
  }
  return projects;
}

/** Every package's projects, and the repository's own checks (`test/`). */
export const ALL_PROJECTS: TestProjectInlineConfiguration[] = [
  ...packageProjects('domain', 'packages/domain', { folders: ['src'], dom: false }),
  ...packageProjects('client', 'packages/client', { folders: ['src'], dom: true }),
  ...packageProjects('ui', 'packages/ui', { folders: ['src', 'testing'], dom: true }),
  ...packageProjects('build', 'packages/build', { folders: ['src', 'node'], dom: false }),
  ...packageProjects('shell', 'shell', { folders: ['src', 'server'], dom: true }),
  ...packageProjects('issuers', 'issuers', { folders: ['src'], dom: false, testTimeout: 30_000 }),
  ...packageProjects('gateway', 'gateway', { folders: ['src'], dom: false, testTimeout: 30_000 }),
  ...packageProjects('demo-sites', 'demo-sites', { folders: ['src'], dom: false, testTimeout: 30_000 }),
  ...['mfe-prelogin', 'mfe-postlogin', 'mfe-sso', 'mfe-activation', 'mfe-embedded-wallet'].flatMap((remote) =>
    packageProjects(remote, remote, { folders: ['src'], dom: true }),
  ),
  ...packageProjects('repo', '.', { folders: ['test'], dom: false, testTimeout: 60_000 }),
  ...packageProjects('scripts', 'scripts', { folders: ['test'], dom: false, testTimeout: 60_000 }),
];

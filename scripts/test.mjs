// `npm test`: installs what is missing (Chromium included), then type checks, lints, checks the formatting and unused
// code and workspace consistency, runs the unit and component tests with coverage, builds, and runs
// the browser journeys. Stops at the first failing step; prints a summary with each step's time.
import { readFileSync } from 'node:fs';
import { ensureBuilt, run } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { ensureNode, envOnNode, onSupportedNode, otherTestedLine } from './lib/node-runtime.mjs';
import { ensurePostgres, startThrowawayPostgres } from './lib/postgres.mjs';
import { bold, green, red } from './lib/log.mjs';
import { at, bin } from './lib/paths.mjs';

await onSupportedNode();

const steps = [];

async function timed(title, fn) {
  const started = performance.now();
  console.log(`\n${bold(`▶ ${title}`)}`);
  let ok = false;
  try {
    ok = (await fn()) !== false;
  } catch (error) {
    console.error(red(error instanceof Error ? error.message : String(error)));
  }
  const seconds = (performance.now() - started) / 1000;
  steps.push({ title, ok, seconds });
  if (!ok) {
    summary();
    process.exit(1);
  }
}

const zero = (code) => code === 0;

function summary() {
  console.log(`\n${bold('npm test')}`);
  for (const s of steps)
    console.log(`  ${s.ok ? green('✔') : red('✖')} ${s.title.padEnd(52)} ${s.seconds.toFixed(1).padStart(6)}s`);
  const total = steps.reduce((sum, s) => sum + s.seconds, 0);
  console.log(`  ${''.padEnd(54)} ${total.toFixed(1).padStart(6)}s`);
}

// Every step runs on this process's Node (24 when the machine's is older, node-runtime.mjs); the gateway's
// suite and the sign-in journeys run again on the other tested line.
const otherLine = otherTestedLine();
let otherNode = process.execPath;
await timed(`Install dependencies, Chromium, PostgreSQL and Node ${otherLine}`, async () => {
  await ensureInstalled();
  ensureChromium();
  ensurePostgres();
  otherNode = ensureNode(otherLine);
});
// One program over every package's files (@portal/build/typecheck): each package imports the ones
// below it as source, so a program per package checked the domain fifteen times. Imported here, after
// the install, because it reads TypeScript's own configuration parser.
await timed('Type check', async () =>
  (await import('../packages/build/node/typecheck.mjs')).typecheck(run, bin('.', 'tsc')),
);
// Two threads (ESLint's own multithreading): on CI's 2 cores the typed lint takes 97 s instead of 172.
await timed('Lint', async () => zero(await run(bin('.', 'eslint'), ['.', '--max-warnings=0', '--concurrency=2'])));
// Biome's formatter (biome.json) over the tree; `npm run format` writes what it would change.
await timed('Format (Biome)', async () => zero(await run(bin('.', 'biome'), ['format', '.'])));
// knip: no file, export or dependency that nothing uses (knip.ts); sherif: the workspace's package.json
// files agree with each other (its settings are under "sherif" in package.json; the root keeps no
// packageManager field, decision 002).
await timed(
  'Unused code and workspace consistency (knip, sherif)',
  async () => zero(await run(bin('.', 'knip'), ['--no-progress'])) && zero(await run(bin('.', 'sherif'), [])),
);
/** Line coverage of a folder, from Vitest's json-summary. */
function linesCovered(folder) {
  const summary = JSON.parse(readFileSync(at('coverage', 'coverage-summary.json'), 'utf8'));
  let covered = 0;
  let total = 0;
  for (const [file, data] of Object.entries(summary)) {
    if (!file.startsWith(at(folder))) continue;
    covered += data.lines.covered;
    total += data.lines.total;
  }
  return total === 0 ? null : { percent: (100 * covered) / total, covered, total };
}

await timed('Unit and component tests (with coverage)', async () => {
  const ok = zero(await run(bin('.', 'vitest'), ['run', '--coverage']));
  for (const folder of ['packages/domain/src', 'packages/client/src/api']) {
    const c = linesCovered(folder);
    if (c)
      console.log(
        `  line coverage of ${folder}: ${c.percent.toFixed(2)} % (${c.covered}/${c.total}; at least 95 % required)`,
      );
  }
  return ok;
});
// The gateway's suite again, every test gateway on a real PostgreSQL server (a throwaway one, removed
// after), so the path a scaled-out gateway takes is tested on every run, and on the other tested Node
// line (the unit step ran it on PGlite and this process's Node: each variant once, in two runs rather
// than four).
await timed(`Gateway suite on PostgreSQL and Node ${otherLine}`, async () => {
  const postgres = await startThrowawayPostgres();
  console.log(`  on ${postgres.version} (PGlite ran the suite in the unit step)`);
  try {
    return zero(
      await run(
        otherNode,
        [at('node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'gateway', '--project', 'gateway:*'],
        {
          env: { ...envOnNode(otherNode), GATEWAY_TEST_POSTGRES: postgres.url, GATEWAY_TEST_DATABASE: 'postgres' },
        },
      ),
    );
  } finally {
    await postgres.stop();
  }
});
await timed('Build', async () => {
  await ensureBuilt();
});
// The sign-in journeys with the portal's servers on the other tested line (the runner's Node is the one
// its servers start with), in a scratch folder of their own.
await timed(`Sign-in journeys on Node ${otherLine}`, async () =>
  zero(
    await run(
      otherNode,
      [
        at('e2e', 'node_modules', '@playwright', 'test', 'cli.js'),
        'test',
        'journeys/sign-in.spec.ts',
        '--project',
        'journeys',
      ],
      {
        cwd: at('e2e'),
        env: { ...envOnNode(otherNode), E2E_TMP_DIR: at('.cache', `e2e-node${otherLine}`) },
      },
    ),
  ),
);
await timed('Browser journeys (Playwright, Chromium)', async () =>
  zero(await run(bin('e2e', 'playwright'), ['test'], { cwd: at('e2e') })),
);
summary();

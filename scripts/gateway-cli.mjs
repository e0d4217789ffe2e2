// `npm run fuzz` and `npm run load`: the gateway's command-line checks (gateway/src/cli/), given what they
// need from the house: the gateway's JavaScript, built when its sources changed (GATEWAY_ENTRY), and for
// the load run a PostgreSQL server (LOAD_POSTGRES as given, else a throwaway one, stopped after).
import { spawn } from 'node:child_process';
import { ensureServerBuilt } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { onSupportedNode } from './lib/node-runtime.mjs';
import { at, bin } from './lib/paths.mjs';
import { ensurePostgres, startThrowawayPostgres } from './lib/postgres.mjs';

const COMMANDS = ['fuzz', 'load'];
const [command, ...args] = process.argv.slice(2);
if (!COMMANDS.includes(command ?? '')) {
  console.error(`Usage: node scripts/gateway-cli.mjs ${COMMANDS.join('|')} [its options]`);
  process.exit(2);
}
await onSupportedNode();
await ensureInstalled();

const env = { ...process.env, GATEWAY_ENTRY: await ensureServerBuilt('gateway') };
const postgres =
  command === 'load' && !env['LOAD_POSTGRES'] ? await startThrowawayPostgres({ bin: ensurePostgres() }) : null;
if (postgres) env['LOAD_POSTGRES'] = postgres.url;

const child = spawn(bin('gateway', 'tsx'), [at('gateway', 'src', 'cli', `${command}.ts`), ...args], {
  cwd: at('gateway'),
  env,
  stdio: 'inherit',
});
const code = await new Promise((resolve) => child.on('exit', (exit, signal) => resolve(exit ?? (signal ? 1 : 0))));
await postgres?.stop();
process.exit(code);

// `npm start`: installs what is missing, builds what changed, starts the gateway (embedded database
// seeded with the demo issuers), every remote on its own origin and the shell server, prints the
// URLs, and stays in the foreground until interrupted.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { ensureBuilt } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { bold, cyan, dim, red, step } from './lib/log.mjs';
import { at, REMOTES } from './lib/paths.mjs';
import { portsFrom, rssMB, startPortal } from './lib/portal.mjs';

/** The seeded demo users (gateway/src/db/demo-users.ts), one line each for the standard issuer, and who else has them. */
function demoSignInLines() {
  try {
    const list = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/demo-sign-ins.ts'], { cwd: at('gateway'), encoding: 'utf8' }));
    const byUser = new Map();
    for (const s of list) byUser.set(s.username, { ...s, issuers: [...(byUser.get(s.username)?.issuers ?? []), s.issuerId] });
    return [...byUser.values()]
      .map((u) => `  ${u.username.padEnd(16)} ${(u.password ?? '(no password until migrated)').padEnd(30)} ${u.state} ${dim(`(${u.issuers.join(', ')})`)}`)
      .join('\n');
  } catch (error) {
    return `  ${dim(`(could not list them: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`)}`;
  }
}

async function main() {
  const ports = portsFrom();
  console.log(bold('Cardholder portal'));
  await ensureInstalled();
  await ensureBuilt();

  const s = step('Starting the gateway, the remotes and the shell server');
  let portal;
  portal = await startPortal({
    ports,
    logLevel: process.env.LOG_LEVEL ?? 'warn',
    onUnexpectedExit: (label, code) => {
      console.error(red(`${label} stopped unexpectedly (code ${code}); stopping everything.`));
      void portal?.stop().then(() => process.exit(1));
    },
  });
  s.done();

  const issuers = readdirSync(at('issuers'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && !['src', 'node_modules', 'assets-tools'].includes(d.name))
    .map((d) => {
      try {
        const c = JSON.parse(readFileSync(at('issuers', d.name, 'issuer.json'), 'utf8'));
        const kind = c.flags.ssoApp ? 'SSO app' : c.flags.activationOnlyApp ? 'activation-only app' : c.flags.appLoginDisabled ? 'app login disabled' : c.flags.migratedApp ? 'migrated app' : 'standard issuer';
        return { id: d.name, name: c.appName, kind };
      } catch {
        return { id: d.name, name: '(configuration unreadable)', kind: '' };
      }
    });
  const rss = rssMB(portal.gateway.pid);
  const signIns = demoSignInLines();
  console.log(`
${bold('The portal is running.')} Open ${cyan(`http://localhost:${ports.shell}`)} (the standard issuer).

${bold('Demo issuers')}
${issuers.map((i) => `  ${cyan(`http://${i.id}.localhost:${ports.shell}`.padEnd(34))} ${i.name} ${dim(`(${i.kind})`)}`).join('\n')}

${bold('Remotes')} ${dim('(each on its own origin)')}
${REMOTES.map((r) => `  ${r.dir.padEnd(22)} http://localhost:${ports.remotes[r.name]}/mf-manifest.json`).join('\n')}

${bold('Gateway')}   http://localhost:${ports.gateway}  ${dim(`(ready in ${(portal.gateway.readyMs / 1000).toFixed(1)}s, ${rss ?? '?'} MB resident, data in .data/pglite)`)}

${bold('Demo sign-ins')} ${dim('(every issuer but the SSO one; codes arrive in the outbox: http://localhost:' + ports.gateway + '/__dev/outbox?recipient=<email or phone>)')}
${signIns}

Press Ctrl+C to stop.`);

  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(dim(`\n${signal}: stopping…`));
    await portal.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(red(`npm start failed: ${error instanceof Error ? error.message : String(error)}`));
  process.exit(1);
});

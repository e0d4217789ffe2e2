// `npm start`: installs what is missing, builds what changed, starts the gateway (embedded database
// seeded with the demo issuers), every remote on its own origin and the shell server, prints the
// URLs, and stays in the foreground until stopped: by Ctrl+C, by a signal to npm or to this process,
// or by npm going away (packages/build/node/supervise.mjs). The servers' JSON logs are shown as short lines.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { ensureBuilt, stopRunning } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { bold, cyan, dim, red, step } from './lib/log.mjs';
import { at, REMOTES } from './lib/paths.mjs';
import {
  checkoutUrl,
  partnerUrl,
  remoteUrls,
  remoteUrlVariable,
  rssMB,
  startPortal,
  urlOverridesFrom,
} from './lib/portal.mjs';
import { PORT_DEFAULTS, portalPorts, standaloneDevPorts } from '../packages/build/node/ports.mjs';
import { prettyLogLine } from './lib/pretty-log.mjs';
import { stopWithParent } from '../packages/build/node/supervise.mjs';
import { onSupportedNode } from './lib/node-runtime.mjs';

/**
 * The seeded demo users where signing in is allowed, and their cards to activate
 * (gateway/src/cli/demo-sign-ins.ts: demoSignIns, demoCardsToActivate).
 */
function demoData() {
  return JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/demo-sign-ins.ts'], {
      cwd: at('gateway'),
      encoding: 'utf8',
    }),
  );
}

/** SPEC-DECISIONS question names, as a person reads them beside the answer to type. */
const QUESTION_NAMES = {
  DATE_OF_BIRTH: 'date of birth',
  SSN_LAST_FOUR: 'SSN last four',
  BILLING_ZIP: 'billing ZIP',
  MOTHERS_MAIDEN_NAME: "mother's maiden name",
};

/** The banner's cards to activate (decision 029): one line per card, with what to type. */
function cardsToActivateLines(cards, ports) {
  if (cards.length === 0) return [];
  const line = (c) => {
    const number = c.accountNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
    const expiry = `${String(c.expirationMonth).padStart(2, '0')}/${String(c.expirationYear).slice(-2)}`;
    // A date of birth as the questions page asks for it (MM/DD/YYYY); the gateway reads its digits.
    const shown = (q) =>
      q.type === 'DATE_OF_BIRTH' && /^\d{8}$/.test(q.answer)
        ? `${q.answer.slice(0, 2)}/${q.answer.slice(2, 4)}/${q.answer.slice(4)}`
        : q.answer;
    const answers = c.questions.map((q) => `${QUESTION_NAMES[q.type] ?? q.type} ${shown(q)}`).join(', ');
    return `  ${c.issuerId.padEnd(9)} ${c.username.padEnd(11)} ${number.padEnd(20)} ${expiry}  code ${c.cvv}  ${dim(answers)}`;
  };
  return [
    '',
    `${bold('Demo cards to activate')} ${dim(`(no sign-in needed: ${`http://<issuer>.localhost:${ports.shell}/activation`}; a PIN of 4 digits, not all the same, not a straight run)`)}`,
    ...cards.map(line),
  ];
}

/** The banner's sign-in lines: one per user, with its phone and the issuers that have it, then where its emails go; then the cards to activate. */
function demoSignInLines(ports) {
  let list;
  let cards;
  try {
    ({ signIns: list, cardsToActivate: cards } = demoData());
  } catch (error) {
    return `${bold('Demo sign-ins')}\n  ${dim(`(could not list them: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`)}`;
  }
  const byUser = new Map();
  for (const s of list)
    byUser.set(s.username, { ...s, issuers: [...(byUser.get(s.username)?.issuers ?? []), s.issuerId] });
  const issuers = [...new Set(list.map((s) => s.issuerId))];
  // Most emails are <username>@<issuer's domain>: said once per issuer; the others user by user.
  const domains = new Map();
  const ownEmails = [];
  for (const s of list) {
    if (s.email.startsWith(`${s.username}@`)) domains.set(s.issuerId, s.email.slice(s.username.length + 1));
    else ownEmails.push(`${s.username}: ${s.email}`);
  }
  const users = [...byUser.values()].map(
    (u) =>
      `  ${u.username.padEnd(16)} ${(u.password ?? '(no password until migrated)').padEnd(30)} ${u.state.padEnd(38)} ${u.phone}  ${dim(`(${u.issuers.join(', ')})`)}`,
  );
  const emails = [...domains].map(([id, domain]) => `<username>@${domain} on ${id}`).join(', ');
  return [
    `${bold('Demo sign-ins')} ${dim(`(on ${issuers.join(' and ')}, where the issuer's flags allow signing in)`)}`,
    ...users,
    `  Emails: ${emails}${ownEmails.length ? `; ${ownEmails.join('; ')}` : ''}.`,
    `  One-time codes go to the outbox: ${cyan(`http://localhost:${ports.gateway}/__dev/outbox?recipient=<email or phone>`)}`,
    ...cardsToActivateLines(cards, ports),
  ].join('\n');
}

function issuerLines(ports) {
  return readdirSync(at('issuers'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && !['src', 'node_modules', 'assets-tools'].includes(d.name))
    .map((d) => {
      try {
        const c = JSON.parse(readFileSync(at('issuers', d.name, 'issuer.json'), 'utf8'));
        const kind = c.flags.ssoApp
          ? 'SSO app'
          : c.flags.activationOnlyApp
            ? 'activation-only app'
            : c.flags.appLoginDisabled
              ? 'app login disabled'
              : c.flags.migratedApp
                ? 'migrated app'
                : 'standard issuer';
        return { id: d.name, name: c.appName, kind };
      } catch {
        return { id: d.name, name: '(configuration unreadable)', kind: '' };
      }
    })
    .map((i) => `  ${cyan(`http://${i.id}.localhost:${ports.shell}`.padEnd(34))} ${i.name} ${dim(`(${i.kind})`)}`)
    .join('\n');
}

function remoteLines(ports, overrides) {
  const urls = remoteUrls(ports, overrides);
  return REMOTES.map((r) => {
    const overridden = overrides.remotes[r.name] !== undefined;
    return `  ${r.dir.padEnd(22)} ${urls[r.name]}${overridden ? `  ${dim(`(${remoteUrlVariable(r.name)}; the local build on ${ports.remotes[r.name]} is not used)`)}` : ''}`;
  }).join('\n');
}

/** How to run one remote alone against this portal (README, Deploying one remote alone). */
function standaloneLine(ports, dev) {
  // The page finds this shell, and the gateway admits the page, through the same variables: repeat the moved ones.
  const prelogin = dev.find((d) => d.name === 'mfe_prelogin');
  const moved = [
    ...(ports.shell === PORT_DEFAULTS.SHELL_PORT ? [] : [`SHELL_PORT=${ports.shell}`]),
    ...(prelogin && process.env[prelogin.variable] ? [`${prelogin.variable}=${prelogin.port}`] : []),
  ];
  const command = [...moved, 'node scripts/pnpm.mjs --filter @portal/mfe-prelogin dev'].join(' ');
  return `${bold('A remote alone')} ${dim(`${command}  (pages on ${dev.map((d) => d.port).join(', ')}; the gateway admits them)`)}`;
}

/**
 * The banner's single sign-on lines: the demo partner bank, northwind's online banking, and
 * its demo members (demo-sites/src/partner-bank/cli/members.ts).
 */
function partnerLines(ports) {
  const head = `${bold('Single sign-on')} ${dim('(northwind: sign in at its online banking, then Manage my cards)')}\n  ${cyan(`${partnerUrl(ports)}/`.padEnd(34))} Northwind online banking, the demo partner bank`;
  try {
    const { members, password } = JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', 'src/partner-bank/cli/members.ts'], {
        cwd: at('demo-sites'),
        encoding: 'utf8',
      }),
    );
    return `${head}\n${members.map((m) => `  ${m.username.padEnd(14)} ${password}  ${dim(m.name)}`).join('\n')}`;
  } catch (error) {
    return `${head}\n  ${dim(`(could not list its members: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`)}`;
  }
}

/** The banner's embedded wallet lines: the demo merchant's checkout page and its shoppers. */
function checkoutLines(ports) {
  return `${bold('Embedded wallet')} ${dim('(Harbour Goods, a merchant of acme: its checkout mounts the wallet)')}
  ${cyan(`${checkoutUrl(ports)}/`.padEnd(34))} the checkout page: a shopper of your own (a cookie), an empty wallet
  ${cyan(`${checkoutUrl(ports)}/?shopper=demo-shopper`.padEnd(34))} a shopper whose wallet shows every reason a card is greyed
  ${dim('Test numbers and security codes for every §8 answer: gateway/README.md, Wallet card answers on demand.')}
  ${dim(`Address line 1 also offers places from a stand-in hosted places service (http://localhost:${ports.places}): type "1100 congress".`)}`;
}

/** Why the portal is stopping, once it is: a build step killed on the way then fails quietly. */
let stopping = null;

async function main() {
  // Read first: a bad port stops the start before anything is installed, built or started.
  const ports = portalPorts();
  const devPorts = standaloneDevPorts();
  const overrides = urlOverridesFrom();
  let portal = null;
  let exitCode = 0;
  const stop = stopWithParent(async (reason) => {
    stopping = reason;
    console.log(dim(`\n${reason}: stopping…`));
    stopRunning();
    await portal?.stop();
    process.exit(exitCode);
  });

  console.log(bold('Cardholder portal'));
  await ensureInstalled();
  await ensureBuilt();

  const s = step(
    'Starting the gateway, the remotes, the shell server, the demo partner bank, the demo checkout and the places stand-in',
  );
  portal = await startPortal({
    ports,
    // The demo: the demo users, and the outbox where their codes arrive (the gateway's default is production).
    gatewayProfile: 'sandbox',
    overrides,
    portHint:
      'Stop the program that holds it, or move the ports with SHELL_PORT, GATEWAY_PORT, MFE_<NAME>_PORT, DEMO_PARTNER_PORT, DEMO_CHECKOUT_PORT and DEMO_PLACES_PORT (README).',
    logLevel: process.env.LOG_LEVEL ?? 'warn',
    format: prettyLogLine,
    onUnexpectedExit: (label, code, signal) => {
      console.error(red(`${label} stopped unexpectedly (${signal ?? `code ${code}`}); stopping everything.`));
      exitCode = 1;
      stop(`${label} stopped`);
    },
  });
  s.done();

  const rss = rssMB(portal.gateway.pid);
  const gatewayNote = overrides.gateway
    ? `\n  ${dim(`the shell calls ${overrides.gateway} instead (PORTAL_GATEWAY_URL)`)}`
    : '';
  console.log(`
${bold('The portal is running.')} Open ${cyan(`http://localhost:${ports.shell}`)} (the standard issuer).

${bold('Demo issuers')}
${issuerLines(ports)}

${bold('Remotes')} ${dim('(each on its own origin)')}
${remoteLines(ports, overrides)}

${bold('Gateway')}   http://localhost:${ports.gateway}  ${dim(`(ready in ${(portal.gateway.readyMs / 1000).toFixed(1)}s, ${rss ?? '?'} MB resident, data in ${process.env.GATEWAY_DATA_DIR ?? '.data/pglite'})`)}${gatewayNote}
${bold('API')}       http://localhost:${ports.gateway}/openapi  ${dim("(the OpenAPI 3.1 document at /openapi/json: the contract an issuer's own backend implements)")}

${demoSignInLines(ports)}

${partnerLines(ports)}

${checkoutLines(ports)}

${standaloneLine(ports, devPorts)}

Press Ctrl+C to stop.`);
}

await onSupportedNode();
main().catch((error) => {
  if (stopping) return;
  console.error(red(`npm start failed: ${error instanceof Error ? error.message : String(error)}`));
  stopRunning();
  process.exit(1);
});

// Playwright's web server (e2e/playwright.config.ts starts it): the production builds served as `npm start` serves them (separate
// origins), with a fresh in-memory gateway database, the demo issuers plus a deliberately broken one,
// and the shell and each remote served from a copy of its dist/ (a journey may replace a remote's:
// independent deployment).
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { E2E_BRANCH_DIR, E2E_GATEWAY_LOG, E2E_PORT_HINT, E2E_PORTS, E2E_TMP } from '../e2e/support/ports.mjs';
import { stopWithParent } from '../packages/build/node/supervise.mjs';
import { at, REMOTES } from './lib/paths.mjs';
import { startPortal } from './lib/portal.mjs';

export const TMP = E2E_TMP;
export const ISSUERS = path.join(TMP, 'issuers');
export const DEPLOY = path.join(TMP, 'deploy');
/** The journeys' limits (gateway/README.md, Rate limits): per client lifted, per account as in production. */
const E2E_RATE_LIMITS = '*.client=100000/60';

rmSync(TMP, { recursive: true, force: true });
mkdirSync(TMP, { recursive: true });
cpSync(at('issuers'), ISSUERS, {
  recursive: true,
  filter: (src) => !/[/\\](node_modules|src|assets-tools)$/.test(src),
});
// An issuer whose configuration cannot be read (§8: the unable-to-process page, never a blank one).
mkdirSync(path.join(ISSUERS, 'broken'), { recursive: true });
writeFileSync(path.join(ISSUERS, 'broken', 'issuer.json'), '{ "id": "broken", "appName": ');
const remoteDirs = {};
for (const r of REMOTES) {
  remoteDirs[r.name] = path.join(DEPLOY, r.dir);
  cpSync(at(r.dir, 'dist'), remoteDirs[r.name], { recursive: true });
}
// The shell too: a build while the journeys run then changes nothing under them.
const shellDistDir = path.join(DEPLOY, 'shell');
mkdirSync(E2E_BRANCH_DIR, { recursive: true });
cpSync(at('shell', 'dist'), shellDistDir, { recursive: true });

const portal = await startPortal({
  ports: E2E_PORTS,
  portHint: E2E_PORT_HINT,
  // The journeys read codes from the sandbox's outbox and make accounts through /__dev/users.
  gatewayProfile: 'sandbox',
  // Every journey signs in from this machine, two workers at once: the limits per client are lifted
  // (GATEWAY_RATE_LIMITS, gateway/README.md); the limits per account hold, each journey has its own.
  rateLimits: E2E_RATE_LIMITS,
  // Hundreds of accounts made and signed in: scrypt at N=2^10, not the production 2^15 with p=3, which
  // took a fifth of the journeys' time on 2 cores (decision 037; the production profile refuses it).
  lightHashing: true,
  gatewayDataDir: 'memory://',
  issuersDir: ISSUERS,
  remoteDirs,
  shellDistDir,
  branchOrigin: { dir: E2E_BRANCH_DIR, port: E2E_PORTS.branch },
  logLevel: 'warn',
  // mfe-prelogin running on a page of its own calls the gateway from there (journeys/standalone-remote.spec.ts).
  extraOrigins: [`http://localhost:${E2E_PORTS.standalone}`],
  // The partner bank makes up any `journey.<name>` member, so each SSO journey arrives as its own member.
  openJourneyMembers: true,
  // Its whole log, request bodies included (through its redaction), for the at-rest check: the console
  // still shows only warnings and errors.
  gatewayLogFile: E2E_GATEWAY_LOG,
  onUnexpectedExit: (label, code) => {
    console.error(`${label} stopped unexpectedly (code ${code})`);
    process.exit(1);
  },
});
const ready = http.createServer((_req, res) => res.writeHead(200).end('ready')).listen(E2E_PORTS.ready, '127.0.0.1');
console.log(`portal ready for the journeys on http://localhost:${E2E_PORTS.shell} (Node ${process.versions.node})`);

// On a signal, and also when Playwright goes away without sending one (packages/build/node/supervise.mjs).
stopWithParent(async () => {
  ready.close();
  await portal.stop();
  process.exit(0);
});

// The journeys' own ports, apart from `npm start`'s, so both can run at once. E2E_PORT_BASE moves the
// whole set (shell at the base, remotes at base+1..5, the partner bank at base+10, the checkout page at base+11, the places stand-in at base+12, branch builds at base+13, a remote's own page at base+21, gateway at
// base+80, ready at base+99), and
// E2E_TMP_DIR the run's scratch folder, so two runs of the suite can share a machine. Ports are read
// as everywhere (packages/build/node/ports.mjs), and the start refuses a port in use (scripts/lib/portal.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portFromEnv } from '@portal/build/ports';

const base = portFromEnv(process.env, 'E2E_PORT_BASE', 4000);
// The set reaches base+99: a base this low or high would put part of it out of range or among the system's ports.
if (base < 1024 || base > 65_000)
  throw new Error(
    `E2E_PORT_BASE must be a port from 1024 to 65000 (the set reaches base+99), not "${process.env.E2E_PORT_BASE}"`,
  );

export const E2E_PORTS = {
  shell: portFromEnv(process.env, 'E2E_SHELL_PORT', base),
  gateway: portFromEnv(process.env, 'E2E_GATEWAY_PORT', base + 80),
  remotes: {
    mfe_prelogin: base + 1,
    mfe_postlogin: base + 2,
    mfe_sso: base + 3,
    mfe_activation: base + 4,
    mfe_embedded_wallet: base + 5,
  },
  /** The demo partner bank, the SSO issuer's online banking (demo-sites; journeys/sso.spec.ts). */
  partner: base + 10,
  /** The demo merchant's checkout page, where the embedded wallet is mounted (demo-sites; journeys/wallet.spec.ts). */
  checkout: base + 11,
  /** The sandbox's stand-in hosted places service, which acme's wallet loads (demo-sites; journeys/wallet-places.spec.ts). */
  places: base + 12,
  /** Other builds of remotes, which a tester's override may load (journeys/remote-override.spec.ts). */
  branch: base + 13,
  /** mfe-prelogin's development page, a remote on a page of its own (journeys/standalone-remote.spec.ts). */
  standalone: base + 21,
  /** Answers 200 once every server is ready (Playwright's webServer waits on it). */
  ready: portFromEnv(process.env, 'E2E_READY_PORT', base + 99),
};

/** How to move the journeys' ports, for the message when one is in use. */
export const E2E_PORT_HINT =
  "Stop the program that holds it, or move the journeys' ports with E2E_PORT_BASE (e2e/support/ports.mjs).";

/** The run's scratch folder (e2e/.tmp unless E2E_TMP_DIR says otherwise), emptied at each start. */
export const E2E_TMP = path.resolve(
  process.env.E2E_TMP_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../.tmp'),
);

/** The gateway's whole log of the run, at debug level (scripts/lib/portal.mjs gatewayLogFile), read by the at-rest check. */
export const E2E_GATEWAY_LOG = path.join(E2E_TMP, 'gateway.log');

/** Other builds of remotes, served on the branch port's origin, for a tester's override (journeys/remote-override.spec.ts). */
export const E2E_BRANCH_DIR = path.join(E2E_TMP, 'branch');

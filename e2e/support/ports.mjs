// The journeys' own ports, apart from `npm start`'s, so both can run at once. E2E_PORT_BASE moves the
// whole set (shell at the base, remotes at base+1..5, gateway at base+80, ready at base+99), and
// E2E_TMP_DIR the run's scratch folder, so two runs of the suite can share a machine.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const base = Number(process.env.E2E_PORT_BASE ?? 4000);
if (!Number.isInteger(base) || base < 1024 || base > 65_000) throw new Error(`E2E_PORT_BASE must be a port number from 1024 to 65000, not ${process.env.E2E_PORT_BASE}`);

export const E2E_PORTS = {
  shell: Number(process.env.E2E_SHELL_PORT ?? base),
  gateway: Number(process.env.E2E_GATEWAY_PORT ?? base + 80),
  remotes: {
    mfe_prelogin: base + 1,
    mfe_postlogin: base + 2,
    mfe_sso: base + 3,
    mfe_activation: base + 4,
    mfe_embedded_wallet: base + 5,
  },
  /** Answers 200 once every server is ready (Playwright's webServer waits on it). */
  ready: Number(process.env.E2E_READY_PORT ?? base + 99),
};

/** The run's scratch folder (e2e/.tmp unless E2E_TMP_DIR says otherwise), emptied at each start. */
export const E2E_TMP = path.resolve(process.env.E2E_TMP_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../.tmp'));

// Runs Northwind online banking on its own: `node --import tsx src/partner-bank/main.ts` in demo-sites/
// (where tsx is installed).
// DEMO_PARTNER_PORT (3010) is where it listens; SHELL_PORT (3000) is where the portal's sso/launch is;
// SSO_NORTHWIND_CLIENT_SECRET is the portal's secret (the public sandbox one by default);
// DEMO_PARTNER_OPEN_JOURNEY_MEMBERS=true makes up `journey.*` members for the browser journeys.
import { PORT_DEFAULTS, portFromEnv } from '@portal/build/ports';
import { PARTNER_CLIENT_ID, SANDBOX_CLIENT_SECRET, startPartnerBank, type PartnerBankOptions } from './index';

/** The gateway's sandbox looks for the bank here too (gateway/src/config/index.ts, DEMO_PARTNER_PORT). */

class ConfigError extends Error {}

/** 'true' or 'false'; unset or empty is `fallback`. */
function flagFromEnv(env: NodeJS.ProcessEnv, variable: string, fallback: boolean): boolean {
  const text = env[variable];
  if (text === undefined || text === '') return fallback;
  if (text === 'true' || text === 'false') return text === 'true';
  throw new ConfigError(`${variable} must be true or false, not "${text}"`);
}

function optionsFromEnv(env: NodeJS.ProcessEnv): PartnerBankOptions {
  let port: number;
  let shellPort: number;
  try {
    port = portFromEnv(env, 'DEMO_PARTNER_PORT', PORT_DEFAULTS.DEMO_PARTNER_PORT);
    shellPort = portFromEnv(env, 'SHELL_PORT', PORT_DEFAULTS.SHELL_PORT);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
  // The portal is reached on the issuer's own host; the browser resolves *.localhost by itself.
  const launchUrl = `http://northwind.localhost:${shellPort}/sso/launch`;
  // `||`: an empty variable is unset, as for the ports.
  return {
    port,
    client: {
      clientId: PARTNER_CLIENT_ID,
      clientSecret: env.SSO_NORTHWIND_CLIENT_SECRET || SANDBOX_CLIENT_SECRET,
      redirectUris: [launchUrl],
    },
    launchUrl,
    openJourneyMembers: flagFromEnv(env, 'DEMO_PARTNER_OPEN_JOURNEY_MEMBERS', false),
  };
}

async function main(): Promise<void> {
  const options = optionsFromEnv(process.env);
  const bank = await startPartnerBank({ ...options, log: (line) => console.error(`partner-bank: ${line}`) });
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await bank.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  // Started by a supervisor with an IPC channel: it must not outlive it, however it died.
  process.once('disconnect', () => void shutdown());
  console.info(`Northwind online banking (demo partner bank): ${bank.url}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`partner-bank: invalid configuration: ${error.message}`);
  } else if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    console.error(
      `partner-bank: the port is in use by another program (${error.message}); set DEMO_PARTNER_PORT to another port`,
    );
  } else {
    console.error('partner-bank: failed to start', error);
  }
  process.exit(1);
});

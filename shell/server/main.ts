// Starts the shell server with the settings of the environment (shell/server/config.ts: SHELL_PORT,
// SHELL_HOST, PORTAL_ENV, PORTAL_DEFAULT_ISSUER, PORTAL_ISSUERS_DIR, SHELL_DIST_DIR, LOG_LEVEL,
// PORTAL_GATEWAY_URL and PORTAL_REMOTE_<NAME>_URL).
import { buildShellServer } from './app';
import { readShellConfig, ShellConfigError } from './config';

async function main(): Promise<void> {
  const config = readShellConfig();
  const app = await buildShellServer(config);
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  // Started by `npm start` (scripts/lib/portal.mjs) with an IPC channel: it closes when that
  // supervisor is gone, however it died (SIGKILL included), and the server must not outlive it.
  process.once('disconnect', () => void stop());
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ShellConfigError
      ? `shell server: invalid configuration: ${error.message}`
      : `shell server: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});

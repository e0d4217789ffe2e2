// Starts the shell server. Settings from the environment:
//   SHELL_PORT (3000), SHELL_HOST (127.0.0.1), PORTAL_ENV (local), PORTAL_DEFAULT_ISSUER (acme),
//   PORTAL_ISSUERS_DIR, SHELL_DIST_DIR, PORTAL_GATEWAY_URL and PORTAL_REMOTE_<NAME>_URL overrides.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ISSUERS_DIR } from '@portal/issuers';
import { buildShellServer } from './app';
import { loadEnvironment } from './environment';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  const env = process.env;
  const port = Number(env['SHELL_PORT'] ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`SHELL_PORT "${env['SHELL_PORT']}" is not a port`);
  const app = await buildShellServer({
    distDir: env['SHELL_DIST_DIR'] ?? path.resolve(here, '../dist'),
    issuersDir: env['PORTAL_ISSUERS_DIR'] ?? ISSUERS_DIR,
    environment: loadEnvironment(env['PORTAL_ENV'] ?? 'local'),
    defaultIssuer: env['PORTAL_DEFAULT_ISSUER'] ?? 'acme',
    logLevel: env['LOG_LEVEL'] ?? 'info',
  });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await app.listen({ port, host: env['SHELL_HOST'] ?? '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(`shell server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

// A remote's standalone development page (`rspack serve`): where it listens, and the running shell
// server whose boot data it uses.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from '@rspack/core';
import { PORT_DEFAULTS, portFromEnv, STANDALONE_DEV_PORTS } from '../node/ports.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where development servers listen: this machine only; a page served to the network has no business here. */
export const DEV_HOST = '127.0.0.1';

/**
 * The running shell server whose boot data a remote's standalone page uses: PORTAL_SHELL_URL, else
 * localhost on SHELL_PORT (3000), so a portal started with moved ports is found with the same variables.
 */
export function shellUrlFrom(env: Readonly<Record<string, string | undefined>>): string {
  const explicit = env['PORTAL_SHELL_URL'];
  if (explicit) {
    if (!URL.canParse(explicit) || !/^https?:$/.test(new URL(explicit).protocol))
      throw new Error(`PORTAL_SHELL_URL must be an http or https URL, not "${explicit}"`);
    return explicit.replace(/\/+$/, '');
  }
  return `http://localhost:${portFromEnv(env, 'SHELL_PORT', PORT_DEFAULTS.SHELL_PORT)}`;
}

/** A remote's standalone development page's port: MFE_PRELOGIN_DEV_PORT (3101) and so on (packages/build/node/ports.mjs). */
export function devPortOf(
  name: string,
  env: Readonly<Record<string, string | undefined>>,
): { variable: string; port: number } {
  const entry = STANDALONE_DEV_PORTS.find((d) => d.name === name);
  if (!entry) throw new Error(`${name} has no standalone development port (scripts/lib/paths.mjs REMOTES)`);
  return { variable: entry.variable, port: portFromEnv(env, entry.variable, entry.fallback) };
}

/** The standalone page and its development server, from the environment (development mode only). */
export function standalone(
  name: string,
  env: Readonly<Record<string, string | undefined>>,
): { html: { template: string; templateParameters: Record<string, string> }; devServer: Configuration['devServer'] } {
  const dev = devPortOf(name, env);
  const bootUrl = `${shellUrlFrom(env)}/__portal/boot.json`;
  return {
    html: {
      template: path.join(here, 'standalone.html'),
      templateParameters: { bootUrl, title: `${name} (standalone)` },
    },
    devServer: {
      host: DEV_HOST,
      port: dev.port,
      hot: false,
      // The page is opened as localhost, the server listens on 127.0.0.1: both are this machine.
      allowedHosts: ['localhost', '127.0.0.1'],
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The dev server's own banner is silenced with the rest of the infrastructure log (appConfig).
      onListening: () => {
        console.info(
          `${name} alone: http://localhost:${dev.port}/ (${dev.variable}), with the boot data of ${bootUrl} (SHELL_PORT or PORTAL_SHELL_URL)`,
        );
      },
    },
  };
}

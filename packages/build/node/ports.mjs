// Ports, read one way by every program that takes one from the environment: the scripts, the shell
// server, the gateway, the e2e suite and the remotes' development servers. Plain JavaScript, so the
// scripts run it as it is; ports.d.mts gives the TypeScript packages its types.
import net from 'node:net';
import { REMOTES } from './remotes.mjs';

/** The defaults of the ports `npm start` moves with SHELL_PORT and GATEWAY_PORT (the remotes' are in REMOTES). */
export const PORT_DEFAULTS = Object.freeze({
  SHELL_PORT: 3000,
  GATEWAY_PORT: 8080,
  DEMO_PARTNER_PORT: 3010,
  DEMO_CHECKOUT_PORT: 3020,
  DEMO_PLACES_PORT: 3030,
});

/**
 * A TCP port from its text: digits only, from 1 to 65535; otherwise null. `Number()` alone would take
 * '', ' 80', '0x50', '1e3' and '80.0'.
 * @param {string} text
 * @returns {number | null}
 */
export function parsePort(text) {
  if (!/^\d{1,5}$/.test(text)) return null;
  const port = Number(text);
  return port >= 1 && port <= 65535 ? port : null;
}

/**
 * The one wording of a bad port, naming the variable.
 * @param {string} variable
 * @param {string} text
 */
function portMessage(variable, text) {
  return `${variable} must be a port from 1 to 65535, not "${text}"`;
}

/**
 * The port in `env[variable]`, or `fallback` when it is unset or empty.
 * @param {Record<string, string | undefined>} env
 * @param {string} variable
 * @param {number} fallback
 * @returns {number}
 * @throws {Error} naming the variable when it holds anything but a port
 */
export function portFromEnv(env, variable, fallback) {
  const text = env[variable];
  if (text === undefined || text === '') return fallback;
  const port = parsePort(text);
  if (port === null) throw new Error(portMessage(variable, text));
  return port;
}

/**
 * @typedef {object} PortalPorts
 * @property {number} shell
 * @property {number} gateway
 * @property {Record<string, number>} remotes each remote's origin, by Module Federation name
 * @property {number} partner the demo partner bank, the SSO issuer's online banking (demo-sites)
 * @property {number} checkout the demo merchant's checkout page, where the embedded wallet is mounted (demo-sites)
 * @property {number} [places] the sandbox's stand-in hosted places service, which acme's wallet loads (demo-sites)
 */

/**
 * The ports of `npm start`: SHELL_PORT, GATEWAY_PORT, each remote's MFE_<NAME>_PORT and
 * DEMO_PARTNER_PORT, else the defaults.
 * @param {Record<string, string | undefined>} [env]
 * @returns {PortalPorts}
 */
export function portalPorts(env = process.env) {
  return {
    shell: portFromEnv(env, 'SHELL_PORT', PORT_DEFAULTS.SHELL_PORT),
    gateway: portFromEnv(env, 'GATEWAY_PORT', PORT_DEFAULTS.GATEWAY_PORT),
    remotes: Object.fromEntries(REMOTES.map((r) => [r.name, portFromEnv(env, r.portVar, r.port)])),
    partner: portFromEnv(env, 'DEMO_PARTNER_PORT', PORT_DEFAULTS.DEMO_PARTNER_PORT),
    checkout: portFromEnv(env, 'DEMO_CHECKOUT_PORT', PORT_DEFAULTS.DEMO_CHECKOUT_PORT),
    places: portFromEnv(env, 'DEMO_PLACES_PORT', PORT_DEFAULTS.DEMO_PLACES_PORT),
  };
}

/**
 * Each remote's standalone development page (`rspack serve`): its variable and default port. The
 * gateway admits these origins in the sandbox, reading the same variables, so a moved page still may
 * call it.
 * @type {readonly { name: string, variable: string, fallback: number }[]}
 */
export const STANDALONE_DEV_PORTS = Object.freeze(
  REMOTES.map((r) => Object.freeze({ name: r.name, variable: r.devPortVar, fallback: r.devPort })),
);

/**
 * The standalone development pages' ports in this environment.
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ name: string, variable: string, port: number }[]}
 */
export function standaloneDevPorts(env = process.env) {
  return STANDALONE_DEV_PORTS.map((d) => ({
    name: d.name,
    variable: d.variable,
    port: portFromEnv(env, d.variable, d.fallback),
  }));
}

/**
 * Whether a listen on `host` would fail with EADDRINUSE (or EACCES) right now.
 * @param {number} port
 * @param {string} host
 * @returns {Promise<boolean>}
 */
function heldOn(port, host) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      // No IPv6 on this machine: nothing can hold the port there.
      resolve(error.code === 'EADDRINUSE' || error.code === 'EACCES');
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

/**
 * Whether nothing holds the port on either loopback address: a browser tries ::1 first for
 * `localhost`, so a server there would answer instead of ours.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export async function portIsFree(port) {
  return !(await heldOn(port, '127.0.0.1')) && !(await heldOn(port, '::1'));
}

/**
 * Refuses a set of ports where one is taken twice or is in use, with one message naming each.
 * @param {{ port: number, label: string }[]} wanted
 * @param {string} hint how to move the ports, added to the message
 * @returns {Promise<void>}
 */
export async function assertPortsFree(wanted, hint) {
  const problems = [];
  const seen = new Map();
  for (const { port, label } of wanted) {
    const first = seen.get(port);
    if (first) problems.push(`port ${port} is given to both ${first} and ${label}`);
    else seen.set(port, label);
  }
  const busy = await Promise.all(
    [...seen].map(async ([port, label]) =>
      (await portIsFree(port)) ? null : `port ${port} (${label}) is in use by another program`,
    ),
  );
  problems.push(...busy.filter((p) => p !== null));
  if (problems.length > 0) throw new Error(`${problems.join('; ')}. ${hint}`);
}

/**
 * `count` different ports that the system says are free now (it picks them; a port may still be
 * taken before it is used, which the start then reports).
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export async function freePorts(count) {
  // Every probe stays open until all are picked, so the ports differ.
  /** @type {net.Server[]} */
  const servers = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = net.createServer();
      servers.push(server);
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen({ port: 0, host: '127.0.0.1' }, () => resolve(undefined));
      });
    }
    return servers.map((s) => /** @type {net.AddressInfo} */ (s.address()).port);
  } finally {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(() => resolve(undefined)))));
  }
}

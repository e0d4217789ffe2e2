// Starts the portal as production would run it: the gateway, every remote on its own origin (a
// static server standing in for a CDN), and the shell server; each a child process, stopped together.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { builtServerFile } from './build.mjs';
import { at, REMOTES } from './paths.mjs';
import { assertPortsFree } from '../../packages/build/node/ports.mjs';
import { trackOutput, waitForHealth } from './wait-ready.mjs';

/**
 * The shell server's override of a remote's manifest URL (shell/server/environment.ts reads it).
 * @param {string} name
 */
export const remoteUrlVariable = (name) => `PORTAL_REMOTE_${name.toUpperCase()}_URL`;

/**
 * The URLs a person set to point the shell at another gateway or another build of a remote
 * (README: PORTAL_GATEWAY_URL, PORTAL_REMOTE_<NAME>_URL): they win over the port-derived ones.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ gateway?: string, remotes: Record<string, string> }}
 */
export function urlOverridesFrom(env = process.env) {
  const remotes = {};
  for (const r of REMOTES) {
    const url = env[remoteUrlVariable(r.name)];
    if (url) remotes[r.name] = url;
  }
  return { ...(env.PORTAL_GATEWAY_URL ? { gateway: env.PORTAL_GATEWAY_URL } : {}), remotes };
}

/**
 * Each whole line of a child's output, as it comes: given to `tap` as written (a log file's copy), and
 * to the sink labelled and formatted when `shown` lets it through.
 */
function prefixLines(stream, label, { sink, format, tap, shown }) {
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      tap?.(line);
      if (shown?.(line) ?? true) sink(`${label} ${format(line)}`);
    }
  });
}

/**
 * Runs Node in a package's folder with its output prefixed. The IPC channel is how the child knows its
 * supervisor is gone, even killed with SIGKILL: the servers stop on its 'disconnect'.
 */
function spawnNode(pkg, nodeArgs, env, label, { sink, format = (line) => line, tap, shown }) {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: at(pkg),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  prefixLines(child.stdout, label, { sink, format, tap, shown });
  prefixLines(child.stderr, label, { sink, format, tap, shown });
  trackOutput(child);
  return child;
}

/** A TypeScript entry point run with tsx's loader (the demo sites, which production does not run). */
const spawnTs = (pkg, entry, args, env, label, io) =>
  spawnNode(pkg, ['--import', 'tsx', entry, ...args], env, label, io);

/**
 * A server as production runs it : the JavaScript `npm run build` made of it
 * (scripts/lib/build.mjs, SERVERS), with plain Node and no TypeScript loader; its stack traces still
 * name the TypeScript lines.
 */
function spawnBuilt(pkg, file, args, env, label, io) {
  if (!existsSync(at(pkg, file))) throw new Error(`${pkg}/${file} is not built: run npm run build`);
  return spawnNode(pkg, ['--enable-source-maps', file, ...args], env, label, io);
}

/** pino's numbered levels (the gateway logs with pino, through Fastify). */
const PINO_LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/**
 * The gateway's output when it is also kept in a file (options.gatewayLogFile): the gateway logs at
 * debug, every line goes to the file, and the console shows only what `logLevel` would have shown (a
 * line that is not pino's JSON, such as a crash's stack, always).
 * @param {{ sink: (line: string) => void, format?: (line: string) => string }} io
 * @param {string} file
 * @param {string} logLevel
 */
export function gatewayOutput(io, file, logLevel) {
  const out = createWriteStream(file, { flags: 'a' });
  return {
    io: { ...io, tap: (line) => out.write(`${line}\n`), shown: shownAt(logLevel) },
    close: () => new Promise((resolve) => out.end(resolve)),
  };
}

/**
 * Whether a gateway line reaches the console at `logLevel` (a line that is not pino's JSON always does).
 * @param {string} logLevel
 */
function shownAt(logLevel) {
  const threshold = PINO_LEVELS[logLevel] ?? PINO_LEVELS.warn;
  return (/** @type {string} */ line) => {
    try {
      const level = JSON.parse(line).level;
      return (typeof level === 'number' ? level : Infinity) >= threshold;
    } catch {
      return true;
    }
  };
}

/** Resident memory of a process in MB (Linux). */
export function rssMB(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * The manifest URL the shell loads each remote from: the override if one is set, else its local origin.
 * @param {{ remotes: Record<string, number> }} ports
 * @param {{ remotes: Record<string, string> }} [overrides]
 * @returns {Record<string, string>}
 */
export function remoteUrls(ports, overrides = { remotes: {} }) {
  return Object.fromEntries(
    REMOTES.map((r) => [
      r.name,
      overrides.remotes[r.name] ?? `http://localhost:${ports.remotes[r.name]}/mf-manifest.json`,
    ]),
  );
}

function shellEnv({ port, ports, logLevel, distDir, issuersDir, overrides, overrideOrigins }) {
  const urls = remoteUrls(ports, overrides);
  return {
    // The origins a tester may point a remote at (shell/server/environment.ts).
    ...(overrideOrigins?.length ? { PORTAL_REMOTE_OVERRIDE_ORIGINS: overrideOrigins.join(',') } : {}),
    SHELL_PORT: String(port),
    PORTAL_GATEWAY_URL: overrides?.gateway ?? `http://localhost:${ports.gateway}/`,
    LOG_LEVEL: logLevel,
    ...(distDir ? { SHELL_DIST_DIR: distDir } : {}),
    ...(issuersDir ? { PORTAL_ISSUERS_DIR: issuersDir } : {}),
    ...Object.fromEntries(REMOTES.map((r) => [remoteUrlVariable(r.name), urls[r.name]])),
    // Northwind's online banking is the demo partner bank here (shell/env/local.json's own port
    // would be wrong once the ports move).
    ...(ports.partner ? { PORTAL_PARTNER_SITE_NORTHWIND: `${partnerUrl(ports)}/` } : {}),
  };
}

/**
 * The demo partner bank's address (demo-sites): http://localhost, since the gateway discovers it
 * from Node, which does not resolve *.localhost names.
 * @param {{ partner: number }} ports
 */
export function partnerUrl(ports) {
  return `http://localhost:${ports.partner}`;
}

/**
 * The demo merchant's checkout page: its port, the gateway its server asks for shopper
 * sessions, the wallet's origin (embed/wallet.js) and the shell's (the issuer's card art).
 * @param {import('../../packages/build/node/ports.mjs').PortalPorts} ports
 */
function checkoutEnvironment(ports) {
  return {
    DEMO_CHECKOUT_PORT: String(ports.checkout),
    ...(ports.places ? { DEMO_PLACES_PORT: String(ports.places) } : {}),
    GATEWAY_PORT: String(ports.gateway),
    MFE_EMBEDDED_WALLET_PORT: String(ports.remotes.mfe_embedded_wallet),
    SHELL_PORT: String(ports.shell),
  };
}

/**
 * The stand-in places service: its port, and the origins whose pages may use its key (the
 * checkout page's, for the wallet in the page, and the wallet's own, for its isolated frame).
 * @param {import('../../packages/build/node/ports.mjs').PortalPorts} ports
 */
function placesEnvironment(ports) {
  return {
    DEMO_PLACES_PORT: String(ports.places),
    DEMO_CHECKOUT_PORT: String(ports.checkout),
    MFE_EMBEDDED_WALLET_PORT: String(ports.remotes.mfe_embedded_wallet),
  };
}

/**
 * The demo checkout page's address (demo-sites).
 * @param {{ checkout: number }} ports
 */
export function checkoutUrl(ports) {
  return `http://localhost:${ports.checkout}`;
}

/** The demo partner bank's environment: its port, the shell's (the portal's launch URL) and journey members when asked. */
function partnerEnvironment(ports, openJourneyMembers) {
  return {
    DEMO_PARTNER_PORT: String(ports.partner),
    SHELL_PORT: String(ports.shell),
    DEMO_PARTNER_OPEN_JOURNEY_MEMBERS: openJourneyMembers ? 'true' : 'false',
  };
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * One more shell server (the bench serves a monolithic build with it), against a running portal's
 * gateway, once its port is checked free and it answers.
 */
export async function spawnShellServer({
  port,
  distDir,
  ports,
  logLevel = 'warn',
  issuersDir,
  overrides,
  label = 'the shell server',
  portHint = 'Choose another port for it.',
  sink = (line) => console.log(line),
  format,
}) {
  await assertPortsFree([{ port, label }], portHint);
  const child = spawnBuilt(
    'shell',
    builtServerFile('shell'),
    [],
    shellEnv({ port, ports, logLevel, distDir, issuersDir, overrides }),
    `[shell:${port}]`,
    { sink, format },
  );
  try {
    await waitForHealth(`http://127.0.0.1:${port}/health`, child, `the shell server on ${port}`);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { stop: () => stopChild(child), child };
}

/**
 * The static origins standing in for each remote's CDN, in one process: name=dir@port per remote, and
 * a branch builds' origin when given (a folder of other builds a tester overrides a remote with).
 */
function remoteOriginsChild({ ports, remoteDirs, logLevel, io, branchOrigin }) {
  const origins = REMOTES.map((r) => `${r.name}=${remoteDirs?.[r.name] ?? at(r.dir, 'dist')}@${ports.remotes[r.name]}`);
  if (branchOrigin) origins.push(`branch=${branchOrigin.dir}@${branchOrigin.port}`);
  const framePolicy = walletFramePolicy(ports);
  return spawnBuilt(
    'shell',
    builtServerFile('shell', 'static-origins'),
    origins,
    { LOG_LEVEL: logLevel, ...(framePolicy ? { WALLET_FRAME_POLICY: JSON.stringify(framePolicy) } : {}) },
    '[remotes]',
    io,
  );
}

/**
 * The wallet frame's policy inputs (shell/server/static-origins.ts): the demo
 * merchant's checkout page is the registered merchant origin (as the sandbox gateway seeds it), the
 * gateway, the shell (the issuers' card art) and the stand-in places service.
 * @param {import('../../packages/build/node/ports.mjs').PortalPorts} ports
 */
function walletFramePolicy(ports) {
  if (!ports.checkout) return null;
  return {
    merchantOrigins: [`http://localhost:${ports.checkout}`, `http://127.0.0.1:${ports.checkout}`],
    gateway: `http://localhost:${ports.gateway}`,
    cardArt: [`http://localhost:${ports.shell}`],
    places: ports.places ? [`http://localhost:${ports.places}`] : [],
  };
}

const remoteOriginsReady = (ports, child) =>
  Promise.all(
    REMOTES.map((r) => waitForHealth(`http://127.0.0.1:${ports.remotes[r.name]}/health`, child, `the ${r.dir} origin`)),
  );

/** The static origins alone, once their ports are checked free and each answers (remoteDirs: name -> folder). */
export async function spawnRemoteOrigins({
  ports,
  remoteDirs,
  logLevel = 'warn',
  sink = (line) => console.log(line),
  format,
}) {
  await assertPortsFree(
    REMOTES.map((r) => ({ port: ports.remotes[r.name], label: `the ${r.dir} origin` })),
    'Choose other ports for them.',
  );
  const child = remoteOriginsChild({ ports, remoteDirs, logLevel, io: { sink, format } });
  try {
    await remoteOriginsReady(ports, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { stop: () => stopChild(child), child };
}

/** The ports a portal takes, each with what takes it, for the check that they are free. */
function portalPortLabels(ports) {
  return [
    { port: ports.shell, label: 'the shell server' },
    { port: ports.gateway, label: 'the gateway' },
    ...REMOTES.map((r) => ({ port: ports.remotes[r.name], label: `the ${r.dir} origin` })),
    ...(ports.partner ? [{ port: ports.partner, label: 'the demo partner bank' }] : []),
    ...(ports.checkout ? [{ port: ports.checkout, label: 'the demo checkout page' }] : []),
    ...(ports.places ? [{ port: ports.places, label: 'the stand-in places service' }] : []),
  ];
}

/**
 * The gateway's environment for a portal: its port, the shell's, the profile asked for (the gateway's
 * own default is production, which serves no development route and needs a key: `npm start` and the
 * journeys ask for the sandbox), and what the options set.
 * @param {{ ports: { gateway: number, shell: number }, gatewayProfile?: 'sandbox' | 'production', logLevel?: string, gatewayDataDir?: string, issuersDir?: string, extraOrigins?: string[], rateLimits?: string, lightHashing?: boolean }} options
 * @returns {Record<string, string>}
 */
export function gatewayEnvironment(options) {
  if (options.gatewayProfile !== 'sandbox' && options.gatewayProfile !== 'production') {
    throw new Error('startPortal needs gatewayProfile: sandbox (npm start, the journeys) or production');
  }
  const { ports } = options;
  return {
    GATEWAY_PORT: String(ports.gateway),
    SHELL_PORT: String(ports.shell),
    GATEWAY_PROFILE: options.gatewayProfile,
    ...(ports.partner ? { DEMO_PARTNER_PORT: String(ports.partner) } : {}),
    ...(ports.checkout ? { DEMO_CHECKOUT_PORT: String(ports.checkout) } : {}),
    ...(ports.places ? { DEMO_PLACES_PORT: String(ports.places) } : {}),
    MFE_EMBEDDED_WALLET_PORT: String(ports.remotes.mfe_embedded_wallet),
    LOG_LEVEL: options.logLevel ?? 'warn',
    ...(options.gatewayDataDir ? { GATEWAY_DATA_DIR: options.gatewayDataDir } : {}),
    ...(options.extraOrigins?.length
      ? {
          GATEWAY_ALLOWED_ORIGINS: [
            `http://localhost:${ports.shell}`,
            `http://{issuer}.localhost:${ports.shell}`,
            `http://127.0.0.1:${ports.shell}`,
            ...options.extraOrigins,
          ].join(','),
        }
      : {}),
    ...(options.rateLimits ? { GATEWAY_RATE_LIMITS: options.rateLimits } : {}),
    ...(options.lightHashing ? { GATEWAY_HASHING: 'light' } : {}),
    ...(options.issuersDir ? { PORTAL_ISSUERS_DIR: options.issuersDir } : {}),
  };
}

/**
 * options: ports, portHint (how to move them, for the message when one is in use), gatewayProfile
 * ('sandbox' or 'production': the gateway's, asked for explicitly), rateLimits (GATEWAY_RATE_LIMITS, the
 * journeys' limits per client), lightHashing (GATEWAY_HASHING=light, sandbox only: the journeys), gatewayDataDir
 * ('memory://' for a fresh database), issuersDir, remoteDirs (name -> folder served for that remote),
 * shellDistDir, logLevel, sink (a line printer), format (renders a child's log line), onUnexpectedExit,
 * extraOrigins (more browser origins the gateway admits, besides the shell's), overrides (URLs that
 * win over the port-derived ones: urlOverridesFrom), gatewayLogFile (a file the gateway's whole log is
 * appended to, at debug level, request bodies included through its redaction: the journeys read it
 * for secrets, e2e/journeys/at-rest.spec.ts), openJourneyMembers (the partner bank makes up any
 * `journey.<name>` member, so each journey has its own), branchOrigin ({ dir, port }: a static origin
 * serving other builds of remotes, which the shell's environment allows as a tester's override).
 */
export async function startPortal(options) {
  const { ports } = options;
  const sink = options.sink ?? ((line) => console.log(line));
  const io = { sink, format: options.format };
  const logLevel = options.logLevel ?? 'warn';
  // A server already on one of these ports would answer the health checks in our servers' place.
  const branch = options.branchOrigin;
  await assertPortsFree(
    [...portalPortLabels(ports), ...(branch ? [{ port: branch.port, label: "the branch builds' origin" }] : [])],
    options.portHint ?? 'Stop what holds it, or move the port.',
  );
  // Before anything starts: a portal without a profile named would start a gateway that cannot serve it.
  const gatewayEnv = gatewayEnvironment(options);
  const gatewayLog = options.gatewayLogFile ? gatewayOutput(io, options.gatewayLogFile, logLevel) : null;
  if (gatewayLog) gatewayEnv.LOG_LEVEL = 'debug';
  // At least info, so the start's progress lines (database, migrations, seeding) reach the wait below,
  // which goes on while they come; the console still shows only what logLevel asks for.
  else if ((PINO_LEVELS[gatewayEnv.LOG_LEVEL] ?? 0) > PINO_LEVELS.info) gatewayEnv.LOG_LEVEL = 'info';
  const gatewayIo = gatewayLog?.io ?? { ...io, shown: shownAt(logLevel) };
  const children = [];
  let stopping = false;

  const watch = (child, label) => {
    children.push(child);
    child.on('exit', (code, signal) => {
      if (!stopping) options.onUnexpectedExit?.(label, code, signal);
    });
    return child;
  };

  const stop = async () => {
    stopping = true;
    await Promise.all(children.map(stopChild));
    await gatewayLog?.close();
  };

  try {
    const gateway = watch(
      spawnBuilt('gateway', builtServerFile('gateway'), [], gatewayEnv, '[gateway]', gatewayIo),
      'gateway',
    );
    const remotes = watch(
      remoteOriginsChild({ ports, remoteDirs: options.remoteDirs, logLevel, io, branchOrigin: branch }),
      'remotes',
    );
    const overrideOrigins = branch ? [`http://localhost:${branch.port}`] : [];
    const shell = watch(
      spawnBuilt(
        'shell',
        builtServerFile('shell'),
        [],
        shellEnv({
          port: ports.shell,
          ports,
          logLevel,
          distDir: options.shellDistDir,
          issuersDir: options.issuersDir,
          overrides: options.overrides,
          overrideOrigins,
        }),
        '[shell]',
        io,
      ),
      'shell',
    );
    // The SSO issuer's partner, when the portal has a port for it.
    const partner = ports.partner
      ? watch(
          spawnTs(
            'demo-sites',
            'src/partner-bank/main.ts',
            [],
            partnerEnvironment(ports, options.openJourneyMembers === true),
            '[partner]',
            io,
          ),
          'partner bank',
        )
      : null;
    // The demo merchant's checkout page, where the embedded wallet is mounted.
    const checkout = ports.checkout
      ? watch(
          spawnTs('demo-sites', 'src/checkout/main.ts', [], checkoutEnvironment(ports), '[checkout]', io),
          'checkout page',
        )
      : null;
    // The sandbox's stand-in hosted places service, which acme's wallet loads for its address form.
    const places = ports.places
      ? watch(
          spawnTs('demo-sites', 'src/places/main.ts', [], placesEnvironment(ports), '[places]', io),
          'places service',
        )
      : null;
    const [gatewayMs] = await Promise.all([
      // The gateway's first start (initdb, migrations, the demo users' hashes) can take minutes on a
      // busy machine: it is waited for as long as its log moves, and the wait says so.
      waitForHealth(`http://127.0.0.1:${ports.gateway}/health`, gateway, 'the gateway', { say: io.sink }),
      remoteOriginsReady(ports, remotes),
      ...(branch
        ? [waitForHealth(`http://127.0.0.1:${branch.port}/health`, remotes, "the branch builds' origin")]
        : []),
      waitForHealth(`http://127.0.0.1:${ports.shell}/health`, shell, 'the shell server'),
      ...(partner
        ? [
            waitForHealth(
              `http://127.0.0.1:${ports.partner}/.well-known/openid-configuration`,
              partner,
              'the demo partner bank',
            ),
          ]
        : []),
      ...(checkout
        ? [waitForHealth(`http://127.0.0.1:${ports.checkout}/health`, checkout, 'the demo checkout page')]
        : []),
      ...(places
        ? [waitForHealth(`http://127.0.0.1:${ports.places}/health`, places, 'the stand-in places service')]
        : []),
    ]);
    return { stop, gateway: { pid: gateway.pid, readyMs: gatewayMs }, children };
  } catch (error) {
    await stop();
    throw error;
  }
}

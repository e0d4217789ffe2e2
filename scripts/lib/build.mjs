// Builds what changed: the issuer configurations are validated, then the shell and each remote are
// built with Rspack to their own dist/ folder, and the servers (the gateway, the shell server and the
// remotes' static origins) to plain JavaScript; each skipped when its inputs are unchanged.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, at, bin, ROOT } from './paths.mjs';
import { fingerprint, readStamp, writeStamp } from './stamps.mjs';
import { step } from './log.mjs';

/** The children of run() still running, so a stopped `npm start` can take its build down with it. */
const running = new Set();

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, ...options.env },
      stdio: options.stdio ?? 'inherit',
    });
    running.add(child);
    child.on('error', (error) => {
      running.delete(child);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(signal ? 1 : (code ?? 1));
    });
  });
}

/** Stops every build step still running (a SIGTERM; they write nothing that a later build trusts). */
export function stopRunning() {
  for (const child of running) child.kill('SIGTERM');
}

/** The sources of the portal's own packages (packages/*), and their manifests. */
const PACKAGE_INPUTS = [
  ...['domain', 'client', 'ui', 'build'].flatMap((pkg) => [
    at('packages', pkg, 'src'),
    at('packages', pkg, 'package.json'),
  ]),
  at('packages', 'build', 'node'),
];

/** Everything an app's bundle is made of. */
function appInputs(app) {
  return [at(app), ...PACKAGE_INPUTS, at('tsconfig.base.json'), at('pnpm-lock.yaml')];
}

const stampFile = (app) => at(app, 'dist', '.portal-build-stamp');
const builtMarker = (app) => at(app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');

async function validateIssuers(dir) {
  const s = step('Validating issuer configurations');
  const code = await run(bin('issuers', 'tsx'), [at('issuers', 'src', 'cli', 'validate.ts'), ...(dir ? [dir] : [])]);
  if (code !== 0) {
    s.fail();
    throw new Error('an issuer configuration is invalid (see above)');
  }
  s.done();
}

async function buildApp(app, { force = false, env = {} } = {}) {
  const want = fingerprint(appInputs(app), { ignoreTests: true });
  if (!force && existsSync(builtMarker(app)) && readStamp(stampFile(app)) === want) return false;
  const s = step(`Building ${app}`);
  const code = await run(bin(app, 'rspack'), ['build', '--mode', 'production'], { cwd: at(app), env });
  if (code !== 0) {
    s.fail();
    throw new Error(`${app} failed to build`);
  }
  writeStamp(stampFile(app), want);
  s.done();
  return true;
}

/**
 * The servers as they run in production : `node gateway/dist/main.js`, `node
 * shell/server/dist/main.js` and `node shell/server/dist/static-origins.js`, with no TypeScript loader.
 * `npm start` and the journeys start these files (scripts/lib/portal.mjs).
 */
const SERVERS = [
  {
    label: 'the gateway',
    pkg: 'gateway',
    config: 'rspack.config.ts',
    sources: [at('gateway', 'src'), at('gateway', 'rspack.config.ts')],
    outputDir: 'dist',
  },
  {
    label: 'the shell server',
    pkg: 'shell',
    config: 'rspack.server.config.ts',
    sources: [at('shell', 'server'), at('shell', 'rspack.server.config.ts')],
    outputDir: 'server/dist',
  },
];

const serverOf = (pkg) => {
  const server = SERVERS.find((s) => s.pkg === pkg);
  if (!server) throw new Error(`no server is built from ${pkg}`);
  return server;
};

/**
 * The file of a server built from package `pkg` (the entry `name` of its Rspack configuration), relative
 * to the package's folder, where it is run from: `builtServerFile('shell', 'static-origins')` is
 * `server/dist/static-origins.js`.
 * @param {string} pkg
 * @param {string} [name]
 */
export function builtServerFile(pkg, name = 'main') {
  return `${serverOf(pkg).outputDir}/${name}.js`;
}

async function buildServer(server, { force = false } = {}) {
  const inputs = [
    ...server.sources,
    at(server.pkg, 'package.json'),
    ...PACKAGE_INPUTS,
    at('issuers', 'src'),
    at('scripts', 'lib'),
    at('tsconfig.base.json'),
    at('pnpm-lock.yaml'),
  ];
  const want = fingerprint(inputs, { ignoreTests: true });
  const entry = at(server.pkg, builtServerFile(server.pkg));
  const stamp = path.join(path.dirname(entry), '.portal-build-stamp');
  if (!force && existsSync(entry) && readStamp(stamp) === want) return false;
  const s = step(`Building ${server.label}`);
  const code = await run(bin(server.pkg, 'rspack'), ['build', '-c', server.config], { cwd: at(server.pkg) });
  if (code !== 0) {
    s.fail();
    throw new Error(`${server.label} failed to build`);
  }
  writeStamp(stamp, want);
  s.done();
  return true;
}

/**
 * One server's JavaScript, built when its inputs changed (`npm run fuzz` and `npm run load` measure the
 * gateway as production runs it).
 * @param {string} pkg
 */
export async function ensureServerBuilt(pkg) {
  await buildServer(serverOf(pkg));
  return at(pkg, builtServerFile(pkg));
}

export async function ensureBuilt({ force = false } = {}) {
  await validateIssuers();
  let built = 0;
  for (const app of APPS) if (await buildApp(app, { force })) built++;
  for (const server of SERVERS) if (await buildServer(server, { force })) built++;
  if (built === 0) console.log('✔ builds are up to date');
}

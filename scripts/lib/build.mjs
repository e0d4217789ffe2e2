// Builds what changed: the issuer configurations are validated, then the shell and each remote are
// built with Rspack to their own dist/ folder, skipped when their inputs are unchanged.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { APPS, at, bin, ROOT } from './paths.mjs';
import { fingerprint, readStamp, writeStamp } from './stamps.mjs';
import { step } from './log.mjs';

/** The children of run() still running, so a stopped `npm start` can take its build down with it. */
const running = new Set();

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd ?? ROOT, env: { ...process.env, ...options.env }, stdio: options.stdio ?? 'inherit' });
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

/** Everything an app's bundle is made of. */
function appInputs(app) {
  return [at(app), at('shared', 'src'), at('shared', 'build'), at('shared', 'package.json'), at('tsconfig.base.json'), at('pnpm-lock.yaml')];
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

export async function ensureBuilt({ force = false } = {}) {
  await validateIssuers();
  let built = 0;
  for (const app of APPS) if (await buildApp(app, { force })) built++;
  if (built === 0) console.log('✔ builds are up to date');
}

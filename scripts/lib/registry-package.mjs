// A tool taken whole from the package registry (`npm pack`, so no download site of its own): a Node.js
// binary (node-runtime.mjs) or pnpm's (pnpm.mjs), unpacked once into .cache/ (ignored by git) and
// checked before it is trusted. Only the machine's npm is needed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { step } from './log.mjs';

/**
 * Unpacks `spec` (`name@version`) into `dir`, as the package's own folder (the tarball's `package/`), and
 * returns `dir`. `members` limits what is unpacked (paths inside the package), `check` gets `dir` and
 * answers whether the result works; a failed fetch or check leaves nothing behind.
 * @param {{ spec: string, dir: string, label: string, members?: string[], check: (dir: string) => boolean }} options
 */
export function packageFromRegistry({ spec, dir, label, members, check }) {
  if (existsSync(dir) && check(dir)) return dir;
  const s = step(`Fetching ${label} (npm pack ${spec})`);
  const scratch = `${dir}.partial`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const fail = (why) => {
    s.fail();
    rmSync(scratch, { recursive: true, force: true });
    throw new Error(`${label}: ${why}`);
  };
  const pack = spawnSync('npm', ['pack', spec, '--pack-destination', scratch, '--silent'], { encoding: 'utf8' });
  const tarball = readdirSync(scratch).find((f) => f.endsWith('.tgz'));
  if (pack.status !== 0 || !tarball)
    fail(
      `npm pack ${spec} failed: ${`${pack.stderr ?? ''}${pack.stdout ?? ''}`.trim().split('\n').slice(-2).join(' ') || pack.error?.message || 'no tarball'}`,
    );
  const untar = spawnSync(
    'tar',
    [
      '-xzf',
      path.join(scratch, tarball),
      '-C',
      scratch,
      '--strip-components=1',
      ...(members ?? []).map((m) => `package/${m}`),
    ],
    { encoding: 'utf8' },
  );
  rmSync(path.join(scratch, tarball), { force: true });
  if (untar.status !== 0) fail(`the ${spec} tarball did not unpack: ${untar.stderr.trim()}`);
  if (!check(scratch)) fail(`the ${spec} package did not give a working ${label}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  renameSync(scratch, dir);
  s.done();
  return dir;
}

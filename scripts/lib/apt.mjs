// Installing a Debian package with apt-get (as root, or with sudo that asks no password), for what
// `npm test` needs and the machine lacks: Chromium, PostgreSQL. An install that fails refreshes the
// package lists once and tries again.
import { spawnSync } from 'node:child_process';

/** apt-get install -y --no-install-recommends `pkg`; true when it succeeded. */
export function aptInstall(pkg) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = root ? [] : ['sudo', '-n'];
  const apt = (args) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args];
    return spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  let result = apt(['install', '-y', '--no-install-recommends', pkg]);
  if (result.status !== 0) {
    apt(['update']);
    result = apt(['install', '-y', '--no-install-recommends', pkg]);
  }
  return result.status === 0;
}

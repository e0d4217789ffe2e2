// Keeps a supervisor (npm start, the journeys' web server) from leaving its children behind: it stops
// on SIGINT, SIGTERM or SIGHUP, and also when what started it goes away without a signal reaching it.
// npm runs a script as `sh -c 'node …'`; a SIGTERM or SIGINT sent to npm alone (an IDE's stop button,
// `kill PID`) is forwarded to that shell, which dies of it and leaves this process running, orphaned.
// The children themselves stop when their IPC channel to the supervisor closes (see portal.mjs).
import { readFileSync } from 'node:fs';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * The parent process id of `pid` (Linux: /proc), or null where that cannot be read.
 * @param {number} pid
 * @returns {number | null}
 */
export function parentOf(pid) {
  try {
    // /proc/<pid>/stat is "pid (comm) state ppid …"; comm may hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) ? ppid : null;
  } catch {
    return null;
  }
}

/**
 * The name of process `pid` (Linux: /proc), or null.
 * @param {number} pid
 * @returns {string | null}
 */
function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * The links of this process's ancestry to watch: the parent always; and when the parent is a shell
 * wrapper (npm's `sh -c`, Playwright's web server command), the process above it too, since killing
 * that one with SIGKILL leaves its shell waiting on us. A link is broken when the child is no longer
 * the parent's: it was re-parented because its parent exited.
 * @returns {{ child: number | 'self', parent: number, name: string }[]}
 */
function ancestry() {
  /** @type {{ child: number | 'self', parent: number, name: string }[]} */
  const links = [{ child: 'self', parent: process.ppid, name: 'the parent process' }];
  const shell = commandOf(process.ppid);
  const above = shell !== null && /^(sh|dash|bash|zsh)$/.test(shell) ? parentOf(process.ppid) : null;
  if (above !== null && above > 1)
    links.push({ child: process.ppid, parent: above, name: `the process that ran ${shell}` });
  return links;
}

/**
 * Calls `stop(reason)` once: on SIGINT, SIGTERM or SIGHUP, or within `intervalMs` of the parent (or
 * the process above a shell wrapper) exiting. Returns the trigger, for a supervisor that must stop
 * for a reason of its own.
 * @param {(reason: string) => Promise<void> | void} stop
 * @param {{ intervalMs?: number }} [options]
 * @returns {(reason: string) => void}
 */
export function stopWithParent(stop, { intervalMs = 250 } = {}) {
  let stopping = false;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const trigger = (/** @type {string} */ reason) => {
    if (stopping) return;
    stopping = true;
    clearInterval(timer);
    void stop(reason);
  };
  const links = ancestry();
  timer = setInterval(() => {
    const broken = links.find((l) => (l.child === 'self' ? process.ppid : parentOf(l.child)) !== l.parent);
    if (broken) trigger(`${broken.name} (pid ${broken.parent}) exited`);
  }, intervalMs);
  // The watch alone must not keep alive a supervisor that has nothing left to do.
  timer.unref();
  for (const signal of SIGNALS) process.on(signal, () => trigger(signal));
  return trigger;
}

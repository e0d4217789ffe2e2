// Waiting for a child server to answer its health check, for as long as it shows it is working: a
// gateway's first start on a busy machine (initdb, migrations, hashing the demo users) can take
// minutes, so a fixed deadline either fails a slow start or waits forever on a hung one. The deadline
// is instead measured from the child's last line of output, and the wait says what it waits for.

/** @type {WeakMap<import('node:child_process').ChildProcess, { at: number, said: string }>} */
const activity = new WeakMap();

/**
 * What a line says, short: a pino JSON line's `msg` (and `step`), else the line itself.
 * @param {string} line
 */
export function gist(line) {
  try {
    const parsed = JSON.parse(line);
    if (parsed && typeof parsed.msg === 'string') return parsed.msg.slice(0, 120);
  } catch {
    // not JSON
  }
  return line.trim().slice(0, 120);
}

/**
 * Follows a child's output: each line it writes moves its deadline on.
 * @param {import('node:child_process').ChildProcess} child
 */
export function trackOutput(child) {
  const seen = { at: Date.now(), said: '' };
  activity.set(child, seen);
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (/** @type {Buffer | string} */ chunk) => {
      const lines = String(chunk)
        .split('\n')
        .filter((l) => l.trim());
      seen.at = Date.now();
      const last = lines.at(-1);
      if (last) seen.said = gist(last);
    });
  }
}

/**
 * Resolves with the milliseconds `url` took to answer 2xx. Fails when the child exits, when it has
 * been silent for `idleMs` without answering, or after `maxMs` in all. Every `reportMs` of waiting,
 * `say` is told what is awaited and what the child last said.
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} label
 * @param {{ idleMs?: number, maxMs?: number, reportMs?: number, pollMs?: number, say?: (line: string) => void }} [options]
 */
export async function waitForHealth(url, child, label, options = {}) {
  const { idleMs = 90_000, maxMs = 15 * 60_000, reportMs = 15_000, pollMs = 150, say = () => {} } = options;
  const started = Date.now();
  let reported = started;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${label} exited (${child.signalCode ?? `code ${child.exitCode}`}) before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return Date.now() - started;
    } catch {
      // not up yet
    }
    const now = Date.now();
    const seen = activity.get(child);
    const lastSign = Math.max(started, seen?.at ?? started);
    const said = seen?.said ? `; it last said "${seen.said}" ${Math.round((now - lastSign) / 1000)} s ago` : '';
    if (now - lastSign > idleMs)
      throw new Error(`${label} did not answer ${url} and wrote nothing for ${Math.round(idleMs / 1000)} s${said}`);
    if (now - started > maxMs)
      throw new Error(`${label} did not answer ${url} within ${Math.round(maxMs / 1000)} s${said}`);
    if (now - reported >= reportMs) {
      reported = now;
      say(`… waiting for ${label} to answer ${url} (${Math.round((now - started) / 1000)} s so far${said})`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

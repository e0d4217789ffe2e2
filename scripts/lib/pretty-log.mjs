// `npm start`'s rendering of the servers' log lines: the gateway, the shell server and the static
// origins log JSON (pino, through Fastify), which is right for production and hard to read in a
// terminal. pino-pretty is not installed, so this is a small formatter of its own: time, level,
// message and a few fields on one line. Anything that is not a pino line passes through unchanged.
import { dim, red, yellow } from './log.mjs';

/** pino's numeric levels. */
const LEVELS = new Map([
  [10, 'TRACE'],
  [20, 'DEBUG'],
  [30, 'INFO'],
  [40, 'WARN'],
  [50, 'ERROR'],
  [60, 'FATAL'],
]);

/** Fields every pino line has, or that the line shows in its own way. */
const OWN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'v', 'reqId', 'req', 'res', 'err', 'responseTime']);

/** A field's value, short: strings bare, anything else as compact JSON, cut at 80 characters. */
function short(value) {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One log line as a person reads it: `12:04:05 WARN  message  key=value …`, with the request's
 * method, URL and status and the error's message where there are any.
 * @param {string} line
 * @returns {string}
 */
export function prettyLogLine(line) {
  if (!line.startsWith('{')) return line;
  /** @type {unknown} */
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (!isObject(entry) || typeof entry.level !== 'number' || !LEVELS.has(entry.level)) return line;
  const level = LEVELS.get(entry.level) ?? 'INFO';
  const time = typeof entry.time === 'number' ? new Date(entry.time).toTimeString().slice(0, 8) : '';
  const parts = [];
  if (isObject(entry.req)) parts.push(`${entry.req.method ?? ''} ${entry.req.url ?? ''}`.trim());
  if (isObject(entry.res) && entry.res.statusCode !== undefined) parts.push(`-> ${entry.res.statusCode}`);
  if (typeof entry.responseTime === 'number') parts.push(`${entry.responseTime.toFixed(0)} ms`);
  for (const [key, value] of Object.entries(entry)) if (!OWN_FIELDS.has(key)) parts.push(`${key}=${short(value)}`);
  const paint = entry.level >= 50 ? red : entry.level >= 40 ? yellow : entry.level <= 20 ? dim : (/** @type {string} */ s) => s;
  let text = `${dim(time)} ${paint(level.padEnd(5))} ${typeof entry.msg === 'string' ? entry.msg : ''}${parts.length ? `  ${dim(parts.join(' '))}` : ''}`;
  if (isObject(entry.err)) {
    const stack = typeof entry.err.stack === 'string' ? entry.err.stack : `${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''}`;
    text += `\n${stack
      .split('\n')
      .slice(0, 6)
      .map((l) => `    ${l.trim()}`)
      .join('\n')}`;
  }
  return text;
}

// `npm start`'s rendering of the servers' log lines: the gateway, the shell server and the static
// origins log JSON (pino, through Fastify), which is right for production and hard to read in a
// terminal. pino-pretty renders each pino line on one line (its time, level and message, a request's
// method, URL, status and time, then the other fields as JSON, an error's stack below); anything that
// is not a pino line passes through unchanged.
import { prettyFactory } from 'pino-pretty';

/** pino's numeric levels: a line with another is not pino's. */
const LEVELS = new Set([10, 20, 30, 40, 50, 60]);

const pretty = prettyFactory({
  colorize: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
  translateTime: 'SYS:HH:MM:ss',
  singleLine: true,
  // Every line has pid and hostname; the request's fields are in the message.
  ignore: 'pid,hostname,reqId,req,res,responseTime',
  messageFormat:
    '{msg}{if req.method}  {req.method} {req.url}{end}{if res.statusCode}  -> {res.statusCode}{end}{if responseTime} {responseTime} ms{end}',
});

/**
 * One log line as a person reads it: `[12:04:05] WARN: message {"key":"value"}`.
 * @param {string} line
 * @returns {string}
 */
export function prettyLogLine(line) {
  if (!line.startsWith('{')) return line;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof entry !== 'object' || entry === null || !LEVELS.has(entry.level)) return line;
  return pretty(line).replace(/\n$/, '');
}

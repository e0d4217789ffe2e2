// `npm start` shows the servers' JSON log lines (pino, through Fastify) as short readable lines, through
// pino-pretty (scripts/lib/pretty-log.mjs); production keeps the JSON.
import { describe, expect, it } from 'vitest';
import { prettyLogLine } from '../lib/pretty-log.mjs';

const TIME = Date.UTC(2026, 0, 15, 9, 4, 5);
/** The clock time shown for TIME, in this machine's zone. */
const clock = new Date(TIME).toTimeString().slice(0, 8);
const line = (fields: Record<string, unknown>) => JSON.stringify({ time: TIME, pid: 4242, hostname: 'box', ...fields });

describe('prettyLogLine', () => {
  it("shows the gateway's start as time, level, message and its fields, without pid and hostname", () => {
    const text = prettyLogLine(line({ level: 30, msg: 'gateway ready', database: 'pglite memory://', startMs: 2412 }));
    expect(text).toBe(`[${clock}] INFO: gateway ready {"database":"pglite memory://","startMs":2412}`);
  });

  it("shows a request's method, URL, status and time, without the request's other fields", () => {
    expect(
      prettyLogLine(
        line({
          level: 30,
          reqId: 'req-7',
          req: { method: 'POST', url: '/oauth2/token', host: 'localhost:8080' },
          msg: 'incoming request',
        }),
      ),
    ).toBe(`[${clock}] INFO: incoming request POST /oauth2/token`);
    expect(
      prettyLogLine(
        line({ level: 30, reqId: 'req-7', res: { statusCode: 400 }, responseTime: 12.5, msg: 'request completed' }),
      ),
    ).toBe(`[${clock}] INFO: request completed -> 400 12.5 ms`);
  });

  it.each([
    [20, 'DEBUG'],
    [40, 'WARN'],
    [50, 'ERROR'],
    [60, 'FATAL'],
  ])('level %d is %s', (level, name) => {
    expect(prettyLogLine(line({ level, msg: 'x' }))).toBe(`[${clock}] ${name}: x`);
  });

  it("shows an error's stack on the lines below", () => {
    const stack = ['Error: connection refused', '    at frame0 (file.ts:0:1)'].join('\n');
    const lines = prettyLogLine(
      line({
        level: 50,
        msg: 'issuer configuration left out',
        err: { type: 'Error', message: 'connection refused', stack },
      }),
    ).split('\n');
    expect(lines[0]).toBe(`[${clock}] ERROR: issuer configuration left out `);
    expect(lines.some((l) => l.trim() === 'Error: connection refused')).toBe(true);
    expect(lines.some((l) => l.trim() === 'at frame0 (file.ts:0:1)')).toBe(true);
  });

  it.each([
    ['a plain line', 'shell server: invalid configuration: SHELL_PORT: …'],
    ['JSON that is not a log line', '{"status":"ok"}'],
    ['a level pino does not have', '{"level":35,"msg":"x"}'],
    ['broken JSON', '{"level":30,"msg":'],
  ])('leaves %s as it is', (_what, text) => {
    expect(prettyLogLine(text)).toBe(text);
  });
});

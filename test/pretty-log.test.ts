// `npm start` shows the servers' JSON log lines (pino, through Fastify) as short readable lines
// (scripts/lib/pretty-log.mjs); production keeps the JSON.
import { describe, expect, it } from 'vitest';
import { prettyLogLine } from '../scripts/lib/pretty-log.mjs';

const TIME = Date.UTC(2026, 0, 15, 9, 4, 5);
/** The clock time the formatter shows for TIME, in this machine's zone. */
const clock = new Date(TIME).toTimeString().slice(0, 8);
const line = (fields: Record<string, unknown>) => JSON.stringify({ time: TIME, pid: 4242, hostname: 'box', ...fields });

describe('prettyLogLine', () => {
  it("shows the gateway's start as time, level, message and its fields, without pid and hostname", () => {
    const text = prettyLogLine(line({ level: 30, msg: 'gateway ready', database: 'pglite memory://', startMs: 2412, issuers: 5, profile: 'sandbox' }));
    expect(text).toBe(`${clock} INFO  gateway ready  database=pglite memory:// startMs=2412 issuers=5 profile=sandbox`);
  });

  it("shows a request's method, URL, status and time", () => {
    expect(prettyLogLine(line({ level: 30, reqId: 'req-7', req: { method: 'POST', url: '/oauth2/token', host: 'localhost:8080' }, msg: 'incoming request' }))).toBe(
      `${clock} INFO  incoming request  POST /oauth2/token`,
    );
    expect(prettyLogLine(line({ level: 30, reqId: 'req-7', res: { statusCode: 400 }, responseTime: 12.34, msg: 'request completed' }))).toBe(
      `${clock} INFO  request completed  -> 400 12 ms`,
    );
  });

  it.each([
    [20, 'DEBUG'],
    [40, 'WARN '],
    [50, 'ERROR'],
    [60, 'FATAL'],
  ])('level %d is %s', (level, name) => {
    expect(prettyLogLine(line({ level, msg: 'x' }))).toBe(`${clock} ${name} x`);
  });

  it("an error's stack follows on indented lines, six at most", () => {
    const stack = ['Error: connection refused', ...Array.from({ length: 9 }, (_, i) => `    at frame${i} (file.ts:${i}:1)`)].join('\n');
    const text = prettyLogLine(line({ level: 50, msg: 'issuer configuration left out', err: { type: 'Error', message: 'connection refused', stack } }));
    const lines = text.split('\n');
    expect(lines[0]).toBe(`${clock} ERROR issuer configuration left out`);
    expect(lines.slice(1)).toEqual(['    Error: connection refused', ...Array.from({ length: 5 }, (_, i) => `    at frame${i} (file.ts:${i}:1)`)]);
  });

  it('cuts a long field and writes objects as compact JSON', () => {
    const text = prettyLogLine(line({ level: 40, msg: 'slow', problems: { file: 'x'.repeat(200) } }));
    expect(text.startsWith(`${clock} WARN  slow  problems={"file":"xxx`)).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThan(120);
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

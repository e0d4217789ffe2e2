// The shell's request log lines carry no query value (log-redaction.ts): the sso/launch answer's code
// and state, a key, anything a query holds.
import { Writable } from 'node:stream';
import fc from 'fast-check';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactQuery, requestLogSerializers } from './log-redaction';

describe('redactQuery', () => {
  it('keeps the path and the parameter names, not their values', () => {
    expect(redactQuery('/sso/launch?code=abc123&state=s-1&iss=https%3A%2F%2Fbank')).toBe(
      '/sso/launch?code=[redacted]&state=[redacted]&iss=[redacted]',
    );
    expect(redactQuery('/login')).toBe('/login');
    expect(redactQuery('/x?flag')).toBe('/x?flag=[redacted]');
  });

  it('property: no value of a query survives', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.string({ minLength: 12 }).map(encodeURIComponent))),
        (pairs) => {
          const url = `/p?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`;
          const logged = redactQuery(url);
          for (const [, value] of pairs) expect(logged).not.toContain(value);
        },
      ),
    );
  });

  it('a server with these serializers logs the sso/launch answer without its code or state', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: requestLogSerializers } });
    app.get('/sso/launch', async () => 'ok');
    await app.inject({ url: '/sso/launch?code=THE-CODE-1234&state=THE-STATE-5678' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/sso/launch?code=[redacted]&state=[redacted]');
    expect(log).not.toContain('THE-CODE-1234');
    expect(log).not.toContain('THE-STATE-5678');
  });
});

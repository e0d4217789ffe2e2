// Browser failures reported to the gateway: 204, one scrubbed warn line, no personal data kept; a
// CSP violation report as browsers post it; bad bodies refused in the §8 shape; limited per client.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectError, EXT, postJson, useTestGateway } from '../test-kit';

const gw = useTestGateway();

async function logging(env: NodeJS.ProcessEnv = {}): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = [];
  const app = await gw.buildOn(
    { LOG_LEVEL: 'info', ...env },
    { logStream: { write: (line) => void lines.push(line) } },
  );
  return { app, lines };
}
const reported = (lines: string[]) =>
  lines
    .map((line) => JSON.parse(line) as { msg: string; issuer?: string; clientError?: unknown })
    .filter((l) => l.msg === 'browser error reported');

describe('POST apps/{extAppId}/client-errors', () => {
  it('logs a report once, scrubbed again whatever the page sent, and answers 204', async () => {
    const { app, lines } = await logging();
    const res = await postJson(app, `/apps/${EXT.acme}/client-errors`, {
      kind: 'remote',
      remote: 'mfe_postlogin',
      message:
        'ScriptExternalLoadError for rita@acme.example with 4111111111111111 at https://cdn.example/m.js?t=secret',
      page: '/accounts/123456789?tab=2',
      release: '2026.12.2',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(reported(lines)).toEqual([
      expect.objectContaining({
        issuer: 'acme',
        clientError: {
          kind: 'remote',
          remote: 'mfe_postlogin',
          message: 'ScriptExternalLoadError for [email] with [number] at https://cdn.example/m.js',
          page: '/accounts/[number]',
          release: '2026.12.2',
        },
      }),
    ]);
    const log = lines.join('\n');
    for (const secret of ['rita@acme.example', '4111111111111111', 'secret', '123456789'])
      expect(log).not.toContain(secret);
  });

  it('refuses a body that is not a report, an unknown kind or field, and an unknown application', async () => {
    expectError(
      await postJson(gw.app, `/apps/${EXT.acme}/client-errors`, { kind: 'error' }),
      400,
      'inputValidationError',
    );
    expectError(
      await postJson(gw.app, `/apps/${EXT.acme}/client-errors`, { kind: 'panic', message: 'x' }),
      400,
      'inputValidationError',
    );
    expectError(
      await postJson(gw.app, `/apps/${EXT.acme}/client-errors`, { kind: 'error', message: 'x', email: 'a@b.c' }),
      400,
      'inputValidationError',
    );
    expectError(
      await postJson(gw.app, '/apps/NO-SUCH-APP/client-errors', { kind: 'error', message: 'x' }),
      404,
      'DPS_0001',
    );
  });

  it('is limited per client: past it, 429 tooManyRequests', async () => {
    const limited = await gw.buildOn({ GATEWAY_RATE_LIMITS: 'relaxed,clientErrors.client=3/60' });
    gw.clock.advance(61_000);
    const send = () =>
      limited.inject({
        method: 'POST',
        url: `/apps/${EXT.acme}/client-errors`,
        remoteAddress: '10.9.9.9',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ kind: 'error', message: 'x' }),
      });
    const answers = await Promise.all([send(), send(), send(), send(), send()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 204, 204, 429, 429]);
  });
});

describe('POST apps/{extAppId}/client-errors/csp', () => {
  const cspReport = (app: FastifyInstance, body: string) =>
    app.inject({
      method: 'POST',
      url: `/apps/${EXT.acme}/client-errors/csp`,
      headers: { 'content-type': 'application/csp-report' },
      payload: body,
    });

  it('logs the directive and what it blocked, by origin, and the page path', async () => {
    const { app, lines } = await logging();
    const res = await cspReport(
      app,
      JSON.stringify({
        'csp-report': {
          'document-uri': 'http://acme.localhost:3000/sso/launch?code=abc&state=def',
          'violated-directive': 'script-src-elem',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'https://evil.example/steal.js?card=4111111111111111',
          'original-policy': "default-src 'self'",
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(204);
    expect(reported(lines).map((l) => l.clientError)).toEqual([
      { kind: 'csp', message: 'script-src-elem blocked https://evil.example', page: '/sso/launch' },
    ]);
    expect(lines.join('\n')).not.toContain('4111111111111111');
    expect(lines.join('\n')).not.toContain('code=abc');
  });

  it('refuses what is not a CSP report', async () => {
    expectError(await cspReport(gw.app, '{'), 400, 'inputValidationError');
    expectError(await cspReport(gw.app, '{"other":1}'), 400, 'inputValidationError');
    expectError(
      await postJson(gw.app, `/apps/${EXT.acme}/client-errors/csp`, { 'csp-report': {} }),
      400,
      'inputValidationError',
    );
  });
});

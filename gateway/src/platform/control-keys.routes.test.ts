// A key that holds a control character (a NUL byte, a line feed) names no application: every route
// that reads an apiKey or apikey query answers as for an unknown key, never 500 (the probe's F5:
// PostgreSQL refuses a NUL in a text parameter), with or without a checkout page's Origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test-kit';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw.close();
});

const ROUTES: [method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS', path: string][] = [
  ['POST', '/oidc/authorize'],
  ['POST', '/partnerConsumer/enroll'],
  ['GET', '/wallet/v1/session'],
  ['GET', '/wallet/v1/paymentInstruments'],
  ['POST', '/wallet/v1/paymentInstruments'],
  ['GET', '/wallet/v1/addresses'],
  ['GET', '/wallet/v1/addresses/lookup'],
  ['POST', '/issuer-controller/v1/issuer/cardart'],
  ['OPTIONS', '/wallet/v1/paymentInstruments'],
];

describe('a key with a control character', () => {
  it.each(
    ROUTES.flatMap(([method, path]) =>
      ['apiKey', 'apikey'].flatMap((name) =>
        ['%00', 'key%00', '%0A', 'key%1B[31m'].map((key) => [method, path, name, key] as const),
      ),
    ),
  )('%s %s?%s=%s answers as for an unknown key, never 500', async (method, path, name, key) => {
    const res = await gw.app.inject({
      method,
      url: `${path}?${name}=${key}`,
      headers: { origin: 'http://localhost:3020', 'access-control-request-method': 'GET' },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});

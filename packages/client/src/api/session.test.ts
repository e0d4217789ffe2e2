import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ANTI_FRAUD_HEADER,
  AUTHORIZATION_HEADER,
  CHANNEL,
  CHANNEL_HEADER,
  createMemorySession,
  DEVICE_ID_HEADER,
  SESSION_ID_HEADER,
  sessionHeaders,
  SessionTokenSchema,
  type MemorySessionInit,
} from './session';

describe('§7 the session headers', () => {
  it.each([
    [SESSION_ID_HEADER, 'DFPSESSIONID'],
    [CHANNEL_HEADER, 'X-CHNL'],
    [DEVICE_ID_HEADER, 'X-THMID'],
    [ANTI_FRAUD_HEADER, 'X-Anti-Fraud-Token'],
    [AUTHORIZATION_HEADER, 'Authorization'],
  ])('§7 %s is the header name', (name, expected) => {
    expect(name).toBe(expected);
  });

  const token = { accessToken: 'T-1', timestamp: 0 };
  it.each<[string, MemorySessionInit, boolean, Record<string, string>]>([
    [
      'every id and a token, to the gateway',
      { sessionId: 'S', deviceId: 'D', antiFraudToken: 'A', token },
      true,
      { DFPSESSIONID: 'S', 'X-CHNL': 'WEB', 'X-THMID': 'D', 'X-Anti-Fraud-Token': 'A', Authorization: 'Bearer T-1' },
    ],
    [
      'every id and a token, elsewhere',
      { sessionId: 'S', deviceId: 'D', antiFraudToken: 'A', token },
      false,
      { DFPSESSIONID: 'S', 'X-CHNL': 'WEB', 'X-THMID': 'D', 'X-Anti-Fraud-Token': 'A' },
    ],
    ['no session at all', {}, true, { 'X-CHNL': 'WEB' }],
    ['empty ids', { sessionId: '', deviceId: '', antiFraudToken: '' }, true, { 'X-CHNL': 'WEB' }],
    ['only a server session id', { sessionId: 'S' }, true, { DFPSESSIONID: 'S', 'X-CHNL': 'WEB' }],
  ])('§7 %s', (_what, init, withToken, headers) => {
    const session = createMemorySession(init);
    expect(sessionHeaders(session, session.token(), withToken)).toEqual(headers);
  });

  it('§7 X-CHNL is always WEB, whatever the ids', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.option(fc.string()),
        fc.option(fc.string()),
        fc.boolean(),
        (sessionId, deviceId, antiFraudToken, withToken) => {
          const session = createMemorySession({ sessionId, deviceId, antiFraudToken });
          const headers = sessionHeaders(session, null, withToken);
          expect(headers[CHANNEL_HEADER]).toBe(CHANNEL);
          expect(AUTHORIZATION_HEADER in headers).toBe(false);
          expect(SESSION_ID_HEADER in headers).toBe(sessionId !== null && sessionId !== '');
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('§3 the memory session', () => {
  it('starts with no ids, no token and the real clock', () => {
    const session = createMemorySession();
    const before = Date.now();
    expect([session.sessionId(), session.deviceId(), session.antiFraudToken(), session.token()]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(session.now()).toBeGreaterThanOrEqual(before);
  });

  it('§3 Token model: setToken replaces the token', () => {
    const session = createMemorySession({ token: { accessToken: 'A', timestamp: 1 } });
    session.setToken({ accessToken: 'B', timestamp: 2 });
    expect(session.token()).toEqual({ accessToken: 'B', timestamp: 2 });
  });

  it.each<[unknown, boolean]>([
    [{ accessToken: 'T', timestamp: 0 }, true],
    [{ accessToken: '', timestamp: 0 }, false],
    [{ accessToken: 'T', timestamp: Number.NaN }, false],
    [{ accessToken: 'T' }, false],
    [null, false],
  ])('§3 Token model %j is a token: %s', (value, ok) => {
    expect(v.safeParse(SessionTokenSchema, value).success).toBe(ok);
  });

  it('§3 Token model: any value is judged without throwing', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof v.safeParse(SessionTokenSchema, value).success).toBe('boolean');
      }),
      { numRuns: 1000 },
    );
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ANTI_FRAUD_HEADER, configureApi, DEVICE_ID_HEADER, getPhones, SESSION_ID_HEADER } from '@portal/client/api';
import { TOKEN_RENEWAL_AGE_MS } from '@portal/domain/constants';
import { portalStore, purgeSession, sessionAtom } from '@portal/client/state';
import { setStoredSession } from '@portal/ui/testing';
import { createStoreSession, newDeviceId } from './session-source';

const NOW = Date.UTC(2030, 0, 1, 9);
const token = (value: string, timestamp: number) => ({ name: 'access_token', value, timestamp });

describe('the SessionSource on the shared store', () => {
  beforeEach(() => purgeSession());

  it('reads the stored server session id and token at each call', () => {
    const source = createStoreSession({ now: () => NOW });
    expect(source.sessionId()).toBeNull();
    expect(source.token()).toBeNull();
    setStoredSession({ sessionId: 'S-1', token: token('T-1', NOW - 5) });
    expect(source.sessionId()).toBe('S-1');
    expect(source.token()).toEqual({ accessToken: 'T-1', timestamp: NOW - 5 });
    expect(source.now()).toBe(NOW);
  });

  it('stores a renewed token with its timestamp, but never brings back a purged session', () => {
    const source = createStoreSession();
    setStoredSession({ fullAccess: true, token: token('T-1', 1) });
    source.setToken({ accessToken: 'T-2', timestamp: 2 });
    expect(portalStore.get(sessionAtom).token).toEqual(token('T-2', 2));
    purgeSession();
    source.setToken({ accessToken: 'T-3', timestamp: 3 });
    expect(portalStore.get(sessionAtom).token).toBeNull();
  });

  it('§7 X-THMID: one device id per page load, not stored, and another for the next load', () => {
    const first = createStoreSession();
    expect(first.deviceId()).toMatch(/^[0-9a-f]{32}$/);
    expect(first.deviceId()).toBe(first.deviceId());
    expect(createStoreSession().deviceId()).not.toBe(first.deviceId());
    expect(JSON.stringify(portalStore.get(sessionAtom))).not.toContain(first.deviceId());
    expect(newDeviceId()).toHaveLength(32);
  });

  it('no anti-fraud token unless an issuer integration provides one', () => {
    expect(createStoreSession().antiFraudToken()).toBeNull();
    expect(createStoreSession({ antiFraudToken: () => 'AF-9' }).antiFraudToken()).toBe('AF-9');
  });

  it('tells when a request finds no server session id', () => {
    const onMissingSessionId = vi.fn();
    const source = createStoreSession({ onMissingSessionId });
    source.sessionId();
    expect(onMissingSessionId).toHaveBeenCalledTimes(1);
    setStoredSession({ sessionId: 'S-1' });
    source.sessionId();
    expect(onMissingSessionId).toHaveBeenCalledTimes(1);
  });
});

describe('the API client on the store session (§7 headers, renewal before use)', () => {
  beforeEach(() => purgeSession());

  function clientAt(now: number) {
    const onTokenRenewed = vi.fn();
    const instance = configureApi({
      baseURL: 'https://gateway.example/api/',
      session: createStoreSession({ now: () => now, deviceId: 'D-1' }),
      onTokenRenewed,
    });
    // The transport stubbed (no network): the keep-alive answers a new token in its header.
    const calls: {
      url: string | undefined;
      authorization: unknown;
      sessionId: unknown;
      deviceId: unknown;
      antiFraud: boolean;
    }[] = [];
    instance.defaults.adapter = async (config) => {
      const { headers } = config;
      calls.push({
        url: config.url,
        authorization: headers.get('Authorization'),
        sessionId: headers.get(SESSION_ID_HEADER),
        deviceId: headers.get(DEVICE_ID_HEADER),
        antiFraud: headers.has(ANTI_FRAUD_HEADER),
      });
      const renewal = String(config.url).includes('refreshvtoken');
      return {
        data: renewal ? {} : { phones: [] },
        status: 200,
        statusText: 'OK',
        headers: renewal ? { access_token: 'T-new' } : {},
        config,
      };
    };
    return { calls, onTokenRenewed };
  }

  it('every request carries the stored session id, the device id and the bearer token', async () => {
    setStoredSession({ sessionId: 'S-1', fullAccess: true, token: token('T-1', NOW) });
    const { calls } = clientAt(NOW);
    await getPhones('user-1');
    expect(calls).toEqual([
      { url: 'users/user-1/phones', authorization: 'Bearer T-1', sessionId: 'S-1', deviceId: 'D-1', antiFraud: false },
    ]);
  });

  it('a token 6 minutes old is renewed before use, stored with its time, and the shell is told', async () => {
    setStoredSession({ sessionId: 'S-1', fullAccess: true, token: token('T-1', NOW - TOKEN_RENEWAL_AGE_MS) });
    const { calls, onTokenRenewed } = clientAt(NOW);
    await getPhones('user-1');
    expect(calls.map((c) => [c.url, c.authorization])).toEqual([
      ['/consumer-api/v1/refreshvtoken', 'Bearer T-1'],
      ['users/user-1/phones', 'Bearer T-new'],
    ]);
    expect(portalStore.get(sessionAtom).token).toEqual(token('T-new', NOW));
    expect(onTokenRenewed).toHaveBeenCalledWith({ accessToken: 'T-new', timestamp: NOW });
  });
});

import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@portal/domain/errors';
import { revokeToken } from './auth';
import { configureApi, createApiClient, renewToken } from './client';
import { DEFAULT_KEEP_ALIVE_URL } from '@portal/domain/schemas';
import { CHANNEL, CHANNEL_HEADER, createMemorySession, type SessionSource, type SessionToken } from './session';
import { BASE, configureTestApi, failure, NOW, sentBody, stubTransport, summary, urlOf, type Answer } from './test-kit';

const config = (): InternalAxiosRequestConfig => ({
  headers: new AxiosHeaders(),
  url: 'dpsapps/TEST-WEB-01',
  method: 'get',
});

function responseOf(status: number, data: unknown): AxiosResponse {
  return { data, status, statusText: '', headers: {}, config: config() };
}

const KEEP_ALIVE = `${BASE}consumer-api/v1/refreshvtoken`;
const MINUTE = 60_000;
/** Answers the keep-alive with a new token in its header, and everything else with `{}`. */
const renewing =
  (answer: Answer = { headers: { access_token: 'T-NEW' } }) =>
  (request: InternalAxiosRequestConfig): Answer =>
    urlOf(request) === KEEP_ALIVE ? answer : { data: {} };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the HTTP client', () => {
  it('§7 sends X-CHNL: WEB and JSON Accept, under a base URL ending with "/"', () => {
    const client = createApiClient('https://gateway.example/api');
    expect(client.defaults.baseURL).toBe('https://gateway.example/api/');
    expect(createApiClient('https://gateway.example/api/').defaults.baseURL).toBe('https://gateway.example/api/');
    expect(CHANNEL_HEADER).toBe('X-CHNL');
    expect(CHANNEL).toBe('WEB');
    expect(client.defaults.headers[CHANNEL_HEADER]).toBe('WEB');
    expect(client.defaults.headers.Accept).toBe('application/json');
  });

  it('rejects every failed call with an ApiError, normalised from the body (§8)', async () => {
    const client = createApiClient('https://gateway.example/api');
    client.defaults.adapter = (cfg) =>
      Promise.reject(
        new AxiosError(
          'Request failed',
          AxiosError.ERR_BAD_REQUEST,
          cfg,
          {},
          { ...responseOf(423, { errorResponse: { reason: 'PROFILE_3005' } }), config: cfg },
        ),
      );
    await expect(client.get('cards')).rejects.toMatchObject({ name: 'ApiError', code: 'PROFILE_3005', status: 423 });
  });

  it('a 404 that fails validateStatus becomes an ApiError from its body', async () => {
    const client = createApiClient('https://gateway.example/api');
    const adapter = vi.fn(
      (cfg: InternalAxiosRequestConfig) =>
        new Promise<AxiosResponse>((resolve, reject) => {
          const res = { ...responseOf(404, { responseStatus: { code: '404', status: 404 } }), config: cfg };
          if (cfg.validateStatus?.(res.status)) resolve(res);
          else reject(new AxiosError('Request failed with status code 404', AxiosError.ERR_BAD_REQUEST, cfg, {}, res));
        }),
    );
    client.defaults.adapter = adapter;
    const thrown: unknown = await client.get('addresses/1').catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ code: '404', status: 404 });
    expect(adapter).toHaveBeenCalledTimes(1);
  });
});

describe('apiClient before configuration', () => {
  it('throws ApiError VMCP_001 until the shell configures it, then returns the one client', async () => {
    vi.resetModules();
    const fresh = await import('./client');
    expect(() => fresh.apiClient()).toThrow('The API client is not configured.');
    let thrown: unknown;
    try {
      fresh.apiClient();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ name: 'ApiError', code: 'VMCP_001', status: null });
    await expect(fresh.renewToken()).rejects.toMatchObject({ name: 'ApiError', code: 'VMCP_001' });
    const client = fresh.configureApi('https://gateway.example/api');
    expect(fresh.apiClient()).toBe(client);
    expect(client.defaults.baseURL).toBe('https://gateway.example/api/');
  });
});

describe('§7 session headers on every request', () => {
  it('§7 DFPSESSIONID, X-CHNL: WEB, X-THMID, the anti-fraud token and the bearer token', async () => {
    const { instance } = configureTestApi();
    const calls = stubTransport(instance, { data: {} });
    await instance.get('anything');
    expect(calls.map(summary)).toEqual([
      {
        method: 'get',
        url: `${BASE}anything`,
        body: undefined,
        session: ['S-1', 'WEB', 'D-1', 'AF-1'],
        authorization: 'Bearer T-1',
        accept: 'application/json',
      },
    ]);
  });

  it('§7 without ids or a token only X-CHNL is sent (configureApi(baseURL) keeps working)', async () => {
    const instance = configureApi('https://gateway.example/api');
    const calls = stubTransport(instance, { data: {} });
    await instance.get('anything');
    expect(calls.map((c) => [summary(c).session, summary(c).authorization])).toEqual([
      [[undefined, 'WEB', undefined, undefined], undefined],
    ]);
  });

  it('§7 ids are read on every request, so a renewed server session id is used at once', async () => {
    let sessionId = 'S-1';
    const session: SessionSource = {
      ...createMemorySession({ deviceId: 'D-1', antiFraudToken: '' }),
      sessionId: () => sessionId,
    };
    const instance = configureApi({ baseURL: BASE, session });
    const calls = stubTransport(instance, { data: {} });
    await instance.get('a');
    sessionId = 'S-2';
    await instance.get('b');
    expect(calls.map((c) => summary(c).session)).toEqual([
      ['S-1', 'WEB', 'D-1', undefined],
      ['S-2', 'WEB', 'D-1', undefined],
    ]);
  });

  it("a request's own header is kept", async () => {
    const { instance } = configureTestApi();
    const calls = stubTransport(instance, { data: {} });
    await instance.get('a', { headers: { Authorization: 'Basic abc', DFPSESSIONID: 'OWN' } });
    expect(calls.map((c) => [summary(c).authorization, summary(c).session[0]])).toEqual([['Basic abc', 'OWN']]);
  });

  it.each<[string, string, string | undefined]>([
    ['a path under the gateway', 'cards', 'Bearer T-1'],
    ['an absolute URL on the gateway origin', 'https://gateway.example/other/path', 'Bearer T-1'],
    ['another origin (a configured payment or address service)', 'https://payments.example/v1', undefined],
    ['another port of the same host', 'https://gateway.example:8443/api', undefined],
  ])(
    '§7 a request to %s gets the session headers, and the bearer token only on the gateway origin',
    async (_where, url, authorization) => {
      const { instance } = configureTestApi();
      const calls = stubTransport(instance, { data: {} });
      await instance.get(url);
      expect(calls.map((c) => [summary(c).authorization, summary(c).session])).toEqual([
        [authorization, ['S-1', 'WEB', 'D-1', 'AF-1']],
      ]);
    },
  );

  it('a relative base URL is the page origin: its requests carry the token, others do not', async () => {
    const session = createMemorySession({ token: { accessToken: 'T-1', timestamp: Date.now() } });
    const instance = configureApi({ baseURL: '/gateway', session });
    const calls = stubTransport(instance, { data: {} });
    await instance.get('cards');
    await instance.get('https://payments.example/v1');
    expect(calls.map((c) => summary(c).authorization)).toEqual(['Bearer T-1', undefined]);
  });

  it('outside a browser a relative base URL still counts as the gateway', async () => {
    vi.stubGlobal('location', undefined);
    try {
      const session = createMemorySession({ token: { accessToken: 'T-1', timestamp: Date.now() } });
      const instance = configureApi({ baseURL: '/gateway', session });
      const calls = stubTransport(instance, { data: {} });
      await instance.get('cards');
      expect(calls.map((c) => summary(c).authorization)).toEqual(['Bearer T-1']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('§4 a token aged 6 minutes or more is renewed before use (SPEC-DECISIONS §3)', () => {
  it.each<[string, number, boolean]>([
    ['just issued', 0, false],
    ['5 min 59.999 s old', 6 * MINUTE - 1, false],
    ['exactly 6 minutes old', 6 * MINUTE, true],
    ['9 min 59.999 s old (still alive on the gateway)', 10 * MINUTE - 1, true],
    ['stamped in the future (a clock change)', -MINUTE, false],
  ])('§4 a token %s: renewed %s', async (_age, age, renewed) => {
    const { instance, session } = configureTestApi({ token: { accessToken: 'T-OLD', timestamp: NOW - age } });
    const calls = stubTransport(instance, renewing());
    await instance.get('cards');
    expect(calls.map((c) => [urlOf(c), c.headers.get('Authorization')])).toEqual([
      ...(renewed ? [[KEEP_ALIVE, 'Bearer T-OLD']] : []),
      [`${BASE}cards`, renewed ? 'Bearer T-NEW' : 'Bearer T-OLD'],
    ]);
    expect(session.token()).toEqual(
      renewed ? { accessToken: 'T-NEW', timestamp: NOW } : { accessToken: 'T-OLD', timestamp: NOW - age },
    );
  });

  it('§7 Keep-alive: POST to the default keep-alive URL, form-urlencoded grant_type=access_token_renewal, Bearer the current token, with the session headers', async () => {
    const { instance } = configureTestApi({ token: { accessToken: 'T-OLD', timestamp: NOW - 7 * MINUTE } });
    const calls = stubTransport(instance, renewing());
    await instance.get('cards');
    expect(DEFAULT_KEEP_ALIVE_URL).toBe('/consumer-api/v1/refreshvtoken');
    expect(summary(calls[0] ?? config())).toEqual({
      method: 'post',
      url: KEEP_ALIVE,
      body: { form: { grant_type: 'access_token_renewal' } },
      session: ['S-1', 'WEB', 'D-1', 'AF-1'],
      authorization: 'Bearer T-OLD',
      accept: 'application/json',
    });
  });

  it("renewal off (the wallet's shopper session, decision 033): an old token is sent as it is; a default query rides on every call", async () => {
    const session = createMemorySession({
      token: { accessToken: 'SHOPPER', timestamp: NOW - 9 * MINUTE },
      now: () => NOW,
    });
    const instance = configureApi({ baseURL: BASE, session, renewal: false, params: { apiKey: 'pk_1' } });
    const calls = stubTransport(instance, renewing());
    await instance.get('wallet/v1/paymentInstruments');
    expect(calls.map((c) => [urlOf(c), c.headers.get('Authorization')])).toEqual([
      [`${BASE}wallet/v1/paymentInstruments?apiKey=pk_1`, 'Bearer SHOPPER'],
    ]);
  });

  it('§7 the configured keep-alive URL is used', async () => {
    const session = createMemorySession({
      token: { accessToken: 'T-OLD', timestamp: NOW - 7 * MINUTE },
      now: () => NOW,
    });
    const instance = configureApi({ baseURL: BASE, session, keepAliveUrl: 'oauth2/token/renewal' });
    const calls = stubTransport(instance, (c) =>
      urlOf(c).endsWith('renewal') ? { data: { access_token: 'T-NEW' } } : { data: {} },
    );
    await instance.get('cards');
    expect(calls.map(urlOf)).toEqual([`${BASE}oauth2/token/renewal`, `${BASE}cards`]);
  });

  it('§4 concurrent requests share one renewal (single flight), then each carries the new token', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    const renewed: SessionToken[] = [];
    const session = createMemorySession({ token: { accessToken: 'T-OLD', timestamp: NOW - 6 * MINUTE } });
    const instance = configureApi({ baseURL: BASE, session, onTokenRenewed: (token) => renewed.push(token) });
    // The gateway takes 250 ms to renew: every request sent meanwhile must wait for that one renewal.
    const calls = stubTransport(instance, (c) =>
      urlOf(c) === KEEP_ALIVE
        ? new Promise<Answer>((resolve) => setTimeout(() => resolve({ headers: { access_token: 'T-NEW' } }), 250))
        : { data: {} },
    );
    const requests = Promise.all([instance.get('a'), instance.get('b'), renewToken(), instance.get('c')]);
    await vi.advanceTimersByTimeAsync(250);
    const [, , token] = await requests;
    expect(token).toEqual({ accessToken: 'T-NEW', timestamp: NOW + 250 });
    expect(calls.filter((c) => urlOf(c) === KEEP_ALIVE)).toHaveLength(1);
    expect(calls.filter((c) => urlOf(c) !== KEEP_ALIVE).map((c) => c.headers.get('Authorization'))).toEqual([
      'Bearer T-NEW',
      'Bearer T-NEW',
      'Bearer T-NEW',
    ]);
    expect(renewed).toEqual([{ accessToken: 'T-NEW', timestamp: NOW + 250 }]);

    // Six minutes later the renewed token is old in its turn: one more renewal, no more.
    await vi.advanceTimersByTimeAsync(6 * MINUTE);
    const later = Promise.all([instance.get('d'), instance.get('e')]);
    await vi.advanceTimersByTimeAsync(250);
    await later;
    expect(calls.filter((c) => urlOf(c) === KEEP_ALIVE).map((c) => c.headers.get('Authorization'))).toEqual([
      'Bearer T-OLD',
      'Bearer T-NEW',
    ]);
    expect(renewed).toHaveLength(2);
  });

  it('§8 a failed renewal fails the waiting requests with its ApiError, sends none of them, and the next request tries again', async () => {
    const { instance } = configureTestApi({ token: { accessToken: 'T-OLD', timestamp: NOW - 9 * MINUTE } });
    const refused = {
      status: 401,
      data: { responseStatus: { code: 'VMCP_002', status: 401, message: 'Token expired' } },
    };
    const calls = stubTransport(instance, renewing(refused));
    const failures = await Promise.all([failure(() => instance.get('a')), failure(() => instance.get('b'))]);
    expect(failures.every((f) => f instanceof ApiError)).toBe(true);
    expect(failures).toMatchObject([
      { code: 'VMCP_002', status: 401 },
      { code: 'VMCP_002', status: 401 },
    ]);
    expect(calls.map(urlOf)).toEqual([KEEP_ALIVE]);
    await failure(() => instance.get('c'));
    expect(calls.map(urlOf)).toEqual([KEEP_ALIVE, KEEP_ALIVE]);
  });

  it('§8 a keep-alive answer without a token is ApiError VMCP_001 and leaves the session token as it was', async () => {
    const { instance, session } = configureTestApi({ token: { accessToken: 'T-OLD', timestamp: NOW - 7 * MINUTE } });
    stubTransport(instance, renewing({ data: { expires_in: 600 } }));
    const thrown = await failure(() => instance.get('a'));
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ code: 'VMCP_001', status: 200 });
    expect(session.token()).toEqual({ accessToken: 'T-OLD', timestamp: NOW - 7 * MINUTE });
  });

  it('§7 a failing onTokenRenewed listener does not fail the renewal', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const session = createMemorySession({
      token: { accessToken: 'T-OLD', timestamp: NOW - 7 * MINUTE },
      now: () => NOW,
    });
    const instance = configureApi({
      baseURL: BASE,
      session,
      onTokenRenewed: () => {
        throw new Error('timer not ready');
      },
    });
    stubTransport(instance, renewing());
    await expect(instance.get('a')).resolves.toMatchObject({ status: 200 });
    expect(session.token()?.accessToken).toBe('T-NEW');
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('decision 033: onUnauthorized hears every 401 (and no other failure); the call still rejects with its ApiError', async () => {
    const onUnauthorized = vi.fn();
    const instance = configureApi({
      baseURL: BASE,
      session: createMemorySession({ token: { accessToken: 'S-1', timestamp: NOW }, now: () => NOW }),
      renewal: false,
      onUnauthorized,
    });
    stubTransport(instance, (config) =>
      config.url === 'ended' ? { status: 401, data: { errorCode: 'invalidToken' } } : { status: 500 },
    );
    await expect(instance.get('ended')).rejects.toMatchObject({ name: 'ApiError', status: 401 });
    await expect(instance.get('broken')).rejects.toMatchObject({ name: 'ApiError', status: 500 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({ status: 401 });
  });

  it('decision 033: a failing onUnauthorized listener is logged; the call fails with its own error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const instance = configureApi({
      baseURL: BASE,
      onUnauthorized: () => {
        throw new Error('listener broke');
      },
    });
    stubTransport(instance, { status: 401 });
    await expect(instance.get('a')).rejects.toMatchObject({ name: 'ApiError', status: 401 });
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it("§4 renewToken (the warning modal's Continue) renews a young token too, and tells the shell", async () => {
    const onTokenRenewed = vi.fn();
    const session = createMemorySession({ token: { accessToken: 'T-1', timestamp: NOW }, now: () => NOW + 1000 });
    const instance = configureApi({ baseURL: BASE, session, onTokenRenewed });
    const calls = stubTransport(instance, renewing({ data: { access_token: 'T-2' } }));
    await expect(renewToken()).resolves.toEqual({ accessToken: 'T-2', timestamp: NOW + 1000 });
    expect(calls.map((c) => [urlOf(c), sentBody(c)])).toEqual([
      [KEEP_ALIVE, { form: { grant_type: 'access_token_renewal' } }],
    ]);
    expect(onTokenRenewed).toHaveBeenCalledWith({ accessToken: 'T-2', timestamp: NOW + 1000 });
  });

  it('§4 renewToken without a session token is ApiError VMCP_001, and nothing is sent', async () => {
    const { instance } = configureTestApi({ token: null });
    const calls = stubTransport(instance, renewing());
    await expect(renewToken()).rejects.toMatchObject({ name: 'ApiError', code: 'VMCP_001', status: null });
    expect(calls).toHaveLength(0);
  });

  it('§7 Logout does not renew a token only to revoke it', async () => {
    const { instance } = configureTestApi({ token: { accessToken: 'T-OLD', timestamp: NOW - 8 * MINUTE } });
    const calls = stubTransport(instance, renewing());
    await revokeToken('T-OLD');
    expect(calls.map(urlOf)).toEqual([`${BASE}oauth2/lcm/token/authorized/revocation`]);
  });
});

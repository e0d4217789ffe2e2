import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../domain/errors';
import { CHANNEL, CHANNEL_HEADER, createApiClient, parseResponse, toApiError } from './client';

const config = (): InternalAxiosRequestConfig => ({ headers: new AxiosHeaders(), url: 'dpsapps/TEST-WEB-01', method: 'get' });

function responseOf(status: number, data: unknown): AxiosResponse {
  return { data, status, statusText: '', headers: {}, config: config() };
}

function httpError(status: number, data: unknown): AxiosError {
  return new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config(), {}, responseOf(status, data));
}

describe('§8 every failure of a call is one ApiError', () => {
  it('an HTTP error uses the body and the status', () => {
    const body = { responseStatus: { code: 'PROFILE_3004', status: 409, message: 'Card already added' } };
    const error = toApiError(httpError(409, body));
    expect(error).toBeInstanceOf(ApiError);
    expect([error.code, error.status, error.message]).toEqual(['PROFILE_3004', 409, 'Card already added']);
    expect(error.original).toBe(body);
  });

  it('an HTTP error whose body has no code uses the HTTP status as the code', () => {
    const error = toApiError(httpError(502, '<html>Bad gateway</html>'));
    expect([error.code, error.status]).toEqual(['502', 502]);
  });

  it('§8 an HTTP error with no body is VMCP_001 with its status', () => {
    const error = toApiError(httpError(500, ''));
    expect([error.code, error.status]).toEqual(['VMCP_001', 500]);
  });

  it('§8 a network error (no response) is VMCP_001 with no status', () => {
    const cause = new AxiosError('Network Error', AxiosError.ERR_NETWORK, config(), {});
    const error = toApiError(cause);
    expect([error.code, error.status, error.message]).toEqual(['VMCP_001', null, 'Network Error']);
    expect(error.original).toBe(cause);
  });

  it('a network error without a message still says what happened', () => {
    expect(toApiError(new AxiosError('')).message).toBe('network error');
  });

  it('an ApiError passes through unchanged', () => {
    const error = new ApiError('PROFILE_3006', 409, 'Nickname already in use', null);
    expect(toApiError(error)).toBe(error);
  });

  it.each<[string, unknown, string]>([
    ['an Error', new TypeError('x is undefined'), 'x is undefined'],
    ['a thrown string', 'oops', 'unexpected error'],
    ['undefined', undefined, 'unexpected error'],
  ])('%s is VMCP_001', (_what, thrown, message) => {
    const error = toApiError(thrown);
    expect([error.code, error.status, error.message]).toEqual(['VMCP_001', null, message]);
    expect(error.original).toBe(thrown);
  });
});

describe('parsing a response at the boundary', () => {
  const Schema = v.object({ id: v.string(), count: v.number() });

  it('returns the parsed body', () => {
    expect(parseResponse(Schema, { id: 'a', count: 2 }, 200)).toEqual({ id: 'a', count: 2 });
  });

  it.each<[string, unknown]>([
    ['a body of the wrong shape', { id: 'a', count: '2' }],
    ['no body', undefined],
    ['text', '<html></html>'],
  ])('§8 %s is ApiError VMCP_001, never a cast', (_what, body) => {
    let thrown: unknown;
    try {
      parseResponse(Schema, body, 200);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    if (!(thrown instanceof ApiError)) return;
    expect([thrown.code, thrown.status]).toEqual(['VMCP_001', 200]);
    expect(thrown.message).toMatch(/^unexpected response: /);
    expect(thrown.original).toBe(body);
  });
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
    client.defaults.adapter = (cfg) => Promise.reject(new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, cfg, {}, { ...responseOf(423, { errorResponse: { reason: 'PROFILE_3005' } }), config: cfg }));
    await expect(client.get('cards')).rejects.toMatchObject({ name: 'ApiError', code: 'PROFILE_3005', status: 423 });
  });

  it('a 404 that fails validateStatus becomes an ApiError from its body', async () => {
    const client = createApiClient('https://gateway.example/api');
    const adapter = vi.fn((cfg: InternalAxiosRequestConfig) =>
      new Promise<AxiosResponse>((resolve, reject) => {
        const res = { ...responseOf(404, { responseStatus: { code: '404', status: 404 } }), config: cfg };
        if (cfg.validateStatus?.(res.status)) resolve(res);
        else reject(new AxiosError('Request failed with status code 404', AxiosError.ERR_BAD_REQUEST, cfg, {}, res));
      }),
    );
    client.defaults.adapter = adapter;
    const failure: unknown = await client.get('addresses/1').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: '404', status: 404 });
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
    const client = fresh.configureApi('https://gateway.example/api');
    expect(fresh.apiClient()).toBe(client);
    expect(client.defaults.baseURL).toBe('https://gateway.example/api/');
  });
});

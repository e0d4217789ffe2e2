import * as v from 'valibot';
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/domain/errors';
import { parseResponse, responseHeader, toApiError } from './boundary';

const config = (): InternalAxiosRequestConfig => ({
  headers: new AxiosHeaders(),
  url: 'dpsapps/TEST-WEB-01',
  method: 'get',
});

function responseOf(status: number, data: unknown): AxiosResponse {
  return { data, status, statusText: '', headers: {}, config: config() };
}

function httpError(status: number, data: unknown): AxiosError {
  return new AxiosError(
    `Request failed with status code ${status}`,
    AxiosError.ERR_BAD_RESPONSE,
    config(),
    {},
    responseOf(status, data),
  );
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

describe('§7 response headers (access_token, documentId)', () => {
  it.each<[string, AxiosResponse['headers'], string | null]>([
    ['axios headers, in any case', new AxiosHeaders({ Access_Token: ' T-2 ' }), 'T-2'],
    ['a plain object, in any case', { ACCESS_TOKEN: 'T-3' }, 'T-3'],
    ['an empty value', new AxiosHeaders({ access_token: ' ' }), null],
    ['no such header', {}, null],
  ])('reads %s', (_what, headers, value) => {
    expect(responseHeader({ headers }, 'access_token')).toBe(value);
  });
});

import fc from 'fast-check';
import * as v from 'valibot';
import { AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { TOKEN_RENEWAL_AGE_MS } from '@portal/domain/constants';
import { ApiError } from '@portal/domain/errors';
import { createApiClient } from './client';
import { renewedAccessToken, sendKeepAlive, singleFlight, tokenNeedsRenewal } from './keep-alive';
import { ACCESS_TOKEN_FIELD, KEEP_ALIVE_GRANT, KeepAliveResponseSchema } from '@portal/domain/schemas';
import { createMemorySession } from './session';
import { BASE, failure, NOW, stubTransport, summary } from './test-kit';

const answer = (data: unknown, headers: Record<string, string> = {}): AxiosResponse<unknown> => ({
  data,
  status: 200,
  statusText: 'OK',
  headers: new AxiosHeaders(headers),
  config: { headers: new AxiosHeaders() },
});

describe('§4 renewal age (SPEC-DECISIONS §3: the gateway token lives 10 minutes, the portal renews at 6)', () => {
  it('§9 the renewal age is 6 minutes', () => {
    expect(TOKEN_RENEWAL_AGE_MS).toBe(360_000);
  });

  it.each<[number, boolean]>([
    [0, false],
    [TOKEN_RENEWAL_AGE_MS - 1, false],
    [TOKEN_RENEWAL_AGE_MS, true],
    [TOKEN_RENEWAL_AGE_MS + 1, true],
    [-1, false],
  ])('§4 a token aged %i ms is renewed: %s', (age, renew) => {
    expect(tokenNeedsRenewal({ accessToken: 'T', timestamp: NOW - age }, NOW)).toBe(renew);
  });

  it('§4 for any issue time and clock, renewal is due exactly when the age reaches 6 minutes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 45 }),
        fc.integer({ min: -(2 ** 30), max: 2 ** 30 }),
        (timestamp, age) => {
          expect(tokenNeedsRenewal({ accessToken: 'T', timestamp }, timestamp + age)).toBe(age >= TOKEN_RENEWAL_AGE_MS);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('§7 Keep-alive: the new token comes in the access_token header or field', () => {
  it.each<[string, AxiosResponse<unknown>, string]>([
    ['the header', answer('', { access_token: 'H' }), 'H'],
    ['the header, whatever its case', answer(undefined, { Access_Token: 'H' }), 'H'],
    ['the field', answer({ access_token: 'F', expires_in: 600 }), 'F'],
    ['the header over the field', answer({ access_token: 'F' }, { access_token: 'H' }), 'H'],
    ['the field when the header is blank', answer({ access_token: 'F' }, { access_token: ' ' }), 'F'],
  ])('§7 from %s', (_where, response, token) => {
    expect(renewedAccessToken(response)).toBe(token);
  });

  it.each<[string, unknown]>([
    ['no body', ''],
    ['an empty field', { access_token: '' }],
    ['a field of the wrong type', { access_token: 42 }],
    ['an HTML page', '<html></html>'],
  ])('§8 neither header nor field (%s) is ApiError VMCP_001', (_what, data) => {
    let thrown: unknown;
    try {
      renewedAccessToken(answer(data));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ code: 'VMCP_001', status: 200 });
  });

  it('§8 any body: the field schema never throws, and accepts exactly a non-empty access_token text', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const ok =
          typeof body === 'object' &&
          body !== null &&
          typeof (body as Record<string, unknown>)[ACCESS_TOKEN_FIELD] === 'string' &&
          (body as Record<string, string>)[ACCESS_TOKEN_FIELD] !== '';
        expect(v.safeParse(KeepAliveResponseSchema, body).success).toBe(ok);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('§7 sendKeepAlive', () => {
  it('§7 POSTs the renewal grant with the current token, and stores the new token with the session clock', async () => {
    const instance = createApiClient(BASE);
    const session = createMemorySession({ token: { accessToken: 'T-1', timestamp: 0 }, now: () => NOW });
    const calls = stubTransport(instance, { data: { access_token: 'T-2' } });
    await expect(sendKeepAlive(instance, session, 'refresh')).resolves.toEqual({ accessToken: 'T-2', timestamp: NOW });
    expect(session.token()).toEqual({ accessToken: 'T-2', timestamp: NOW });
    expect(calls.map(summary)).toMatchObject([
      {
        method: 'post',
        url: `${BASE}refresh`,
        body: { form: { grant_type: KEEP_ALIVE_GRANT } },
        authorization: 'Bearer T-1',
      },
    ]);
    expect(calls[0]?.skipTokenRenewal).toBe(true);
  });

  it('§7 without a token there is nothing to renew: ApiError VMCP_001, nothing sent', async () => {
    const instance = createApiClient(BASE);
    const calls = stubTransport(instance, { data: { access_token: 'T-2' } });
    const thrown = await failure(() => sendKeepAlive(instance, createMemorySession(), 'refresh'));
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ code: 'VMCP_001', status: null });
    expect(calls).toHaveLength(0);
  });
});

describe('§4 single flight', () => {
  it('callers arriving while a run is pending share it; a later call runs again', async () => {
    let runs = 0;
    let release: (value: number) => void = () => undefined;
    const shared = singleFlight(() => {
      runs += 1;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    });
    const first = shared();
    const second = shared();
    expect(second).toBe(first);
    release(7);
    await expect(Promise.all([first, second])).resolves.toEqual([7, 7]);
    const third = shared();
    release(8);
    await expect(third).resolves.toBe(8);
    expect(runs).toBe(2);
  });

  it('a failure is shared too, and the next call runs again', async () => {
    let runs = 0;
    const shared = singleFlight(async () => {
      runs += 1;
      throw new ApiError('VMCP_002', 401, 'expired', null);
    });
    const results = await Promise.all([failure(shared), failure(shared)]);
    expect(results[0]).toBe(results[1]);
    await failure(shared);
    expect(runs).toBe(2);
  });
});

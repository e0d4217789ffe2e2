import { AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testIssuer } from '@portal/domain/testing';
import { ApiError } from '@portal/domain/errors';
import { appDetailsOf } from '@portal/domain/issuer';
import { apiClient, configureApi } from './client';
import { getAppDetails } from './get-app-details';

/** Stubs the transport of the configured client: every request answers `status` with `data`. */
function answer(status: number, data: unknown) {
  const adapter = vi.fn<AxiosAdapter>(
    async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => ({
      data,
      status,
      statusText: 'OK',
      headers: new AxiosHeaders(),
      config,
    }),
  );
  apiClient().defaults.adapter = adapter;
  return adapter;
}

beforeEach(() => {
  configureApi('https://gateway.example/api');
});

describe('§7 GET dpsapps/{extAppId}', () => {
  it('requests the application details with X-CHNL: WEB and parses a valid body', async () => {
    const details = appDetailsOf(testIssuer());
    const adapter = answer(200, details);
    await expect(getAppDetails('TEST-WEB-01')).resolves.toEqual(details);
    expect(adapter).toHaveBeenCalledTimes(1);
    const config = adapter.mock.calls[0]?.[0];
    expect(config?.baseURL).toBe('https://gateway.example/api/');
    expect(config?.url).toBe('dpsapps/TEST-WEB-01');
    expect(config?.method).toBe('get');
    expect(config?.headers.get('X-CHNL')).toBe('WEB');
  });

  it('encodes the application id into the path', async () => {
    const adapter = answer(200, appDetailsOf(testIssuer()));
    await getAppDetails('a/b c');
    expect(adapter.mock.calls[0]?.[0].url).toBe('dpsapps/a%2Fb%20c');
  });

  it.each<[string, unknown]>([
    [
      'a body without features',
      {
        supportedLocales: [{ locale: 'en', defaultLocale: 'Y' }],
        isCardActivationWebEnabled: true,
        application: { supportivePlatforms: [] },
      },
    ],
    [
      'supportedLocales with two defaults',
      {
        ...appDetailsOf(testIssuer()),
        supportedLocales: [
          { locale: 'en', defaultLocale: 'Y' },
          { locale: 'es', defaultLocale: 'Y' },
        ],
      },
    ],
    ['an HTML page', '<!doctype html><title>Maintenance</title>'],
    ['an empty body', ''],
  ])('§8 rejects %s with ApiError VMCP_001', async (_what, body) => {
    answer(200, body);
    const failure: unknown = await getAppDetails('TEST-WEB-01').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'VMCP_001', status: 200 });
  });
});

import { AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, configureApi } from './client';
import { reportClientError } from './client-errors';

function answer(status: number) {
  const adapter = vi.fn<AxiosAdapter>(
    async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => ({
      data: '',
      status,
      statusText: '',
      headers: new AxiosHeaders(),
      config,
    }),
  );
  apiClient().defaults.adapter = adapter;
  return adapter;
}

beforeEach(() => configureApi('https://gateway.example/api'));

describe('POST apps/{extAppId}/client-errors', () => {
  it('sends the report scrubbed, as JSON', async () => {
    const adapter = answer(204);
    await reportClientError('ACME-WEB-01', {
      kind: 'remote',
      remote: 'mfe_postlogin',
      message: 'failed for rita@acme.example',
      page: '/home?x=1',
    });
    const config = adapter.mock.calls[0]?.[0];
    expect(config?.method).toBe('post');
    expect(config?.url).toBe('apps/ACME-WEB-01/client-errors');
    expect(JSON.parse(String(config?.data))).toEqual({
      kind: 'remote',
      remote: 'mfe_postlogin',
      message: 'failed for [email]',
      page: '/home',
    });
  });

  it('never rejects: a refused or failed send, or a report it cannot make, is dropped', async () => {
    answer(500);
    await expect(reportClientError('ACME-WEB-01', { kind: 'error', message: 'x' })).resolves.toBeUndefined();
    apiClient().defaults.adapter = () => Promise.reject(new Error('network down'));
    await expect(reportClientError('ACME-WEB-01', { kind: 'error', message: 'x' })).resolves.toBeUndefined();
    const adapter = answer(204);
    // @ts-expect-error: a kind the contract does not have
    await reportClientError('ACME-WEB-01', { kind: 'panic', message: 'x' });
    expect(adapter).not.toHaveBeenCalled();
  });
});

// The one HTTP client of the page (CONVENTIONS 5): typed results or one ApiError, no UI side effects.
import axios, { AxiosError, type AxiosInstance } from 'axios';
import * as v from 'valibot';
import { ApiError, NO_BODY_CODE, normaliseError } from '../domain/errors';

/** §7: requests carry X-CHNL: WEB. */
export const CHANNEL_HEADER = 'X-CHNL';
export const CHANNEL = 'WEB';

let client: AxiosInstance | null = null;

/** Any failure of a call, as one ApiError (§8). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    if (error.response) return normaliseError(error.response.data, error.response.status);
    return new ApiError(NO_BODY_CODE, null, error.message || 'network error', error);
  }
  return new ApiError(NO_BODY_CODE, null, error instanceof Error ? error.message : 'unexpected error', error);
}

export function createApiClient(baseURL: string): AxiosInstance {
  const instance = axios.create({
    baseURL: baseURL.endsWith('/') ? baseURL : `${baseURL}/`,
    timeout: 15_000,
    headers: { [CHANNEL_HEADER]: CHANNEL, Accept: 'application/json' },
  });
  instance.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));
  return instance;
}

/** The shell configures the client once, from the runtime environment. */
export function configureApi(baseURL: string): AxiosInstance {
  client = createApiClient(baseURL);
  return client;
}

export function apiClient(): AxiosInstance {
  if (!client) throw new ApiError(NO_BODY_CODE, null, 'The API client is not configured.', null);
  return client;
}

/** Parses a response body at the boundary: a body of the wrong shape is VMCP_001, never a cast. */
export function parseResponse<S extends v.GenericSchema>(schema: S, data: unknown, status: number | null): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) throw new ApiError(NO_BODY_CODE, status, `unexpected response: ${v.summarize(result.issues)}`, data);
  return result.output;
}

// The boundary of every call (§8, CONVENTIONS 5): any failure becomes one ApiError, and every body is
// parsed with a valibot schema before the rest of the portal sees it.
import * as v from 'valibot';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { ApiError, isApiError, NO_BODY_CODE, normaliseError } from '@portal/domain/errors';

/** Any failure of a call, as one ApiError (§8). */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (error instanceof AxiosError) {
    if (error.response) return normaliseError(error.response.data, error.response.status);
    return new ApiError(NO_BODY_CODE, null, error.message || 'network error', error);
  }
  return new ApiError(NO_BODY_CODE, null, error instanceof Error ? error.message : 'unexpected error', error);
}

/** Parses a response body at the boundary: a body of the wrong shape is VMCP_001, never a cast. */
export function parseResponse<S extends v.GenericSchema>(
  schema: S,
  data: unknown,
  status: number | null,
): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success)
    throw new ApiError(NO_BODY_CODE, status, `unexpected response: ${v.summarize(result.issues)}`, data);
  return result.output;
}

/** A header of a response, whatever its case, or null when absent or empty (§7 access_token, documentId). */
export function responseHeader(response: Pick<AxiosResponse, 'headers'>, name: string): string | null {
  const { headers } = response;
  const wanted = name.toLowerCase();
  const value =
    headers instanceof AxiosHeaders
      ? headers.get(name)
      : Object.entries(headers).find(([key]) => key.toLowerCase() === wanted)?.[1];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

// The few helpers every resource module uses to build a §7 path, encode a body and parse the answer.
import type * as v from 'valibot';
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { ApiError, NO_BODY_CODE } from '@portal/domain/errors';
import { parseResponse } from './boundary';
import { apiClient } from '@portal/client/api/client';

/**
 * One path parameter as one segment. Encoding stops "/", "?" and "#"; an empty or dot segment ("." and
 * "..", which URL parsers resolve even when percent-encoded) would still move the path, so it is refused.
 */
function segment(value: string): string {
  if (value === '' || value === '.' || value === '..')
    throw new ApiError(NO_BODY_CODE, null, `Refused path parameter "${value}".`, value);
  return encodeURIComponent(value);
}

/**
 * A §7 path with every parameter URL-encoded ({extAppId}, {userGuid}, ...), so an id can never add a
 * segment, climb one, or start a query. Paths are joined to the gateway's base URL, with or without a leading "/".
 */
export function path(strings: TemplateStringsArray, ...params: readonly string[]): string {
  return strings.reduce((out, text, i) => out + text + (i < params.length ? segment(params[i] ?? '') : ''), '');
}

/** §7 Cards (portal): the calls under paymentInstruments/{paymentGuid}/. */
export const INSTRUMENT_LEAVES = [
  'alerts',
  'balances',
  'sdkPayload/v2',
  'accounts',
  'transactions',
  'status',
  'vctc',
] as const;
export type InstrumentLeaf = (typeof INSTRUMENT_LEAVES)[number];

/**
 * §7 Cards (portal): users/{userGuid}/paymentInstruments/{paymentGuid}/{leaf}. §7 lists the leaves
 * under paymentInstruments/{paymentGuid}/ and puts phones and emails under users/{userGuid}; the card
 * status URL substitutes both ids, so the card's calls sit under the user too.
 */
export function instrumentPath(userGuid: string, paymentGuid: string, leaf: InstrumentLeaf): string {
  return `${path`users/${userGuid}/paymentInstruments/${paymentGuid}`}/${leaf}`;
}

/** A configured service outside the §7 table (the embedded payment and address base URLs) and its key. */
export interface ServiceEndpoint {
  url: string;
  apiKey?: string;
}

/** `base` plus "/{id}" (§7 embedded update and delete), the id URL-encoded. */
export function withId(base: string, id: string): string {
  return `${base.replace(/\/+$/, '')}/${segment(id)}`;
}

/** A form-urlencoded body (the OAuth2 calls of §7); absent fields are left out. */
export function form(fields: Readonly<Record<string, string | undefined>>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.append(name, value);
  return body;
}

/** Sends a request through the page's one client and returns the raw answer (bodies still unknown). */
export function send(config: AxiosRequestConfig): Promise<AxiosResponse<unknown>> {
  return apiClient().request<unknown>(config);
}

/** Sends a request and parses the answer with `schema` (§8: a wrong shape is VMCP_001). */
export async function call<S extends v.GenericSchema>(
  schema: S,
  config: AxiosRequestConfig,
): Promise<v.InferOutput<S>> {
  const response = await send(config);
  return parseResponse(schema, response.data, response.status);
}

/** Sends a request whose answer carries nothing the portal reads (a 2xx is the whole answer). */
export async function callVoid(config: AxiosRequestConfig): Promise<void> {
  await send(config);
}

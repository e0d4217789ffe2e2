// Test support for the API modules (imported by their tests only): a stubbed transport on the page's
// client (no network), and a runner that checks every §7 call of a table the same way.
import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/domain/errors';
import { configureApi } from './client';
import { createMemorySession, type MemorySessionInit, type SessionSource } from './session';

export const BASE = 'https://gateway.example/api/';
/** The session clock of the tests: a fixed instant, so token ages are exact. */
export const NOW = Date.UTC(2030, 0, 1);
const FRESH_TOKEN = { accessToken: 'T-1', timestamp: NOW };

export interface Answer {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}
export type Responder = (config: InternalAxiosRequestConfig) => Answer | Promise<Answer>;

/** Replaces the transport of `instance`: every request is recorded and answered by `respond`. */
export function stubTransport(instance: AxiosInstance, respond: Responder | Answer): InternalAxiosRequestConfig[] {
  const calls: InternalAxiosRequestConfig[] = [];
  instance.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    calls.push(config);
    const answer = typeof respond === 'function' ? await respond(config) : respond;
    const response: AxiosResponse = {
      data: answer.data,
      status: answer.status ?? 200,
      statusText: '',
      headers: new AxiosHeaders(answer.headers),
      config,
    };
    // As axios's own adapters do: a status validateStatus refuses is an AxiosError with the response.
    if (config.validateStatus?.(response.status) === false) {
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        null,
        response,
      );
    }
    return response;
  };
  return calls;
}

/** The page's client on a session with every id and a fresh token, unless `session` says otherwise. */
export function configureTestApi(session: MemorySessionInit = {}): { instance: AxiosInstance; session: SessionSource } {
  const source = createMemorySession({
    sessionId: 'S-1',
    deviceId: 'D-1',
    antiFraudToken: 'AF-1',
    token: FRESH_TOKEN,
    now: () => NOW,
    ...session,
  });
  return { instance: configureApi({ baseURL: BASE, session: source }), session: source };
}

/** The full URL a request went to, query included. */
export const urlOf = (config: InternalAxiosRequestConfig): string => axios.getUri(config);

export type Body = { json: unknown } | { form: Record<string, string> } | { other: string; type: string };

/** What a recorded request sent, by its Content-Type: JSON, form fields, anything else as it is, or nothing. */
export function sentBody(config: InternalAxiosRequestConfig): Body | undefined {
  if (config.data === undefined) return undefined;
  const text = String(config.data);
  const type = String(config.headers.getContentType());
  if (type.startsWith('application/x-www-form-urlencoded'))
    return { form: Object.fromEntries(new URLSearchParams(text)) };
  return type.startsWith('application/json') ? { json: JSON.parse(text) as unknown } : { other: text, type };
}

/** A recorded request as the tables describe it. */
export function summary(config: InternalAxiosRequestConfig) {
  const { headers } = config;
  return {
    method: config.method,
    url: urlOf(config),
    body: sentBody(config),
    session: [
      headers.get('DFPSESSIONID'),
      headers.get('X-CHNL'),
      headers.get('X-THMID'),
      headers.get('X-Anti-Fraud-Token'),
    ],
    authorization: headers.get('Authorization'),
    accept: headers.get('Accept'),
  };
}

/** One §7 call: what it must send, a valid answer and what it makes of it, and a body of the wrong shape. */
export interface CallCase {
  name: string;
  run: () => Promise<unknown>;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  url: string;
  body?: Body;
  accept?: string;
  /** False for a service on another origin: it gets the session headers but never the bearer token. */
  bearer?: boolean;
  answer: Answer;
  result: unknown;
  /** A body the call must refuse (omitted for calls that read nothing from their answer). */
  invalid?: unknown;
}

/** What a call rejected with (null if it resolved). */
export const failure = (run: () => Promise<unknown>): Promise<unknown> =>
  run().then(
    () => null,
    (error: unknown) => error,
  );

/** Path, method, headers, body encoding, the parse of a valid and an invalid answer, and failures, for every row. */
export function describeCalls(title: string, table: readonly CallCase[]): void {
  // Rows named by their own text (a `$name` title would be shortened).
  const named = (rows: readonly CallCase[]) => rows.map((row) => [row.name, row] as const);
  const cases = named(table);
  describe(title, () => {
    it.each(cases)('%s', async (_name, c) => {
      const { instance } = configureTestApi();
      const calls = stubTransport(instance, c.answer);
      await expect(c.run()).resolves.toEqual(c.result);
      expect(calls.map(summary)).toEqual([
        {
          method: c.method,
          url: c.url,
          body: c.body,
          session: ['S-1', 'WEB', 'D-1', 'AF-1'],
          authorization: c.bearer === false ? undefined : 'Bearer T-1',
          accept: c.accept ?? 'application/json',
        },
      ]);
    });

    const readers = named(table.filter((c) => 'invalid' in c));
    if (readers.length > 0) {
      it.each(readers)('%s: §8 a body of the wrong shape is ApiError VMCP_001', async (_name, c) => {
        const { instance } = configureTestApi();
        stubTransport(instance, { ...c.answer, data: c.invalid });
        const error = await failure(c.run);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ code: 'VMCP_001', status: c.answer.status ?? 200 });
      });
    }

    it.each(cases)("%s: §8 a refusal is one ApiError with the body's code", async (_name, c) => {
      const { instance } = configureTestApi();
      stubTransport(instance, {
        status: 409,
        data: { responseStatus: { code: 'PROFILE_3004', status: 409, message: 'Card already added' } },
      });
      const error = await failure(c.run);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'PROFILE_3004', status: 409, message: 'Card already added' });
    });

    it.each(cases)('%s: §8 a network failure is ApiError VMCP_001', async (_name, c) => {
      const { instance } = configureTestApi();
      stubTransport(instance, (config) =>
        Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)),
      );
      const error = await failure(c.run);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'VMCP_001', status: null });
    });
  });
}

// The one HTTP client of the page (CONVENTIONS 5): session headers and token renewal on every request,
// typed results or one ApiError, no UI side effects (no toast, no navigation).
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, NO_BODY_CODE } from '@portal/domain/errors';
import { DEFAULT_KEEP_ALIVE_URL } from '@portal/domain/schemas';
import { toApiError } from './boundary';
import { sendKeepAlive, singleFlight, tokenNeedsRenewal } from './keep-alive';
import {
  CHANNEL,
  CHANNEL_HEADER,
  createMemorySession,
  sessionHeaders,
  type SessionSource,
  type SessionToken,
} from './session';

export interface ApiOptions {
  /** The gateway's base URL (§7 {endPoint}; per environment, SPEC-DECISIONS §9). */
  baseURL: string;
  /** The shell's session; without one the client keeps an anonymous session in memory. */
  session?: SessionSource;
  /** §7: the configured keep-alive URL (default /consumer-api/v1/refreshvtoken). */
  keepAliveUrl?: string;
  /** Told of every renewed token, so the shell can restart its timers (§7 Keep-alive). */
  onTokenRenewed?: (token: SessionToken) => void;
  /**
   * false: the token is never renewed (the embedded wallet's shopper session lasts one checkout and has
   * no keep-alive, decision 033). The portal's session renews from 6 minutes (§4).
   */
  renewal?: boolean;
  /** A query every request carries (the embedded wallet's apiKey, §7). */
  params?: Readonly<Record<string, string>>;
  /**
   * Told of every 401 the gateway answers (the embedded wallet: its shopper session has ended, and no
   * renewal can bring it back). The call still rejects with its ApiError, for the caller to handle.
   */
  onUnauthorized?: (error: ApiError) => void;
}

interface Client {
  instance: AxiosInstance;
  renew: () => Promise<SessionToken>;
}

let current: Client | null = null;

const optionsOf = (options: ApiOptions | string): ApiOptions =>
  typeof options === 'string' ? { baseURL: options } : options;

/** True when the request goes to the gateway's own origin: only those carry the bearer token. */
function toGateway(instance: AxiosInstance, config: InternalAxiosRequestConfig): boolean {
  // Outside a browser a relative base URL has no origin of its own: any stand-in page origin will do.
  const page = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  const base = new URL(instance.defaults.baseURL ?? '', page);
  return new URL(instance.getUri(config), base).origin === base.origin;
}

function buildClient(input: ApiOptions | string): Client {
  const {
    baseURL,
    session = createMemorySession(),
    keepAliveUrl = DEFAULT_KEEP_ALIVE_URL,
    onTokenRenewed,
    renewal = true,
    params,
    onUnauthorized,
  } = optionsOf(input);
  const instance = axios.create({
    baseURL: baseURL.endsWith('/') ? baseURL : `${baseURL}/`,
    timeout: 15_000,
    headers: { [CHANNEL_HEADER]: CHANNEL, Accept: 'application/json' },
    ...(params ? { params: { ...params } } : {}),
  });
  const renew = singleFlight(async () => {
    const token = await sendKeepAlive(instance, session, keepAliveUrl);
    try {
      onTokenRenewed?.(token);
    } catch (error) {
      // A listener's failure is the shell's to fix; the renewal itself succeeded.
      console.error('[api] onTokenRenewed failed', error);
    }
    return token;
  });

  instance.interceptors.request.use(async (config) => {
    if (config.outsideParty) return config;
    let token = session.token();
    if (token && renewal && !config.skipTokenRenewal && tokenNeedsRenewal(token, session.now())) token = await renew();
    for (const [name, value] of Object.entries(sessionHeaders(session, token, toGateway(instance, config)))) {
      if (!config.headers.has(name)) config.headers.set(name, value);
    }
    return config;
  });
  instance.interceptors.response.use(undefined, (error: unknown) => {
    const failed = toApiError(error);
    if (failed.status === 401 && onUnauthorized) {
      try {
        onUnauthorized(failed);
      } catch (listenerError) {
        // The listener's failure is its owner's to fix; the call fails with its own error.
        console.error('[api] onUnauthorized failed', listenerError);
      }
    }
    return Promise.reject(failed);
  });
  return { instance, renew };
}

/** A client of its own (tests, tools); the page uses the one `configureApi` made. */
export function createApiClient(options: ApiOptions | string): AxiosInstance {
  return buildClient(options).instance;
}

/** The shell configures the client once, from the runtime environment and its session. */
export function configureApi(options: ApiOptions | string): AxiosInstance {
  current = buildClient(options);
  return current.instance;
}

function configured(): Client {
  if (!current) throw new ApiError(NO_BODY_CODE, null, 'The API client is not configured.', null);
  return current;
}

export function apiClient(): AxiosInstance {
  return configured().instance;
}

/**
 * §4, §7 Keep-alive / renewal: renews the session token now (the shell's silent renewal and the
 * warning modal's Continue). Shares the flight of a renewal already under way.
 */
export async function renewToken(): Promise<SessionToken> {
  return configured().renew();
}

// Token renewal (§4 Access levels and session, §7 Keep-alive): the keep-alive call, the age rule that
// triggers it before a request, and the single flight that lets concurrent requests share one renewal.
import type { AxiosInstance, AxiosResponse } from 'axios';
import { TOKEN_RENEWAL_AGE_MS } from '@portal/domain/constants';
import { ApiError, NO_BODY_CODE } from '@portal/domain/errors';
import { KEEP_ALIVE_GRANT, ACCESS_TOKEN_FIELD, KeepAliveResponseSchema } from '@portal/domain/schemas';
import { parseResponse, responseHeader } from './boundary';
import { AUTHORIZATION_HEADER, type SessionSource, type SessionToken } from './session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Send without renewing an old token first: the keep-alive itself (which would wait for itself)
     * and calls where a renewal is wasted (revoking the token).
     */
    skipTokenRenewal?: boolean;
    /**
     * A call to someone other than the gateway (a push-provisioning partner), even on the gateway's
     * origin: it carries nothing of the session (no token, session or device id), and renews nothing.
     */
    outsideParty?: boolean;
  }
}

/** §4, §9: a token aged TOKEN_RENEWAL_AGE_MS (6 minutes, SPEC-DECISIONS §3) or more is renewed before use. */
export function tokenNeedsRenewal(token: SessionToken, now: number): boolean {
  return now - token.timestamp >= TOKEN_RENEWAL_AGE_MS;
}

/** §7: the new token comes in the access_token header or, failing that, the access_token field. */
export function renewedAccessToken(response: AxiosResponse<unknown>): string {
  return (
    responseHeader(response, ACCESS_TOKEN_FIELD) ??
    parseResponse(KeepAliveResponseSchema, response.data, response.status)[ACCESS_TOKEN_FIELD]
  );
}

/**
 * §7 Keep-alive: POST grant_type=access_token_renewal with the current bearer token; the answer's
 * token and the session's clock become the session's token.
 */
export async function sendKeepAlive(
  instance: AxiosInstance,
  session: SessionSource,
  url: string,
): Promise<SessionToken> {
  const current = session.token();
  if (!current) throw new ApiError(NO_BODY_CODE, null, 'There is no session token to renew.', null);
  const response = await instance.post<unknown>(url, new URLSearchParams({ grant_type: KEEP_ALIVE_GRANT }), {
    headers: { [AUTHORIZATION_HEADER]: `Bearer ${current.accessToken}` },
    skipTokenRenewal: true,
  });
  const token: SessionToken = { accessToken: renewedAccessToken(response), timestamp: session.now() };
  session.setToken(token);
  return token;
}

/** One run at a time: callers arriving while a run is pending share its result (§4: one renewal). */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= run().finally(() => {
      pending = null;
    });
    return pending;
  };
}

// §7 Authentication and session: the token, its probes (two-factor, identity, terms, id proof),
// revocation, one-time codes and the server session id. The OAuth2 calls are form-urlencoded.
// §7 shows no bodies: these schemas, built from the fields §3 Session and §4 name, are the contract
// the gateway implements.
import type * as v from 'valibot';
import {
  TokenResponseSchema,
  type TokenResponse,
  type TokenRequestSchema,
  type TokenRequest,
  type ProbeRequestSchema,
  type ProbeRequest,
  type RevocationRequestSchema,
  type OtvcRequest,
  OtvcResponseSchema,
  type OtvcResponse,
  ServerSessionResponseSchema,
} from '@portal/domain/schemas';
import { createCodeChallenge } from '@portal/domain/session';
import { call, callVoid, form, path } from './http';
import { AUTHORIZATION_HEADER } from './session';

/** The form of every probe call: the grant plus the probe's ref and answer. */
export function probeForm(body: ProbeRequest): URLSearchParams {
  const wire: v.InferInput<typeof ProbeRequestSchema> = { grant_type: 'authorization_probe', ...body };
  return form(wire);
}

/** §7 Token: POST apps/{extAppId}/oauth2/token (sign-in). A code challenge is made when none is given. */
export async function requestToken(extAppId: string, body: TokenRequest): Promise<TokenResponse> {
  const { code_challenge = createCodeChallenge(), ...credentials } = body;
  const wire: v.InferInput<typeof TokenRequestSchema> = { grant_type: 'password', ...credentials, code_challenge };
  return call(TokenResponseSchema, { method: 'post', url: path`apps/${extAppId}/oauth2/token`, data: form(wire) });
}

/** §7 Logout: revokes the token. Never renews first: a token about to be revoked is not worth renewing. */
export async function revokeToken(accessToken: string): Promise<void> {
  const wire: v.InferInput<typeof RevocationRequestSchema> = { token: accessToken, token_type_hint: 'access_token' };
  // The token authorises its own revocation, whatever the session holds by then (a purge may come first).
  return callVoid({
    method: 'post',
    url: 'oauth2/lcm/token/authorized/revocation',
    data: form(wire),
    headers: { [AUTHORIZATION_HEADER]: `Bearer ${accessToken}` },
    skipTokenRenewal: true,
  });
}

/** §7 Token probe (two-factor, terms, identity verification, credentials): POST oauth2/token/probe. */
export async function probeToken(body: ProbeRequest): Promise<TokenResponse> {
  return call(TokenResponseSchema, { method: 'post', url: 'oauth2/token/probe', data: probeForm(body) });
}

/** §7 Reissuance: the same probe issued again (a fresh one-time code, a new ref). */
export async function reissueProbe(body: ProbeRequest): Promise<TokenResponse> {
  return call(TokenResponseSchema, { method: 'post', url: 'oauth2/token/probe/reissuance', data: probeForm(body) });
}

/** §7 Two-factor (§4 SOLVE_CHALLENGE): POST oauth2/token/2fa. */
export async function verifyTwoFactor(body: ProbeRequest): Promise<TokenResponse> {
  return call(TokenResponseSchema, { method: 'post', url: 'oauth2/token/2fa', data: probeForm(body) });
}

/** §7 Identity verification (§4 VERIFY_USERNAME): POST oauth2/token/idv. */
export async function verifyIdentity(body: ProbeRequest): Promise<TokenResponse> {
  return call(TokenResponseSchema, { method: 'post', url: 'oauth2/token/idv', data: probeForm(body) });
}

/** §7 Idproof promise: the user promises to prove identity later; POST oauth2/token/idproof/promise. */
export async function promiseIdProof(body: ProbeRequest): Promise<TokenResponse> {
  return call(TokenResponseSchema, { method: 'post', url: 'oauth2/token/idproof/promise', data: probeForm(body) });
}

/** §7 One-time verification code: POST users/{userGuid}/otvc sends (or resends) a code. */
export async function sendVerificationCode(userGuid: string, body: OtvcRequest): Promise<OtvcResponse> {
  return call(OtvcResponseSchema, { method: 'post', url: path`users/${userGuid}/otvc`, data: body });
}

/** §7 renew-server-sessionid: GET, returns a new server session id (§8: a failure reloads the page). */
export async function renewServerSessionId(): Promise<string> {
  return (await call(ServerSessionResponseSchema, { method: 'get', url: 'renew-server-sessionid' })).sessionId;
}

// §7 Authentication and session: the token, its probes (two-factor, identity, terms, id proof),
// revocation, one-time codes and the server session id. The OAuth2 calls are form-urlencoded.
// §7 shows no bodies: these schemas, built from the fields §3 Session and §4 name, are the contract
// the gateway implements.
import * as v from 'valibot';
import { createCodeChallenge } from './code-challenge';
import { call, callVoid, form, path } from './http';
import { AUTHORIZATION_HEADER } from './session';

const text = v.pipe(v.string(), v.nonEmpty());

/** §4 Sign-in exceptions: the probe types the portal acts on (others pass through untouched). */
export const PROBE_TYPES = ['VERIFY_USERNAME', 'SOLVE_CHALLENGE', 'ACCEPT_TNC'] as const;

/** A step the user must still take; `ref` goes back as probes_ref. §3 Terms: ACCEPT_TNC carries the terms' guids as data refs. */
export const ProbeSchema = v.object({
  type: text,
  ref: text,
  data: v.optional(v.object({ refs: v.optional(v.array(v.string()), []) })),
});
export type Probe = v.InferOutput<typeof ProbeSchema>;

/**
 * Every token answer (§3 Session: token, loginScope; §3 Login result flags; §7 Terms accept: userGuid,
 * access_token, scope). `scope` is the login scope: §4 reads /credentials/reset in it.
 */
export const TokenResponseSchema = v.object({
  access_token: text,
  token_type: v.optional(v.string(), 'Bearer'),
  expires_in: v.optional(v.number()),
  scope: v.optional(v.string(), ''),
  userGuid: v.optional(v.string()),
  isUnverified: v.optional(v.boolean(), false),
  isChallenge: v.optional(v.boolean(), false),
  newTac: v.optional(v.boolean(), false),
  probes: v.optional(v.array(ProbeSchema), []),
});
export type TokenResponse = v.InferOutput<typeof TokenResponseSchema>;

/** §7 Token: the sign-in grant, with the §7 code challenge. */
export const TokenRequestSchema = v.object({
  grant_type: v.literal('password'),
  username: v.string(),
  password: v.string(),
  code_challenge: v.string(),
});
export type TokenRequest = Omit<v.InferInput<typeof TokenRequestSchema>, 'grant_type' | 'code_challenge'> & { code_challenge?: string };

/** §7 Terms accept: grant_type authorization_probe with probes_ref; the answer fields by probe kind. */
export const ProbeRequestSchema = v.object({
  grant_type: v.literal('authorization_probe'),
  probes_ref: v.string(),
  /** A one-time verification code (two-factor, identity verification). */
  code: v.optional(v.string()),
  /** A challenge question's answer (§7 challenge verifyUserChallengeAnswer). */
  answer: v.optional(v.string()),
  /** A new credential (§7 Token probe: credentials). */
  password: v.optional(v.string()),
});
export type ProbeRequest = Omit<v.InferInput<typeof ProbeRequestSchema>, 'grant_type'>;

/** §7 Logout: RFC 7009 revocation of the access token. */
export const RevocationRequestSchema = v.object({ token: v.string(), token_type_hint: v.literal('access_token') });

/** §7 One-time verification code: which contact receives it. */
export const OtvcRequestSchema = v.object({ contactId: v.string() });
export type OtvcRequest = v.InferInput<typeof OtvcRequestSchema>;
/** Where the code went (masked, for "we sent a code to …") and how long it lives (SPEC-DECISIONS: 10 minutes). */
export const OtvcResponseSchema = v.object({
  contactId: text,
  maskedContact: v.optional(v.string()),
  expiresIn: v.optional(v.number()),
});
export type OtvcResponse = v.InferOutput<typeof OtvcResponseSchema>;

/** §7 renew-server-sessionid: the new server session id (§7 DFPSESSIONID). */
export const ServerSessionResponseSchema = v.object({ sessionId: text });

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

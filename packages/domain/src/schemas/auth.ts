// §7 Authentication and session: the token, its probes (two-factor, identity, terms, id proof),
// revocation, one-time codes and the server session id. The OAuth2 calls are form-urlencoded.
// §7 shows no bodies: these schemas, built from the fields §3 Session and §4 name, are the contract
// the gateway implements.
import * as v from 'valibot';
import { loginFormSchema } from './forms';

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

/** §7 Token: the sign-in grant, the login form's two fields (only required), and the §7 code challenge. */
export const TokenRequestSchema = v.object({
  grant_type: v.literal('password'),
  ...loginFormSchema.entries,
  code_challenge: v.string(),
});
export type TokenRequest = Omit<v.InferInput<typeof TokenRequestSchema>, 'grant_type' | 'code_challenge'> & {
  code_challenge?: string;
};

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

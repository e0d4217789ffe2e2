// The session as data (spec §3 Session, §4 Access levels and session): what survives a refresh,
// exactly the fields §3 lists and nothing more (no password, no code), and the login scope queue.
import * as v from 'valibot';

/** §4: "Login scope is a queue of pages (verifyCode, challenge, acceptTac, home) consumed one step at a time." */
export const LOGIN_STEPS = ['verifyCode', 'challenge', 'acceptTac', 'forcePasswordReset', 'home'] as const;
export type LoginStep = (typeof LOGIN_STEPS)[number];

/** §4: "A force-password-reset scope is detected when the response scope contains /credentials/reset". */
export const FORCE_RESET_SCOPE = '/credentials/reset';

/** §4 Sign-in exceptions: the probe that each step answers. */
export const PROBE_OF_STEP: Readonly<Partial<Record<LoginStep, string>>> = {
  verifyCode: 'VERIFY_USERNAME',
  challenge: 'SOLVE_CHALLENGE',
  acceptTac: 'ACCEPT_TNC',
};

/** What a token answer says about the rest of sign-in (§3 Login result flags; §4). */
export interface SignInAnswer {
  scope: string;
  isUnverified: boolean;
  isChallenge: boolean;
  newTac: boolean;
}

/**
 * §2 Sign-in order, §4: unverified email goes to verifyCode, then challenge, then accept terms, then
 * home; a force-reset scope goes to the password reset instead (sign-in starts again after it).
 */
export function loginScopeOf(answer: SignInAnswer): LoginStep[] {
  if (answer.scope.includes(FORCE_RESET_SCOPE)) return ['forcePasswordReset'];
  const steps: LoginStep[] = [];
  if (answer.isUnverified) steps.push('verifyCode');
  if (answer.isChallenge) steps.push('challenge');
  if (answer.newTac) steps.push('acceptTac');
  steps.push('home');
  return steps;
}

/** The sign-in flows a refresh can restore (§2 Page refresh; §3 flowConfig). */
export const FLOWS = ['login', 'enrolment', 'recovery', 'migration', 'activation'] as const;
export type Flow = (typeof FLOWS)[number];

const nullableText = v.nullable(v.string());

/** §3 Session, "Stored across refresh": every field, and nothing else. */
export const StoredSessionSchema = v.strictObject({
  fullAccess: v.boolean(),
  partialAccess: v.boolean(),
  /** The user's guid (§7 {userGuid}). */
  userId: nullableText,
  userName: nullableText,
  contactId: nullableText,
  contactStatus: nullableText,
  /** The flow in progress and its step, with the refs it needs (a probe's ref, a masked contact). */
  flowConfig: v.nullable(
    v.strictObject({
      flow: v.picklist(FLOWS),
      step: v.string(),
      data: v.optional(v.record(v.string(), v.string()), {}),
    }),
  ),
  /** The card activation token (§3 ca_token). */
  ca_token: nullableText,
  /** The server session id (§7 DFPSESSIONID). */
  sessionId: nullableText,
  correlationId: nullableText,
  /** §3 "token name, value and timestamp". */
  token: v.nullable(v.strictObject({ name: v.string(), value: v.string(), timestamp: v.number() })),
  loginScope: v.array(v.picklist(LOGIN_STEPS)),
  /** The pending terms: the ACCEPT_TNC probe's ref and the terms' guids (§3 Terms). */
  tacInfo: v.nullable(v.strictObject({ probesRef: v.string(), termsRefs: v.array(v.string()) })),
  isSmsFreeApp: v.boolean(),
  /** The page the user was on (§2 Page refresh). */
  currentUrl: nullableText,
});
export type StoredSession = v.InferOutput<typeof StoredSessionSchema>;

export const EMPTY_SESSION: StoredSession = {
  fullAccess: false,
  partialAccess: false,
  userId: null,
  userName: null,
  contactId: null,
  contactStatus: null,
  flowConfig: null,
  ca_token: null,
  sessionId: null,
  correlationId: null,
  token: null,
  loginScope: [],
  tacInfo: null,
  isSmsFreeApp: false,
  currentUrl: null,
};

/** The key the session is kept under in sessionStorage. */
export const SESSION_STORAGE_KEY = 'portal.session';

/** A stored session read back: anything unreadable or of another shape is no session at all. */
export function parseStoredSession(text: string | null): StoredSession {
  if (!text) return EMPTY_SESSION;
  try {
    const result = v.safeParse(StoredSessionSchema, JSON.parse(text));
    return result.success ? result.output : EMPTY_SESSION;
  } catch {
    return EMPTY_SESSION;
  }
}

/** §4 access levels from the stored flags. */
export function accessLevelOf(session: Pick<StoredSession, 'fullAccess' | 'partialAccess'>): 'none' | 'partial' | 'full' {
  if (session.fullAccess) return 'full';
  return session.partialAccess ? 'partial' : 'none';
}

// The session as data (spec §3 Session, §4 Access levels and session): what survives a refresh,
// exactly the fields §3 lists and nothing more (no password, no code), and the login scope queue.
import * as v from 'valibot';
import { SESSION_EXPIRY_MS } from '../constants/constants';

/** §4: "Login scope is a queue of pages (verifyCode, challenge, acceptTac, home) consumed one step at a time." */
export const LOGIN_STEPS = ['verifyCode', 'challenge', 'acceptTac', 'forcePasswordReset', 'home'] as const;
export type LoginStep = (typeof LOGIN_STEPS)[number];

/** §4: "A force-password-reset scope is detected when the response scope contains /credentials/reset". */
export const FORCE_RESET_SCOPE = '/credentials/reset';

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

/** The flows a refresh can restore (§2 Page refresh; §3 flowConfig). */
export type Flow = 'login' | 'enrolment' | 'recovery' | 'migration';

/** §4 Flows, Enrolment: the steps the stored flow can be at. */
export const ENROLMENT_STEPS = ['verifyCode'] as const;
/** §4 Flows, Forgot password: after forgotpassword, the code and the new password. */
export const RECOVERY_STEPS = ['verifyCode', 'resetPassword'] as const;
/** §4 Flows, Migration: establishAccount, verifyAccount (or simulated), resetPassword, acceptTac. */
export const MIGRATION_STEPS = [
  'establishAccount',
  'verifyAccount',
  'simVerifyAccount',
  'resetPassword',
  'acceptTac',
] as const;
export type MigrationStep = (typeof MIGRATION_STEPS)[number];

/**
 * A one-time code sent in the flow's current step: so a refresh neither sends another (which the
 * 30-second rule would refuse) nor leaves the person with an expired one, and the resend wait runs
 * from it. Never the code itself.
 */
const SentCodeSchema = v.strictObject({
  /** The contact it went to (§3 contactId), when known. */
  contactId: v.nullable(v.string()),
  /** Where it went, masked, as the gateway says it. */
  maskedContact: v.nullable(v.string()),
  /** When it went (epoch ms). */
  sentAt: v.number(),
});
export type SentCode = v.InferOutput<typeof SentCodeSchema>;

/** The probe refs of the last token answer, by probe type (VERIFY_USERNAME, SOLVE_CHALLENGE, ACCEPT_TNC). */
const ProbesSchema = v.record(v.string(), v.string());

const flowSchema = <F extends Flow, S extends readonly [string, ...string[]]>(flow: F, steps: S) =>
  v.strictObject({
    flow: v.literal(flow),
    step: v.picklist(steps),
    probes: v.optional(ProbesSchema, {}),
    /** The code this step sent, or null while none has gone (or a new one must be asked for). */
    code: v.optional(v.nullable(SentCodeSchema), null),
  });

/** §3 flowConfig, typed per flow: the flow in progress, its step, and the little the step needs. */
const FlowConfigSchema = v.variant('flow', [
  flowSchema('login', LOGIN_STEPS),
  flowSchema('enrolment', ENROLMENT_STEPS),
  flowSchema('recovery', RECOVERY_STEPS),
  flowSchema('migration', MIGRATION_STEPS),
]);
export type FlowConfig = v.InferOutput<typeof FlowConfigSchema>;
export type FlowConfigOf<F extends Flow> = Extract<FlowConfig, { flow: F }>;
export type FlowStep<F extends Flow> = FlowConfigOf<F>['step'];

const FLOW_STEPS: Readonly<Record<Flow, readonly string[]>> = {
  login: LOGIN_STEPS,
  enrolment: ENROLMENT_STEPS,
  recovery: RECOVERY_STEPS,
  migration: MIGRATION_STEPS,
};

/** Whether `step` is a step of `flow`. */
export function isStepOf<F extends Flow>(flow: F, step: string): step is FlowStep<F> {
  return FLOW_STEPS[flow].includes(step);
}

/** The session's flow when it is `flow`, else null (a page reached without its flow's data). */
export function flowOf<F extends Flow>(session: Pick<StoredSession, 'flowConfig'>, flow: F): FlowConfigOf<F> | null {
  const config = session.flowConfig;
  return config?.flow === flow ? (config as FlowConfigOf<F>) : null;
}

const nullableText = v.nullable(v.string());

/**
 * §3 Session, "Stored across refresh": every field the portal uses, and nothing else. contactStatus,
 * correlationId and current URL are not kept: nothing reads them (the location is the current URL, the
 * gateway issues no correlation id, a contact's status is in the held contacts); docs/decisions/025.
 */
export const StoredSessionSchema = v.strictObject({
  fullAccess: v.boolean(),
  partialAccess: v.boolean(),
  /** The user's guid (§7 {userGuid}). */
  userId: nullableText,
  userName: nullableText,
  contactId: nullableText,
  /** The flow in progress and its step, with the refs it needs (a probe's ref, where a code went). */
  flowConfig: v.nullable(FlowConfigSchema),
  /** The card activation token (§3 ca_token). */
  ca_token: nullableText,
  /** The server session id (§7 DFPSESSIONID). */
  sessionId: nullableText,
  /** §3 "token name, value and timestamp". */
  token: v.nullable(v.strictObject({ name: v.string(), value: v.string(), timestamp: v.number() })),
  loginScope: v.array(v.picklist(LOGIN_STEPS)),
  /** The pending terms: the ACCEPT_TNC probe's ref and the terms' guids (§3 Terms). */
  tacInfo: v.nullable(v.strictObject({ probesRef: v.string(), termsRefs: v.array(v.string()) })),
  /** The issuer sends codes by email only (its configuration's isSmsFreeApp), as the migration began with it. */
  isSmsFreeApp: v.boolean(),
  /**
   * When the person was last active with full access (epoch ms; §4 activity). Not in §3's list: a tab
   * restored after the expiry time must end at /timeout, not come back signed in (docs/decisions/025).
   * A time only, nothing secret; optional, so a session stored before it still reads.
   */
  lastActivityAt: v.optional(v.nullable(v.number()), null),
});
export type StoredSession = v.InferOutput<typeof StoredSessionSchema>;

export const EMPTY_SESSION: StoredSession = {
  fullAccess: false,
  partialAccess: false,
  userId: null,
  userName: null,
  contactId: null,
  flowConfig: null,
  ca_token: null,
  sessionId: null,
  token: null,
  loginScope: [],
  tacInfo: null,
  isSmsFreeApp: false,
  lastActivityAt: null,
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

/**
 * The flow whose own token (a partial sign-in's, an enrolment's, or a recovery's or migration's reset
 * token) the session holds, or null: no token, or full access, whose 401 signs out (docs/decisions/025).
 */
export function flowUnderWay(session: Pick<StoredSession, 'fullAccess' | 'token' | 'flowConfig'>): Flow | null {
  if (session.fullAccess || session.token === null) return null;
  return session.flowConfig?.flow ?? null;
}

/**
 * Whether the session holds a sign-in or flow that is not full access (a partial or reset token, a
 * flow's stored state): what a public start route ends, so none of it rides along (docs/decisions/025).
 */
export function sessionUnderWay(
  session: Pick<StoredSession, 'fullAccess' | 'partialAccess' | 'token' | 'flowConfig'>,
): boolean {
  return !session.fullAccess && (session.partialAccess || session.token !== null || session.flowConfig !== null);
}

/**
 * §4 "expiry after 480000 ms" of inactivity, for a page loaded with a stored full session: idle past
 * it (the tab restored, a reload after the time ran out), the session ended while the page was away.
 */
export function idleExpired(session: Pick<StoredSession, 'fullAccess' | 'lastActivityAt'>, now: number): boolean {
  return session.fullAccess && session.lastActivityAt !== null && now - session.lastActivityAt >= SESSION_EXPIRY_MS;
}

/**
 * §8 "an unverified primary contact": what the profile says (held, with full access), or a sign-in or
 * enrolment whose login queue still has the email's verification (VERIFY_USERNAME) ahead, which a
 * refresh keeps.
 */
export function primaryContactUnverified(session: Pick<StoredSession, 'loginScope'>, heldUnverified: boolean): boolean {
  return heldUnverified || session.loginScope.includes('verifyCode');
}

/** §4 access levels from the stored flags. */
export function accessLevelOf(
  session: Pick<StoredSession, 'fullAccess' | 'partialAccess'>,
): 'none' | 'partial' | 'full' {
  if (session.fullAccess) return 'full';
  return session.partialAccess ? 'partial' : 'none';
}

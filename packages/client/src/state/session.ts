// The session in the page's shared store (ARCHITECTURE §2.7): remotes read it through these atoms and
// change it only through the named actions below, never through storage or an open patch. What §3
// Session stores across a refresh is kept in sessionStorage (and nothing more) once the shell starts
// the persistence; what it only holds lives in memory.
import { atom } from 'jotai';
import type { TokenResponse } from '@portal/domain/schemas';
import {
  accessLevelOf,
  EMPTY_SESSION,
  isStepOf,
  loginScopeOf,
  parseStoredSession,
  SESSION_STORAGE_KEY,
  sessionUnderWay,
  type Flow,
  type FlowConfig,
  type FlowConfigOf,
  type FlowStep,
  type LoginStep,
  type SentCode,
  type StoredSession,
} from '@portal/domain/session';
import { loginStepPath } from '../routes/login-steps';
import { portalStore } from './atoms';

/** What a token answer carries (§3 Token model, Login result flags; decision 013). */
export type TokenAnswer = Pick<
  TokenResponse,
  'access_token' | 'scope' | 'userGuid' | 'isUnverified' | 'isChallenge' | 'newTac' | 'probes'
>;

/** §3 Session "Also held": kept for the page's life only, never stored. */
export interface HeldSession {
  userPrimaryEmail: string | null;
  lastLoginTimeStamp: string | null;
  userContacts: readonly {
    contactId: string;
    type: 'email' | 'phone';
    masked: string;
    verified: boolean;
    primary: boolean;
  }[];
  fullName: string | null;
  unverifiedPrimary: boolean;
  migrationContact: string | null;
}

export const EMPTY_HELD: HeldSession = {
  userPrimaryEmail: null,
  lastLoginTimeStamp: null,
  userContacts: [],
  fullName: null,
  unverifiedPrimary: false,
  migrationContact: null,
};

export const sessionAtom = atom<StoredSession>(EMPTY_SESSION);
export const heldSessionAtom = atom<HeldSession>(EMPTY_HELD);
/** §4 access levels: none, partial (mid-flow), full. */
export const accessLevelAtom = atom((get) => accessLevelOf(get(sessionAtom)));

function browserStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * §3 "Stored across refresh": reads the stored session into the store, then keeps the store's
 * session in `storage` (an empty session leaves nothing there). Started by the shell at boot, before
 * anything reads the session; returns the stop.
 */
export function startSessionPersistence(storage: Storage | null = browserStorage()): () => void {
  if (!storage) return () => undefined;
  portalStore.set(sessionAtom, parseStoredSession(storage.getItem(SESSION_STORAGE_KEY)));
  return portalStore.sub(sessionAtom, () => {
    const session = portalStore.get(sessionAtom);
    if (session === EMPTY_SESSION) storage.removeItem(SESSION_STORAGE_KEY);
    else storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  });
}

const current = () => portalStore.get(sessionAtom);
const update = (change: (s: StoredSession) => StoredSession) => portalStore.set(sessionAtom, change(current()));
const hold = (patch: Partial<HeldSession>) =>
  portalStore.set(heldSessionAtom, { ...portalStore.get(heldSessionAtom), ...patch });

/** The session's flow when it is `flow` (the current session by default). */
function flowIn<F extends Flow>(flow: F, session: StoredSession = current()): FlowConfigOf<F> | null {
  return session.flowConfig?.flow === flow ? (session.flowConfig as FlowConfigOf<F>) : null;
}

/** A flow at a step: the flow's probe refs and code carried over unless given anew. */
function flowAt<F extends Flow>(
  flow: F,
  step: FlowStep<F>,
  change: Partial<Pick<FlowConfig, 'probes' | 'code'>> = {},
): FlowConfig {
  const previous = flowIn(flow);
  return {
    flow,
    step,
    probes: change.probes ?? previous?.probes ?? {},
    code: change.code === undefined ? (previous?.code ?? null) : change.code,
  } as FlowConfig;
}

// Sign-in (§4 Access levels and session, Sign-in exceptions, Login scope).

/**
 * A token answer applied: the new token, the remaining login steps, full access once only home
 * remains. The answer's next step stays in `flow` when it is one of that flow's (enrolment's code,
 * migration's terms); any other belongs to the sign-in pages.
 */
export function applyTokenAnswer(answer: TokenAnswer, now: number, flow: Flow = 'login'): LoginStep[] {
  const scope = loginScopeOf(answer);
  const tnc = answer.probes.find((p) => p.type === 'ACCEPT_TNC');
  const full = scope.length === 1 && scope[0] === 'home';
  const step = scope[0] ?? 'home';
  const owner: Flow = isStepOf(flow, step) ? flow : 'login';
  const probes = Object.fromEntries(answer.probes.map((p) => [p.type, p.ref]));
  update((s) => ({
    ...s,
    token: { name: 'access_token', value: answer.access_token, timestamp: now },
    userId: answer.userGuid ?? s.userId,
    fullAccess: full,
    partialAccess: !full,
    loginScope: scope,
    tacInfo: tnc ? { probesRef: tnc.ref, termsRefs: [...(tnc.data?.refs ?? [])] } : null,
    flowConfig: full ? null : ({ flow: owner, step, probes, code: null } as FlowConfig),
  }));
  return scope;
}

/** The answer of a sign-in with a password: the user who signed in (§3 userName), then the answer. */
export function signedInAs(userName: string, answer: TokenAnswer, now: number): LoginStep[] {
  update((s) => ({ ...s, userName }));
  return applyTokenAnswer(answer, now);
}

/** The route of the next login step, or null when no sign-in is under way. */
export function nextLoginRoute(session: StoredSession = current()): string | null {
  const step = session.loginScope[0];
  return step ? loginStepPath(step) : null;
}

/** §2 login/challenge: the contact the two-factor code goes to (§3 contactId), kept across a refresh. */
export function chooseChallengeContact(contactId: string): void {
  update((s) => ({ ...s, contactId }));
}

/** A one-time code sent in the current flow's step (and to whom, when the gateway says: §3 contactId). */
export function recordCodeSent(code: SentCode): void {
  update((s) =>
    s.flowConfig ? { ...s, contactId: code.contactId ?? s.contactId, flowConfig: { ...s.flowConfig, code } } : s,
  );
}

/** No code has gone in this step (a send was refused): a new one may be asked for at once. */
export function recordNoCodeSent(): void {
  update((s) => (s.flowConfig ? { ...s, flowConfig: { ...s.flowConfig, code: null } } : s));
}

/** §4 activity with full access: when the idle clock last started, kept so a restored tab knows (decision 025). */
export function recordActivity(at: number): void {
  update((s) => (s.fullAccess ? { ...s, lastActivityAt: at } : s));
}

/** Records a renewed token (keep-alive) with its time. */
export function setSessionToken(value: string, now: number): void {
  update((s) => ({ ...s, token: { name: 'access_token', value, timestamp: now } }));
}

// Recovery and migration (§4 Flows): a code to the account's contact, then a reset token.

export interface CodeRecipient {
  userGuid: string;
  userName: string;
  code: SentCode;
}

/**
 * §4 Flows, Forgot password: a code went to the account of `userName`. A reset token an abandoned
 * recovery left must not ride along on the new one's calls.
 */
export function beginRecovery({ userGuid, userName, code }: CodeRecipient): void {
  update((s) => ({
    ...s,
    token: flowIn('recovery', s) ? null : s.token,
    userId: userGuid,
    userName,
    contactId: code.contactId,
    flowConfig: { flow: 'recovery', step: 'verifyCode', probes: {}, code },
  }));
}

/**
 * §4 Flows, Migration: the old account's code went out; the flow is at its verification step, by email
 * only (simVerifyAccount) for an SMS-free issuer (§3 isSmsFreeApp, kept with it). A reset token an
 * abandoned migration left must not ride along on this one's calls.
 */
export function beginMigration(
  { userGuid, userName, code }: CodeRecipient,
  step: 'verifyAccount' | 'simVerifyAccount',
  contactEmail: string,
): void {
  update((s) => ({
    ...s,
    token: flowIn('migration', s) ? null : s.token,
    userId: userGuid,
    userName,
    contactId: code.contactId,
    isSmsFreeApp: step === 'simVerifyAccount',
    flowConfig: { flow: 'migration', step, probes: {}, code },
  }));
  // §3 Session "migrationContact" is held, never stored: it is only needed to ask for a new code.
  hold({ migrationContact: contactEmail });
}

/** The migration moves to `step` (its URL follows: migration-steps.ts of mfe-prelogin). */
export function moveMigration(step: FlowStep<'migration'>): void {
  update((s) => ({ ...s, flowConfig: flowAt('migration', step) }));
}

/** A recovery or migration code verified: its reset token is the session's token, for the reset call. */
export function resetCodeVerified(flow: 'recovery' | 'migration', token: string, now: number): void {
  update((s) => ({
    ...s,
    token: { name: 'access_token', value: token, timestamp: now },
    flowConfig: flowAt(flow, 'resetPassword', { code: null }),
  }));
}

/** The reset revoked the reset token (decision 013): no call may carry or renew it. */
export function spendResetToken(): void {
  update((s) => ({ ...s, token: null }));
}

/** A flow that held a reset token ends: the token is spent or revoked, nothing of the flow stays. */
export function endResetFlow(): void {
  update((s) => ({ ...s, token: null, userId: null, userName: null, contactId: null, flowConfig: null }));
}

// Enrolment (§4 Flows, Enrolment).

export interface EnrolmentDetails {
  userName: string;
  email: string;
  fullName: string;
}

/** The enrolment's answer: a partial sign-in whose email code the enrolment itself sent. */
export function beginEnrolment(answer: TokenAnswer, details: EnrolmentDetails, now: number): LoginStep[] {
  const scope = applyTokenAnswer(answer, now, 'enrolment');
  update((s) => ({
    ...s,
    userName: details.userName,
    flowConfig:
      s.flowConfig?.flow === 'enrolment'
        ? { ...s.flowConfig, code: { contactId: null, maskedContact: null, sentAt: now } }
        : s.flowConfig,
  }));
  hold({ userPrimaryEmail: details.email, unverifiedPrimary: true, fullName: details.fullName });
  return scope;
}

/** createAccount/editEmail: the unverified email replaced (the code to it follows, or not: recordCodeSent). */
export function replaceEnrolmentEmail(contactId: string, email: string): void {
  update((s) => ({ ...s, contactId }));
  hold({ userPrimaryEmail: email });
}

// The session as a whole (§4).

/** The server session id the gateway gave (§7 renew-server-sessionid; DFPSESSIONID). */
export function setServerSessionId(sessionId: string): void {
  update((s) => ({ ...s, sessionId }));
}

/** Whether a session holds nothing (any session equal to the empty one is stored as none at all). */
const holdsNothing = (session: StoredSession): boolean =>
  (Object.keys(EMPTY_SESSION) as (keyof StoredSession)[]).every(
    (key) => JSON.stringify(session[key] ?? null) === JSON.stringify(EMPTY_SESSION[key]),
  );

/**
 * §3 ca_token (decision 029): the card activation under way, kept across a refresh so that set-pin is
 * restored (the registry's keepIf 'activationToken'); null ends it. A session left with nothing is the
 * empty session itself, so nothing of it stays in sessionStorage.
 */
export function keepActivationToken(token: string | null): void {
  const session = current();
  if (session.ca_token === token) return;
  const next = { ...session, ca_token: token };
  portalStore.set(sessionAtom, holdsNothing(next) ? EMPTY_SESSION : next);
}

/** §4 expiry: access and token gone at once, the rest purged once the revocation has gone out. */
export function dropAccess(): void {
  update((s) => ({ ...s, fullAccess: false, partialAccess: false, token: null }));
}

/** The profile loaded on full access (§4 "Full access … loads the profile"). */
export function holdProfile(profile: Partial<HeldSession>): void {
  hold(profile);
}

/**
 * §4 On expiry or sign-out: tokens, models and flows purged (notifications live elsewhere and are
 * kept: "only the page notification is kept").
 */
export function purgeSession(): void {
  portalStore.set(sessionAtom, EMPTY_SESSION);
  portalStore.set(heldSessionAtom, EMPTY_HELD);
}

/**
 * A public start route entered (docs/decisions/025): a partial or reset session under way ends, the
 * server session ids staying. Returns its token, for the caller to revoke, or null (nothing was under
 * way, or no token was held). Full access is left alone: the route guard sends it home.
 */
export function endSessionUnderWay(): string | null {
  const session = current();
  if (!sessionUnderWay(session)) return null;
  endFlowKeepingServerSession();
  return session.token?.value ?? null;
}

/** §2 Page refresh ending a flow: everything of it goes, the server session ids stay. */
export function endFlowKeepingServerSession(): void {
  const { sessionId } = current();
  purgeSession();
  if (sessionId !== null) update((s) => ({ ...s, sessionId }));
}

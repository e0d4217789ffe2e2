// The session in the page's shared store (ARCHITECTURE §2.7): remotes read and change it only through
// these atoms and actions, never through storage. What §3 Session stores across a refresh is kept in
// sessionStorage (and nothing more); what it only holds lives in memory.
import { atom } from 'jotai';
import {
  accessLevelOf,
  EMPTY_SESSION,
  loginScopeOf,
  parseStoredSession,
  SESSION_STORAGE_KEY,
  type Flow,
  type LoginStep,
  type StoredSession,
} from '../domain/session/session';
import { loginStepPath } from '../routes/login-steps';
import { portalStore } from './atoms';

/** What a token answer carries (the shape of @portal/shared/api's TokenResponse, without importing the client). */
export interface TokenAnswer {
  access_token: string;
  scope: string;
  userGuid?: string | undefined;
  isUnverified: boolean;
  isChallenge: boolean;
  newTac: boolean;
  probes: readonly { type: string; ref: string; data?: { refs?: readonly string[] } | undefined }[];
}

/** §3 Session "Also held": kept for the page's life only, never stored. */
export interface HeldSession {
  userPrimaryEmail: string | null;
  lastLoginTimeStamp: string | null;
  userContacts: readonly { contactId: string; type: 'email' | 'phone'; masked: string; verified: boolean; primary: boolean }[];
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

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export const sessionAtom = atom<StoredSession>(parseStoredSession(storage()?.getItem(SESSION_STORAGE_KEY) ?? null));
export const heldSessionAtom = atom<HeldSession>(EMPTY_HELD);
/** §4 access levels: none, partial (mid-flow), full. */
export const accessLevelAtom = atom((get) => accessLevelOf(get(sessionAtom)));

// Keep the stored part in sessionStorage (§3 "Stored across refresh"); an empty session leaves nothing.
portalStore.sub(sessionAtom, () => {
  const store = storage();
  if (!store) return;
  const session = portalStore.get(sessionAtom);
  if (session === EMPTY_SESSION) store.removeItem(SESSION_STORAGE_KEY);
  else store.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
});

const update = (change: (s: StoredSession) => StoredSession) => portalStore.set(sessionAtom, change(portalStore.get(sessionAtom)));

/** The probe refs of an answer by type (VERIFY_USERNAME, SOLVE_CHALLENGE, ACCEPT_TNC). */
function probeRefs(answer: TokenAnswer): Record<string, string> {
  return Object.fromEntries(answer.probes.map((p) => [p.type, p.ref]));
}

/** A token answer applied: the new token, the remaining login steps, full access once only home remains. */
export function applyTokenAnswer(answer: TokenAnswer, now: number, flow: Flow = 'login'): LoginStep[] {
  const scope = loginScopeOf(answer);
  const tnc = answer.probes.find((p) => p.type === 'ACCEPT_TNC');
  const full = scope.length === 1 && scope[0] === 'home';
  update((s) => ({
    ...s,
    token: { name: 'access_token', value: answer.access_token, timestamp: now },
    userId: answer.userGuid ?? s.userId,
    fullAccess: full,
    partialAccess: !full,
    loginScope: scope,
    tacInfo: tnc ? { probesRef: tnc.ref, termsRefs: [...(tnc.data?.refs ?? [])] } : null,
    flowConfig: full ? null : { flow, step: scope[0] ?? 'home', data: probeRefs(answer) },
  }));
  return scope;
}

/** The route of the next login step, or null when no sign-in is under way. */
export function nextLoginRoute(session: StoredSession = portalStore.get(sessionAtom)): string | null {
  const step = session.loginScope[0];
  return step ? loginStepPath(step) : null;
}

/** Records a renewed token (keep-alive) with its time. */
export function setSessionToken(value: string, now: number): void {
  update((s) => ({ ...s, token: { name: 'access_token', value, timestamp: now } }));
}

/** Merges fields of the stored session (a flow's step, a contact, the server session id…). */
export function patchSession(patch: Partial<StoredSession>): void {
  update((s) => ({ ...s, ...patch }));
}

/** Merges held (never stored) facts: the profile, contacts, last login… */
export function patchHeldSession(patch: Partial<HeldSession>): void {
  portalStore.set(heldSessionAtom, { ...portalStore.get(heldSessionAtom), ...patch });
}

/**
 * §4 On expiry or sign-out: tokens, models and flows purged (notifications live elsewhere and are
 * kept: "only the page notification is kept").
 */
export function purgeSession(): void {
  portalStore.set(sessionAtom, EMPTY_SESSION);
  portalStore.set(heldSessionAtom, EMPTY_HELD);
}

import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_SESSION, SESSION_STORAGE_KEY } from '../domain/session/session';
import { portalStore } from './atoms';
import { accessLevelAtom, applyTokenAnswer, heldSessionAtom, nextLoginRoute, patchHeldSession, purgeSession, sessionAtom } from './session';

const answer = (over: Partial<Parameters<typeof applyTokenAnswer>[0]> = {}) => ({
  access_token: 'opaque-1',
  scope: 'partial',
  userGuid: 'user-1',
  isUnverified: false,
  isChallenge: true,
  newTac: true,
  probes: [
    { type: 'SOLVE_CHALLENGE', ref: 'ref-2fa' },
    { type: 'ACCEPT_TNC', ref: 'ref-tnc', data: { refs: ['t-1', 't-2'] } },
  ],
  ...over,
});

describe('the session in the shared store (§3, §4)', () => {
  beforeEach(() => purgeSession());

  it('a partial answer queues the steps, keeps the probe refs and the terms, and gives partial access', () => {
    expect(applyTokenAnswer(answer(), 1000)).toEqual(['challenge', 'acceptTac', 'home']);
    const s = portalStore.get(sessionAtom);
    expect(portalStore.get(accessLevelAtom)).toBe('partial');
    expect(s.token).toEqual({ name: 'access_token', value: 'opaque-1', timestamp: 1000 });
    expect(s.flowConfig).toEqual({ flow: 'login', step: 'challenge', data: { SOLVE_CHALLENGE: 'ref-2fa', ACCEPT_TNC: 'ref-tnc' } });
    expect(s.tacInfo).toEqual({ probesRef: 'ref-tnc', termsRefs: ['t-1', 't-2'] });
    expect(nextLoginRoute()).toBe('/login/challenge');
  });

  it('the last answer gives full access and clears the flow', () => {
    applyTokenAnswer(answer(), 1000);
    applyTokenAnswer(answer({ access_token: 'opaque-2', scope: 'full', isChallenge: false, newTac: false, probes: [] }), 2000);
    expect(portalStore.get(accessLevelAtom)).toBe('full');
    expect(portalStore.get(sessionAtom).flowConfig).toBeNull();
    expect(nextLoginRoute()).toBe('/home');
  });

  it('§3 keeps the stored part in sessionStorage, and a purge leaves nothing there or in memory', () => {
    applyTokenAnswer(answer(), 1000);
    patchHeldSession({ fullName: 'Rita Ready' });
    const stored = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    expect(stored['userId']).toBe('user-1');
    expect(stored).not.toHaveProperty('fullName');
    purgeSession();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(portalStore.get(sessionAtom)).toBe(EMPTY_SESSION);
    expect(portalStore.get(heldSessionAtom).fullName).toBeNull();
  });
});

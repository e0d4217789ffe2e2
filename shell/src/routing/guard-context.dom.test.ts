import { navigateToUrl } from 'single-spa';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appDetailsOf } from '@portal/domain/issuer';
import { STANDARD_FLAGS, testIssuer } from '@portal/ui/testing';
import { appDetailsAtom, applyTokenAnswer, portalStore, purgeSession, type TokenAnswer } from '@portal/client/state';
import { guard } from './guard';
import { storeGuardContext } from './guard-context';
import { startRouting } from './start-routing';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn(), registerApplication: vi.fn(), start: vi.fn() }));
vi.mock('single-spa-layout', () => ({
  constructRoutes: vi.fn(() => ({ routes: [] })),
  constructApplications: vi.fn(() => []),
  constructLayoutEngine: vi.fn(() => ({ activate: vi.fn() })),
}));

const context = storeGuardContext(STANDARD_FLAGS);
const answer = (over: Partial<TokenAnswer>): TokenAnswer => ({
  access_token: 'T-1',
  scope: 'partial',
  userGuid: 'user-1',
  isUnverified: false,
  isChallenge: true,
  newTac: false,
  probes: [{ type: 'SOLVE_CHALLENGE', ref: 'ref-1' }],
  ...over,
});
const signInUnderWay = () => applyTokenAnswer(answer({}), Date.now());
const signInCompleted = () => applyTokenAnswer(answer({ scope: 'full', isChallenge: false, probes: [] }), Date.now());

describe('the guard follows the access level in the store (§4, §6)', () => {
  beforeEach(() => {
    purgeSession();
    portalStore.set(appDetailsAtom, appDetailsOf(testIssuer()));
  });

  it('signed out: a visit to home lands on login, and so does a sign-in step', () => {
    expect(guard('/home', context())).toEqual({ kind: 'redirect', to: '/login' });
    expect(guard('/login/challenge', context())).toEqual({ kind: 'redirect', to: '/login' });
    expect(guard('/login', context())).toEqual({ kind: 'allow' });
  });

  it('mid-flow (partial access): the sign-in steps open, home still needs full access', () => {
    signInUnderWay();
    expect(guard('/login/challenge', context())).toEqual({ kind: 'allow' });
    expect(guard('/login/challenge/verifyCode/phone', context())).toEqual({ kind: 'allow' });
    expect(guard('/home', context())).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sign-in completed: login and its steps go home, home is open', () => {
    signInUnderWay();
    signInCompleted();
    expect(guard('/login', context())).toEqual({ kind: 'redirect', to: '/home' });
    expect(guard('/login/challenge', context())).toEqual({ kind: 'redirect', to: '/home' });
    expect(guard('/home', context())).toEqual({ kind: 'allow' });
  });

  it('after expiry or sign-out (a purge): home lands on login again; the timeout page stays open', () => {
    signInCompleted();
    purgeSession();
    expect(guard('/home', context())).toEqual({ kind: 'redirect', to: '/login' });
    expect(guard('/timeout', context())).toEqual({ kind: 'allow' });
  });

  it('a forced reset ends with every token revoked: its success page is shown signed out', () => {
    applyTokenAnswer(answer({ scope: 'partial /credentials/reset', isChallenge: false, probes: [] }), Date.now());
    expect(guard('/login/forcePasswordReset', context())).toEqual({ kind: 'allow' });
    purgeSession();
    expect(guard('/login/forcePasswordReset', context())).toEqual({ kind: 'redirect', to: '/login' });
    expect(guard('/login/forcePasswordReset/success', context())).toEqual({ kind: 'allow' });
  });

  it("reads activation from the gateway's application details", () => {
    expect(context().activationWebEnabled).toBe(true);
    portalStore.set(appDetailsAtom, null);
    expect(context().activationWebEnabled).toBe(false);
  });
});

describe('navigations are judged by the access level at the time (startRouting on the store)', () => {
  function navigate(url: string) {
    const cancelNavigation = vi.fn();
    window.dispatchEvent(
      new CustomEvent('single-spa:before-routing-event', {
        detail: { newUrl: `http://localhost${url}`, cancelNavigation },
      }),
    );
    return cancelNavigation;
  }
  const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

  beforeAll(() => {
    purgeSession();
    window.history.replaceState(null, '', '/login');
    startRouting({ loadApp: vi.fn(), guardContext: context });
  });
  beforeEach(() => vi.mocked(navigateToUrl).mockClear());

  it('full access on login goes home; once purged, a signed-in page goes to login', async () => {
    signInCompleted();
    expect(navigate('/login')).toHaveBeenCalledTimes(1);
    await nextTask();
    expect(navigateToUrl).toHaveBeenLastCalledWith('/home');
    expect(navigate('/home')).not.toHaveBeenCalled();

    // At home, the session purged: the next page asked for goes to login.
    window.history.replaceState(null, '', '/home');
    purgeSession();
    expect(navigate('/userSettings')).toHaveBeenCalledTimes(1);
    await nextTask();
    expect(navigateToUrl).toHaveBeenLastCalledWith('/login');
  });
});

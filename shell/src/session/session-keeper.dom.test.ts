import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRY_MS, SESSION_WARNING_MS, TOKEN_RENEWAL_AGE_MS } from '@portal/domain/constants';
import { ApiError } from '@portal/domain/errors';
import { SESSION_STORAGE_KEY } from '@portal/domain/session';
import { href } from '@portal/client/routes';
import {
  accessLevelAtom,
  applyTokenAnswer,
  askToConfirmLogout,
  closeErrorPopup,
  continueSession,
  errorPopupAtom,
  heldSessionAtom,
  logoutConfirmationAtom,
  notificationsAtom,
  notify,
  pauseSessionTimers,
  portalStore,
  purgeSession,
  resumeSessionTimers,
  sessionAtom,
  sessionWarningAtom,
  setSessionToken,
  showErrorPopup,
} from '@portal/client/state';
import { setStoredSession } from '@portal/ui/testing';
import type { HeldProfile } from './profile';
import { keepSession, type SessionKeeper } from './session-keeper';

const TIMEOUT_PATH = href('sessionTimeout');

const START = Date.UTC(2030, 0, 1, 9);
const SECOND = 1000;

const PROFILE: HeldProfile = {
  fullName: 'Rita Ready',
  userPrimaryEmail: 'ready.rita@acmebank.example',
  lastLoginTimeStamp: '2030-01-01T08:00:00Z',
  unverifiedPrimary: false,
  userContacts: [
    { contactId: 'e-1', type: 'email', masked: 'ready.rita@acmebank.example', verified: true, primary: true },
  ],
};

function signIn(scope = 'full') {
  applyTokenAnswer(
    {
      access_token: 'T-1',
      scope,
      userGuid: 'user-1',
      isUnverified: false,
      isChallenge: scope !== 'full',
      newTac: false,
      probes: [],
    },
    Date.now(),
  );
}

let keeper: SessionKeeper | null = null;
const events: string[] = [];
const deps = {
  renew: vi.fn(async () => {
    setSessionToken('T-renewed', Date.now());
  }),
  revoke: vi.fn(async (token: string) => {
    events.push(
      `revoke ${token} while access ${portalStore.get(accessLevelAtom)}, token ${portalStore.get(sessionAtom).token?.value ?? 'none'}`,
    );
  }),
  navigate: vi.fn((to: string) => {
    events.push(`navigate ${to} while access ${portalStore.get(accessLevelAtom)}`);
  }),
  loadProfile: vi.fn(async () => PROFILE),
  stopListening: vi.fn(),
  listen: vi.fn((_onActivity: () => void) => deps.stopListening),
};

function keep() {
  keeper = keepSession({ extAppId: 'ACME-WEB-01', ...deps });
  return keeper;
}

async function at(ms: number) {
  await vi.advanceTimersByTimeAsync(START + ms - Date.now());
}

describe('the shell keeps the session (§4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
    purgeSession();
    closeErrorPopup();
    portalStore.set(notificationsAtom, []);
    events.length = 0;
    vi.clearAllMocks();
  });
  afterEach(() => {
    keeper?.stop();
    keeper = null;
    vi.useRealTimers();
  });

  it('full access starts the timers, listens for activity and loads the profile; partial access does not', async () => {
    keep();
    signIn('partial');
    expect(keeper?.timers.running).toBe(false);
    expect(deps.listen).not.toHaveBeenCalled();
    signIn();
    expect(keeper?.timers.running).toBe(true);
    expect(deps.listen).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(portalStore.get(heldSessionAtom)).toMatchObject(PROFILE));
    expect(deps.loadProfile).toHaveBeenCalledWith('ACME-WEB-01', 'user-1');
  });

  it('leaving full access stops the timers and the listeners, and unregisters them from the store', async () => {
    keep();
    signIn();
    purgeSession();
    expect(keeper?.timers.running).toBe(false);
    expect(deps.stopListening).toHaveBeenCalledTimes(1);
    await continueSession();
    expect(deps.renew).not.toHaveBeenCalled();
  });

  it('the warning at 360 s sets sessionWarningAtom, and continueSession() from the store renews and closes it', async () => {
    keep();
    signIn();
    await at(SESSION_WARNING_MS);
    expect(portalStore.get(sessionWarningAtom)).toEqual({ expiresAt: START + SESSION_EXPIRY_MS });
    await continueSession();
    expect(deps.renew).toHaveBeenCalledTimes(1);
    expect(portalStore.get(sessionWarningAtom)).toBeNull();
    expect(portalStore.get(sessionAtom).token).toMatchObject({
      value: 'T-renewed',
      timestamp: START + SESSION_WARNING_MS,
    });
    await at(SESSION_EXPIRY_MS);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('expiry at 480 s goes to /timeout, hides the nav and drops the token, revokes it, then purges all but the notifications', async () => {
    keep();
    signIn();
    await vi.waitFor(() => expect(portalStore.get(heldSessionAtom).fullName).toBe('Rita Ready'));
    await at(SESSION_WARNING_MS);
    await at(SESSION_EXPIRY_MS - 1);
    notify({ messageKey: 'common:popup.ok' });
    await at(SESSION_EXPIRY_MS);
    expect(events).toEqual([`navigate ${TIMEOUT_PATH} while access full`, 'revoke T-1 while access none, token none']);
    expect(portalStore.get(sessionWarningAtom)).toBeNull();
    expect(portalStore.get(accessLevelAtom)).toBe('none');
    expect(portalStore.get(sessionAtom).token).toBeNull();
    expect(portalStore.get(heldSessionAtom).fullName).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(portalStore.get(notificationsAtom)).toHaveLength(1);
    expect(keeper?.timers.running).toBe(false);
  });

  it('a failed revocation still purges the session', async () => {
    deps.revoke.mockRejectedValueOnce(new ApiError('invalidToken', 401, 'expired', null));
    keep();
    signIn();
    await at(SESSION_EXPIRY_MS);
    expect(deps.navigate).toHaveBeenCalledWith(TIMEOUT_PATH);
    expect(portalStore.get(sessionAtom).token).toBeNull();
  });

  it("an error popup pauses the timers and its close resumes them; so do the store's pause and resume", async () => {
    keep();
    signIn();
    await at(100 * SECOND);
    showErrorPopup({ messageKey: 'errors:technical', buttonKey: 'common:popup.ok', action: { kind: 'close' } });
    await at(1000 * SECOND);
    expect(portalStore.get(sessionWarningAtom)).toBeNull();
    closeErrorPopup();
    await at(1000 * SECOND + 260 * SECOND);
    expect(portalStore.get(sessionWarningAtom)).not.toBeNull();
    pauseSessionTimers();
    await at(3000 * SECOND);
    expect(deps.navigate).not.toHaveBeenCalled();
    resumeSessionTimers();
    await at(3000 * SECOND + 120 * SECOND);
    expect(deps.navigate).toHaveBeenCalledWith(TIMEOUT_PATH);
  });

  it('timers that start under an open popup start paused', async () => {
    showErrorPopup({ messageKey: 'errors:technical', buttonKey: 'common:popup.ok', action: { kind: 'close' } });
    keep();
    signIn();
    await at(SESSION_EXPIRY_MS);
    expect(portalStore.get(errorPopupAtom)).not.toBeNull();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('a profile that cannot be loaded is presented through the catalogue (a 500: the technical popup)', async () => {
    deps.loadProfile.mockRejectedValueOnce(new ApiError('VMCP_001', 500, 'boom', null));
    keep();
    signIn();
    await vi.waitFor(() =>
      expect(portalStore.get(errorPopupAtom)).toMatchObject({
        messageKey: 'errors:technical',
        action: { kind: 'signOut' },
      }),
    );
  });

  it('a message meant for a form (a network failure) becomes an error notification', async () => {
    deps.loadProfile.mockRejectedValueOnce(new ApiError('VMCP_001', null, 'Network Error', null));
    keep();
    signIn();
    await vi.waitFor(() =>
      expect(portalStore.get(notificationsAtom)).toMatchObject([{ type: 'error', messageKey: 'errors:technical' }]),
    );
  });

  it('a profile that answers after the session ended is not applied', async () => {
    let answer: (profile: HeldProfile) => void = () => undefined;
    deps.loadProfile.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    keep();
    signIn();
    purgeSession();
    answer(PROFILE);
    await vi.advanceTimersByTimeAsync(0);
    expect(portalStore.get(heldSessionAtom).fullName).toBeNull();
  });

  it('a page loaded with full access (a refresh) counts the load as activity: the old token is renewed silently', async () => {
    signIn();
    setStoredSession({ token: { name: 'access_token', value: 'T-old', timestamp: START - 5 * 60 * SECOND } });
    keep();
    expect(keeper?.timers.running).toBe(true);
    await at(TOKEN_RENEWAL_AGE_MS - 5 * 60 * SECOND - 1);
    expect(deps.renew).not.toHaveBeenCalled();
    await at(TOKEN_RENEWAL_AGE_MS - 5 * 60 * SECOND);
    expect(deps.renew).toHaveBeenCalledTimes(1);
    expect(deps.loadProfile).toHaveBeenCalledTimes(1);
  });

  it('§4 expiry closes every dialog: the logout confirmation and the warning do not stay over /timeout', async () => {
    keep();
    signIn();
    askToConfirmLogout();
    await at(SESSION_WARNING_MS);
    expect(portalStore.get(sessionWarningAtom)).not.toBeNull();
    await at(SESSION_EXPIRY_MS);
    expect(deps.navigate).toHaveBeenCalledWith(TIMEOUT_PATH);
    expect(portalStore.get(logoutConfirmationAtom)).toBe(false);
    expect(portalStore.get(sessionWarningAtom)).toBeNull();
    expect(portalStore.get(errorPopupAtom)).toBeNull();
  });

  it('signing out (the session purged) closes every dialog', async () => {
    keep();
    signIn();
    askToConfirmLogout();
    showErrorPopup({ messageKey: 'errors:technical', buttonKey: 'common:popup.signOut', action: { kind: 'signOut' } });
    purgeSession();
    expect(portalStore.get(logoutConfirmationAtom)).toBe(false);
    expect(portalStore.get(errorPopupAtom)).toBeNull();
  });

  it('§4 the last activity is kept in the stored session (a restored tab knows how long it was idle); paused time does not count', async () => {
    keep();
    signIn();
    expect(portalStore.get(sessionAtom).lastActivityAt).toBe(START);
    await at(10 * SECOND);
    deps.listen.mock.lastCall?.[0]();
    expect(portalStore.get(sessionAtom).lastActivityAt).toBe(START + 10 * SECOND);
    showErrorPopup({ messageKey: 'errors:technical', buttonKey: 'common:popup.ok', action: { kind: 'close' } });
    await at(70 * SECOND);
    closeErrorPopup();
    expect(portalStore.get(sessionAtom).lastActivityAt).toBe(START + 70 * SECOND);
  });
});

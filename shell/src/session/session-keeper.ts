// The session kept by the shell (ARCHITECTURE §2.7, spec §4): full access starts the timers and the
// activity listeners and loads the profile; leaving full access stops them; error popups pause them;
// expiry ends the session and shows the timeout page. Remotes meet it only through the shared store.
import { renewToken, revokeToken } from '@portal/client/api';
import {
  accessLevelAtom,
  closeDialogs,
  errorPopupAtom,
  dropAccess,
  holdProfile,
  portalStore,
  purgeSession,
  recordActivity,
  registerSessionTimers,
  sessionAtom,
  sessionWarningAtom,
} from '@portal/client/state';
import { href } from '@portal/client/routes';
import { navigateTo } from '@portal/ui';
import { listenForActivity } from './activity';
import { systemClock, type Clock } from './clock';
import { presentSessionError } from './present-session-error';
import { loadProfile, type HeldProfile } from './profile';
import { createSessionTimers, type SessionTimers } from './session-timers';

/** §2 timeout: the session expired page (mfe-prelogin draws it). */

export interface SessionKeeperOptions {
  /** §7 {extAppId}, for the profile. */
  extAppId: string;
  clock?: Clock;
  /** §7 keep-alive (the client's renewToken). */
  renew?: () => Promise<unknown>;
  /** §7 logout (revocation). */
  revoke?: (accessToken: string) => Promise<void>;
  navigate?: (to: string) => void;
  loadProfile?: (extAppId: string, userGuid: string) => Promise<HeldProfile>;
  listen?: (onActivity: () => void) => () => void;
}

export interface SessionKeeper {
  readonly timers: SessionTimers;
  /** Stops keeping the session (tests; a page that unloads needs nothing). */
  stop(): void;
}

export function keepSession(options: SessionKeeperOptions): SessionKeeper {
  const clock = options.clock ?? systemClock;
  const revoke = options.revoke ?? revokeToken;
  const navigate = options.navigate ?? ((to: string) => navigateTo(to, { replace: true }));
  const load = options.loadProfile ?? loadProfile;
  const listen = options.listen ?? ((onActivity: () => void) => listenForActivity(onActivity, clock));

  let active = false;
  let stopListening: (() => void) | null = null;
  /** Bumped when full access starts or ends, so a late profile answer is not applied to another session. */
  let profileTicket = 0;

  async function expireSession(): Promise<void> {
    const token = portalStore.get(sessionAtom).token?.value ?? null;
    // The timeout page first, so no guard sends the page that needed the session to login meanwhile.
    navigate(href('sessionTimeout'));
    // The nav hides at once (the header follows the access level), the timers and listeners stop, and
    // the token is gone from the session at once: it authorises its own revocation, sent with the
    // server session id still there (so the call asks for no new one). Best effort: the gateway lets
    // it lapse anyway (decision 013), so a failure changes nothing for the person.
    dropAccess();
    if (token !== null) await revoke(token).catch(() => undefined);
    // §4: tokens, models and flows purged; notifications live elsewhere and are kept.
    purgeSession();
  }

  const timers = createSessionTimers({
    clock,
    tokenTimestamp: () => portalStore.get(sessionAtom).token?.timestamp ?? null,
    renew: options.renew ?? renewToken,
    warn: (expiresAt) => portalStore.set(sessionWarningAtom, expiresAt === null ? null : { expiresAt }),
    expire: () => void expireSession(),
    renewalFailed: presentSessionError,
    idleFrom: recordActivity,
  });

  async function refreshProfile(): Promise<void> {
    const ticket = ++profileTicket;
    const { userId } = portalStore.get(sessionAtom);
    if (userId === null) return;
    try {
      const profile = await load(options.extAppId, userId);
      if (ticket === profileTicket) holdProfile(profile);
    } catch (error) {
      if (ticket === profileTicket) presentSessionError(error);
    }
  }

  /** §4 "Full access starts the session timers and loads the profile." */
  function begin(restored: boolean): void {
    active = true;
    timers.start();
    registerSessionTimers({
      pause: () => timers.pause(),
      resume: () => timers.resume(),
      continueSession: () => timers.continueSession(),
    });
    stopListening = listen(() => timers.activity());
    if (portalStore.get(errorPopupAtom) !== null) timers.pause();
    // §4 "page show": a page loaded with the session already there is the person's activity.
    if (restored) timers.activity();
    void refreshProfile();
  }

  /** Full access ended (expiry, sign-out): nothing asked of that session stays open over the next page. */
  function end(): void {
    active = false;
    profileTicket++;
    timers.stop();
    registerSessionTimers(null);
    stopListening?.();
    stopListening = null;
    closeDialogs();
  }

  const onAccess = () => {
    const full = portalStore.get(accessLevelAtom) === 'full';
    if (full && !active) begin(false);
    else if (!full && active) end();
  };
  const onPopup = () => {
    if (portalStore.get(errorPopupAtom) === null) timers.resume();
    else timers.pause();
  };

  const unsubscribe = [portalStore.sub(accessLevelAtom, onAccess), portalStore.sub(errorPopupAtom, onPopup)];
  if (portalStore.get(accessLevelAtom) === 'full') begin(true);

  return {
    timers,
    stop() {
      unsubscribe.forEach((u) => u());
      if (active) end();
    },
  };
}

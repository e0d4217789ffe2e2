// The session's part of the boot (ARCHITECTURE §2.2, §2.7), in order: the stored session (§3) and
// §2 Page refresh before anything reads the path; the API client on the stored session; the server session id; then, once the issuer
// is known, the keeper of §4.
import { configureApi, renewServerSessionId, revokeToken } from '@portal/client/api';
import { idleExpired } from '@portal/domain/session';
import { href } from '@portal/client/routes';
import { dropAccess, portalStore, purgeSession, sessionAtom, startSessionPersistence } from '@portal/client/state';
import { endSessionOnStartRoute } from './end-on-start-route';
import { applyPageRefresh } from './refresh-on-load';
import { keepSession, type SessionKeeper } from './session-keeper';
import { createServerSession, takeReloadMark, type ServerSessionState } from './server-session';
import { createStoreSession } from './session-source';
import { systemClock } from './clock';

export interface StartedSession {
  /**
   * Settles once the page has its server session id (or carries on without one). It never settles
   * while the page reloads for one (§8), so nothing else starts on a page that is going away.
   */
  ready: Promise<Exclude<ServerSessionState, 'reloading'>>;
  /** §4: the timers, activity and profile of full access, for this issuer. */
  keep(extAppId: string): SessionKeeper;
}

/**
 * §4 expiry for a page loaded after the session's time ran out (a tab restored, a reload after a long
 * absence): the timeout page, in place, and no access or token for anything that starts after this.
 * Returns the token to revoke once the client can, or null when the session is still alive.
 */
function endIdleSession(now: number): string | null {
  const session = portalStore.get(sessionAtom);
  if (!idleExpired(session, now)) return null;
  window.history.replaceState(null, '', href('sessionTimeout'));
  const token = session.token?.value ?? null;
  if (token === null) purgeSession();
  else dropAccess();
  return token;
}

export function startSession(gatewayBaseUrl: string): StartedSession {
  // Read before the refresh rewrites the entry, whose state carries the mark.
  const reloadedAlready = takeReloadMark(window.history);
  // §3: the stored session first, which the idle and refresh rules read (the page's query cache,
  // created by the first screen that makes a call, follows the session from then on).
  startSessionPersistence();
  const idleToken = endIdleSession(systemClock.now());
  applyPageRefresh();

  const serverSession = createServerSession({
    renew: renewServerSessionId,
    reload: () => window.location.reload(),
    history: window.history,
  });
  let keeper: SessionKeeper | null = null;
  configureApi({
    baseURL: gatewayBaseUrl,
    session: createStoreSession({
      now: () => systemClock.now(),
      onMissingSessionId: () => serverSession.requestInBackground(),
    }),
    // Whoever renewed (a request before use, the silent renewal, Continue), the renewal clock restarts.
    onTokenRenewed: () => keeper?.timers.tokenRenewed(),
  });
  // As expiry in the page does (decision 014): the token authorises its own revocation, sent with the
  // server session id still there; best effort, then everything but the notifications goes.
  if (idleToken !== null)
    void revokeToken(idleToken)
      .catch(() => undefined)
      .finally(purgeSession);
  // A page loaded on a public start route (a typed /login) ends a partial or reset session before any
  // call can carry its token (decision 025).
  endSessionOnStartRoute(window.location.pathname);

  const ready = serverSession
    .ensure(reloadedAlready)
    .then((state) => (state === 'reloading' ? new Promise<never>(() => undefined) : state));
  return {
    ready,
    keep: (extAppId) => {
      keeper = keepSession({ extAppId, clock: systemClock });
      return keeper;
    },
  };
}

// The session's part of the boot (ARCHITECTURE §2.2, §2.7), in order: the stored session (§3) and
// §2 Page refresh before anything reads the path; the API client on the stored session; the server session id; then, once the issuer
// is known, the keeper of §4.
import { configureApi, renewServerSessionId } from '@portal/shared/api';
import { clearCacheWithSession, queryClient } from '@portal/shared/query';
import { startSessionPersistence } from '@portal/shared/state';
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

export function startSession(gatewayBaseUrl: string): StartedSession {
  // Read before the refresh rewrites the entry, whose state carries the mark.
  const reloadedAlready = takeReloadMark(window.history);
  // §3: the stored session first, which the refresh rule reads; the cache follows the session from then on.
  startSessionPersistence();
  clearCacheWithSession(queryClient);
  applyPageRefresh();

  const serverSession = createServerSession({ renew: renewServerSessionId, reload: () => window.location.reload(), history: window.history });
  let keeper: SessionKeeper | null = null;
  configureApi({
    baseURL: gatewayBaseUrl,
    session: createStoreSession({ now: () => systemClock.now(), onMissingSessionId: () => serverSession.requestInBackground() }),
    // Whoever renewed (a request before use, the silent renewal, Continue), the renewal clock restarts.
    onTokenRenewed: () => keeper?.timers.tokenRenewed(),
  });

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

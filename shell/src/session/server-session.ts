// The server session id (§3 sessionId, §7 DFPSESSIONID): asked of the gateway (§7 renew-server-sessionid)
// at boot when none is stored, and again in the background when a purge took it away. §8 "A failure to
// renew the server session id reloads the page": at boot, once; a mark in the history entry's state
// (which a reload keeps) tells the next load it is the reload, so a gateway that stays down cannot
// make the page reload forever, and nothing is added to session storage (§3 lists what goes there).
import { portalStore, sessionAtom, setServerSessionId } from '@portal/client/state';

/** The history state key marking a reload made because the server session id could not be had. */
export const SESSION_ID_RELOAD_MARK = 'portalSessionIdReload';

/** What boot found: an id stored or fetched; a reload under way; or none, the page carrying on without. */
export type ServerSessionState = 'stored' | 'renewed' | 'reloading' | 'unavailable';

export interface ServerSessionDeps {
  renew: () => Promise<string>;
  reload: () => void;
  history: Pick<History, 'state' | 'replaceState'>;
}

function stateRecord(state: unknown): Record<string, unknown> {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

/** Whether this load is the reload a failure asked for; the mark is removed either way. */
export function takeReloadMark(history: ServerSessionDeps['history']): boolean {
  const state = stateRecord(history.state);
  if (state[SESSION_ID_RELOAD_MARK] !== true) return false;
  const { [SESSION_ID_RELOAD_MARK]: _mark, ...rest } = state;
  history.replaceState(rest, '');
  return true;
}

export interface ServerSession {
  /** Boot: the id stored, or fetched; a failure reloads the page unless this load is that reload. */
  ensure(reloadedAlready: boolean): Promise<ServerSessionState>;
  /** Fetches an id in the background (one request at a time); a failure waits for the next request. */
  requestInBackground(): void;
}

export function createServerSession(deps: ServerSessionDeps): ServerSession {
  let pending: Promise<string> | null = null;
  const obtain = (): Promise<string> =>
    (pending ??= deps
      .renew()
      .then((sessionId) => {
        setServerSessionId(sessionId);
        return sessionId;
      })
      .finally(() => {
        pending = null;
      }));

  return {
    async ensure(reloadedAlready) {
      if (portalStore.get(sessionAtom).sessionId !== null) return 'stored';
      try {
        await obtain();
        return 'renewed';
      } catch (error) {
        if (reloadedAlready) {
          console.warn('[shell] no server session id, even after a reload', error);
          return 'unavailable';
        }
        deps.history.replaceState({ ...stateRecord(deps.history.state), [SESSION_ID_RELOAD_MARK]: true }, '');
        deps.reload();
        return 'reloading';
      }
    },
    requestInBackground() {
      obtain().catch((error: unknown) => console.warn('[shell] server session id not renewed', error));
    },
  };
}

// §2 Page refresh, applied by the shell once at boot, before routing: a reload or a fresh load of a
// portal URL lands where the table of @portal/client/routes says. A page the browser restores by
// back or forward is left as it was: the person did not ask to start over, and the stored session
// continues the flow.
import { pageRefreshOutcome, type RefreshOutcome } from '@portal/client/routes';
import { endFlowKeepingServerSession, portalStore, sessionAtom } from '@portal/client/state';

/** How this page was loaded (Navigation Timing); a page without the entry is a load all the same. */
export function navigationType(
  perf: Pick<Performance, 'getEntriesByType'> | undefined = globalThis.performance,
): string {
  const [entry] = perf?.getEntriesByType?.('navigation') ?? [];
  return entry && 'type' in entry && typeof entry.type === 'string' ? entry.type : 'navigate';
}

export interface PageLoad {
  type: string;
  location: Pick<Location, 'pathname'>;
  history: Pick<History, 'replaceState'>;
}

/** Applies §2 Page refresh to this load; returns what it decided, or null when it did not apply. */
export function applyPageRefresh(
  load: PageLoad = { type: navigationType(), location: window.location, history: window.history },
): RefreshOutcome | null {
  if (load.type !== 'navigate' && load.type !== 'reload') return null;
  const outcome = pageRefreshOutcome(load.location.pathname, portalStore.get(sessionAtom));
  if (outcome.action === 'redirect') {
    // The interrupted flow ends: token, access, queue, flow and terms go; the server session ids stay.
    if (outcome.endFlow) endFlowKeepingServerSession();
    // In place: back must not lead to the page the refresh left.
    load.history.replaceState(null, '', outcome.to);
  }
  return outcome;
}

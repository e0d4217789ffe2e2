// §2 Back button as a mechanism: a screen says what the browser's back does while it is shown, and this
// hook makes it so in any remote. On mount it pushes a guard entry, a copy of the current one (its URL,
// and its router state, so react-router sees no move) plus a guard id: back lands on the entry beneath,
// at the same URL, so nothing unmounts and a popstate listener answers with the screen's policy. A guard
// left behind a page is adopted on coming back to it, as StrictMode's second mount adopts the first's.
import { useEffect, useEffectEvent } from 'react';
import { type BackRule, href, navigateTo, type RouteId, ROUTES } from '@portal/client/routes';
import { askToConfirmLogout } from '@portal/client/state';

export type BackButtonPolicy =
  /** Show an exit confirmation: the screen opens its own modal from `onConfirm`; the person stays meanwhile. */
  | { kind: 'confirmExit'; onConfirm: () => void }
  /** Go to a route instead (login, userSettings, home…), in place of this screen in the history. */
  | { kind: 'goTo'; to: string }
  /** Home: ask to confirm logout (`logoutConfirmationAtom` of @portal/client/state). */
  | { kind: 'confirmLogout' }
  /** The browser's own back: no guard at all. */
  | { kind: 'browser' };

/** The key of the guard id in a history entry's state. */
export const BACK_GUARD_KEY = 'portalBackGuard';

type StateRecord = Record<string, unknown>;

function stateRecord(state: unknown): StateRecord {
  return typeof state === 'object' && state !== null ? (state as StateRecord) : {};
}

/** The guard id a history state carries, if it is a guard entry. */
export function backGuardOf(state: unknown): string | null {
  const id = stateRecord(state)[BACK_GUARD_KEY];
  return typeof id === 'string' ? id : null;
}

/** single-spa's artificial popstate after a pushState or replaceState (a forward navigation). */
function fromSingleSpa(event: PopStateEvent): boolean {
  return (event as PopStateEvent & { singleSpa?: unknown }).singleSpa === true;
}

const pageLoad = Math.random().toString(36).slice(2, 8);
let guards = 0;
/** Guard ids held by mounted screens, with how many hold each. */
const held = new Map<string, number>();

function hold(id: string): void {
  held.set(id, (held.get(id) ?? 0) + 1);
}

function letGo(id: string): void {
  const count = (held.get(id) ?? 1) - 1;
  if (count > 0) held.set(id, count);
  else held.delete(id);
}

/** Pushes the guard entry: the current URL and state, plus the guard id. */
function arm(id: string): void {
  window.history.pushState({ ...stateRecord(window.history.state), [BACK_GUARD_KEY]: id }, '', window.location.href);
}

/** After unmount: pops the guard if nobody adopted it and the page is still on it (the screen went away in place). */
function release(id: string, path: string): void {
  letGo(id);
  setTimeout(() => {
    if (held.has(id) || backGuardOf(window.history.state) !== id || window.location.pathname !== path) return;
    window.history.back();
  }, 0);
}

/** What the browser's back does while the calling screen is shown (§2 Back button). One per screen. */
export function useBackButton(policy: BackButtonPolicy): void {
  // The latest policy answers, without re-arming the guard when a screen passes a new object.
  const answer = useEffectEvent((rearm: () => void) => {
    if (policy.kind === 'browser') return;
    if (policy.kind === 'goTo') {
      navigateTo(policy.to, { replace: true });
      return;
    }
    // The person stays on the screen: guard again, so the next back is answered too.
    rearm();
    if (policy.kind === 'confirmExit') policy.onConfirm();
    else askToConfirmLogout();
  });

  const guarded = policy.kind !== 'browser';
  useEffect(() => {
    if (!guarded) return undefined;
    const path = window.location.pathname;
    const adopted = backGuardOf(window.history.state);
    const id = adopted ?? `${pageLoad}-${++guards}`;
    if (adopted === null) arm(id);
    hold(id);

    const onPopState = (event: PopStateEvent) => {
      if (fromSingleSpa(event)) return;
      // Elsewhere (a long press on back went further), or forward onto our own guard: not ours to answer.
      if (window.location.pathname !== path || backGuardOf(window.history.state) === id) return;
      answer(() => arm(id));
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      release(id, path);
    };
  }, [guarded]);
}

/** The routes whose back rule asks the screen how to confirm leaving. */
type AsksToLeave = Extract<BackRule, 'confirmExit' | 'enrolmentAddCard'>;

/** What a route's screen passes: how to confirm leaving, when its rule asks that. */
export type RouteBackArgs<Id extends RouteId> = (typeof ROUTES)[Id]['back'] extends AsksToLeave
  ? [onConfirmExit: () => void]
  : [];

/** The policy of a registry back rule. */
export function backPolicyOf(rule: BackRule, onConfirmExit?: () => void): BackButtonPolicy {
  switch (rule) {
    case 'browser':
      return { kind: 'browser' };
    case 'toLogin':
      return { kind: 'goTo', to: href('login') };
    case 'toUserSettings':
      return { kind: 'goTo', to: href('userSettings') };
    case 'confirmLogout':
      return { kind: 'confirmLogout' };
    // The add-card step's own callback goes home when the user already has cards (§2 Back button).
    case 'confirmExit':
    case 'enrolmentAddCard':
      if (!onConfirmExit) throw new Error(`the back rule ${rule} needs the screen's exit confirmation`);
      return { kind: 'confirmExit', onConfirm: onConfirmExit };
  }
}

/** §2 Back button for a registry route: the rule of its row. */
export function useRouteBack<Id extends RouteId>(id: Id, ...args: RouteBackArgs<Id>): void {
  const [onConfirmExit] = args as [(() => void)?];
  useBackButton(backPolicyOf(ROUTES[id].back, onConfirmExit));
}

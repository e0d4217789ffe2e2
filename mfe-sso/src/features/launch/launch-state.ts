// The state of this tab's single sign-on while the browser is at the partner (decision 031): kept in
// sessionStorage, the one place that outlives the trip and stays with the tab, and taken (removed) when
// the answer comes back, so an answer is completed at most once. The state is the launch's public
// binding, already in the partner's address; the code verifier and nonce stay in the gateway.
const LAUNCH_STATE_KEY = 'portal.sso.state';

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers the launch this tab started; false when the browser keeps nothing (the answer will be refused). */
export function rememberLaunch(state: string): boolean {
  try {
    tabStorage()?.setItem(LAUNCH_STATE_KEY, state);
    return tabStorage()?.getItem(LAUNCH_STATE_KEY) === state;
  } catch {
    return false;
  }
}

/** The launch this tab is waiting for, forgotten as it is read. */
export function takeLaunch(): string | null {
  try {
    const storage = tabStorage();
    const state = storage?.getItem(LAUNCH_STATE_KEY) ?? null;
    storage?.removeItem(LAUNCH_STATE_KEY);
    return state;
  } catch {
    return null;
  }
}

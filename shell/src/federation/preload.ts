// Warming the next remote (ARCHITECTURE §2: preload mfe-postlogin while the sign-in form is on
// screen). Remotes cannot import the shell, so they ask with a window event the shell answers.
import { isRemoteName } from '@portal/domain/platform';
import type { RemoteLifecycles } from '@portal/ui/mount';

export const PRELOAD_EVENT = 'portal:preload';

/** Listens for `portal:preload` events ({ detail: { remote } }) and loads that remote's app once. */
export function listenForPreloads(
  load: (name: string) => Promise<RemoteLifecycles>,
  target: EventTarget = window,
): () => void {
  const onPreload = (event: Event) => {
    const remote = (event as CustomEvent<{ remote?: unknown }>).detail?.remote;
    // A failure here is not the person's problem yet: the route's own load will show the fallback.
    if (typeof remote === 'string' && isRemoteName(remote)) load(remote).catch(() => undefined);
  };
  target.addEventListener(PRELOAD_EVENT, onPreload);
  return () => target.removeEventListener(PRELOAD_EVENT, onPreload);
}

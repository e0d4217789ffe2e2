import { useEffect } from 'react';
import type { RemoteName } from '@portal/domain/platform';

/** The window event the shell answers by loading a remote ahead of need (shell/src/federation/preload.ts). */
export const PRELOAD_EVENT = 'portal:preload';

/**
 * ARCHITECTURE §2 "Warm the next remote with preloadRemote (mfe-postlogin while the sign-in form is on
 * screen)". A remote cannot import the shell, so it asks with an event.
 */
export function usePreloadRemote(remote: RemoteName): void {
  useEffect(() => {
    window.dispatchEvent(new CustomEvent(PRELOAD_EVENT, { detail: { remote } }));
  }, [remote]);
}

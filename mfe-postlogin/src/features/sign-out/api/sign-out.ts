// §2 signOut: the token revoked on the gateway (§7 Logout), the session purged, in that order. One at
// a time: a second call while one runs (React's StrictMode mounts twice) joins it.
import { revokeToken } from '@portal/client/api';
import { portalStore, purgeSession, sessionAtom } from '@portal/client/state';

let running: Promise<void> | null = null;

async function revokeAndPurge(): Promise<void> {
  const token = portalStore.get(sessionAtom).token?.value;
  try {
    if (token) await revokeToken(token);
  } catch (error) {
    // The person asked to leave: a refused revocation (a token already expired, a gateway down) never
    // keeps them signed in. The gateway's token dies by itself within its 10 minutes.
    console.warn('[mfe-postlogin] the token could not be revoked', error);
  } finally {
    purgeSession();
  }
}

export function signOut(): Promise<void> {
  running ??= revokeAndPurge().finally(() => {
    running = null;
  });
  return running;
}

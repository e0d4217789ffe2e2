// The API client's SessionSource (@portal/client/api) backed by the shared store: what every request
// carries (§7 session headers, the bearer token) comes from the session of §3, read at each request.
import type { SessionSource } from '@portal/client/api';
import { portalStore, sessionAtom, setSessionToken } from '@portal/client/state';

export interface StoreSessionOptions {
  /** The session's clock (token age, a renewed token's timestamp), shared with the timers. */
  now?: () => number;
  /** §7 X-THMID: one device-profiling id per page load; a fresh one when not given. */
  deviceId?: string;
  /**
   * §7 "an anti-fraud token": issued by an issuer's fraud service, which the spec does not name. None
   * is configured by default, so the header is left out rather than filled with a value no fraud
   * engine could verify; an issuer's integration passes its provider here.
   */
  antiFraudToken?: () => string | null;
  /** Told when a request finds no server session id (after a purge), so one is fetched for the next. */
  onMissingSessionId?: () => void;
}

/** 128 random bits as hex: getRandomValues works on any page, randomUUID only in a secure context. */
export function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createStoreSession(options: StoreSessionOptions = {}): SessionSource {
  const now = options.now ?? (() => Date.now());
  // §3 stores no device id: a page load is one device profile, so a reload starts another.
  const deviceId = options.deviceId ?? newDeviceId();
  const antiFraudToken = options.antiFraudToken ?? (() => null);
  return {
    sessionId: () => {
      const id = portalStore.get(sessionAtom).sessionId;
      if (id === null) options.onMissingSessionId?.();
      return id;
    },
    deviceId: () => deviceId,
    antiFraudToken,
    token: () => {
      const stored = portalStore.get(sessionAtom).token;
      return stored ? { accessToken: stored.value, timestamp: stored.timestamp } : null;
    },
    setToken: (token) => {
      // A renewal answering after the session was purged (expiry, sign-out) must not bring it back.
      if (portalStore.get(sessionAtom).token === null) return;
      setSessionToken(token.accessToken, token.timestamp);
    },
    now,
  };
}

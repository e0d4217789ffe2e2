// What the API client needs from the session (§3 Session, §7 session headers), without owning it:
// the shell's session implements SessionSource; the client only reads it and, on renewal, writes the token.
import * as v from 'valibot';

/** §7: requests carry X-CHNL: WEB. */
export const CHANNEL_HEADER = 'X-CHNL';
export const CHANNEL = 'WEB';
/** §7: the server session id. */
export const SESSION_ID_HEADER = 'DFPSESSIONID';
/** §7: the device-profiling id of the session. */
export const DEVICE_ID_HEADER = 'X-THMID';
/**
 * §7 names "an anti-fraud token" but no header. This is the name the gateway's CORS allowlist already
 * carries (gateway/src/app.ts), so the contract is written down in one place on each side.
 */
export const ANTI_FRAUD_HEADER = 'X-Anti-Fraud-Token';
export const AUTHORIZATION_HEADER = 'Authorization';

/** §3 Token model: accessToken, timestamp (epoch milliseconds when it was issued or renewed). */
export const SessionTokenSchema = v.object({
  accessToken: v.pipe(v.string(), v.nonEmpty()),
  timestamp: v.pipe(v.number(), v.finite()),
});
export type SessionToken = v.InferOutput<typeof SessionTokenSchema>;

/**
 * The session as the client sees it. Ids are read on every request, so a renewed server session id
 * (§7 renew-server-sessionid) or a new device profile is used at once. `now` is the session's clock,
 * so token age and a renewed token's timestamp agree with the shell's timers.
 */
export interface SessionSource {
  sessionId(): string | null;
  deviceId(): string | null;
  antiFraudToken(): string | null;
  token(): SessionToken | null;
  setToken(token: SessionToken): void;
  now(): number;
}

export interface MemorySessionInit {
  sessionId?: string | null;
  deviceId?: string | null;
  antiFraudToken?: string | null;
  token?: SessionToken | null;
  now?: () => number;
}

/**
 * A session held in memory only: what `configureApi(baseURL)` uses before the shell's session exists,
 * and what a page without a session (a standalone remote, a test) can hand the client.
 */
export function createMemorySession(init: MemorySessionInit = {}): SessionSource {
  let token = init.token ?? null;
  const now = init.now ?? (() => Date.now());
  return {
    sessionId: () => init.sessionId ?? null,
    deviceId: () => init.deviceId ?? null,
    antiFraudToken: () => init.antiFraudToken ?? null,
    token: () => token,
    setToken: (next) => {
      token = next;
    },
    now,
  };
}

const present = (value: string | null): value is string => value !== null && value !== '';

/**
 * §7: the session headers of one request. The bearer token goes only where `withToken` says (the
 * gateway's origin), so a configured payment or address service on another origin never receives it.
 */
export function sessionHeaders(
  session: SessionSource,
  token: SessionToken | null,
  withToken: boolean,
): Record<string, string> {
  const headers: Record<string, string> = { [CHANNEL_HEADER]: CHANNEL };
  const sessionId = session.sessionId();
  const deviceId = session.deviceId();
  const antiFraud = session.antiFraudToken();
  if (present(sessionId)) headers[SESSION_ID_HEADER] = sessionId;
  if (present(deviceId)) headers[DEVICE_ID_HEADER] = deviceId;
  if (present(antiFraud)) headers[ANTI_FRAUD_HEADER] = antiFraud;
  if (withToken && token) headers[AUTHORIZATION_HEADER] = `Bearer ${token.accessToken}`;
  return headers;
}

// A sign-in at the bank's home page between the password check and the provider's interaction that
// turns it into the provider's session: a one-time id in a cookie of the browser that signed in, so
// nobody can hand another browser a signed-in session (login forgery).
import { randomBytes } from 'node:crypto';

const COOKIE = 'northwind_pending_login';

/** The redirects from the sign-in to the interaction take a moment; a sign-in left longer is dropped. */
const LIFETIME_SECONDS = 60;

/** The cookie is read only by the interaction pages. */
const ATTRIBUTES = 'Path=/interaction; HttpOnly; SameSite=Lax';

export interface PendingLogins {
  /** Records a checked sign-in of `sub`; returns its Set-Cookie header. */
  start(sub: string): string;
  /** The subject of the pending sign-in named by the request's cookie, once; undefined when there is none or it is too old. */
  take(cookieValue: string | undefined): string | undefined;
}

export const PENDING_LOGIN_COOKIE = COOKIE;
export const CLEARED_PENDING_LOGIN_COOKIE = `${COOKIE}=; ${ATTRIBUTES}; Max-Age=0`;

export function createPendingLogins(now: () => number = Date.now): PendingLogins {
  const pending = new Map<string, { readonly sub: string; readonly expiresAt: number }>();
  return {
    start(sub) {
      for (const [id, entry] of pending) if (entry.expiresAt <= now()) pending.delete(id);
      const id = randomBytes(32).toString('base64url');
      pending.set(id, { sub, expiresAt: now() + LIFETIME_SECONDS * 1000 });
      return `${COOKIE}=${id}; ${ATTRIBUTES}; Max-Age=${LIFETIME_SECONDS}`;
    },
    take(cookieValue) {
      if (cookieValue === undefined) return undefined;
      const entry = pending.get(cookieValue);
      pending.delete(cookieValue);
      return entry && entry.expiresAt > now() ? entry.sub : undefined;
    },
  };
}

// The cache holds a person's answers, fetched with that person's token: when the session ends or
// another user's begins, they go. The page's client follows the session from its creation (client.ts);
// a test's own client follows it only when the test says so.
import type { QueryClient } from '@tanstack/react-query';
import type { StoredSession } from '@portal/domain/session';
import { portalStore } from '../state/atoms';
import { sessionAtom } from '../state/session';

/** Who the cached answers belong to: the user, and whether a token is held at all. */
const ownerOf = (session: StoredSession) => (session.token === null ? null : (session.userId ?? ''));

/** Clears `client` whenever the session's user changes or its token goes; returns the unsubscribe. */
export function clearCacheWithSession(client: QueryClient): () => void {
  let owner = ownerOf(portalStore.get(sessionAtom));
  return portalStore.sub(sessionAtom, () => {
    const next = ownerOf(portalStore.get(sessionAtom));
    if (next === owner) return;
    owner = next;
    client.clear();
  });
}

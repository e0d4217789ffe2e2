// §7 Cards (portal): the signed-in user's cards, a read of the page's one cache. The key starts with
// the user's guid, as every personal read's does (shared/src/query/queries.ts), so the add and edit
// screens can invalidate it; `operation` sends a failure through §8's card-list row ("A card list
// fetch failure raises a get-error event": the cache raises its notification, the screen shows it too).
import { getCards } from '@portal/shared/api';
import { usePortalQuery } from '@portal/shared/query';

/** The user's cards as the server answers them (§4: No Content is an empty list). */
export function useCards(accountId: string) {
  return usePortalQuery({
    queryKey: ['users', accountId, 'cards'],
    queryFn: () => getCards(accountId),
    meta: { operation: 'cardList' },
    enabled: accountId !== '',
  });
}

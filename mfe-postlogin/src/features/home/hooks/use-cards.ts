// §7 Cards (portal): the signed-in user's cards, a read of the page's one cache through the shared
// `cardsQuery` (its key starts with the user's guid, so the add and edit screens invalidate it; its
// failure goes through §8's card-list row: the cache raises the get-error notification, the screen shows it too).
import { cardsQuery, usePortalQuery } from '@portal/client/query';

/** The user's cards as the server answers them (§4: No Content is an empty list). */
export function useCards(accountId: string) {
  return usePortalQuery({ ...cardsQuery(accountId), enabled: accountId !== '' });
}

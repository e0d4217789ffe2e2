// What the add and edit card screens need before the form can show: the user's cards (§2 Cancel, Copy
// primary address; the card being edited) and saved addresses (§2 billing address section), from the
// page's one cache, so home and these screens share one card list.
import { addressesQuery, cardsQuery, usePortalQuery } from '@portal/client/query';

export function useCardFormData(accountId: string) {
  const enabled = accountId !== '';
  const cards = usePortalQuery({ ...cardsQuery(accountId), enabled });
  const addresses = usePortalQuery({ ...addressesQuery(accountId), enabled });
  return {
    cards: cards.data,
    addresses: addresses.data,
    pending: cards.isPending || addresses.isPending,
    failed: cards.isError || addresses.isError,
    retry: () => {
      if (cards.isError) void cards.refetch();
      if (addresses.isError) void addresses.refetch();
    },
  };
}

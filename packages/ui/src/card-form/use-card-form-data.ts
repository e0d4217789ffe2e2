// What the card form needs before it can show, on every screen of the portal that has it (addCard,
// editCard, createAccount/addCard, sso/addCard): the user's cards (§2 Cancel, Copy primary address; the
// card being edited) and saved addresses (§2 billing address section), from the page's one cache, so
// home and these screens share one card list. The wallet reads its own (the merchant's calls).
import { addressesQuery, cardsQuery, usePortalQuery } from '@portal/client/query';

/** The cards and addresses of `accountId` (none asked for while it is ''), one state for both. */
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

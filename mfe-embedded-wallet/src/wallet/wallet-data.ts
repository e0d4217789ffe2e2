// The shopper's cards and addresses (§7 Cards (embedded checkout), Addresses), through the page's one
// server-state cache. The calls carry the shopper session and the merchant's key (mount-wallet.tsx).
import { getWalletAddresses, getWalletCards, WALLET_PAYMENT_SERVICE, walletAddressService } from '@portal/client/api';
import { usePortalQuery } from '@portal/client/query';

/** §8: a failed list is 'cardList' (the host hears getError). */
export const walletCardsQuery = () => ({
  queryKey: ['wallet', 'cards'],
  queryFn: () => getWalletCards(WALLET_PAYMENT_SERVICE),
  meta: { operation: 'cardList' as const },
});

export const walletAddressesQuery = (publicKey: string) => ({
  queryKey: ['wallet', 'addresses'],
  queryFn: () => getWalletAddresses(walletAddressService(publicKey)),
});

/** The cards and addresses a card screen needs, and one retry for both. */
export function useWalletCardData(publicKey: string) {
  const cards = usePortalQuery(walletCardsQuery());
  const addresses = usePortalQuery(walletAddressesQuery(publicKey));
  return {
    cards: cards.data,
    addresses: addresses.data,
    failed: cards.isError || addresses.isError,
    retry: () => {
      if (cards.isError) void cards.refetch();
      if (addresses.isError) void addresses.refetch();
    },
  };
}

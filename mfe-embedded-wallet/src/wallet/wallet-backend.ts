// The shared card form's backend in the wallet (card-form-backend.ts): the shopper's calls (§7 Cards
// (embedded checkout), Addresses), the wallet's security code rules (§5), the §8 embedded tables, and
// what to fetch again. It remembers the card a save answered, for the host's cardSaved event.
import type { useQueryClient } from '@portal/client/query';
import {
  addWalletAddress,
  addWalletCard,
  deleteWalletCard,
  updateWalletAddress,
  updateWalletCard,
  WALLET_PAYMENT_SERVICE,
  walletAddressService,
} from '@portal/client/api';
import type { CardFormBackend } from '@portal/ui/card-form';
import { type MerchantCardConfig, walletAddCardRequest, walletUpdateCardRequest } from '@portal/domain/card';
import { walletAddressesQuery, walletCardsQuery } from './wallet-data';

/** §8 Add card (embedded): the codes about one field the shopper can correct. */
function walletErrorField(code: string | null, mode: 'add' | 'edit'): 'accountNumber' | 'cvv' | null {
  if (mode === 'add' && (code === '409' || code === '10300')) return 'accountNumber';
  if (code === '10200') return 'cvv';
  return null;
}

export interface WalletCardBackend extends CardFormBackend {
  /** The card the last successful save answered, and whether it was created (§4: a 201). */
  lastSaved(): { cardId: string; created: boolean } | null;
}

export function walletCardBackend(input: {
  publicKey: string;
  queryClient: ReturnType<typeof useQueryClient>;
  cardConfig: MerchantCardConfig;
}): WalletCardBackend {
  const { publicKey, queryClient, cardConfig } = input;
  let saved: { cardId: string; created: boolean } | null = null;
  return {
    context: 'wallet',
    cardConfig,
    operations: { add: 'walletAddCard', update: 'walletUpdateCard' },
    saveAddress: (body) =>
      body.intentId
        ? updateWalletAddress(walletAddressService(publicKey), body.intentId, {
            address: body.address,
            validate: body.validate,
          })
        : addWalletAddress(walletAddressService(publicKey), { address: body.address, validate: body.validate }),
    async addCard({ values, billingAddressId, accountNumber, collectionSize }) {
      const answer = await addWalletCard(
        WALLET_PAYMENT_SERVICE,
        walletAddCardRequest({
          values,
          billingAddressId,
          nameOnCard: values.nameOnCard,
          accountNumber,
          collectionSize,
        }),
      );
      saved = { cardId: answer.card.id, created: answer.created };
    },
    async updateCard(card, { values, billingAddressId }) {
      const answer = await updateWalletCard(
        WALLET_PAYMENT_SERVICE,
        card.panGuid,
        walletUpdateCardRequest({ values, billingAddressId, nameOnCard: values.nameOnCard, wasDefault: card.primary }),
      );
      saved = { cardId: answer.id, created: false };
    },
    deleteCard: (card) => deleteWalletCard(WALLET_PAYMENT_SERVICE, card.panGuid),
    refresh: (what) =>
      queryClient.invalidateQueries({
        queryKey: (what === 'cards' ? walletCardsQuery() : walletAddressesQuery(publicKey)).queryKey,
      }),
    errorField: walletErrorField,
    lastSaved: () => saved,
  };
}

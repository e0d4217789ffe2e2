// Where the add and edit card form sends what it saves (§7): the portal's account (its card and address
// calls, the SSO variant's flat payload) or the embedded wallet's shopper (the wallet's calls, built by
// the wallet's screens). The form owns the order of §4 (address first, then the card, the error path);
// a backend owns the calls, the error tables of §8 that read their answers, and what to fetch again.
import type { QueryClient } from '@tanstack/react-query';
import { addCard, addSsoCard, deleteCard, saveAddress, updateCard } from '@portal/client/api';
import {
  type AddressSaveBody,
  type AddressSaveResponse,
  type ServerBillingAddressFields,
} from '@portal/domain/address';
import {
  type MerchantCardConfig,
  portalAddCardRequest,
  type PortalCard,
  portalUpdateCardRequest,
  type SecurityCodeContext,
  ssoCardRequest,
} from '@portal/domain/card';
import type { ErrorOperation } from '@portal/domain/errors';
import type { ProvisionedCard } from '@portal/domain/schemas';
import { addressesQuery, cardsQuery } from '@portal/client/query';
import type { CardFormOutput } from './card-form-model';

/** One card save, as the form has settled it (§4 Card submit: the billing address already saved when new). */
interface CardSave {
  values: CardFormOutput;
  /** §7 billingAddress (server names, the portal's). */
  billingAddress: ServerBillingAddressFields;
  /** The saved address the card is billed to (the wallet's billingAddressId), or null. */
  billingAddressId: string | null;
  /** The cardholder's name (§7 nameOnAccount, nameOnCard). */
  cardholderName: string;
}

export interface CardFormBackend {
  /** §5: the security code's rules (the portal's minimum, or the wallet's exact length). */
  readonly context: SecurityCodeContext;
  /** §6: the merchant's accepted brands and Canadian Visa debit rule (the wallet's), checked as the number is typed. */
  readonly cardConfig?: MerchantCardConfig | undefined;
  /** §8: the error tables of a failed add and update. */
  readonly operations: { readonly add: ErrorOperation; readonly update: ErrorOperation };
  saveAddress(body: AddressSaveBody): Promise<AddressSaveResponse>;
  addCard(save: CardSave & { accountNumber: string; collectionSize: number }): Promise<void>;
  updateCard(card: PortalCard, save: CardSave): Promise<void>;
  deleteCard(card: PortalCard): Promise<void>;
  /** After a change: §4 "the card list is refetched" (and the addresses, after an address save). */
  refresh(what: 'cards' | 'addresses'): Promise<void>;
  /** §8: the codes whose message belongs under one field of the form, by mode. */
  errorField(code: string | null, mode: 'add' | 'edit'): 'nickName' | 'accountNumber' | 'cvv' | null;
}

/** §8 Add and Update card (portal): the codes whose message belongs under one field (add mode: the number is a field). */
function portalErrorField(code: string | null, mode: 'add' | 'edit'): 'nickName' | 'accountNumber' | null {
  if (code === 'PROFILE_3006') return 'nickName';
  if (mode === 'add' && (code === 'PROFILE_3004' || code === '422')) return 'accountNumber';
  return null;
}

/** The portal's account (§7 Cards (portal), Addresses), or its SSO variant's add (§6: the partner's card, the flat payload). */
export function portalCardBackend(input: {
  accountId: string;
  queryClient: QueryClient;
  sso?: { card: ProvisionedCard; apiKey: string } | undefined;
}): CardFormBackend {
  const { accountId, queryClient, sso } = input;
  return {
    context: 'portal',
    operations: { add: 'portalAddCard', update: 'portalUpdateCard' },
    saveAddress: (body) => saveAddress(accountId, body),
    async addCard({ values, billingAddress, cardholderName, accountNumber, collectionSize }) {
      if (sso) {
        await addSsoCard(
          sso.apiKey,
          ssoCardRequest({
            values,
            billingAddress,
            cardholderName,
            accountNumber: sso.card.accountNumber,
            accountType: sso.card.accountType,
          }),
        );
      } else {
        await addCard(
          accountId,
          portalAddCardRequest({ values, billingAddress, cardholderName, accountNumber, collectionSize }),
        );
      }
    },
    async updateCard(card, { values, billingAddress, cardholderName }) {
      await updateCard(
        accountId,
        card.panGuid,
        portalUpdateCardRequest({ values, billingAddress, cardholderName, wasPrimary: card.primary }),
      );
    },
    deleteCard: (card) => deleteCard(accountId, card.panGuid),
    refresh: (what) =>
      queryClient.invalidateQueries({
        queryKey: (what === 'cards' ? cardsQuery(accountId) : addressesQuery(accountId)).queryKey,
      }),
    errorField: portalErrorField,
  };
}

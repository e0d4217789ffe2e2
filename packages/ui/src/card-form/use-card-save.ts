// The card form's writes (§4), each one a usePortalMutation, for the portal's account, the SSO card and
// the wallet's shopper alike (the backend says where they go): the billing address save, whose
// not-found answer is an outcome the form asks about rather than a failure (§4 Address flow); the card
// save, where a 201 on the error path is a success (§4 Card save error); and the delete.
import {
  type Address,
  type AddressSaveBody,
  type AddressSaveResponse,
  addressSaveBody,
  opensAddressNotFound,
} from '@portal/domain/address';
import { CARD_CREATED_STATUS, type CardFormMode, type PortalCard } from '@portal/domain/card';
import { isApiError, resolveError } from '@portal/domain/errors';
import type { FormMessage, MessageKey } from '@portal/domain/text';
import { type FieldErrorTarget, usePortalMutation } from '@portal/client/query';
import type { CardFormBackend } from './card-form-backend';

const statusOf = (error: unknown) => (isApiError(error) ? error.status : null);
const codeOf = (error: unknown) => (isApiError(error) ? error.code : null);

/** What an address save came to: saved (maybe with suggestions), or not found, which the form asks about. */
export type AddressOutcome =
  | { kind: 'saved'; response: AddressSaveResponse }
  | { kind: 'notFound'; message: MessageKey };

/** One card save, as the form has settled it; the add's extras ride along. */
type CardSaveInput = Parameters<CardFormBackend['updateCard']>[1] & {
  accountNumber: string;
  collectionSize: number;
};

type CardField = ReturnType<CardFormBackend['errorField']> & string;

export interface CardSaveOptions {
  backend: CardFormBackend;
  mode: CardFormMode;
  card: PortalCard | undefined;
  /** The form a card save failure goes on, under the field §8 names (backend.errorField). */
  form: FieldErrorTarget<CardField>;
  onCardSaved: (outcome: 'added' | 'updated') => Promise<void>;
  onCardFailed: () => void;
  onDeleted: () => void;
  onDeleteFailed: () => void;
}

export interface CardSave {
  /** Saves a billing address; undefined after a failure (presented, and the form's `failure`). */
  saveAddress: (address: Address) => Promise<AddressOutcome | undefined>;
  /** Saves the card; true once saved. */
  saveCard: (save: CardSaveInput) => Promise<boolean>;
  deleteCard: () => Promise<void>;
  /** The message the form shows for the last failure, when no notification, popup or field did. */
  failure: FormMessage | null;
  /** Forgets the last outcomes, before a new submit. */
  reset: () => void;
}

export interface AddressSave {
  /** Saves an address; undefined after a failure (presented, and the form's `failure`). */
  run: (address: Address) => Promise<AddressOutcome | undefined>;
  failure: FormMessage | null;
  reset: () => void;
}

/**
 * §4 Address flow's save, for the card form's billing address and the wallet's address screens: an
 * edited saved address is updated by its intentId, anything else added, each with its own §8 table.
 */
export function useAddressSave(save: (body: AddressSaveBody) => Promise<AddressSaveResponse>): AddressSave {
  const mutation = (operation: 'addressAdd' | 'addressUpdate') => ({
    meta: { operation },
    mutationFn: async (address: Address): Promise<AddressOutcome> => {
      try {
        return { kind: 'saved', response: await save(addressSaveBody(address)) };
      } catch (error) {
        if (opensAddressNotFound(statusOf(error)))
          return { kind: 'notFound', message: resolveError(operation, error).messageKey };
        throw error;
      }
    },
  });
  const add = usePortalMutation(mutation('addressAdd'));
  const update = usePortalMutation(mutation('addressUpdate'));
  return {
    run: (address) => (address.intentId ? update : add).run(address),
    failure: add.failure ?? update.failure,
    reset: () => {
      add.reset();
      update.reset();
    },
  };
}

export function useCardSave(options: CardSaveOptions): CardSave {
  const { backend, mode, card, form } = options;
  const address = useAddressSave((body) => backend.saveAddress(body));

  const outcome = mode === 'add' ? 'added' : 'updated';
  const cardSave = usePortalMutation({
    meta: { operation: mode === 'add' ? backend.operations.add : backend.operations.update },
    mutationFn: async (save: CardSaveInput): Promise<'added' | 'updated'> => {
      try {
        if (mode === 'add') await backend.addCard(save);
        else if (card) await backend.updateCard(card, save);
      } catch (error) {
        // §4 Card save error: a 201 on the error path is a success.
        if (statusOf(error) !== CARD_CREATED_STATUS) throw error;
      }
      return outcome;
    },
    onSuccess: (saved) => options.onCardSaved(saved),
    onError: () => options.onCardFailed(),
    form,
    fieldOf: (error) => backend.errorField(codeOf(error), mode),
  });

  const remove = usePortalMutation({
    meta: { operation: 'cardDelete' },
    mutationFn: async () => {
      if (card) await backend.deleteCard(card);
      await backend.refresh('cards');
    },
    onSuccess: () => options.onDeleted(),
    onError: () => options.onDeleteFailed(),
  });

  return {
    saveAddress: address.run,
    saveCard: async (save) => (await cardSave.run(save)) !== undefined,
    deleteCard: async () => {
      await remove.run(undefined);
    },
    failure: cardSave.failure ?? address.failure ?? remove.failure,
    reset: () => {
      address.reset();
      cardSave.reset();
      remove.reset();
    },
  };
}

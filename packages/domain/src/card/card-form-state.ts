// The add and edit card screen's state and its pure rules (spec §2 Add and edit card screen, §4 Card edit form state, Card submit).

export const CARD_FORM_MESSAGE_KEYS = ['card:form.addTitle', 'card:form.editTitle'] as const;
export type CardFormMessageKey = (typeof CARD_FORM_MESSAGE_KEYS)[number];

export type CardFormMode = 'add' | 'edit';

/** §2: the screen's title is Add card or Edit card. */
export const CARD_FORM_TITLES: Readonly<Record<CardFormMode, CardFormMessageKey>> = {
  add: 'card:form.addTitle',
  edit: 'card:form.editTitle',
};

/** §4 Card edit form state: what the screen tracks. */
export interface CardFormState {
  readonly editingCard: boolean;
  readonly cardNumberReadOnly: boolean;
  readonly updatingAddress: boolean;
  readonly editingAddress: boolean;
  readonly editingViaEditButton: boolean;
  readonly deleteModalOpen: boolean;
  readonly addressChanged: boolean;
}

/**
 * §4 Card edit form state at the start: editing a card shows its number read-only (§2: the last four
 * digits), and so does an SSO flow (§6: a read-only card number); the address is being entered when
 * there are no saved addresses.
 */
export function initialCardFormState(input: {
  readonly mode: CardFormMode;
  readonly savedAddressCount: number;
  readonly isSsoFlow: boolean;
}): CardFormState {
  const editing = input.mode === 'edit';
  return {
    editingCard: editing,
    cardNumberReadOnly: editing || input.isSsoFlow,
    updatingAddress: input.savedAddressCount === 0,
    editingAddress: false,
    editingViaEditButton: false,
    deleteModalOpen: false,
    addressChanged: false,
  };
}

export type BillingAddressMode = 'entry' | 'edit' | 'carousel';

/**
 * §2 Billing address section: entry fields when there are no saved addresses or a new one is being
 * added; edit fields after pressing Edit; otherwise a carousel of saved addresses.
 */
export function billingAddressMode(
  state: Pick<CardFormState, 'updatingAddress' | 'editingAddress'>,
): BillingAddressMode {
  if (state.updatingAddress) return 'entry';
  return state.editingAddress ? 'edit' : 'carousel';
}

/** §2: the Copy primary address checkbox is hidden in edit mode and when the collection is empty. */
export function showCopyPrimaryAddress(input: {
  readonly mode: CardFormMode;
  readonly collectionSize: number;
}): boolean {
  return input.mode === 'add' && input.collectionSize > 0;
}

/**
 * §2 Add buttons: No thanks replaces Cancel when the collection is flagged to show it; Cancel is
 * hidden when the user has no cards and the context hides cancel.
 */
export function addCardSecondaryButton(input: {
  readonly showNoThanks: boolean;
  readonly hasCards: boolean;
  readonly contextHidesCancel: boolean;
}): 'noThanks' | 'cancel' | null {
  if (input.showNoThanks) return 'noThanks';
  return !input.hasCards && input.contextHidesCancel ? null : 'cancel';
}

/** §2: the card art flips to its back while the security code field has focus. */
export function cardArtSide(securityCodeFocused: boolean): 'front' | 'back' {
  return securityCodeFocused ? 'back' : 'front';
}

/**
 * §4 Card submit: a new address, or an edited address that changed, is saved first and the card
 * after it; otherwise the card is saved directly with the nested billing-address check off.
 */
export function cardSubmitOrder(
  state: Pick<CardFormState, 'updatingAddress' | 'editingAddress' | 'addressChanged'>,
): 'addressFirst' | 'cardOnly' {
  return state.updatingAddress || (state.editingAddress && state.addressChanged) ? 'addressFirst' : 'cardOnly';
}

import { describe, expect, it } from 'vitest';
import {
  addCardSecondaryButton,
  billingAddressMode,
  CARD_FORM_TITLES,
  cardArtSide,
  cardSubmitOrder,
  initialCardFormState,
  showCopyPrimaryAddress,
  type BillingAddressMode,
  type CardFormMode,
} from './card-form-state';

describe('§2 Add and edit card screen', () => {
  it.each(Object.entries(CARD_FORM_TITLES))('§2 the %s screen is titled %s', (mode, key) => {
    expect(key).toBe(mode === 'add' ? 'card:form.addTitle' : 'card:form.editTitle');
  });

  it.each<[CardFormMode, number, boolean, boolean, boolean]>([
    ['add', 0, false, false, true],
    ['add', 2, false, false, false],
    ['add', 2, true, true, false],
    ['edit', 1, false, true, false],
  ])(
    '§4 Card edit form state: %s with %d saved addresses, SSO %s: number read-only %s, updating address %s',
    (mode, savedAddressCount, isSsoFlow, readOnly, updating) => {
      expect(initialCardFormState({ mode, savedAddressCount, isSsoFlow })).toEqual({
        editingCard: mode === 'edit',
        cardNumberReadOnly: readOnly,
        updatingAddress: updating,
        editingAddress: false,
        editingViaEditButton: false,
        deleteModalOpen: false,
        addressChanged: false,
      });
    },
  );

  it.each<[boolean, boolean, BillingAddressMode]>([
    [true, false, 'entry'],
    [true, true, 'entry'],
    [false, true, 'edit'],
    [false, false, 'carousel'],
  ])('§2 billing address section, updating %s, editing %s: %s', (updatingAddress, editingAddress, mode) => {
    expect(billingAddressMode({ updatingAddress, editingAddress })).toBe(mode);
  });

  it.each<[CardFormMode, number, boolean]>([
    ['add', 1, true],
    ['add', 0, false],
    ['edit', 3, false],
  ])('§2 Copy primary address in %s mode with %d cards shows: %s', (mode, collectionSize, shown) => {
    expect(showCopyPrimaryAddress({ mode, collectionSize })).toBe(shown);
  });

  it.each<[boolean, boolean, boolean, 'noThanks' | 'cancel' | null]>([
    [true, false, true, 'noThanks'],
    [true, true, false, 'noThanks'],
    [false, false, true, null],
    [false, false, false, 'cancel'],
    [false, true, true, 'cancel'],
  ])(
    '§2 No thanks %s, has cards %s, context hides cancel %s: %s',
    (showNoThanks, hasCards, contextHidesCancel, button) => {
      expect(addCardSecondaryButton({ showNoThanks, hasCards, contextHidesCancel })).toBe(button);
    },
  );

  it.each([
    [true, 'back'],
    [false, 'front'],
  ])('§2 security code focused %s: the art shows its %s', (focused, side) => {
    expect(cardArtSide(focused)).toBe(side);
  });

  it.each<[boolean, boolean, boolean, 'addressFirst' | 'cardOnly']>([
    [true, false, false, 'addressFirst'],
    [false, true, true, 'addressFirst'],
    [false, true, false, 'cardOnly'],
    [false, false, true, 'cardOnly'],
    [false, false, false, 'cardOnly'],
  ])(
    '§4 Card submit, new address %s, editing %s, changed %s: %s',
    (updatingAddress, editingAddress, addressChanged, order) => {
      expect(cardSubmitOrder({ updatingAddress, editingAddress, addressChanged })).toBe(order);
    },
  );
});

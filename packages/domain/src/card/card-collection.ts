// The saved-card collection and the pure rules of a card save (spec §4 Card defaults, Card save success, Card save error; §7; §9).

/** §7, §9: every card the portal adds is sent with card type VISA and account type CREDIT_CARD, whatever its brand. */
export const NEW_CARD_TYPE = 'VISA';
export const NEW_CARD_ACCOUNT_TYPE = 'CREDIT_CARD';

/** §7, §9: sequenceNumber '1' for the default (primary) card, '0' for the others. */
export const SEQUENCE_NUMBER = { default: '1', other: '0' } as const;

export function sequenceNumber(isDefault: boolean): '1' | '0' {
  return isDefault ? SEQUENCE_NUMBER.default : SEQUENCE_NUMBER.other;
}

/** §4 Card defaults: the first card (empty collection, or an SSO flow) is default/primary, whatever the checkbox says. */
export function isDefaultOnSave(input: {
  readonly requested: boolean;
  readonly collectionSize: number;
  readonly isSsoFlow: boolean;
}): boolean {
  return input.requested || input.collectionSize === 0 || input.isSsoFlow;
}

/** The first item that matches, moved to the front; the others keep their order. */
export function moveToFront<T>(items: readonly T[], matches: (item: T) => boolean): T[] {
  const at = items.findIndex(matches);
  if (at <= 0) return [...items];
  return [...items.slice(at, at + 1), ...items.slice(0, at), ...items.slice(at + 1)];
}

/** How the collection rules read and set a card's identity and its default flag, for either card model. */
export interface CardFlagLens<T> {
  readonly id: (card: T) => string;
  readonly isDefault: (card: T) => boolean;
  readonly setDefault: (card: T, value: boolean) => T;
}

/** §3 Card in the embedded checkout: `id` and `default`. */
export function embeddedCardLens<T extends { readonly id: string; readonly default: boolean }>(): CardFlagLens<T> {
  return {
    id: (card) => card.id,
    isDefault: (card) => card.default,
    setDefault: (card, value) => ({ ...card, default: value }),
  };
}

/** §3 Card in the portal: `panGuid` and `primary`. */
export function portalCardLens<T extends { readonly panGuid: string; readonly primary: boolean }>(): CardFlagLens<T> {
  return {
    id: (card) => card.panGuid,
    isDefault: (card) => card.primary,
    setDefault: (card, value) => ({ ...card, primary: value }),
  };
}

/** §4 Card defaults: the primary card is moved to the front. */
export function primaryFirst<T>(cards: readonly T[], lens: CardFlagLens<T>): T[] {
  return moveToFront(cards, lens.isDefault);
}

/**
 * §4 Card save success: a preferred card replaces the previous preferred one (which loses default)
 * and goes to the top. Otherwise it is added at the end, or, when it was already there (an edit),
 * it takes its own place.
 */
export function applySavedCard<T>(cards: readonly T[], saved: T, lens: CardFlagLens<T>): T[] {
  const id = lens.id(saved);
  if (lens.isDefault(saved)) {
    return [
      saved,
      ...cards
        .filter((card) => lens.id(card) !== id)
        .map((card) => (lens.isDefault(card) ? lens.setDefault(card, false) : card)),
    ];
  }
  return cards.some((card) => lens.id(card) === id)
    ? cards.map((card) => (lens.id(card) === id ? saved : card))
    : [...cards, saved];
}

export type CardFlow = { readonly context: 'addcard' } | { readonly context: 'editcard'; readonly cardId: string };

/** §2 Payment-instrument routes, §4 Card save error: the form again after a failed save. */
export function cardRetryRoute(flow: CardFlow): string {
  return flow.context === 'addcard' ? 'addCard/retry' : `editCard/${encodeURIComponent(flow.cardId)}/retry`;
}

/** §4 Card save error: the retry marker, with the time of the failure. */
export interface CardRetryMarker {
  readonly retry: true;
  readonly timestamp: number;
}

export function cardRetryMarker(now: Date): CardRetryMarker {
  return { retry: true, timestamp: now.getTime() };
}

/** §4 Card save error: the security code is cleared (it is never kept after a failed save). */
export function clearSecurityCode<F extends { readonly cvv?: string | undefined }>(form: F): F {
  return { ...form, cvv: '' };
}

/** §4 Card save error: the billing address is moved to the front of the address list. */
export function billingAddressFirst<A extends { readonly id?: string | undefined }>(
  addresses: readonly A[],
  billingAddressId: string | undefined,
): A[] {
  return billingAddressId === undefined
    ? [...addresses]
    : moveToFront(addresses, (address) => address.id === billingAddressId);
}

/** §4 Card save success and error: a 201 (card created) is a success, even when it arrives on the error path. */
export const CARD_CREATED_STATUS = 201;

export type CardSaveErrorOutcome<F, A> =
  | { readonly kind: 'saved' }
  | {
      readonly kind: 'retry';
      readonly form: F;
      readonly addresses: A[];
      readonly marker: CardRetryMarker;
      readonly route: string;
      /** §4: the retry route replaces the current history entry. */
      readonly replaceHistory: true;
    };

/** §4 Card save error: what the screen does after a failed save, as one pure decision. */
export function cardSaveErrorOutcome<
  F extends { readonly cvv?: string | undefined },
  A extends { readonly id?: string | undefined },
>(input: {
  readonly status: number | undefined;
  readonly form: F;
  readonly addresses: readonly A[];
  readonly billingAddressId: string | undefined;
  readonly flow: CardFlow;
  readonly now: Date;
}): CardSaveErrorOutcome<F, A> {
  if (input.status === CARD_CREATED_STATUS) return { kind: 'saved' };
  return {
    kind: 'retry',
    form: clearSecurityCode(input.form),
    addresses: billingAddressFirst(input.addresses, input.billingAddressId),
    marker: cardRetryMarker(input.now),
    route: cardRetryRoute(input.flow),
    replaceHistory: true,
  };
}

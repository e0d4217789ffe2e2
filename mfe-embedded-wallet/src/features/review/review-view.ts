// What the review carousel shows of each card (§2 Card carousel (review), §3 Card in the embedded
// checkout, §4 Card defaults, §8 Carousel overlay messages), composed from the card rules of
// @portal/domain: this file restates none of them.
import {
  cardArtSources,
  carouselCardArt,
  carouselCardState,
  cardEndingInLabel,
  displayExpiry,
  maskedCardNumber,
  walletDefaultNickname,
  type CardMessage,
  type EmbeddedCard,
  type MerchantCardConfig,
} from '@portal/domain/card';
import type { MessageKey } from '@portal/domain/text';

export interface ReviewCardView {
  readonly id: string;
  /** The nickname, or §4's embedded default from brand and type ("Visa Debit"). */
  readonly title: { readonly text: string } | CardMessage;
  readonly cardNumber: string;
  readonly cardNumberLabel: CardMessage;
  /** §3 expiry MM/YY, or null when the card carries none. */
  readonly expiry: string | null;
  readonly available: boolean;
  /** §8: the overlay message of a greyed card. */
  readonly overlay: MessageKey | null;
  /** §2: not verified adds an Edit card link to its edit route. */
  readonly editRoute: string | null;
  readonly willExpire: boolean;
  readonly isDefault: boolean;
  /** The art (both sizes) or null for the generic image (§2: vertical art on an unavailable card, or none). */
  readonly art: {
    readonly src: string;
    readonly srcSet: string;
    readonly width: number;
    readonly height: number;
  } | null;
}

/**
 * The cards as review shows them, the default first (§4 "The primary card is moved to the front"),
 * judged on `now` with the merchant's configuration (§6); art under `artBase`, or generic without one.
 */
export function reviewCards(
  cards: readonly EmbeddedCard[],
  input: { config: MerchantCardConfig; now: Date; artBase: string | null },
): ReviewCardView[] {
  const ordered = [...cards.filter((c) => c.default), ...cards.filter((c) => !c.default)];
  return ordered.map((card) => {
    const state = carouselCardState(card, { config: input.config, now: input.now });
    const art = carouselCardArt(card, state.available, 1);
    const expiry = card.expirationDate ?? null;
    const nickname = card.nickName.trim();
    return {
      id: card.id,
      title: nickname === '' ? walletDefaultNickname(card.paymentType ?? {}) : { text: nickname },
      cardNumber: maskedCardNumber(card.lastFourDigits),
      cardNumberLabel: cardEndingInLabel(card.lastFourDigits),
      expiry: expiry
        ? displayExpiry(expiry.month, expiry.year)
        : card.expiry
          ? `${card.expiry.slice(0, 2)}/${card.expiry.slice(2)}`
          : null,
      available: state.available,
      overlay: state.message,
      editRoute: state.editCard?.route ?? null,
      willExpire: state.willExpire,
      isDefault: card.default,
      art:
        art.kind === 'art' && input.artBase
          ? {
              ...cardArtSources(card.cardArts?.cardArt[0]?.baseImageFileName ?? '', input.artBase),
              width: art.width,
              height: art.height,
            }
          : null,
    };
  });
}

// Whether a saved card can be chosen in the review carousel (spec §2 Card carousel, §8 Carousel overlay messages).
import { cardAcceptanceVerdict, type MerchantCardConfig } from './card-acceptance';
import { CARD_ART_DEFAULT_SIZE, cardArtForScreen, isVerticalArt } from './card-art';
import { embeddedCardExpiry, type EmbeddedCard } from './card-embedded';
import { isExpired, isExpiringSoon } from './card-expiry';
import type { MessageKey } from '../text/messages';

export const CARD_CAROUSEL_MESSAGE_KEYS = [
  'card:carousel.expired',
  'card:carousel.failed3ds',
  'card:carousel.suspended',
  'card:carousel.notVerified',
  'card:carousel.editCard',
  'card:acceptance.brandNotAccepted',
  'card:acceptance.canadianVisaDebitNotAccepted',
] as const;

/** §2: the one verification status that makes a card usable. */
const CARD_VERIFIED_STATUS = 'VERIFIED';

export interface CarouselContext {
  readonly config?: MerchantCardConfig | undefined;
  readonly now: Date;
}

type CarouselCard = Pick<
  EmbeddedCard,
  | 'id'
  | 'expired'
  | 'failed3ds'
  | 'suspended'
  | 'accepted'
  | 'verificationStatus'
  | 'expirationDate'
  | 'expiry'
  | 'paymentType'
  | 'countryOfIssuance'
>;

interface UnavailableRule {
  readonly key: MessageKey;
  readonly spec: string;
  readonly applies: (card: CarouselCard, context: CarouselContext) => boolean;
  /** §2: only the not-verified case adds an Edit card link. */
  readonly editLink: boolean;
}

const expired = (card: CarouselCard, { now }: CarouselContext) => {
  const date = embeddedCardExpiry(card);
  return card.expired || (date !== null && isExpired(date, now));
};

/**
 * §2 Card carousel, §8 Carousel overlay messages: a card is greyed with the first message that
 * applies, in the spec's order. A card is expired by the server's flag or by its date; suspended by its
 * cardholder (beyond the spec, so a shopper never picks a card that will be declined; after the
 * network's own verdicts); refused by the
 * server's `accepted` flag or by the merchant's configuration (§6), with the Canadian Visa debit
 * message when that is the reason; not verified unless verificationStatus is VERIFIED (a card whose
 * status is missing is not verified: nothing vouches for it).
 */
export const CAROUSEL_UNAVAILABLE_RULES: readonly UnavailableRule[] = [
  { key: 'card:carousel.expired', spec: '§2 expired', applies: expired, editLink: false },
  { key: 'card:carousel.failed3ds', spec: '§2 3-D Secure failed', applies: (card) => card.failed3ds, editLink: false },
  {
    key: 'card:carousel.suspended',
    spec: 'beyond the spec: suspended through the portal’s card controls',
    applies: (card) => card.suspended,
    editLink: false,
  },
  {
    key: 'card:acceptance.canadianVisaDebitNotAccepted',
    spec: '§8 not accepted by the merchant (Canadian Visa debit)',
    applies: (card, { config }) =>
      cardAcceptanceVerdict(card, config) === 'card:acceptance.canadianVisaDebitNotAccepted',
    editLink: false,
  },
  {
    key: 'card:acceptance.brandNotAccepted',
    spec: '§2 the brand is not accepted by the merchant',
    applies: (card, { config }) =>
      !card.accepted || cardAcceptanceVerdict(card, config) === 'card:acceptance.brandNotAccepted',
    editLink: false,
  },
  {
    key: 'card:carousel.notVerified',
    spec: '§2 verificationStatus is not VERIFIED',
    applies: (card) => card.verificationStatus !== CARD_VERIFIED_STATUS,
    editLink: true,
  },
];

export interface CarouselCardState {
  readonly available: boolean;
  /** §8: the overlay message of a greyed card. */
  readonly message: MessageKey | null;
  /** §2: the Edit card link of a card that is not verified, to its edit route. */
  readonly editCard: { readonly label: 'card:carousel.editCard'; readonly route: string } | null;
  /** §2: expiring within the current or next month (an expired card is not "will expire"). */
  readonly willExpire: boolean;
}

/** §2 Card carousel: whether the card can be chosen, why not, and its will-expire flag. */
export function carouselCardState(card: CarouselCard, context: CarouselContext): CarouselCardState {
  const rule = CAROUSEL_UNAVAILABLE_RULES.find((r) => r.applies(card, context));
  const date = embeddedCardExpiry(card);
  return {
    available: rule === undefined,
    message: rule?.key ?? null,
    editCard: rule?.editLink
      ? { label: 'card:carousel.editCard', route: `editCard/${encodeURIComponent(card.id)}` }
      : null,
    willExpire: rule?.key !== 'card:carousel.expired' && date !== null && isExpiringSoon(date, context.now),
  };
}

export type CarouselArt =
  | { readonly kind: 'generic'; readonly width: number; readonly height: number }
  | { readonly kind: 'art'; readonly file: string; readonly width: number; readonly height: number };

/**
 * §2: a generic image is used when the art is vertical and the card is unavailable. It is also used
 * when the card has no art at all, so every card shows an image. The generic image has the default
 * size (§3, §9).
 */
export function carouselCardArt(
  card: Pick<EmbeddedCard, 'cardArts'>,
  available: boolean,
  devicePixelRatio: number,
): CarouselArt {
  const art = card.cardArts?.cardArt[0];
  const width = art?.width ?? CARD_ART_DEFAULT_SIZE.width;
  const height = art?.height ?? CARD_ART_DEFAULT_SIZE.height;
  if (art === undefined || (!available && isVerticalArt({ width, height }))) {
    return { kind: 'generic', width: CARD_ART_DEFAULT_SIZE.width, height: CARD_ART_DEFAULT_SIZE.height };
  }
  return { kind: 'art', file: cardArtForScreen(art.baseImageFileName, devicePixelRatio), width, height };
}

// What home's card list shows of each card (§3 Card in the portal, derived display; §4 Card defaults;
// §9 expiring soon), composed from the card rules of @portal/domain: this file restates none of them.
import {
  CARD_ART_DEFAULT_SIZE,
  cardArtSources,
  isExpiringSoon,
  portalCardLens,
  portalCardView,
  primaryFirst,
  type CardMessage,
  type CardText,
  type PortalCard,
} from '@portal/domain/card';
import type { MessageKey } from '@portal/domain/text';

export interface CardTileView {
  readonly panGuid: string;
  /** §3 title: the nickname, or §4's default (brand word plus last four), a message to translate. */
  readonly title: CardText;
  /** §3 cardNumber, `•••• 1234`: seen, not heard. */
  readonly cardNumber: string;
  /** What a screen reader hears instead: "Card ending in 1234". */
  readonly cardNumberLabel: CardMessage;
  /** §3 expiry, `MM/YY`, and the month it names as a `<time>` value (`2027-09`). */
  readonly expiry: string;
  readonly expiryMonth: string;
  /** §9: under 2 months left. */
  readonly expiringSoon: boolean;
  /** §3 cardType: 'Primary' for the primary card. */
  readonly cardType: MessageKey | null;
  /** The art in both §3 sizes (the browser picks by pixel ratio, as §9 does), or null without art. */
  readonly art: { readonly src: string; readonly srcSet: string } | null;
}

/** §3, §9: the default art size, so a tile keeps its place while its image loads. */
export const CARD_ART_SIZE = CARD_ART_DEFAULT_SIZE;

/**
 * The tiles of a list answer, primary first (§4 "The primary card is moved to the front"), judged on
 * `now`; the art lives among the issuer's assets under `assetBase` (§3 "art name plus issuer suffix").
 */
export function cardTiles(cards: readonly PortalCard[], now: Date, assetBase: string): CardTileView[] {
  return primaryFirst(cards, portalCardLens<PortalCard>()).map((card) => {
    // The pixel ratio is the browser's choice from srcSet, so the view's own single image is not used.
    const view = portalCardView(card, 1);
    const art = card.cardArtFileName?.trim();
    return {
      panGuid: card.panGuid,
      title: view.title,
      cardNumber: view.cardNumber,
      cardNumberLabel: view.cardNumberLabel,
      expiry: view.expiry,
      expiryMonth: `${String(card.expirationYear).padStart(4, '0')}-${String(card.expirationMonth).padStart(2, '0')}`,
      expiringSoon: isExpiringSoon({ month: card.expirationMonth, year: card.expirationYear }, now),
      cardType: view.cardType,
      art: art ? cardArtSources(art, assetBase) : null,
    };
  });
}

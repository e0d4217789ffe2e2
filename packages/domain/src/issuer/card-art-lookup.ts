// §3 card art lookup (cardArtAccountNumber in; image, width and height out) answered from the issuer's
// configuration: the narrowest BIN range that holds the card's BIN names its art, else the default.
import { CARD_ART_DEFAULT_SIZE, cardArtFile } from '../card/card-art';
import { narrowestHolding } from './bin-ranges';
import type { IssuerCardArt, IssuerConfig } from './issuer';

/** The art a card carries: its base name (§3 files `<image>_web_1x.png`, `_web_2x.png`) and 1x size. */
export interface CardArtChoice {
  readonly image: string;
  readonly width: number;
  readonly height: number;
}

const sized = (image: string, art: Pick<IssuerCardArt, 'width' | 'height'> | undefined): CardArtChoice => ({
  image,
  width: art?.width ?? CARD_ART_DEFAULT_SIZE.width,
  height: art?.height ?? CARD_ART_DEFAULT_SIZE.height,
});

/**
 * The card art for a BIN (`bankIdentifier`, §3 Card in the portal; the first six digits of anything
 * longer, such as the lookup's full cardArtAccountNumber, already normalised).
 *
 * - The narrowest range that holds the BIN wins: a single premium BIN beats its brand's 4xxxxx. The
 *   schema keeps ranges of different arts nested or apart, so that range is one; for a configuration
 *   that bypassed it, the first listed of equally narrow ranges wins.
 * - No range holds it (or it is not six digits): `defaultCardArt`, at the size a cardArts entry of the
 *   same name gives, else §9's 164x105.
 * - Null only when the issuer has no art for it at all (no range holds it and there is no default).
 *
 * Pure and total: never throws, whatever the text.
 */
export function cardArtFor(
  issuer: Pick<IssuerConfig, 'cardArts' | 'defaultCardArt'>,
  bankIdentifier: string,
): CardArtChoice | null {
  const arts = issuer.cardArts ?? [];
  const best = narrowestHolding(arts, bankIdentifier);
  if (best) return sized(best.image, best);
  const fallback = issuer.defaultCardArt;
  return fallback === undefined
    ? null
    : sized(
        fallback,
        arts.find((art) => art.image === fallback),
      );
}

/**
 * Every card art file an issuer's configuration names, with the field that names it: each art and the
 * default, at 1x and 2x (§3 `<image>_web_1x.png`, `_web_2x.png`). The issuers build checks they exist.
 */
export function cardArtFilesOf(
  issuer: Pick<IssuerConfig, 'cardArts' | 'defaultCardArt'>,
): { field: string; file: string }[] {
  const named = (issuer.cardArts ?? []).map((art, i) => ({ field: `cardArts.${i}.image`, image: art.image }));
  if (issuer.defaultCardArt !== undefined) named.push({ field: 'defaultCardArt', image: issuer.defaultCardArt });
  return named.flatMap(({ field, image }) =>
    (['1x', '2x'] as const).map((ratio) => ({ field, file: cardArtFile(image, ratio) })),
  );
}

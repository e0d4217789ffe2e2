// §3 card art lookup (cardArtAccountNumber in; image, width and height out) answered from the issuer's
// configuration: the narrowest BIN range that holds the card's BIN names its art, else the default.
import { CARD_ART_DEFAULT_SIZE, cardArtFile } from '../card/card-art';
import type { IssuerCardArt, IssuerConfig } from './issuer';

/** The art a card carries: its base name (§3 files `<image>_web_1x.png`, `_web_2x.png`) and 1x size. */
export interface CardArtChoice {
  readonly image: string;
  readonly width: number;
  readonly height: number;
}

/** The BIN: the first six digits. A full card number or a longer BIN works as well as the six. */
const LEADING_BIN = /^[0-9]{6}/;

/** How many BINs a range holds less one: the smaller, the more specific the range. */
const span = (range: { readonly from: string; readonly to: string }) => Number(range.to) - Number(range.from);

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
  const bin = LEADING_BIN.exec(bankIdentifier)?.[0];
  let best: { art: IssuerCardArt; span: number } | null = null;
  if (bin !== undefined) {
    for (const art of arts) {
      for (const range of art.binRanges) {
        // Six digits on both sides, so comparing the text compares the numbers.
        if (range.from <= bin && bin <= range.to && (best === null || span(range) < best.span))
          best = { art, span: span(range) };
      }
    }
  }
  if (best) return sized(best.art.image, best.art);
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

// Card art (spec §3 card art lookup, §9): file names by pixel ratio, the default size, and the lookup's request and response.
import * as v from 'valibot';
import { CardNumberSchema } from './card-number';
import { pixelRatio, type PixelRatio } from '../issuer/device';

export const CARD_ART_MESSAGE_KEYS = ['card:data.invalidCardArt'] as const;

const ART = 'card:data.invalidCardArt';

/** §3, §9: the size card art is drawn at when the lookup gives none. */
export const CARD_ART_DEFAULT_SIZE = { width: 164, height: 105 } as const;

/** §3: card art file names end `_web_1x.png` or `_web_2x.png`. */
export const CARD_ART_SUFFIX: Readonly<Record<PixelRatio, string>> = { '1x': '_web_1x.png', '2x': '_web_2x.png' };
const ANY_SUFFIX = /_web_[12]x\.png$/u;

/** A name with or without its §3 ending, reduced to the base name (so both forms of a server's name work). */
export function cardArtBaseName(name: string): string {
  return name.replace(ANY_SUFFIX, '');
}

/** §3: the art file for a pixel ratio, such as `visa-gold_web_2x.png`. */
export function cardArtFile(name: string, ratio: PixelRatio): string {
  return `${cardArtBaseName(name)}${CARD_ART_SUFFIX[ratio]}`;
}

/** §3, §9: the art file for the screen's device pixel ratio (2x above 1, through device.ts). */
export function cardArtForScreen(name: string, devicePixelRatio: number): string {
  return cardArtFile(name, pixelRatio(devicePixelRatio));
}

/** Both files for an `<img>`: the 1x file as `src` and both in `srcSet`, so the browser picks as §9 does. */
export function cardArtSources(name: string, baseUrl = ''): { src: string; srcSet: string } {
  const ratios: readonly PixelRatio[] = ['1x', '2x'];
  return {
    src: `${baseUrl}${cardArtFile(name, '1x')}`,
    srcSet: ratios.map((ratio) => `${baseUrl}${cardArtFile(name, ratio)} ${ratio}`).join(', '),
  };
}

const dimension = v.optional(v.pipe(v.number(ART), v.integer(ART), v.minValue(1, ART)));

/** §7 Card art: POST /issuer-controller/v1/issuer/cardart with cardArtAccountNumber (a full, valid number). */
export const CardArtRequestSchema = v.object({ cardArtAccountNumber: CardNumberSchema });

/** §3, §7: one image of the lookup's answer; a missing size is the default 164x105. */
const CardArtImageSchema = v.pipe(
  v.object({ imageUrl: v.pipe(v.string(ART), v.nonEmpty(ART)), width: dimension, height: dimension }, ART),
  v.transform(({ imageUrl, width, height }) => ({
    imageUrl,
    width: width ?? CARD_ART_DEFAULT_SIZE.width,
    height: height ?? CARD_ART_DEFAULT_SIZE.height,
  })),
);
export type CardArtImage = v.InferOutput<typeof CardArtImageSchema>;

/** §7 Card art response: the art is `cardArt[0]`, so the list must have one. */
export const CardArtResponseSchema = v.object(
  { cardArt: v.tupleWithRest([CardArtImageSchema], CardArtImageSchema, ART) },
  ART,
);
export type CardArtResponse = v.InferOutput<typeof CardArtResponseSchema>;

/** §7: the image the lookup found (its first). */
export function cardArtOf(response: CardArtResponse): CardArtImage {
  return response.cardArt[0];
}

/** Art taller than wide is drawn for a card held upright. */
export function isVerticalArt(size: { readonly width: number; readonly height: number }): boolean {
  return size.height > size.width;
}

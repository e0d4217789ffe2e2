import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CARD_ART_DEFAULT_SIZE,
  CARD_ART_SUFFIX,
  cardArtBaseName,
  cardArtFile,
  cardArtForScreen,
  cardArtOf,
  CardArtRequestSchema,
  CardArtResponseSchema,
  cardArtSources,
  isVerticalArt,
} from './card-art';
import type { PixelRatio } from '../issuer/device';

describe('§3 card art file names', () => {
  it.each(Object.entries(CARD_ART_SUFFIX) as [PixelRatio, string][])('§3 at %s the name ends %s', (ratio, suffix) => {
    expect(cardArtFile('visa-gold', ratio)).toBe(`visa-gold${suffix}`);
    expect(suffix).toBe(`_web_${ratio}.png`);
  });

  it.each([
    [1, 'visa-gold_web_1x.png'],
    [0.75, 'visa-gold_web_1x.png'],
    [1.25, 'visa-gold_web_2x.png'],
    [2, 'visa-gold_web_2x.png'],
    [3, 'visa-gold_web_2x.png'],
  ])('§9 a device pixel ratio of %d picks %s', (ratio, file) => {
    expect(cardArtForScreen('visa-gold', ratio)).toBe(file);
  });

  it.each([
    ['visa-gold', 'visa-gold'],
    ['visa-gold_web_1x.png', 'visa-gold'],
    ['visa-gold_web_2x.png', 'visa-gold'],
    ['visa-gold_web_3x.png', 'visa-gold_web_3x.png'],
    ['visa_web_2x.png_web_1x.png', 'visa_web_2x.png'],
  ])('the base name of %j is %j', (name, base) => {
    expect(cardArtBaseName(name)).toBe(base);
  });

  it('a name is never suffixed twice: the base name is idempotent and every file has one ending', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom<PixelRatio>('1x', '2x'), (name, ratio) => {
        const base = cardArtBaseName(name);
        expect(cardArtBaseName(base)).toBe(base);
        expect(cardArtFile(cardArtFile(name, '1x'), ratio)).toBe(cardArtFile(name, ratio));
      }),
      { numRuns: 1000 },
    );
  });

  it('gives an <img> both files', () => {
    expect(cardArtSources('visa-gold', '/art/')).toEqual({
      src: '/art/visa-gold_web_1x.png',
      srcSet: '/art/visa-gold_web_1x.png 1x, /art/visa-gold_web_2x.png 2x',
    });
    expect(cardArtSources('visa-gold').src).toBe('visa-gold_web_1x.png');
  });
});

describe('§3, §7 the card art lookup', () => {
  it('§3, §9 the default size is 164x105', () => {
    expect(CARD_ART_DEFAULT_SIZE).toEqual({ width: 164, height: 105 });
  });

  it('§7 the request carries a full valid number, normalised', () => {
    expect(v.parse(CardArtRequestSchema, { cardArtAccountNumber: '4111 1111 1111 1111' })).toEqual({
      cardArtAccountNumber: '4111111111111111',
    });
    expect(v.safeParse(CardArtRequestSchema, { cardArtAccountNumber: '4111' }).issues?.[0].message).toBe(
      'card:number.tooShort',
    );
  });

  it.each([
    [
      { cardArt: [{ imageUrl: 'https://art/a.png', width: 200, height: 126 }] },
      { imageUrl: 'https://art/a.png', width: 200, height: 126 },
    ],
    [{ cardArt: [{ imageUrl: 'https://art/a.png' }] }, { imageUrl: 'https://art/a.png', width: 164, height: 105 }],
    [
      {
        cardArt: [
          { imageUrl: 'first.png', width: 105, height: 164 },
          { imageUrl: 'second.png', width: 1, height: 1 },
        ],
      },
      { imageUrl: 'first.png', width: 105, height: 164 },
    ],
  ])('§7 the art of %j is cardArt[0]: %j', (body, art) => {
    expect(cardArtOf(v.parse(CardArtResponseSchema, body))).toEqual(art);
  });

  it.each([
    [{ cardArt: [] }],
    [{}],
    [{ cardArt: [{ imageUrl: '' }] }],
    [{ cardArt: [{ imageUrl: 'a.png', width: 0 }] }],
    [{ cardArt: [{ imageUrl: 'a.png', height: '105' }] }],
    [null],
  ])('%j is refused with the card art message', (body) => {
    expect(v.safeParse(CardArtResponseSchema, body).issues?.[0].message).toBe('card:data.invalidCardArt');
  });

  it('never throws on any body, and its only message is the card art one', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            cardArt: fc.array(
              fc.record(
                { imageUrl: fc.string(), width: fc.integer(), height: fc.integer() },
                { requiredKeys: ['imageUrl'] },
              ),
            ),
          }),
        ),
        (body) => {
          const result = v.safeParse(CardArtResponseSchema, body);
          for (const issue of result.issues ?? []) expect(issue.message).toBe('card:data.invalidCardArt');
          if (result.success) expect(result.output.cardArt[0].width).toBeGreaterThan(0);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it.each([
    [{ width: 164, height: 105 }, false],
    [{ width: 105, height: 164 }, true],
    [{ width: 100, height: 100 }, false],
  ])('%j is vertical: %s', (size, vertical) => {
    expect(isVerticalArt(size)).toBe(vertical);
  });
});

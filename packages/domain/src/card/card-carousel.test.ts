import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { MerchantCardConfig } from './card-acceptance';
import {
  CARD_CAROUSEL_MESSAGE_KEYS,
  carouselCardArt,
  carouselCardState,
  CAROUSEL_UNAVAILABLE_RULES,
  type CarouselContext,
} from './card-carousel';
import { EmbeddedCardSchema, type EmbeddedCard } from './card-embedded';

const NOW = new Date(2026, 4, 15);
const card = (fields: Record<string, unknown> = {}): EmbeddedCard =>
  v.parse(EmbeddedCardSchema, {
    id: 'card/1',
    lastFourDigits: '1111',
    verificationStatus: 'VERIFIED',
    expirationDate: { month: 12, year: 2030 },
    paymentType: { cardBrand: 'VISA', cardType: 'CREDIT' },
    ...fields,
  });
const context = (config?: MerchantCardConfig): CarouselContext => ({ now: NOW, config });

/** One card for each row of the table: it breaks that row and no earlier one. */
const BREAKS: Record<string, [EmbeddedCard, MerchantCardConfig?]> = {
  'card:carousel.expired': [card({ expired: true })],
  'card:carousel.failed3ds': [card({ failed3ds: true })],
  'card:carousel.suspended': [card({ suspended: true })],
  'card:acceptance.canadianVisaDebitNotAccepted': [
    card({ paymentType: { cardBrand: 'VISA', cardType: 'DEBIT' }, countryOfIssuance: 'CA' }),
    { paymentConstraints: { acceptCanadianVISADebit: false } },
  ],
  'card:acceptance.brandNotAccepted': [card(), { acceptedBrands: ['amex'] }],
  'card:carousel.notVerified': [card({ verificationStatus: 'PENDING' })],
};

describe('§2 Card carousel, §8 overlay messages', () => {
  it.each(CAROUSEL_UNAVAILABLE_RULES.map((rule) => [rule.spec, rule] as const))(
    '%s greys the card with its message',
    (_spec, rule) => {
      const [unavailable, config] = BREAKS[rule.key] ?? [card()];
      const state = carouselCardState(unavailable, context(config));
      expect(state.available).toBe(false);
      expect(state.message).toBe(rule.key);
      expect(state.editCard !== null).toBe(rule.editLink);
    },
  );

  it('§2 checks in the spec order: expired, 3-D Secure, suspended (beyond the spec), acceptance, verification', () => {
    expect(CAROUSEL_UNAVAILABLE_RULES.map((rule) => rule.key)).toEqual([
      'card:carousel.expired',
      'card:carousel.failed3ds',
      'card:carousel.suspended',
      'card:acceptance.canadianVisaDebitNotAccepted',
      'card:acceptance.brandNotAccepted',
      'card:carousel.notVerified',
    ]);
    const everything = card({ expired: true, failed3ds: true, verificationStatus: 'FAILED' });
    expect(carouselCardState(everything, context({ acceptedBrands: ['amex'] })).message).toBe('card:carousel.expired');
  });

  it('a usable card has no overlay', () => {
    expect(carouselCardState(card(), context())).toEqual({
      available: true,
      message: null,
      editCard: null,
      willExpire: false,
    });
  });

  it.each<[string, EmbeddedCard, MerchantCardConfig | undefined, string]>([
    [
      'an expiry date in the past',
      card({ expirationDate: { month: 4, year: 2026 } }),
      undefined,
      'card:carousel.expired',
    ],
    [
      'an MMYY expiry in the past',
      card({ expirationDate: undefined, expiry: '0126' }),
      undefined,
      'card:carousel.expired',
    ],
    ['the server refusing it', card({ accepted: false }), undefined, 'card:acceptance.brandNotAccepted'],
    ['no verification status', card({ verificationStatus: undefined }), undefined, 'card:carousel.notVerified'],
  ])('§2 %s greys the card', (_what, unavailable, config, message) => {
    expect(carouselCardState(unavailable, context(config)).message).toBe(message);
  });

  it('§2 only a card that is not verified gets the Edit card link, to its edit route', () => {
    expect(carouselCardState(card({ verificationStatus: 'PENDING' }), context()).editCard).toEqual({
      label: 'card:carousel.editCard',
      route: 'editCard/card%2F1',
    });
  });

  it.each<[Record<string, unknown>, boolean]>([
    [{ expirationDate: { month: 5, year: 2026 } }, true],
    [{ expirationDate: { month: 6, year: 2026 } }, true],
    [{ expirationDate: { month: 7, year: 2026 } }, false],
    [{ expirationDate: { month: 4, year: 2026 } }, false],
    [{ expirationDate: undefined, expiry: '0626' }, true],
    [{ expirationDate: undefined }, false],
    [{ expirationDate: { month: 5, year: 2026 }, expired: true }, false],
  ])('§2 a card with %j will expire: %s', (fields, flagged) => {
    expect(carouselCardState(card(fields), context()).willExpire).toBe(flagged);
  });

  it('never throws on any card the schema reads, and answers a listed message', () => {
    const cards = fc
      .record({
        expired: fc.boolean(),
        failed3ds: fc.boolean(),
        suspended: fc.boolean(),
        accepted: fc.boolean(),
        verificationStatus: fc.constantFrom('VERIFIED', 'PENDING', undefined),
        expiry: fc.stringMatching(/^\d{4}$/),
        paymentType: fc.record({
          cardBrand: fc.constantFrom('VISA', 'AMEX', 'JCB'),
          cardType: fc.constantFrom('DEBIT', 'CREDIT'),
        }),
        countryOfIssuance: fc.constantFrom('CA', 'US'),
      })
      .map((fields) => card({ ...fields, expirationDate: undefined }));
    const configs = fc.constantFrom<MerchantCardConfig | undefined>(
      undefined,
      { acceptedBrands: ['visa'] },
      { paymentConstraints: { acceptCanadianVISADebit: false } },
    );
    fc.assert(
      fc.property(cards, configs, fc.date({ noInvalidDate: true }), (saved, config, now) => {
        const state = carouselCardState(saved, { config, now });
        expect(state.available).toBe(state.message === null);
        if (state.message !== null) expect(CARD_CAROUSEL_MESSAGE_KEYS).toContain(state.message);
        expect(state.editCard === null || state.message === 'card:carousel.notVerified').toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('§2 the carousel card image', () => {
  const art = (width: number, height: number) => ({
    cardArts: { cardArt: [{ baseImageFileName: 'gold', width, height }] },
  });

  it.each<[string, Record<string, unknown>, boolean, string]>([
    ['landscape art, available', art(164, 105), true, 'art'],
    ['landscape art, unavailable', art(164, 105), false, 'art'],
    ['vertical art, available', art(105, 164), true, 'art'],
    ['vertical art, unavailable', art(105, 164), false, 'generic'],
    ['no art', {}, true, 'generic'],
    ['an empty art list', { cardArts: { cardArt: [] } }, true, 'generic'],
  ])('§2 %s: %s image', (_what, fields, available, kind) => {
    expect(carouselCardArt(card(fields), available, 1).kind).toBe(kind);
  });

  it('§3, §9 the art file follows the pixel ratio; a missing size is the default 164x105', () => {
    expect(carouselCardArt(card(art(200, 126)), true, 2)).toEqual({
      kind: 'art',
      file: 'gold_web_2x.png',
      width: 200,
      height: 126,
    });
    expect(carouselCardArt(card({ cardArts: { cardArt: [{ baseImageFileName: 'gold' }] } }), true, 1)).toEqual({
      kind: 'art',
      file: 'gold_web_1x.png',
      width: 164,
      height: 105,
    });
    expect(carouselCardArt(card(), false, 1)).toEqual({ kind: 'generic', width: 164, height: 105 });
  });
});

import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { testIssuer } from '../../testing';
import { CARD_ART_DEFAULT_SIZE } from '../card/card-art';
import { cardArtFilesOf, cardArtFor } from './card-art-lookup';
import { IssuerConfigSchema, type IssuerCardArt } from './issuer';

const range = (from: string, to = from) => ({ from, to });

/** The demo issuers' table, as issuers/<id>/issuer.json has it, with acme's premium BIN. */
const BANK = {
  defaultCardArt: 'bank-card',
  cardArts: [
    { image: 'bank-visa', binRanges: [range('400000', '499999')], width: 164, height: 105 },
    { image: 'bank-visa-signature', binRanges: [range('411111')], width: 164, height: 105 },
    { image: 'bank-mastercard', binRanges: [range('510000', '559999'), range('222100', '272099')] },
    { image: 'bank-amex', binRanges: [range('340000', '349999'), range('370000', '379999')] },
    {
      image: 'bank-discover',
      binRanges: [range('601100', '601199'), range('644000', '649999'), range('650000', '659999')],
    },
    { image: 'bank-upright', binRanges: [range('999999')], width: 105, height: 164 },
  ],
} satisfies Parameters<typeof cardArtFor>[0];

const image = (bin: string, issuer: Parameters<typeof cardArtFor>[0] = BANK) => cardArtFor(issuer, bin)?.image ?? null;

describe('§3 card art lookup: the narrowest BIN range that holds the BIN wins', () => {
  it('the table is one the issuer schema accepts', () => {
    expect(v.safeParse(IssuerConfigSchema, { ...testIssuer(), ...BANK }).success).toBe(true);
  });

  it.each<[string, string]>([
    ['400000', 'bank-visa'],
    ['499999', 'bank-visa'],
    ['411110', 'bank-visa'],
    ['411111', 'bank-visa-signature'],
    ['411112', 'bank-visa'],
    ['510000', 'bank-mastercard'],
    ['559999', 'bank-mastercard'],
    ['222100', 'bank-mastercard'],
    ['272099', 'bank-mastercard'],
    ['340000', 'bank-amex'],
    ['379999', 'bank-amex'],
    ['601100', 'bank-discover'],
    ['644000', 'bank-discover'],
    ['659999', 'bank-discover'],
  ])('%s is %s', (bin, art) => {
    expect(image(bin)).toBe(art);
  });

  it.each([
    '222099',
    '272100',
    '500000',
    '560000',
    '350000',
    '360000',
    '601000',
    '601200',
    '643999',
    '660000',
    '000000',
    '300000',
  ])('%s is in no range: the default', (bin) => {
    expect(image(bin)).toBe('bank-card');
  });

  it('a premium BIN wins whatever order the arts are listed in', () => {
    const reversed = { ...BANK, cardArts: [...BANK.cardArts].reverse() };
    expect(image('411111', reversed)).toBe('bank-visa-signature');
    expect(image('411112', reversed)).toBe('bank-visa');
  });

  it('gives the size the art is configured at, else §9 164x105', () => {
    expect(cardArtFor(BANK, '411111')).toEqual({ image: 'bank-visa-signature', width: 164, height: 105 });
    expect(cardArtFor(BANK, '510000')).toEqual({ image: 'bank-mastercard', ...CARD_ART_DEFAULT_SIZE });
    expect(cardArtFor(BANK, '999999')).toEqual({ image: 'bank-upright', width: 105, height: 164 });
  });

  it('the default is §9 164x105, or the size of a cardArts entry of the same name', () => {
    expect(cardArtFor(BANK, '000000')).toEqual({ image: 'bank-card', width: 164, height: 105 });
    expect(cardArtFor({ ...BANK, defaultCardArt: 'bank-upright' }, '000000')).toEqual({
      image: 'bank-upright',
      width: 105,
      height: 164,
    });
  });

  it('reads the BIN from the start of a full card number or a longer BIN', () => {
    expect(image('4111111111111111')).toBe('bank-visa-signature');
    expect(image('41111234')).toBe('bank-visa');
    expect(image('378282246310005')).toBe('bank-amex');
  });

  it.each(['', '4', '41111', '4111 1111 1111 1111', ' 411111', 'abcdef', '４１１１１１'])(
    '%j is not a BIN: the default',
    (text) => {
      expect(image(text)).toBe('bank-card');
    },
  );

  it('null when the issuer has no card art at all; an issuer with only a default gives it to every card', () => {
    expect(cardArtFor({}, '411111')).toBeNull();
    expect(cardArtFor({ cardArts: [] }, '411111')).toBeNull();
    expect(cardArtFor({ defaultCardArt: 'plain' }, '411111')).toEqual({ image: 'plain', width: 164, height: 105 });
  });

  it('null for a BIN no range holds when a configuration that skipped the schema has no default', () => {
    expect(cardArtFor({ cardArts: BANK.cardArts }, '000000')).toBeNull();
    expect(image('411111', { cardArts: BANK.cardArts })).toBe('bank-visa-signature');
  });
});

describe('§3 card art lookup, for any table and any BIN (fast-check)', () => {
  const binNumber = fc.integer({ min: 0, max: 999_999 });
  const bin = binNumber.map((n) => String(n).padStart(6, '0'));
  const binRange = fc
    .tuple(binNumber, binNumber)
    .map(([x, y]) => ({ from: String(Math.min(x, y)).padStart(6, '0'), to: String(Math.max(x, y)).padStart(6, '0') }));
  const name = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,11}$/);
  const art: fc.Arbitrary<IssuerCardArt> = fc.record(
    {
      image: name,
      binRanges: fc.array(binRange, { minLength: 1, maxLength: 4 }),
      width: fc.integer({ min: 1, max: 400 }),
      height: fc.integer({ min: 1, max: 400 }),
    },
    { requiredKeys: ['image', 'binRanges'] },
  );
  /** Any table, checked by the schema or not: ranges may overlap, names repeat, the default be missing. */
  const issuer = fc.record({ cardArts: fc.array(art, { maxLength: 6 }), defaultCardArt: name }, { requiredKeys: [] });

  const holds = (r: { from: string; to: string }, b: string) =>
    Number(r.from) <= Number(b) && Number(b) <= Number(r.to);
  const width = (r: { from: string; to: string }) => Number(r.to) - Number(r.from);

  it('picks an art with the narrowest range that holds the BIN; with none, the default; never another name', () => {
    fc.assert(
      fc.property(issuer, bin, (config, b) => {
        const arts = config.cardArts ?? [];
        const result = cardArtFor(config, b);
        const holding = arts.flatMap((a) =>
          a.binRanges.filter((r) => holds(r, b)).map((r) => ({ art: a, span: width(r) })),
        );
        if (holding.length === 0) {
          expect(result?.image ?? null).toBe(config.defaultCardArt ?? null);
          return;
        }
        const narrowest = Math.min(...holding.map((h) => h.span));
        // The winner is the first listed art with a range that narrow (ties only where the schema was skipped).
        const winner = holding.find((h) => h.span === narrowest)?.art;
        expect(result).toEqual({ image: winner?.image, width: winner?.width ?? 164, height: winner?.height ?? 105 });
      }),
      { numRuns: 2000 },
    );
  });

  it('the result is always one of the issuer names or the default, at a positive size, and null only without any art', () => {
    fc.assert(
      fc.property(issuer, bin, (config, b) => {
        const result = cardArtFor(config, b);
        const names = [
          ...(config.cardArts ?? []).map((a) => a.image),
          ...(config.defaultCardArt === undefined ? [] : [config.defaultCardArt]),
        ];
        if (result === null) {
          expect(config.defaultCardArt).toBeUndefined();
        } else {
          expect(names).toContain(result.image);
          expect(result.width).toBeGreaterThan(0);
          expect(result.height).toBeGreaterThan(0);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('a single BIN inside a broader range wins for that BIN and only for it, in any order', () => {
    fc.assert(
      fc.property(binRange, binNumber, binNumber, fc.boolean(), (broad, a, b, premiumFirst) => {
        const lo = Number(broad.from);
        const hi = Number(broad.to);
        fc.pre(hi > lo);
        const premiumBin = String(lo + (a % (hi - lo + 1))).padStart(6, '0');
        const other = String(lo + (b % (hi - lo + 1))).padStart(6, '0');
        fc.pre(other !== premiumBin);
        const arts = [
          { image: 'brand', binRanges: [broad] },
          { image: 'premium', binRanges: [range(premiumBin)] },
        ];
        const config = { cardArts: premiumFirst ? arts.reverse() : arts, defaultCardArt: 'plain' };
        expect(v.safeParse(IssuerConfigSchema, { ...testIssuer(), ...config }).success).toBe(true);
        expect(image(premiumBin, config)).toBe('premium');
        expect(image(other, config)).toBe('brand');
      }),
      { numRuns: 1000 },
    );
  });

  it('on a table the schema accepts, the art does not depend on the order of the list', () => {
    fc.assert(
      fc.property(issuer, bin, (config, b) => {
        const parsed = v.safeParse(IssuerConfigSchema, { ...testIssuer(), ...config });
        fc.pre(parsed.success);
        if (!parsed.success) return;
        const reversed = { ...parsed.output, cardArts: [...(parsed.output.cardArts ?? [])].reverse() };
        expect(cardArtFor(reversed, b)).toEqual(cardArtFor(parsed.output, b));
      }),
      { numRuns: 500 },
    );
  });

  it('never throws, for any 6-digit BIN and for any text at all', () => {
    fc.assert(
      fc.property(issuer, fc.oneof(bin, fc.string(), fc.stringMatching(/^[0-9]{0,19}$/)), (config, text) => {
        expect(() => cardArtFor(config, text)).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});

describe('§3 the card art files an issuer names', () => {
  it('each art and the default, 1x and 2x, with the field that names them', () => {
    const visa = { image: 'bank-visa', binRanges: [range('400000', '499999')] };
    expect(cardArtFilesOf({ cardArts: [visa], defaultCardArt: 'bank-card' })).toEqual([
      { field: 'cardArts.0.image', file: 'bank-visa_web_1x.png' },
      { field: 'cardArts.0.image', file: 'bank-visa_web_2x.png' },
      { field: 'defaultCardArt', file: 'bank-card_web_1x.png' },
      { field: 'defaultCardArt', file: 'bank-card_web_2x.png' },
    ]);
  });

  it('none for an issuer without card art', () => {
    expect(cardArtFilesOf({})).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, luminance, parseHex, TEXT_CONTRAST, themeFromPrimary, toHex } from './theme';

const WHITE = [255, 255, 255] as const;

describe('hex colours', () => {
  it.each<[string, readonly [number, number, number]]>([
    ['#0b5cab', [11, 92, 171]],
    ['0B5CAB', [11, 92, 171]],
    ['#fff', [255, 255, 255]],
    ['#0008', [0, 0, 0]],
    ['#0b5cabff', [11, 92, 171]],
    ['  #000000 ', [0, 0, 0]],
  ])('parses %s', (hex, rgb) => {
    expect(parseHex(hex)).toEqual(rgb);
  });

  it.each(['', '#12', '#ggg', 'blue', '#12345', '#12345g'])('rejects %j', (hex) => {
    expect(() => parseHex(hex)).toThrow(/not a hex colour/);
  });

  it('writes a colour as lower-case hex, rounding and clamping each channel', () => {
    expect(toHex([11, 92, 171])).toBe('#0b5cab');
    expect(toHex([10.4, 10.6, 300])).toBe('#0a0bff');
    expect(toHex([-5, 0, 255])).toBe('#0000ff');
  });

  it('round-trips any six-digit hex', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^#[0-9a-f]{6}$/), (hex) => {
        expect(toHex(parseHex(hex))).toBe(hex);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('WCAG contrast', () => {
  it('black on white is 21:1 and a colour on itself 1:1', () => {
    expect(contrastRatio([0, 0, 0], WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrastRatio([11, 92, 171], [11, 92, 171])).toBe(1);
    expect(luminance(WHITE)).toBeCloseTo(1, 10);
    expect(luminance([0, 0, 0])).toBe(0);
  });

  it('#767676 on white is the familiar 4.54:1', () => {
    expect(contrastRatio([0x76, 0x76, 0x76], WHITE)).toBeCloseTo(4.54, 2);
  });
});

describe('§1 the issuer theme keeps AA contrast whatever the primary colour', () => {
  it('keeps a primary that already reads on white, with white text on it', () => {
    expect(themeFromPrimary('#0b5cab')).toEqual({
      '--portal-primary': '#0b5cab',
      '--portal-primary-strong': '#0b5cab',
      '--portal-on-primary': '#ffffff',
      '--portal-primary-tint': '#e7eff7',
    });
  });

  it('darkens a pale primary for text and fills, keeping the configured colour as --portal-primary', () => {
    const theme = themeFromPrimary('#ffeb3b');
    expect(theme['--portal-primary']).toBe('#ffeb3b');
    expect(theme['--portal-primary-strong']).not.toBe('#ffeb3b');
    expect(contrastRatio(parseHex(theme['--portal-primary-strong']), WHITE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  // #0080f3 darkens to an unrounded colour just above 4.5:1 whose rounded hex, #0076e0, is 4.499:1.
  it.each(['#0080f3', '#0081f0', '#8cfdca'])(
    'the strong colour written for %s still reads on white after rounding to hex',
    (hex) => {
      const strong = parseHex(themeFromPrimary(hex)['--portal-primary-strong']);
      expect(contrastRatio(strong, WHITE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    },
  );

  it('handles pure white', () => {
    const theme = themeFromPrimary('#ffffff');
    expect(contrastRatio(parseHex(theme['--portal-primary-strong']), WHITE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(theme['--portal-primary-tint']).toBe('#ffffff');
  });

  it('for any 6-digit hex: the strong colour reads on white and the on-primary colour reads on it (4.5:1)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^#[0-9a-fA-F]{6}$/), (hex) => {
        const theme = themeFromPrimary(hex);
        const strong = parseHex(theme['--portal-primary-strong']);
        const on = parseHex(theme['--portal-on-primary']);
        expect(contrastRatio(strong, WHITE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        expect(contrastRatio(on, strong)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        expect(theme['--portal-primary']).toBe(hex.toLowerCase());
      }),
      { numRuns: 1000 },
    );
  });

  it('the tint is paler than the primary, never darker', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^#[0-9a-f]{6}$/), (hex) => {
        const theme = themeFromPrimary(hex);
        expect(luminance(parseHex(theme['--portal-primary-tint']))).toBeGreaterThanOrEqual(luminance(parseHex(hex)));
      }),
      { numRuns: 1000 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assetFileName,
  DEVICE_BREAKPOINTS,
  deviceType,
  pixelRatio,
  responsiveSources,
  type DeviceType,
  type PixelRatio,
} from './device';

const ORDER: Record<DeviceType, number> = { mobile: 0, tab: 1, pc: 2 };

describe('§9 device type by screen width', () => {
  it.each<[number, DeviceType]>([
    [0, 'mobile'],
    [1, 'mobile'],
    [320, 'mobile'],
    [419, 'mobile'],
    [419.99, 'mobile'],
    [420, 'tab'],
    [768, 'tab'],
    [1024, 'tab'],
    [1024.5, 'tab'],
    [1025, 'pc'],
    [1280, 'pc'],
    [3840, 'pc'],
  ])('a width of %d is %s', (width, expected) => {
    expect(deviceType(width)).toBe(expected);
  });

  it('§9 breakpoints are 420 (mobile) and 1025 (tab)', () => {
    expect(DEVICE_BREAKPOINTS).toEqual([
      { device: 'mobile', below: 420 },
      { device: 'tab', below: 1025 },
    ]);
  });

  it('is total: any number, even NaN or an infinity, gives one of the three types', () => {
    fc.assert(
      fc.property(fc.double(), (width) => {
        expect(['mobile', 'tab', 'pc']).toContain(deviceType(width));
      }),
      { numRuns: 1000 },
    );
  });

  it('is monotone: a wider screen never gets a smaller device type', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        expect(ORDER[deviceType(narrow)]).toBeLessThanOrEqual(ORDER[deviceType(wide)]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('§9 pixel ratio: 2x if above 1', () => {
  it.each<[number, PixelRatio]>([
    [0, '1x'],
    [0.75, '1x'],
    [1, '1x'],
    [1.01, '2x'],
    [1.5, '2x'],
    [2, '2x'],
    [3, '2x'],
  ])('a device pixel ratio of %d uses %s assets', (ratio, expected) => {
    expect(pixelRatio(ratio)).toBe(expected);
  });
});

describe('§3 asset names: <name>_<device>_<ratio>.<ext>', () => {
  it.each<[string, DeviceType, PixelRatio, string, string]>([
    ['jumbotron-1', 'pc', '2x', 'png', 'jumbotron-1_pc_2x.png'],
    ['jumbotron-1', 'pc', '1x', 'png', 'jumbotron-1_pc_1x.png'],
    ['jumbotron-2', 'tab', '1x', 'jpg', 'jumbotron-2_tab_1x.jpg'],
    ['jumbotron-3', 'tab', '2x', 'webp', 'jumbotron-3_tab_2x.webp'],
    ['marketing-banner', 'mobile', '1x', 'png', 'marketing-banner_mobile_1x.png'],
    ['marketing-banner', 'mobile', '2x', 'svg', 'marketing-banner_mobile_2x.svg'],
  ])('%s for %s at %s in %s is %s', (name, device, ratio, ext, expected) => {
    expect(assetFileName(name, device, ratio, ext)).toBe(expected);
  });

  it('lists one source per device type, each with its 1x and 2x files', () => {
    expect(responsiveSources('/issuer-assets/', 'jumbotron-1', 'png')).toEqual([
      {
        device: 'mobile',
        media: '(width < 420px)',
        srcSet: '/issuer-assets/jumbotron-1_mobile_1x.png 1x, /issuer-assets/jumbotron-1_mobile_2x.png 2x',
      },
      {
        device: 'tab',
        media: '(width < 1025px)',
        srcSet: '/issuer-assets/jumbotron-1_tab_1x.png 1x, /issuer-assets/jumbotron-1_tab_2x.png 2x',
      },
      {
        device: 'pc',
        media: 'all',
        srcSet: '/issuer-assets/jumbotron-1_pc_1x.png 1x, /issuer-assets/jumbotron-1_pc_2x.png 2x',
      },
    ]);
  });

  /** Evaluates the media queries responsiveSources writes: `(width < Npx)` or `all`. */
  const mediaMatches = (media: string, width: number): boolean => {
    if (media === 'all') return true;
    const below = /^\(width < (\d+)px\)$/.exec(media);
    if (!below) throw new Error(`unexpected media query ${media}`);
    return width < Number(below[1]);
  };

  /** The browser takes the first <source> whose media matches. */
  const picked = (width: number) =>
    responsiveSources('/a/', 'jumbotron-1', 'png').find((s) => mediaMatches(s.media, width))?.device;

  it('§9 the first matching source is, for every whole-pixel width, the device type deviceType gives', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (width) => {
        expect(picked(width)).toBe(deviceType(width));
      }),
      { numRuns: 1000 },
    );
  });

  it('§9 and for fractional widths (a zoomed page), including either side of each breakpoint', () => {
    for (const width of [419, 419.5, 419.99, 420, 1024.5, 1024.99, 1025]) expect(picked(width)).toBe(deviceType(width));
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10_000, noNaN: true }), (width) => {
        expect(picked(width)).toBe(deviceType(width));
      }),
      { numRuns: 1000 },
    );
  });
});

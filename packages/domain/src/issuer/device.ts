// Device type, pixel ratio and asset names: spec §3 Assets and §9 (device type by screen width:
// under 420 mobile, under 1025 tab, otherwise pc; pixel ratio 2x if above 1).
export type DeviceType = 'mobile' | 'tab' | 'pc';
export type PixelRatio = '1x' | '2x';

/** §9 breakpoints: a width below `below` is that device type. */
export const DEVICE_BREAKPOINTS: readonly { device: DeviceType; below: number }[] = [
  { device: 'mobile', below: 420 },
  { device: 'tab', below: 1025 },
];

export function deviceType(width: number): DeviceType {
  return DEVICE_BREAKPOINTS.find((b) => width < b.below)?.device ?? 'pc';
}

export function pixelRatio(devicePixelRatio: number): PixelRatio {
  return devicePixelRatio > 1 ? '2x' : '1x';
}

/** §3 Assets: `<name>_<device>_<ratio>.<ext>`, such as `jumbotron-1_pc_2x.png`. */
export function assetFileName(name: string, device: DeviceType, ratio: PixelRatio, extension: string): string {
  return `${name}_${device}_${ratio}.${extension}`;
}

/**
 * The responsive sources for an image: one per device type, each with its 1x and 2x files. The
 * browser takes the first <source> whose media matches, so `(width < 420px)`, then `(width < 1025px)`,
 * then `all` select exactly what `deviceType` gives at any width, fractional ones included (a zoomed
 * page); `pixelRatio`'s choice is the srcset's 1x/2x.
 */
export function responsiveSources(
  baseUrl: string,
  name: string,
  extension: string,
): { device: DeviceType; media: string; srcSet: string }[] {
  const ranked: { device: DeviceType; media: string }[] = [
    ...DEVICE_BREAKPOINTS.map((b) => ({ device: b.device, media: `(width < ${b.below}px)` })),
    { device: 'pc', media: 'all' },
  ];
  return ranked.map(({ device, media }) => ({
    device,
    media,
    srcSet: (['1x', '2x'] as const)
      .map((r) => `${baseUrl}${assetFileName(name, device, r, extension)} ${r}`)
      .join(', '),
  }));
}

// The issuer theme: CSS custom properties derived from the primary colour (§1), adjusted so text
// and controls keep WCAG 2.2 AA contrast whatever colour an issuer picks.

type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb {
  let h = hex.trim().replace(/^#/, '');
  if (h.length === 3 || h.length === 4) h = [...h.slice(0, 3)].map((c) => c + c).join('');
  h = h.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(h)) throw new Error(`not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [17, 24, 39];

/** The colour as it will be written (#rrggbb): contrast is judged on what the browser paints. */
function rounded(c: Rgb): Rgb {
  return parseHex(toHex(c));
}

/** Mixes a colour towards black until, written as hex, it reaches `ratio` against white. */
function darkenUntil(colour: Rgb, ratio: number): Rgb {
  let c = rounded(colour);
  for (let i = 0; i < 60 && contrastRatio(c, WHITE) < ratio; i++) {
    c = rounded([c[0] * 0.92, c[1] * 0.92, c[2] * 0.92]);
  }
  return c;
}

/** AA for normal text. */
export const TEXT_CONTRAST = 4.5;

/**
 * --portal-primary: the issuer's colour as configured (large surfaces, accents);
 * --portal-primary-strong: darkened, if needed, to read as text or a button fill on white (4.5:1);
 * --portal-on-primary: text drawn on the strong primary;
 * --portal-primary-tint: a pale tint for hover and selected backgrounds.
 */
type ThemeVariable = '--portal-primary' | '--portal-primary-strong' | '--portal-on-primary' | '--portal-primary-tint';
export type Theme = Record<ThemeVariable, string>;

export function themeFromPrimary(primaryHex: string): Theme {
  const primary = parseHex(primaryHex);
  const strong = darkenUntil(primary, TEXT_CONTRAST);
  const onPrimary = contrastRatio(strong, WHITE) >= TEXT_CONTRAST ? WHITE : INK;
  const tint: Rgb = [0, 1, 2].map((i) => primary[i]! + (255 - primary[i]!) * 0.9) as unknown as Rgb;
  return {
    '--portal-primary': toHex(primary),
    '--portal-primary-strong': toHex(strong),
    '--portal-on-primary': toHex(onPrimary),
    '--portal-primary-tint': toHex(tint),
  };
}

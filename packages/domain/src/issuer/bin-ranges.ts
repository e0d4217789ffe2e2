// BIN ranges (§3 card art lookup, and the issuer's card products): inclusive ranges of six-digit bank
// identification numbers, the narrowest range that holds a BIN deciding which entry it belongs to.
import * as v from 'valibot';

/** A bank identification number: the first six digits of a card number. */
const BinSchema = v.pipe(v.string('a BIN must be text'), v.regex(/^[0-9]{6}$/, 'a BIN is 6 digits such as 400000'));

/** An inclusive range of BINs: `{ from: '222100', to: '272099' }`, or one BIN when both are the same. */
export const BinRangeSchema = v.pipe(
  v.strictObject({ from: BinSchema, to: BinSchema }),
  // Six digits each, so comparing the text compares the numbers.
  v.check((range) => range.from <= range.to, 'a BIN range must not end before it starts (from <= to)'),
);
export type BinRange = v.InferOutput<typeof BinRangeSchema>;

/** The BIN: the first six digits. A full card number or a longer BIN works as well as the six. */
const LEADING_BIN = /^[0-9]{6}/;

/** How many BINs a range holds less one: the smaller, the more specific the range. */
const span = (range: BinRange) => Number(range.to) - Number(range.from);

/**
 * The entry whose narrowest range holds the BIN (of a card number or BIN, already normalised), or null
 * when none does or the text does not start with six digits. Of equally narrow ranges the first listed
 * wins (the schemas keep ranges of different entries nested or apart, so there is one). Never throws.
 */
export function narrowestHolding<T extends { readonly binRanges: readonly BinRange[] }>(
  entries: readonly T[],
  bankIdentifier: string,
): T | null {
  const bin = LEADING_BIN.exec(bankIdentifier)?.[0];
  if (bin === undefined) return null;
  let best: { entry: T; span: number } | null = null;
  for (const entry of entries) {
    for (const range of entry.binRanges) {
      // Six digits on both sides, so comparing the text compares the numbers.
      if (range.from <= bin && bin <= range.to && (best === null || span(range) < best.span))
        best = { entry, span: span(range) };
    }
  }
  return best?.entry ?? null;
}

const overlaps = (a: BinRange, b: BinRange) => a.from <= b.to && b.from <= a.to;
const inside = (a: BinRange, b: BinRange) => b.from <= a.from && a.to <= b.to && (a.from !== b.from || a.to !== b.to);

/**
 * Two ranges of different entries (named by `nameOf`) that share a BIN without one lying strictly inside
 * the other, as a message, or null. The narrowest range holding a BIN says which entry is the more
 * specific only when ranges of different entries nest (a premium BIN inside its brand's range) or are apart.
 */
export function binRangeConflict<T extends { readonly binRanges: readonly BinRange[] }>(
  entries: readonly T[],
  nameOf: (entry: T) => string,
  what: string,
): string | null {
  const all = entries.flatMap((entry) => entry.binRanges.map((range) => ({ name: nameOf(entry), range })));
  for (const [i, a] of all.entries()) {
    for (const b of all.slice(i + 1)) {
      if (a.name === b.name || !overlaps(a.range, b.range) || inside(a.range, b.range) || inside(b.range, a.range))
        continue;
      const show = (x: typeof a) => `${x.range.from}-${x.range.to} (${x.name})`;
      return `the BIN ranges ${show(a)} and ${show(b)} overlap: ranges of different ${what} must be apart, or one strictly inside the other`;
    }
  }
  return null;
}

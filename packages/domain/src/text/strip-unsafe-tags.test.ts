import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripUnsafeTags } from './strip-unsafe-tags';

const RUNS = { numRuns: 1000 };

/** §5 Form behaviour: what the stripping does to each kind of tag. */
const CASES: readonly (readonly [string, string, string])[] = [
  ['a whole script element with its content', 'Hi<script>alert(1)</script> there', 'Hi there'],
  ['a whole iframe element with its content', 'a<iframe src="https://x.example">fallback</iframe>b', 'ab'],
  ['upper and mixed case', '<SCRIPT>x</ScRiPt>ok<IfRaMe></IFRAME>', 'ok'],
  ['attributes, even with a > inside quotes', '<script data-x="a>b">steal()</script>kept', 'kept'],
  ['a lone opening script tag', 'name<script src="x.js">', 'name'],
  ['a lone closing iframe tag', '</iframe >name', 'name'],
  ['a self-closing form', 'a<iframe/>b<script />c', 'abc'],
  ['an unterminated start', 'a <script src=x', 'a  src=x'],
  ['halves joined by a removal', '<scr<script></script>ipt>alert(1)</script>', 'alert(1)'],
  ['a tag name that only begins with script', '<scripts>x', 'x'],
  ['other tags are left alone', '<b>bold</b> & <a href="#">link</a>', '<b>bold</b> & <a href="#">link</a>'],
  ['text that only mentions them', 'script, iframe and a < b', 'script, iframe and a < b'],
  ['a spaced bracket is not a tag', '< script>x', '< script>x'],
  ['empty text', '', ''],
];

const UNSAFE = /<\/?(?:script|iframe)/i;

/** Pieces that build tags, halves of tags and text around them, in random letter case. */
const piece = fc.oneof(
  fc
    .constantFrom(
      '<script>',
      '</script>',
      '<script type="module">',
      '<iframe src="x">',
      '</iframe>',
      '<script',
      '<iframe',
      '</script',
      '<',
      '>',
      '/',
      'script',
      'iframe',
      'scr',
      'ipt',
      'ifr',
      'ame',
      ' ',
      '"',
      'alert(1)',
    )
    .chain((p) =>
      fc
        .array(fc.boolean(), { minLength: p.length, maxLength: p.length })
        .map((upper) => [...p].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')),
    ),
  fc.string({ maxLength: 4 }),
);
const tagSoup = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''));
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), tagSoup);

describe('stripUnsafeTags (§5 Form behaviour: script and iframe tags are stripped from text)', () => {
  it.each(CASES)('§5 Form behaviour: %s', (_name, input, expected) => {
    expect(stripUnsafeTags(input)).toBe(expected);
  });

  it('§5 Form behaviour: never throws, on any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(typeof stripUnsafeTags(text)).toBe('string');
      }),
      RUNS,
    );
  });

  it('§5 Form behaviour: is idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = stripUnsafeTags(text);
        expect(stripUnsafeTags(once)).toBe(once);
      }),
      RUNS,
    );
  });

  it('§5 Form behaviour: the result never holds <script or <iframe, in any case', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const lower = stripUnsafeTags(text).toLowerCase();
        expect(lower).not.toContain('<script');
        expect(lower).not.toContain('<iframe');
        expect(lower).not.toContain('</script');
        expect(lower).not.toContain('</iframe');
      }),
      RUNS,
    );
  });

  it('§5 Form behaviour: text without those tags is unchanged', () => {
    fc.assert(
      fc.property(
        anyText.filter((text) => !UNSAFE.test(text)),
        (text) => {
          expect(stripUnsafeTags(text)).toBe(text);
        },
      ),
      RUNS,
    );
  });

  it('§5 Form behaviour: only ever removes characters, never adds any', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(stripUnsafeTags(text).length).toBeLessThanOrEqual(text.length);
      }),
      RUNS,
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampToMaxLength, cleanTextValue, isTextControl, sanitizeValues } from './input-values';

const RUNS = { numRuns: 1000 };

function input(attributes: { type?: string; maxLength?: number; autocomplete?: AutoFill } = {}): HTMLInputElement {
  const element = document.createElement('input');
  if (attributes.type) element.type = attributes.type;
  if (attributes.autocomplete) element.autocomplete = attributes.autocomplete;
  // The DOM refuses a negative maxLength; leaving it unset is how an input has none (-1).
  if (attributes.maxLength !== undefined && attributes.maxLength >= 0) element.maxLength = attributes.maxLength;
  return element;
}

/** §5 Form behaviour: "Max length is enforced from the input's attribute". */
const CLAMP: readonly (readonly [string, string, number, string])[] = [
  ['no attribute (-1) leaves the text', 'abcdef', -1, 'abcdef'],
  ['shorter than the limit', 'abc', 40, 'abc'],
  ['exactly the limit', 'abcd', 4, 'abcd'],
  ['longer is cut', 'abcdef', 4, 'abcd'],
  ['a limit of 0', 'abc', 0, ''],
  ['never half an emoji', 'ab😀', 3, 'ab'],
  ['a whole emoji fits', 'ab😀', 4, 'ab😀'],
];

describe('clampToMaxLength', () => {
  it.each(CLAMP)('§5 Form behaviour: %s', (_name, value, max, expected) => {
    expect(clampToMaxLength(value, max)).toBe(expected);
  });

  it('§5 Form behaviour: never longer than the limit, always a prefix, idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.integer({ min: -1, max: 60 }), (value, max) => {
        const cut = clampToMaxLength(value, max);
        if (max >= 0) expect(cut.length).toBeLessThanOrEqual(max);
        expect(value.startsWith(cut)).toBe(true);
        expect(clampToMaxLength(cut, max)).toBe(cut);
      }),
      RUNS,
    );
  });
});

/** §5 Form behaviour: each kind of control, and what reaches the schema from it. */
const CLEAN: readonly (readonly [string, string, unknown, string])[] = [
  [
    'a text input strips tags, then cuts to its maxLength',
    'Hi<script>x</script> there, friend',
    input({ maxLength: 9 }),
    'Hi there,',
  ],
  [
    'a textarea strips and cuts too',
    '<iframe></iframe>abcdef',
    Object.assign(document.createElement('textarea'), { maxLength: 3 }),
    'abc',
  ],
  [
    'a password keeps its characters but still has a limit',
    'pa<script>ss',
    input({ type: 'password', maxLength: 10 }),
    'pa<script>',
  ],
  [
    'a password shown as text (its autocomplete says what it is) keeps its characters',
    'pa<script>ss',
    input({ type: 'text', autocomplete: 'new-password' }),
    'pa<script>ss',
  ],
  ['a value with no control (a Controller, a hidden value) is stripped', 'a<script>b</script>c', undefined, 'ac'],
  ['a select is stripped and has no limit', 'US<iframe>', document.createElement('select'), 'US'],
];

describe('cleanTextValue', () => {
  it.each(CLEAN)('§5 Form behaviour: %s', (_name, value, control, expected) => {
    expect(cleanTextValue(value, control)).toBe(expected);
  });

  it('§5 Form behaviour: never throws and is idempotent for any text and limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.integer({ min: -1, max: 50 }), (value, max) => {
        const control = input({ maxLength: max });
        const once = cleanTextValue(value, control);
        expect(cleanTextValue(once, control)).toBe(once);
        expect(once.toLowerCase()).not.toContain('<script');
      }),
      RUNS,
    );
  });
});

describe('isTextControl', () => {
  it.each([
    ['an input', document.createElement('input'), true],
    ['a textarea', document.createElement('textarea'), true],
    ['a select', document.createElement('select'), false],
    ['null', null, false],
    ['a string', 'INPUT', false],
    ['an object that only looks like one', { tagName: 'INPUT' }, true],
  ] as const)('%s', (_name, element, expected) => {
    expect(isTextControl(element)).toBe(expected);
  });
});

describe('sanitizeValues', () => {
  const nickname = input({ maxLength: 5 });
  const controls: Record<string, unknown> = { nickname, 'address.line1': input({ maxLength: 4 }) };
  const controlAt = (path: string) => controls[path];

  it('§5 Form behaviour: cleans nested objects and lists, each string by its own control', () => {
    const values = {
      nickname: 'Travel<script>x</script> card',
      address: { line1: '12<iframe>3 Main St', tags: ['a<script>', 'b'] },
      preferred: true,
      expiry: new Date(0),
      count: 3,
    };
    expect(sanitizeValues(values, controlAt)).toEqual({
      nickname: 'Trave',
      address: { line1: '123 ', tags: ['a', 'b'] },
      preferred: true,
      expiry: new Date(0),
      count: 3,
    });
  });

  it('starts from a given path (a setValue on one field)', () => {
    expect(sanitizeValues('abcdefgh', controlAt, 'nickname')).toBe('abcde');
  });

  it('never throws on any value, is idempotent, and leaves no <script in any string', () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'object' && value !== null
          ? Object.values(value).flatMap(strings)
          : [];
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (value) => {
        const once = sanitizeValues(value, controlAt);
        expect(sanitizeValues(once, controlAt)).toEqual(once);
        for (const text of strings(once)) expect(text.toLowerCase()).not.toContain('<script');
      }),
      RUNS,
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorPaths, isEmptyValue, isUnfilled } from './form-state';

const RUNS = { numRuns: 1000 };

/** §5 Form behaviour: what counts as "empty" for the unfilled-form message. */
const EMPTY: readonly (readonly [string, unknown, boolean])[] = [
  ['blank text', '', true],
  ['only spaces', '  \t ', true],
  ['text', 'a', false],
  ['an unticked box', false, true],
  ['a ticked box', true, false],
  ['nothing chosen', null, true],
  ['never set', undefined, true],
  ['zero is a number entered', 0, false],
  ['an empty number input (NaN)', Number.NaN, true],
  ['an empty list', [], true],
  ['a list of blanks', ['', ' '], true],
  ['an object of blanks', { line1: '', line2: { city: ' ' } }, true],
  ['an object with one value deep inside', { line1: '', line2: { city: 'Austin' } }, false],
  ['a date is a value', new Date(0), false],
  ['a null-prototype object of blanks', Object.assign(Object.create(null) as object, { a: '' }), true],
];

describe('isEmptyValue', () => {
  it.each(EMPTY)('§5 Form behaviour: %s', (_name, value, expected) => {
    expect(isEmptyValue(value)).toBe(expected);
  });

  it('never throws on any value', () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withDate: true, withMap: true, withSet: true, withTypedArray: true }),
        (value) => {
          expect(typeof isEmptyValue(value)).toBe('boolean');
        },
      ),
      RUNS,
    );
  });

  it('a form holding any non-blank text anywhere is not empty', () => {
    const blank = fc.constantFrom('', ' ', null, undefined, false);
    const form = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 6 }),
      fc.oneof(blank, fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), blank)),
    );
    const text = fc.string({ minLength: 1 }).filter((s) => s.trim() !== '');
    fc.assert(
      fc.property(form, text, (values, filled) => {
        expect(isEmptyValue(values)).toBe(true);
        expect(isEmptyValue({ ...values, entered: filled })).toBe(false);
        expect(isEmptyValue({ ...values, nested: { entered: filled } })).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('isUnfilled', () => {
  it.each([
    ['§5 Form behaviour: an all-blank form', { name: '', email: '' }, [], true],
    ['§5 Form behaviour: one field filled', { name: 'Ana', email: '' }, [], false],
    [
      '§3 Address: the preset country does not count as filling it',
      { line1: '', countryCode: 'US' },
      ['countryCode'],
      true,
    ],
    ['§3 Address: a nested preset field', { address: { line1: '', countryCode: 'US' } }, ['address.countryCode'], true],
    ['a preset field does not hide a filled one', { line1: '1 Main St', countryCode: 'US' }, ['countryCode'], false],
  ] as const)('%s', (_name, values, preset, expected) => {
    expect(isUnfilled(values, preset)).toBe(expected);
  });
});

describe('errorPaths', () => {
  it.each([
    ['no errors', {}, []],
    [
      'flat errors, in order',
      { name: { type: 'min_length', message: 'x' }, email: { type: 'email', message: 'y' } },
      ['name', 'email'],
    ],
    [
      'nested errors and the ref beside them',
      { address: { line1: { type: 'non_empty', ref: { type: 'text' } } } },
      ['address.line1'],
    ],
    ['list items', { items: [undefined, { name: { type: 'x' } }] }, ['items.1.name']],
    ["an object-level issue (valibotResolver's empty path)", { '': { type: 'check', message: 'z' } }, ['']],
    ['not an object', 'oops', []],
  ] as const)('%s', (_name, errors, expected) => {
    expect(errorPaths(errors)).toEqual(expected);
  });

  it('never throws on any value', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true }), (value) => {
        expect(Array.isArray(errorPaths(value))).toBe(true);
      }),
      RUNS,
    );
  });
});

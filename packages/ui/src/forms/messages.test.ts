import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageLeaves, placeholdersOf as placeholders } from '../../testing';
import en from '@portal/client/locales/en/forms.json';
import es from '@portal/client/locales/es/forms.json';
import { asMessageKey, FORMS_MESSAGE_KEYS } from './messages';

const RUNS = { numRuns: 1000 };

const flatten = (tree: unknown): Record<string, string> => Object.fromEntries(messageLeaves(tree));
const LOCALES = [
  ['en', flatten(en)],
  ['es', flatten(es)],
] as const;
const listed = FORMS_MESSAGE_KEYS.map((key) => key.slice('forms:'.length)).sort();

describe('FORMS_MESSAGE_KEYS and the forms message files (§8 Form messages)', () => {
  it.each(LOCALES)('%s: holds exactly the listed keys, no more, no fewer', (_locale, messages) => {
    expect(Object.keys(messages).sort()).toEqual(listed);
  });

  it.each(FORMS_MESSAGE_KEYS)('%s: has a non-empty text in en and es, with the same placeholders', (key) => {
    const path = key.slice('forms:'.length);
    const [english, spanish] = [flatten(en)[path], flatten(es)[path]];
    expect(english?.trim()).toBeTruthy();
    expect(spanish?.trim()).toBeTruthy();
    expect(placeholders(spanish ?? '')).toEqual(placeholders(english ?? ''));
  });

  it("§5 Form behaviour: the failed-submit and unfilled texts are the spec's", () => {
    expect(en.hasErrors).toBe('The form has errors. Please correct the fields marked below.');
    expect(en.unfilled).toBe('Please fill in the form.');
    expect(es.hasErrors).not.toBe(en.hasErrors);
    expect(es.unfilled).not.toBe(en.unfilled);
  });
});

/** What a validation message becomes before it is translated. */
const AS_KEY: readonly (readonly [string, unknown, string])[] = [
  ['a domain key passes through', 'card:number.invalid', 'card:number.invalid'],
  ['a key with dashes and digits', 'address-v2:postal_code.min-3', 'address-v2:postal_code.min-3'],
  ["valibot's English text", 'Invalid type: Expected string but received undefined', 'forms:invalid'],
  ['an empty message', '', 'forms:invalid'],
  ['no message at all', undefined, 'forms:invalid'],
  ['a non-string', 42, 'forms:invalid'],
  ['a key with a space', 'card:number invalid', 'forms:invalid'],
];

describe('asMessageKey', () => {
  it.each(AS_KEY)('%s', (_name, message, expected) => {
    expect(asMessageKey(message)).toBe(expected);
  });

  it('never throws on any value, and always answers with a namespace:path key', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(asMessageKey(value)).toMatch(/^[A-Za-z][\w-]*:[\w.-]+$/);
      }),
      RUNS,
    );
  });

  it('leaves every generated namespace:path key as it is, and is idempotent', () => {
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,8}$/);
    const key = fc
      .tuple(word, fc.array(word, { minLength: 1, maxLength: 3 }))
      .map(([ns, path]) => `${ns}:${path.join('.')}`);
    fc.assert(
      fc.property(key, (k) => {
        expect(asMessageKey(k)).toBe(k);
        expect(asMessageKey(asMessageKey(k))).toBe(k);
      }),
      RUNS,
    );
  });
});

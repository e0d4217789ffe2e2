import { describe, expect, it } from 'vitest';
import { fieldAriaProps, fieldIds } from './field-aria';

const ids = fieldIds('f1');

describe('fieldIds', () => {
  it('derives every part from one base, all different', () => {
    expect(ids).toEqual({ input: 'f1-input', hint: 'f1-hint', counter: 'f1-counter', error: 'f1-error' });
    expect(new Set(Object.values(ids)).size).toBe(4);
  });
});

/** CONVENTIONS 12: what the input says about itself in each state. */
const STATES = [
  ['valid, nothing else', { invalid: false }, undefined, undefined],
  ['invalid', { invalid: true }, true, 'f1-error'],
  ['valid with a hint', { invalid: false, hasHint: true }, undefined, 'f1-hint'],
  [
    'invalid with hint and counter: the error first',
    { invalid: true, hasHint: true, hasCounter: true },
    true,
    'f1-error f1-hint f1-counter',
  ],
  ['valid with a counter', { invalid: false, hasCounter: true }, undefined, 'f1-counter'],
] as const;

describe('fieldAriaProps (CONVENTIONS 12: labels tied to inputs, errors described)', () => {
  it.each(STATES)('%s', (_name, state, invalid, describedBy) => {
    expect(fieldAriaProps(ids, state)).toEqual({
      id: 'f1-input',
      'aria-invalid': invalid,
      'aria-describedby': describedBy,
    });
  });
});

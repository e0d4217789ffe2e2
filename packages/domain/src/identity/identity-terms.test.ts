import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../text/messages';
import { TERMS_MESSAGE_KEYS, TermsAcceptedSchema, validateTermsAccepted } from './identity-terms';

describe("§5 Identity: the terms checkbox must be checked ('accept all terms'); §4 Flows Terms", () => {
  it.each<[unknown, string | null]>([
    [true, null],
    [false, 'identity:terms.required'],
    [undefined, 'identity:terms.required'],
    ['true', 'identity:terms.required'],
    ['on', 'identity:terms.required'],
    [1, 'identity:terms.required'],
  ])('%j: %s', (value, key) => {
    expect(validateTermsAccepted(value)).toBe(key);
    expect(firstIssueMessage(TermsAcceptedSchema, value)).toBe(key);
  });

  it('has one message', () => {
    expect(TERMS_MESSAGE_KEYS).toEqual(['identity:terms.required']);
  });

  it('arbitrary values never throw; only true passes, in the schema and the validator alike', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(firstIssueMessage(TermsAcceptedSchema, value)).toBe(validateTermsAccepted(value));
        expect(v.is(TermsAcceptedSchema, value)).toBe(value === true);
      }),
      { numRuns: 1000 },
    );
  });
});

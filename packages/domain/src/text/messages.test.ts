// firstIssueKey and firstIssueMessage (messages.ts), proven with the card schemas.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstIssueKey } from './messages';

describe('a card schema answer as a Verdict', () => {
  const schema = v.pipe(
    v.string('card:number.required'),
    v.nonEmpty('card:number.required'),
    v.digits('card:number.notDigits'),
  );
  const keys = ['card:number.required', 'card:number.notDigits'] as const;

  it.each([
    ['4111', null],
    ['', 'card:number.required'],
    ['4a', 'card:number.notDigits'],
    [7, 'card:number.required'],
  ])('%j: %s', (input, verdict) => {
    expect(firstIssueKey(schema, input, keys)).toBe(verdict);
  });

  it('a message that is not a listed key is a programming error, and says so', () => {
    expect(() => firstIssueKey(v.string(), 7, keys)).toThrow(/not a listed key/);
    expect(() => firstIssueKey(schema, '', ['card:number.notDigits'])).toThrow(/card:number.required/);
  });
});

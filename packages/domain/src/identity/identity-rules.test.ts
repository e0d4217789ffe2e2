import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { failingRules, firstFailingRule, IDENTITY_NS, type Rule } from './identity-rules';
import { firstIssueMessage } from '../text/messages';

const RULES: readonly Rule<'identity:a' | 'identity:b' | 'identity:c', number>[] = [
  { key: 'identity:a', spec: 'test', fails: (value) => value === '' },
  { key: 'identity:b', spec: 'test', fails: (value, max) => value.length > max },
  { key: 'identity:c', spec: 'test', fails: (value) => !/^\d*$/.test(value) },
];

describe('reading a rule table', () => {
  it.each<[string, string[]]>([
    ['12', []],
    ['', ['identity:a']],
    ['1234', ['identity:b']],
    ['abcd', ['identity:b', 'identity:c']],
  ])('%j breaks %j (with a maximum of 3), first one first', (value, keys) => {
    expect(failingRules(RULES, value, 3)).toEqual(keys);
    expect(firstFailingRule(RULES, value, 3)).toBe(keys[0] ?? null);
  });

  it("a schema's first issue message, or null when it passes", () => {
    const schema = v.pipe(v.string('identity:a'), v.maxLength(3, 'identity:b'), v.digits('identity:c'));
    expect(firstIssueMessage(schema, 5)).toBe('identity:a');
    expect(firstIssueMessage(schema, 'abcd')).toBe('identity:b');
    expect(firstIssueMessage(schema, 'ab')).toBe('identity:c');
    expect(firstIssueMessage(schema, '12')).toBeNull();
  });

  it('the namespace is identity', () => {
    expect(IDENTITY_NS).toBe('identity');
  });
});

// Per-field rules as the schema usePortalForm takes (field-rules.ts): each broken rule an issue on its
// field, all fields judged at once, the output the rules' values.
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '@portal/domain/text';
import { fieldRules, type FieldVerdict } from './field-rules';

const REQUIRED = 'forms:required' as MessageKey;
const DIGITS = 'forms:digits' as MessageKey;
const trimmed = (value: string): FieldVerdict<string> =>
  value.trim() === '' ? { ok: false, message: REQUIRED } : { ok: true, value: value.trim() };
const number = (value: string): FieldVerdict<number> =>
  /^\d+$/.test(value) ? { ok: true, value: Number(value) } : { ok: false, message: DIGITS };

const schema = fieldRules<{ name: string; amount: string }, { name: string; amount: number }>({
  name: trimmed,
  amount: number,
});

describe('fieldRules', () => {
  it('gives the rules’ values when every field passes', () => {
    expect(v.parse(schema, { name: ' Rita ', amount: '42' })).toEqual({ name: 'Rita', amount: 42 });
  });

  it('reports every broken field at once, each on its own path with its message', () => {
    const result = v.safeParse(schema, { name: ' ', amount: '4x' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['name', REQUIRED],
      ['amount', DIGITS],
    ]);
  });

  it('lets a rule read the other fields', () => {
    const enabled = fieldRules<{ on: boolean; limit: string }, { on: boolean; limit: string }>({
      on: (on) => ({ ok: true, value: on }),
      limit: (limit, values) =>
        values.on && limit === '' ? { ok: false, message: REQUIRED } : { ok: true, value: limit },
    });
    expect(v.safeParse(enabled, { on: false, limit: '' }).success).toBe(true);
    expect(v.safeParse(enabled, { on: true, limit: '' }).success).toBe(false);
  });

  it('property: a value passes exactly when its rule says so', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, amount) => {
        const ok = trimmed(name).ok && number(amount).ok;
        expect(v.safeParse(schema, { name, amount }).success).toBe(ok);
      }),
    );
  });
});

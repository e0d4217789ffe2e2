// The shape every identity rule table shares (spec §5 Identity and credentials), and the two ways to read one.
import type { MessageKey } from '../text/messages';

/** The namespace of every identity message: keys are `identity:<path>`, texts in locales/<lng>/identity.json. */
export const IDENTITY_NS = 'identity';

/**
 * One row of a rule table: the message it gives, where the spec states it, and when an input breaks it.
 * `fails` is total: it takes any string (already normalised by the table's owner) and never throws.
 */
export interface Rule<K extends MessageKey, C = undefined> {
  readonly key: K;
  readonly spec: string;
  readonly fails: (value: string, context: C) => boolean;
}

/** Every rule the value breaks, in table order: what a live checklist shows. */
export function failingRules<K extends MessageKey, C>(rules: readonly Rule<K, C>[], value: string, context: C): K[] {
  return rules.filter((rule) => rule.fails(value, context)).map((rule) => rule.key);
}

/** The first rule the value breaks, in table order, or null: what a form shows under the field. */
export function firstFailingRule<K extends MessageKey, C>(
  rules: readonly Rule<K, C>[],
  value: string,
  context: C,
): K | null {
  return rules.find((rule) => rule.fails(value, context))?.key ?? null;
}

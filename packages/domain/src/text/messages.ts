// What a rule says when an input breaks it: the i18n key of the message (`namespace:path`), never
// the text itself; screens translate it (CONVENTIONS 10). Each namespace is one product message file
// per locale (packages/client/src/i18n/locales/<locale>/<namespace>.json).
import * as v from 'valibot';

export type MessageKey = `${string}:${string}`;

/** A validator's answer: null when the input is valid, else the key of the first message. */
export type Verdict = MessageKey | null;

/** The message of the first issue a schema raises for an input, or null: what react-hook-form shows. */
export function firstIssueMessage(schema: v.GenericSchema, input: unknown): string | null {
  return v.safeParse(schema, input).issues?.[0].message ?? null;
}

/**
 * The same, as a Verdict typed to the keys a module can raise (schemas list their checks in the
 * order a user should hear them). A message outside `keys` is a programming error (an action with no
 * key), so it throws; the modules' property tests prove none exists.
 */
export function firstIssueKey<K extends MessageKey>(
  schema: v.GenericSchema,
  input: unknown,
  keys: readonly K[],
): K | null {
  const message = firstIssueMessage(schema, input);
  if (message === null) return null;
  if (!(keys as readonly string[]).includes(message))
    throw new Error(`A schema raised a message that is not a listed key: ${message}`);
  return message as K;
}

// A form's rules as one function per field, for usePortalForm: a screen whose rules are domain
// functions rather than a valibot schema of the whole form (the activation answers, the alerts'
// threshold) gets the same §5 Form behaviour as every other form, without a schema of its own.
import * as v from 'valibot';
import type { FieldValues } from 'react-hook-form';
import type { MessageKey } from '@portal/domain/text';

/** A field's verdict: its value as sent, or the message of the first rule it breaks. */
export type FieldVerdict<T> = { ok: true; value: T } | { ok: false; message: MessageKey };

/** One rule per field of the form (an optional field's may be left out): its value, and every value of the form, to its verdict. */
export type FieldRules<TInput extends FieldValues, TOutput extends FieldValues> = {
  readonly [K in keyof TInput]: K extends keyof TOutput
    ? (value: TInput[K], values: TInput) => FieldVerdict<TOutput[K]>
    : never;
};

/**
 * The valibot schema usePortalForm takes, from per-field rules: every field is judged (so a failed submit
 * marks them all at once), each broken rule an issue on its field, and the output the rules' values.
 */
export function fieldRules<TInput extends FieldValues, TOutput extends FieldValues>(
  rules: FieldRules<TInput, TOutput>,
): v.GenericSchema<TInput, TOutput> {
  const names = Object.keys(rules) as (keyof TInput & keyof TOutput & string)[];
  type Rule = (value: unknown, values: TInput) => FieldVerdict<unknown>;
  return v.pipe(
    v.custom<TInput>((input) => typeof input === 'object' && input !== null),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const values = dataset.value;
      const output: Partial<TOutput> = {};
      let failed = false;
      for (const name of names) {
        const verdict = (rules[name] as Rule)(values[name], values);
        if (verdict.ok) {
          output[name] = verdict.value as TOutput[typeof name];
          continue;
        }
        failed = true;
        addIssue({
          message: verdict.message,
          path: [{ type: 'object', origin: 'value', input: values, key: name, value: values[name] }],
        });
      }
      return failed ? NEVER : (output as TOutput);
    }),
  );
}

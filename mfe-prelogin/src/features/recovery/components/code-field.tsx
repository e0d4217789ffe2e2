// The one-time code of every verifyCode page (SPEC-DECISIONS: 6 digits): one input, offered by the
// browser from the message (autocomplete one-time-code) with a numeric keyboard. No maxLength: a
// pasted "123 456" or "123-456" is normalised by the schema, not cut short.
import { Field, type FieldProps, type PortalForm } from '@portal/shared/forms';

export interface CodeFieldProps<TInput extends Record<string, unknown>, TOutput extends Record<string, unknown>> {
  form: PortalForm<TInput, TOutput>;
  name: FieldProps<TInput, TOutput>['name'];
}

export function CodeField<TInput extends Record<string, unknown>, TOutput extends Record<string, unknown>>({ form, name }: CodeFieldProps<TInput, TOutput>) {
  return <Field form={form} name={name} label="prelogin:recovery.code.label" hint="prelogin:recovery.code.hint" autoComplete="one-time-code" inputMode="numeric" required />;
}

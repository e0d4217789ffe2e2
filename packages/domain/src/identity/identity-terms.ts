// The terms checkbox of enrolment, sign-in and migration (spec §5 Identity and credentials, §4 Flows Terms, §2 Terms pages).
import * as v from 'valibot';

export const TERMS_MESSAGE_KEYS = ['identity:terms.required'] as const;
export type TermsMessageKey = (typeof TERMS_MESSAGE_KEYS)[number];

/** §5 "accept all terms": only a ticked box (true) passes; §4 Flows Terms: unticked is a form error. */
export const TermsAcceptedSchema = v.literal(true, 'identity:terms.required');

/** The message for the terms checkbox, or null when it is ticked. Anything but `true` is unticked. */
export function validateTermsAccepted(value: unknown): TermsMessageKey | null {
  return value === true ? null : 'identity:terms.required';
}

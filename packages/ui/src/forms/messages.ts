// The messages of the form machinery (§5 Form behaviour, §8 "Form messages"), as keys of the forms namespace.
import type { MessageKey } from '@portal/domain/text';

/** Every key this folder can show; their en and es texts are in i18n/locales/<locale>/forms.json. */
export const FORMS_MESSAGE_KEYS = [
  // §5, §8: the generic message of a failed submit.
  'forms:hasErrors',
  // §5, §8: an empty form submitted after the person touched it.
  'forms:unfilled',
  // A schema issue whose message is not a key (valibot's own English text): never shown as is.
  'forms:invalid',
  // §5 Card nickname: the live remaining-characters counter.
  'forms:remaining',
  // Read before each field error, so an error is not told apart by colour alone (WCAG 1.4.1).
  'forms:errorPrefix',
  // The name of the summary's list of links to the fields in error (WCAG 3.3.1, decision 024).
  'forms:summaryList',
  // §5 Identity, password: the show-password toggle and a new password's live checklist (password-field, new-password-field).
  'forms:password.show',
  'forms:password.rules',
  'forms:password.met',
  'forms:password.notMet',
] as const satisfies readonly MessageKey[];

export type FormsMessageKey = (typeof FORMS_MESSAGE_KEYS)[number];

/** The form-level messages of a failed submit, shown in the summary region. */
export type FormMessageKey = Extract<FormsMessageKey, 'forms:hasErrors' | 'forms:unfilled'>;

/** `namespace:dotted.path`, as the product's message files are keyed (domain/text/messages.ts). */
const MESSAGE_KEY = /^[A-Za-z][\w-]*:[A-Za-z0-9_][\w.-]*$/;

/**
 * The key to translate for a validation message. Schemas give keys; anything else (valibot's default
 * English text, a missing message) becomes the generic `forms:invalid`, so no untranslated text shows.
 */
export function asMessageKey(message: unknown): MessageKey {
  return typeof message === 'string' && MESSAGE_KEY.test(message) ? (message as MessageKey) : 'forms:invalid';
}

// Every failure of the sign-in screens goes through the §8 catalogue (resolveError) and presentError:
// notifications and popups are raised there; what the form must show comes back as a FormError.
import { type ErrorContext, resolveError } from '@portal/shared/domain/errors';
import { type MessageKey } from '@portal/shared/domain/text';
import { presentError } from '@portal/shared/ui';

/** A message for the form itself (§8 "Other errors go onto the model for the form to show"). */
export interface FormError {
  key: MessageKey;
  /** The server's own text, which the catalogue shows for errors it has no row for. */
  serverMessage?: string | undefined;
  /** §8: the issuer's customer-support text follows the message. */
  customerSupport: boolean;
}

/**
 * Resolves and shows an error of the sign-in flows (operation 'general'). `signedIn`: a partial or full
 * session is under way, so a technical popup's one button signs out (§4) instead of only closing.
 * Returns what the form shows, or null when a notification or popup already told the person.
 */
export function presentSignInError(error: unknown, context: ErrorContext & { signedIn: boolean }): FormError | null {
  const { signedIn, ...errorContext } = context;
  const resolved = resolveError('general', error, errorContext);
  const key = presentError(resolved, { signedIn });
  return key ? { key, serverMessage: resolved.serverMessage, customerSupport: resolved.appendCustomerSupport } : null;
}

/** Whether a form error belongs under one field (a code, a password) rather than to the whole form. */
export function isFieldError(error: FormError, group: 'code' | 'password'): boolean {
  return error.serverMessage === undefined && error.key.startsWith(`errors:${group}.`);
}

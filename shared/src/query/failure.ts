// Every failure of a call made from a screen goes through the §8 catalogue here, once: notifications
// and popups are raised (presentError), and what the form itself shows is read back from the error.
// A call says which catalogue table applies (its operation) and what the screen knows that changes
// the answer (ErrorContext) in its `meta`; whether a popup's one button signs out follows the session.
import { accessLevelOf } from '../domain/session/session';
import { resolveError, type ErrorContext, type ErrorOperation, type ResolvedError } from '../domain/errors/error-catalogue';
import type { FormMessage } from '../forms/form-message';
import { sessionAtom } from '../state/session';
import { portalStore } from '../state/atoms';
import { presentError } from '../ui/present-error';

/** What a query or mutation tells the catalogue about itself. */
export interface FailureMeta extends Record<string, unknown> {
  /** The §8 table that applies; §8 Sign-in and general when absent. */
  operation?: ErrorOperation;
  /** What the screen knows that changes the answer (a lock on the login page, an unverified contact). */
  context?: ErrorContext;
  /**
   * Whether a technical popup's one button signs out (§4 error popups): by default, whenever a
   * session (partial or full) is under way when the failure arrives.
   */
  signedIn?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

/** The catalogue's answer for a failure. */
function resolveFailure(error: unknown, meta: FailureMeta | undefined): ResolvedError {
  return resolveError(meta?.operation ?? 'general', error, meta?.context);
}

/** Raises the notification or popup the catalogue gives a failure (nothing for a form's message). */
export function presentFailure(error: unknown, meta: FailureMeta | undefined): void {
  const signedIn = meta?.signedIn ?? accessLevelOf(portalStore.get(sessionAtom)) !== 'none';
  presentError(resolveFailure(error, meta), { signedIn });
}

/** What the form shows for a failure, or null when a notification or popup already told the person. */
export function formMessageOf(error: unknown, meta: FailureMeta | undefined): FormMessage | null {
  if (error === null || error === undefined) return null;
  const resolved = resolveFailure(error, meta);
  if (resolved.presentation !== 'form') return null;
  return { key: resolved.messageKey, appendCustomerSupport: resolved.appendCustomerSupport, ...(resolved.serverMessage ? { serverMessage: resolved.serverMessage } : {}) };
}

/** The fields a server answer can be about, as the §8 sign-in messages name them. */
export type ServerField = 'userName' | 'password' | 'code' | 'email';

/**
 * The field a form message belongs under, by its catalogue key's group (errors.json); null for a
 * message about the whole form, or one carrying the server's own text.
 */
export function serverFieldOf(message: FormMessage): ServerField | null {
  if (message.serverMessage !== undefined) return null;
  if (message.key.startsWith('errors:password.')) return 'password';
  if (message.key.startsWith('errors:code.')) return 'code';
  if (message.key === 'errors:enrolment.usernameTaken') return 'userName';
  return null;
}

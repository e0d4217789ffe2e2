// Every failure of a call made from a screen goes through the §8 catalogue here, once: notifications
// and popups are raised (presentError), and what the form itself shows is read back from the error.
// A call says which catalogue table applies (its operation) and what the screen knows that changes
// the answer (ErrorContext) in its `meta`; whether a popup's one button signs out follows the session.
import { accessLevelOf, flowUnderWay, primaryContactUnverified } from '@portal/domain/session';
import {
  type ErrorContext,
  type ErrorOperation,
  FLOW_ENDED,
  isApiError,
  isLoggedFailure,
  normaliseError,
  type ResolvedError,
  resolveError,
} from '@portal/domain/errors';
import type { FormMessage } from '@portal/domain/text';
import { flowRestartPath, navigateTo } from '@portal/client/routes';
import {
  errorPopupAtom,
  showErrorPopup,
  logError,
  endFlowKeepingServerSession,
  heldSessionAtom,
  sessionAtom,
  portalStore,
} from '@portal/client/state';
import { presentError } from './present-error';

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

/**
 * What the session knows that changes the answer, under what the call itself says: customer support
 * for an unverified primary contact (§8), and the flow whose own token a 401 refused.
 */
function contextOf(meta: FailureMeta | undefined): ErrorContext {
  const session = portalStore.get(sessionAtom);
  const flow = flowUnderWay(session);
  const unverifiedPrimary =
    meta?.context?.unverifiedPrimary ??
    primaryContactUnverified(session, portalStore.get(heldSessionAtom).unverifiedPrimary);
  return { ...meta?.context, unverifiedPrimary, ...(flow ? { flowUnderWay: flow } : {}) };
}

/** The catalogue's answer for a failure. */
function resolveFailure(error: unknown, meta: FailureMeta | undefined): ResolvedError {
  return resolveError(meta?.operation ?? 'general', error, contextOf(meta));
}

const FLOW_ENDED_MESSAGES: readonly string[] = Object.values(FLOW_ENDED).map((o) => o.messageKey);

/**
 * docs/decisions/025: a flow whose token was refused ends here: its token and stored state go (the
 * server session ids stay), the person lands on the page it starts again at, and a popup says why.
 */
function endRefusedFlow(resolved: ResolvedError): void {
  // The page first, in place (back must not return to a page of the flow that ended): a flow's screen
  // that follows the session would otherwise send itself to its own start meanwhile.
  navigateTo(flowRestartPath(portalStore.get(sessionAtom)), { replace: true });
  endFlowKeepingServerSession();
  showErrorPopup({ messageKey: resolved.messageKey, buttonKey: 'common:popup.ok', action: { kind: 'close' } });
}

/** §8 "HTTP 401, 500 or 502 … logs the error": what failed, through the page's one log. */
function logFailure(error: unknown, meta: FailureMeta | undefined): void {
  if (!isLoggedFailure(error)) return;
  const apiError = isApiError(error) ? error : normaliseError(undefined);
  logError('call failed', { code: apiError.code, status: apiError.status, operation: meta?.operation ?? 'general' });
}

/** The other calls that carried a refused flow's token fail alike: the popup saying why stays. */
function echoOfEndedFlow(resolved: ResolvedError): boolean {
  const popup = portalStore.get(errorPopupAtom);
  return (
    resolved.presentation === 'technicalPopup' &&
    popup !== null &&
    FLOW_ENDED_MESSAGES.includes(popup.messageKey) &&
    accessLevelOf(portalStore.get(sessionAtom)) === 'none'
  );
}

/**
 * Presents a failure: logs it where §8 says, ends a flow whose token was refused, raises the popup of
 * a technical error, and either raises a notification (`inline` false) or hands its message back
 * (`inline` true). Returns what the caller itself must show, or null.
 */
function present(error: unknown, meta: FailureMeta | undefined, inline: boolean): FormMessage | null {
  logFailure(error, meta);
  const resolved = resolveFailure(error, meta);
  if (resolved.presentation === 'flowEnded') {
    endRefusedFlow(resolved);
    return null;
  }
  if (echoOfEndedFlow(resolved)) return null;
  if (inline && (resolved.presentation === 'notification' || resolved.presentation === 'form'))
    return messageOf(resolved);
  const signedIn = meta?.signedIn ?? accessLevelOf(portalStore.get(sessionAtom)) !== 'none';
  presentError(resolved, { signedIn });
  return resolved.presentation === 'form' ? messageOf(resolved) : null;
}

const messageOf = (resolved: ResolvedError): FormMessage => ({
  key: resolved.messageKey,
  appendCustomerSupport: resolved.appendCustomerSupport,
  ...(resolved.serverMessage ? { serverMessage: resolved.serverMessage } : {}),
});

/** Raises the notification or popup the catalogue gives a failure (nothing for a form's message). */
export function presentFailure(error: unknown, meta: FailureMeta | undefined): void {
  present(error, meta, false);
}

/**
 * For a place without a form of its own and in front of the page's notifications (the shell's session
 * calls, the session warning over an inert page): raises what is a popup, and hands back what would
 * otherwise be a form's message or a notification, for the caller to show itself.
 */
export function presentFailureInline(error: unknown, meta: FailureMeta | undefined): FormMessage | null {
  return present(error, meta, true);
}

/** What the form shows for a failure, or null when a notification or popup already told the person. */
export function formMessageOf(error: unknown, meta: FailureMeta | undefined): FormMessage | null {
  if (error === null || error === undefined) return null;
  const resolved = resolveFailure(error, meta);
  return resolved.presentation === 'form' ? messageOf(resolved) : null;
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

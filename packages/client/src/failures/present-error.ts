// How a screen shows a §8 outcome (docs/decisions/013): a form message comes back to the form; a
// notification or a popup is raised here, so no screen re-states the catalogue's presentations.
import type { ResolvedError } from '@portal/domain/errors';
import type { MessageKey } from '@portal/domain/text';
import { href } from '@portal/client/routes';
import { notify, type PopupAction, showErrorPopup } from '@portal/client/state';

export interface PresentOptions {
  /**
   * Signed in: a technical popup's one button signs out (§4 error popups), and the §8 exception cases'
   * signs out and then shows login; not signed in, the latter goes straight to login.
   */
  signedIn: boolean;
}

/** The popup's button for an outcome: §4 "go to sign-out, go to another route, or run an action". */
function popupAction(
  presentation: ResolvedError['presentation'],
  signedIn: boolean,
): { buttonKey: MessageKey; action: PopupAction } {
  if (presentation === 'technicalModalThenLogin') {
    return {
      buttonKey: 'common:popup.goToLogin',
      action: signedIn ? { kind: 'signOut', then: 'login' } : { kind: 'route', to: href('login') },
    };
  }
  if (presentation === 'technicalPopup' && signedIn)
    return { buttonKey: 'common:popup.signOut', action: { kind: 'signOut' } };
  return { buttonKey: 'common:popup.ok', action: { kind: 'close' } };
}

/** Shows an outcome; returns the message key when the form itself must show it (presentation 'form'). */
export function presentError(resolved: ResolvedError, options: PresentOptions): MessageKey | null {
  const { messageKey, presentation, appendCustomerSupport } = resolved;
  if (presentation === 'form') return messageKey;
  if (presentation === 'notification') {
    notify({
      type: 'error',
      messageKey,
      appendCustomerSupport,
      ...(resolved.serverMessage ? { serverMessage: resolved.serverMessage } : {}),
    });
    return null;
  }
  showErrorPopup({ messageKey, appendCustomerSupport, ...popupAction(presentation, options.signedIn) });
  return null;
}

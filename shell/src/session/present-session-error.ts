// A failure of the session's own calls (profile, silent renewal), through the §8 catalogue like any
// screen's (logged where §8 says, a popup raised). The shell has no form: a message meant for a form
// becomes a notification.
import { notify } from '@portal/client/state';
import { presentFailureInline } from '@portal/ui';

export function presentSessionError(error: unknown): void {
  const message = presentFailureInline(error, { signedIn: true });
  if (message === null) return;
  notify({
    type: 'error',
    messageKey: message.key,
    appendCustomerSupport: message.appendCustomerSupport,
    ...(message.serverMessage ? { serverMessage: message.serverMessage } : {}),
  });
}

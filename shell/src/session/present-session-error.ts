// A failure of the session's own calls (profile, renewal), shown through the §8 catalogue like any
// screen's (decision 013). The shell has no form: a message meant for a form becomes a notification.
import { resolveError } from '@portal/shared/domain/errors';
import { notify } from '@portal/shared/state';
import { presentError } from '@portal/shared/ui';

export function presentSessionError(error: unknown): void {
  const resolved = resolveError('general', error);
  const formMessage = presentError(resolved, { signedIn: true });
  if (formMessage === null) return;
  notify({
    type: 'error',
    messageKey: formMessage,
    appendCustomerSupport: resolved.appendCustomerSupport,
    ...(resolved.serverMessage ? { serverMessage: resolved.serverMessage } : {}),
  });
}

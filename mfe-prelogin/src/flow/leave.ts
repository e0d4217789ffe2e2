// Leaving a flow that holds a token (§2 Back button's exit confirmation, a terms page's Cancel): the
// session goes at once and its token is revoked in the background. A failure changes nothing for the
// person: a partial or reset token dies 10 minutes after issue anyway (decision 013).
import { revokeToken } from '@portal/client/api';
import { href } from '@portal/client/routes';
import { portalStore, purgeSession, sessionAtom } from '@portal/client/state';
import { navigateTo } from '@portal/ui';

/** Ends the session under way (a partial sign-in, an enrolment, a migration). */
function endSessionUnderWay(): void {
  const token = portalStore.get(sessionAtom).token?.value;
  purgeSession();
  if (token) revokeToken(token).catch(() => undefined);
}

/** Ends the session under way and starts again at login, in place of the page left. */
export function leaveToLogin(): void {
  endSessionUnderWay();
  navigateTo(href('login'), { replace: true });
}

// What the sign-in screens do to the session, in one place: a token answer moves the login queue on
// (§4) and the person goes to its next page; leaving ends the sign-in under way.
import { revokeToken, type TokenResponse } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { applyTokenAnswer, nextLoginRoute, portalStore, purgeSession, sessionAtom } from '@portal/shared/state';
import { navigateTo } from '@portal/shared/ui';


/** A token answer applied (the queue shrinks, decision 013), then the next page: home once access is full. */
export function continueSignIn(answer: TokenResponse): void {
  applyTokenAnswer(answer, Date.now());
  navigateTo(nextLoginRoute() ?? href('home'));
}

/**
 * Leaving a sign-in under way (§2 Back button "an exit confirmation or goes to login"; a terms page's
 * Cancel): the partial session ends here and the person starts again at login.
 */
export function leaveSignIn(): void {
  const token = portalStore.get(sessionAtom).token?.value;
  purgeSession();
  navigateTo(href('login'), { replace: true });
  // Revoked in the background (the body names the token): the person need not wait, and a failure
  // changes nothing for them, since a partial token dies 10 minutes after issue anyway (decision 013).
  if (token) revokeToken(token).catch(() => undefined);
}

/** A new sign-in abandons one under way, so no partial token of before rides along (or is renewed). */
export function abandonPartialSession(): void {
  const session = portalStore.get(sessionAtom);
  if (session.partialAccess || session.token) purgeSession();
}

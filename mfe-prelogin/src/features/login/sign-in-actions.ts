// What the sign-in screens do to the session, in one place: a token answer moves the login queue on
// (§4) and the person goes to its next page; leaving ends the sign-in under way.
import type { TokenResponse } from '@portal/client/api';
import { href } from '@portal/client/routes';
import { applyTokenAnswer, nextLoginRoute, portalStore, purgeSession, sessionAtom } from '@portal/client/state';
import { navigateTo } from '@portal/ui';
import { leaveToLogin } from '../../flow/leave';

/** The next page of the login queue: home once access is full. */
export function goToNextLoginStep(): void {
  navigateTo(nextLoginRoute() ?? href('home'));
}

/** A token answer applied (the queue shrinks, decision 013), then the next page. */
export function continueSignIn(answer: TokenResponse): void {
  applyTokenAnswer(answer, Date.now());
  goToNextLoginStep();
}

/**
 * Leaving a sign-in under way (§2 Back button "an exit confirmation or goes to login"; a terms page's
 * Cancel): the partial session ends here and the person starts again at login.
 */
export const leaveSignIn = leaveToLogin;

/** A new sign-in abandons one under way, so no partial token of before rides along (or is renewed). */
export function abandonPartialSession(): void {
  const session = portalStore.get(sessionAtom);
  if (session.partialAccess || session.token) purgeSession();
}

// §4 Login scope: where each step of the queue is shown (§2 Pre-login routes, Logged-in routes).
import type { LoginStep } from '@portal/domain/session';
import { href, type PlainRouteId } from './href';

export const LOGIN_STEP_ROUTES: Readonly<Record<LoginStep, PlainRouteId>> = {
  verifyCode: 'loginVerifyCode',
  challenge: 'loginChallenge',
  acceptTac: 'loginAcceptTac',
  forcePasswordReset: 'loginForceReset',
  home: 'home',
};

/** The path of a login step's page. */
export function loginStepPath(step: LoginStep): string {
  return href(LOGIN_STEP_ROUTES[step]);
}

import { purgeSession } from '@portal/client/state';

/**
 * §2: an SSO app's pre-login page ends the portal session and returns the cardholder to the
 * issuer's site, where SSO sessions begin.
 */
export function ssoLogout(returnUrl: string): void {
  purgeSession();
  window.location.replace(returnUrl);
}

// §2 Header states as a pure function of route and session, and where the logo goes.
import type { IssuerFlags } from '@portal/shared/domain/issuer';
import type { AccessLevel } from '@portal/shared/state';
import { ACTIVATION_PATH, HOME_PATH, PRELOGIN_PATH, routeGroup } from '../routing/guard';

/** 1: create-account button; 2: sign-in and create-account (activation flow); 3: no buttons; 4: signed in. */
export type HeaderState = 1 | 2 | 3 | 4;

export function headerState(pathname: string, access: AccessLevel, flags: IssuerFlags): HeaderState {
  if (access === 'full') return 4;
  // No button may lead to a route the issuer forbids (§6).
  const canEnrol = !flags.ssoApp && !flags.activationOnlyApp && !flags.appLoginDisabled;
  if (access === 'partial' || !canEnrol) return 3;
  const group = routeGroup(pathname);
  if (group === 'activation') return 2;
  if (group === 'prelogin-home' || group === 'login') return 1;
  return 3;
}

/** §2: the logo goes to activation in that flow, home when fully signed in, sign-out when partly, else the pre-login page. */
export function logoTarget(pathname: string, access: AccessLevel): string {
  if (routeGroup(pathname) === 'activation') return ACTIVATION_PATH;
  if (access === 'full') return HOME_PATH;
  if (access === 'partial') return '/signOut';
  return PRELOGIN_PATH;
}

// §4 Flows, Enrolment: enroll, verifyCode, addCard, home; where a token answer leads. createAccount/
// addCard arrives with the cards issue: until then a verified enrolment ends signed in at home, with
// a notice raised for that page.
import type { LoginStep } from '@portal/shared/domain/session';
import { href } from '@portal/shared/routes';
import { nextLoginRoute, notify } from '@portal/shared/state';
import { navigateTo } from '@portal/shared/ui';

/** The message home shows once a new account is signed in. */
const ENROLMENT_DONE_MESSAGE = 'prelogin:enrolment.done';

/**
 * Where the enrolment goes after a token answer (applyTokenAnswer's login scope): the email's code
 * first; home with the notice once fully signed in; any other pending sign-in step (terms published
 * since enrolment began) on the sign-in pages that own it.
 */
export function enrolmentNext(scope: readonly LoginStep[]): void {
  const step = scope[0];
  if (step === 'verifyCode') {
    navigateTo(href('createAccountVerifyCode'));
    return;
  }
  if (step === 'home') {
    notify({ messageKey: ENROLMENT_DONE_MESSAGE, showOn: href('home') });
    navigateTo(href('home'));
    return;
  }
  navigateTo(nextLoginRoute() ?? href('login'));
}

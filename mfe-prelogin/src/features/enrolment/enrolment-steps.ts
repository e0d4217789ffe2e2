// §4 Flows, Enrolment: enroll, verifyCode, addCard, home; where a token answer leads. A verified
// enrolment is signed in and goes on to createAccount/addCard, which ends at home with the notice.
import type { LoginStep } from '@portal/domain/session';
import { href } from '@portal/client/routes';
import { nextLoginRoute, notify } from '@portal/client/state';
import { navigateTo } from '@portal/ui';

/** The message home shows once a new account is signed in. */
const ENROLMENT_DONE_MESSAGE = 'prelogin:enrolment.done';

/** §2 "No thanks … raises an enrolment-done event", and a card added ends it too: home, with the notice. */
export function enrolmentDone(): void {
  notify({ messageKey: ENROLMENT_DONE_MESSAGE, showOn: href('home') });
  navigateTo(href('home'));
}

/**
 * Where the enrolment goes after a token answer (applyTokenAnswer's login scope): the email's code
 * first; the add-card step once fully signed in (§4 Flows); any other pending sign-in step (terms
 * published since enrolment began) on the sign-in pages that own it.
 */
export function enrolmentNext(scope: readonly LoginStep[]): void {
  const step = scope[0];
  if (step === 'verifyCode') {
    navigateTo(href('createAccountVerifyCode'));
    return;
  }
  if (step === 'home') {
    navigateTo(href('createAccountAddCard'));
    return;
  }
  navigateTo(nextLoginRoute() ?? href('login'));
}

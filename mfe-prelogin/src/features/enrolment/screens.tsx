// The enrolment feature's lazy chunk (src/routes.tsx loads it when one of its routes is wanted): the
// screens of the route registry's rows (§2 Pre-login routes), and the feature's messages.
import type { LocaleBundles } from '@portal/client/i18n';
import { CreateAccount } from './components/create-account';
import { EditEmail } from './components/edit-email';
import { EnrolmentAddCard } from './components/enrolment-add-card';
import { Enroll } from './components/enroll';
import { EnrolmentVerifyCode } from './components/enrolment-verify-code';
import en from './i18n/en.json';
import es from './i18n/es.json';

export const screens = {
  createAccount: <CreateAccount />,
  createAccountEnroll: <Enroll />,
  createAccountVerifyCode: <EnrolmentVerifyCode />,
  createAccountAddCard: <EnrolmentAddCard />,
  createAccountEditEmail: <EditEmail />,
};

/** The feature's messages in the prelogin namespace: they travel with its screens. */
export const messages: LocaleBundles = { en, es };

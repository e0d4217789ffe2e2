// The enrolment screens of the route registry's rows (§2 Pre-login routes), joined into the remote's
// table by src/routes.tsx. createAccount/addCard arrives with the cards issue (enrolment-steps.ts).
import { routesOf } from '@portal/shared/mount';
import { CreateAccount } from './components/create-account';
import { EditEmail } from './components/edit-email';
import { Enroll } from './components/enroll';
import { EnrolmentVerifyCode } from './components/enrolment-verify-code';

export const enrolmentScreens = {
  createAccount: <CreateAccount />,
  createAccountEnroll: <Enroll />,
  createAccountVerifyCode: <EnrolmentVerifyCode />,
  createAccountEditEmail: <EditEmail />,
};
export const enrolmentRoutes = routesOf(enrolmentScreens);

// The enrolment screens' routes (§2 Pre-login routes), joined into the remote's table by src/routes.tsx.
// createAccount/addCard arrives with the cards issue (enrolment-steps.ts).
import type { RouteObject } from 'react-router';
import { CreateAccount } from './components/create-account';
import { EditEmail } from './components/edit-email';
import { Enroll } from './components/enroll';
import { EnrolmentVerifyCode } from './components/enrolment-verify-code';
import { CREATE_ACCOUNT_PATH, EDIT_EMAIL_PATH, ENROLL_PATH, ENROLMENT_CODE_PATH } from './enrolment-steps';

export const enrolmentRoutes: RouteObject[] = [
  { path: CREATE_ACCOUNT_PATH, element: <CreateAccount /> },
  { path: ENROLL_PATH, element: <Enroll /> },
  { path: ENROLMENT_CODE_PATH, element: <EnrolmentVerifyCode /> },
  { path: EDIT_EMAIL_PATH, element: <EditEmail /> },
];

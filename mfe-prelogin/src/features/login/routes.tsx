// The login screens of the route registry's rows (§2), joined into the remote's table by
// src/routes.tsx: the sign-in and its queue (§4), the sign-in exception paths, and the agreement and
// session-expired pages.
import { routesOf } from '@portal/shared/mount';
import { AcceptTacPage } from './components/accept-tac-page';
import { AgreementPage } from './components/agreement-page';
import { ChallengeCodePage } from './components/challenge-code-page';
import { ChallengePage } from './components/challenge-page';
import { ForceResetPage } from './components/force-reset-page';
import { ForceResetSuccessPage } from './components/force-reset-success-page';
import { LoginPage } from './components/login-page';
import { ResumePage } from './components/resume-page';
import { TimeoutPage } from './components/timeout-page';
import { VerifyUsernamePage } from './components/verify-username-page';

export const loginScreens = {
  login: <LoginPage />,
  loginVerifyCode: <VerifyUsernamePage />,
  loginChallenge: <ChallengePage />,
  loginChallengeCodeEmail: <ChallengeCodePage channel="email" />,
  loginChallengeCodePhone: <ChallengeCodePage channel="phone" />,
  loginAcceptTac: <AcceptTacPage />,
  loginForceReset: <ForceResetPage />,
  loginForceResetSuccess: <ForceResetSuccessPage />,
  signinExceptionIdv: <ResumePage route="signinExceptionIdv" />,
  signinException2fa: <ResumePage route="signinException2fa" />,
  signinExceptionTnc: <ResumePage route="signinExceptionTnc" />,
  agreement: <AgreementPage />,
  sessionTimeout: <TimeoutPage />,
};
export const loginRoutes = routesOf(loginScreens);

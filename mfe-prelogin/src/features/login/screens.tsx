// The login feature's lazy chunk (src/routes.tsx loads it when one of its routes is wanted): the
// screens of the route registry's rows (§2) — the sign-in and its queue (§4), the sign-in exception
// paths, the agreement and session-expired pages — and the feature's messages.
import type { LocaleBundles } from '@portal/client/i18n';
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
import en from './i18n/en.json';
import es from './i18n/es.json';

export const screens = {
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

/** The feature's messages in the prelogin namespace: they travel with its screens. */
export const messages: LocaleBundles = { en, es };

// The login screens' routes (§2), joined into the remote's table by src/routes.tsx: the sign-in and its
// queue (§4), the sign-in exception paths, and the agreement and session-expired pages.
import type { RouteObject } from 'react-router';
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
import { CHALLENGE_CODE_PATHS, EXCEPTION_PATHS, FORCE_RESET_SUCCESS_PATH, LOGIN_PATH, type ExceptionPath } from './sign-in-rules';

export const loginRoutes: RouteObject[] = [
  { path: LOGIN_PATH, element: <LoginPage /> },
  { path: '/login/verifyCode', element: <VerifyUsernamePage /> },
  { path: '/login/challenge', element: <ChallengePage /> },
  { path: CHALLENGE_CODE_PATHS.email, element: <ChallengeCodePage channel="email" /> },
  { path: CHALLENGE_CODE_PATHS.phone, element: <ChallengeCodePage channel="phone" /> },
  { path: '/login/acceptTac', element: <AcceptTacPage /> },
  { path: '/login/forcePasswordReset', element: <ForceResetPage /> },
  { path: FORCE_RESET_SUCCESS_PATH, element: <ForceResetSuccessPage /> },
  ...(Object.keys(EXCEPTION_PATHS) as ExceptionPath[]).map((path) => ({ path: `/${path}`, element: <ResumePage path={path} /> })),
  { path: '/agreement', element: <AgreementPage /> },
  { path: '/timeout', element: <TimeoutPage /> },
];

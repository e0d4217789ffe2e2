// The recovery screens' routes (§2 Pre-login routes), joined into the remote's table by src/routes.tsx.
import type { RouteObject } from 'react-router';
import { FORGOT_PASSWORD_PATH, ForgotPassword, RECOVERY_CODE_PATH, RECOVERY_RESET_PATH } from './components/forgot-password';
import { ForgotUsername } from './components/forgot-username';
import { RecoveryResetPassword } from './components/recovery-reset-password';
import { RecoveryVerifyCode } from './components/recovery-verify-code';

export const FORGOT_USERNAME_PATH = '/forgotusername';

export const recoveryRoutes: RouteObject[] = [
  { path: FORGOT_PASSWORD_PATH, element: <ForgotPassword /> },
  { path: RECOVERY_CODE_PATH, element: <RecoveryVerifyCode /> },
  { path: RECOVERY_RESET_PATH, element: <RecoveryResetPassword /> },
  { path: FORGOT_USERNAME_PATH, element: <ForgotUsername /> },
];

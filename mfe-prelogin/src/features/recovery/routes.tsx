// The recovery screens of the route registry's rows (§2 Pre-login routes), joined into the remote's
// table by src/routes.tsx.
import { routesOf } from '@portal/shared/mount';
import { ForgotPassword } from './components/forgot-password';
import { ForgotUsername } from './components/forgot-username';
import { RecoveryResetPassword } from './components/recovery-reset-password';
import { RecoveryVerifyCode } from './components/recovery-verify-code';

export const recoveryScreens = {
  forgotPassword: <ForgotPassword />,
  forgotPasswordVerifyCode: <RecoveryVerifyCode />,
  forgotPasswordReset: <RecoveryResetPassword />,
  forgotUsername: <ForgotUsername />,
};
export const recoveryRoutes = routesOf(recoveryScreens);

// The recovery feature's lazy chunk (src/routes.tsx loads it when one of its routes is wanted): the
// screens of the route registry's rows (§2 Pre-login routes), and the feature's messages.
import type { LocaleBundles } from '@portal/client/i18n';
import { ForgotPassword } from './components/forgot-password';
import { ForgotUsername } from './components/forgot-username';
import { RecoveryResetPassword } from './components/recovery-reset-password';
import { RecoveryVerifyCode } from './components/recovery-verify-code';
import en from './i18n/en.json';
import es from './i18n/es.json';

export const screens = {
  forgotPassword: <ForgotPassword />,
  forgotPasswordVerifyCode: <RecoveryVerifyCode />,
  forgotPasswordReset: <RecoveryResetPassword />,
  forgotUsername: <ForgotUsername />,
};

/** The feature's messages in the prelogin namespace: they travel with its screens. */
export const messages: LocaleBundles = { en, es };

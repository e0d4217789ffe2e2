// mfe-prelogin's route table, derived from the route registry (@portal/client/routes): the screen of
// every route it owns. The home page (the landing page) and the legal pages are in the remote's first
// chunk; each other feature's screens and messages are a chunk of their own, loaded when one of its
// routes is navigated to or a visitor shows intent to go there (so the home page fetches no
// sign-in, recovery, enrolment or migration code; nor the card form, which only the enrolment's
// createAccount/addCard shows, in the enrolment chunk).
import { lazyFeature, screenRoutes } from '@portal/ui/mount';
import { PreloginHome } from './features/home/components/prelogin-home';
import { LegalPage } from './features/legal/components/legal-page';
import { PRELOGIN_NS } from './i18n/messages';

const login = lazyFeature(PRELOGIN_NS, () => import('./features/login/screens'));
const recovery = lazyFeature(PRELOGIN_NS, () => import('./features/recovery/screens'));
const enrolment = lazyFeature(PRELOGIN_NS, () => import('./features/enrolment/screens'));
const migration = lazyFeature(PRELOGIN_NS, () => import('./features/migration/screens'));

export const routes = screenRoutes('mfe_prelogin', {
  preloginHome: <PreloginHome />,
  legalTerms: <LegalPage document="terms" />,
  legalPrivacy: <LegalPage document="privacy" />,
  legalElectronicCommunication: <LegalPage document="electronic_communication" />,
  ...login.screens(
    'login',
    'loginVerifyCode',
    'loginChallenge',
    'loginChallengeCodeEmail',
    'loginChallengeCodePhone',
    'loginAcceptTac',
    'loginForceReset',
    'loginForceResetSuccess',
    'signinExceptionIdv',
    'signinException2fa',
    'signinExceptionTnc',
    'agreement',
    'sessionTimeout',
  ),
  ...recovery.screens('forgotPassword', 'forgotPasswordVerifyCode', 'forgotPasswordReset', 'forgotUsername'),
  ...enrolment.screens(
    'createAccount',
    'createAccountEnroll',
    'createAccountVerifyCode',
    'createAccountAddCard',
    'createAccountEditEmail',
  ),
  ...migration.screens(
    'migrationEstablishAccount',
    'migrationVerifyAccount',
    'migrationSimVerifyAccount',
    'migrationResetPassword',
    'migrationAcceptTac',
  ),
});

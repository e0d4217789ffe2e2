// mfe-prelogin's route table, derived from the route registry (@portal/client/routes): the screen of
// every route it owns. The home page (the landing page) and the legal pages are in the remote's first
// chunk; every other route's registry row names its feature folder (login, recovery, enrolment,
// migration), whose screens and messages are a chunk of their own, loaded when one of its routes is
// navigated to or a visitor shows intent to go there (so the home page fetches no sign-in, recovery,
// enrolment or migration code; nor the card form, which only the enrolment's createAccount/addCard
// shows, in the enrolment chunk).
import { registryFeatures, screenRoutes } from '@portal/ui/mount';
import { PreloginHome } from './features/home/components/prelogin-home';
import { LegalPage } from './features/legal/components/legal-page';
import { PRELOGIN_NS } from './i18n/messages';

export const routes = screenRoutes('mfe_prelogin', {
  preloginHome: <PreloginHome />,
  legalTerms: <LegalPage document="terms" />,
  legalPrivacy: <LegalPage document="privacy" />,
  legalElectronicCommunication: <LegalPage document="electronic_communication" />,
  // Every other route: the feature its registry row names, ./features/<feature>/screens.tsx.
  ...registryFeatures(
    'mfe_prelogin',
    PRELOGIN_NS,
    (feature) => import(`./features/${feature}/screens.tsx`) as Promise<unknown>,
  ),
});

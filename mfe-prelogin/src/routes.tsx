// mfe-prelogin's route table, derived from the route registry (@portal/shared/routes): the screen of
// every route it owns, each feature naming its own. createAccount/addCard arrives with the cards
// issue (10); until then it shows the portal's 404, as it always has.
import { screenRoutes } from '@portal/shared/mount';
import { NotFoundPage } from '@portal/shared/ui';
import { enrolmentScreens } from './features/enrolment/routes';
import { PreloginHome } from './features/home/components/prelogin-home';
import { LegalPage } from './features/legal/components/legal-page';
import { loginScreens } from './features/login/routes';
import { migrationScreens } from './features/migration/routes';
import { recoveryScreens } from './features/recovery/routes';

export const routes = screenRoutes('mfe_prelogin', {
  preloginHome: <PreloginHome />,
  legalTerms: <LegalPage document="terms" />,
  legalPrivacy: <LegalPage document="privacy" />,
  legalElectronicCommunication: <LegalPage document="electronic_communication" />,
  ...loginScreens,
  ...recoveryScreens,
  ...enrolmentScreens,
  createAccountAddCard: <NotFoundPage />,
  ...migrationScreens,
});

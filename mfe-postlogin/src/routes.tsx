// mfe-postlogin's route table, derived from the route registry (@portal/shared/routes): the screen of
// each route it owns. Add and edit card, settings, accounts, features and the SSO link arrive with
// their issues (10 and 11); until then their routes show the portal's 404, as they always have.
import { screenRoutes } from '@portal/shared/mount';
import { NotFoundPage } from '@portal/shared/ui';
import { homeScreens } from './features/home/routes';
import { signOutScreens } from './features/sign-out/routes';

const notYet = <NotFoundPage />;

export const routes = screenRoutes('mfe_postlogin', {
  ...homeScreens,
  ...signOutScreens,
  addCard: notYet,
  editCard: notYet,
  userSettings: notYet,
  userSettingsAddEmail: notYet,
  userSettingsAddPhone: notYet,
  userSettingsVerifyEmail: notYet,
  userSettingsVerifyPhone: notYet,
  accounts: notYet,
  features: notYet,
  ssoLink: notYet,
});

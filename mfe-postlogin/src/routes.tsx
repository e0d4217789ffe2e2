// mfe-postlogin's route table, derived from the route registry (@portal/shared/routes): the screen of
// each route it owns. Settings, accounts, features and the SSO link arrive with issue 11; until then
// their routes show the portal's 404, as they always have.
import { screenRoutes } from '@portal/shared/mount';
import { NotFoundPage } from '@portal/shared/ui';
import { cardScreens } from './features/cards/routes';
import { homeScreens } from './features/home/routes';
import { signOutScreens } from './features/sign-out/routes';

const notYet = <NotFoundPage />;

export const routes = screenRoutes('mfe_postlogin', {
  ...homeScreens,
  ...signOutScreens,
  ...cardScreens,
  userSettings: notYet,
  userSettingsAddEmail: notYet,
  userSettingsAddPhone: notYet,
  userSettingsVerifyEmail: notYet,
  userSettingsVerifyPhone: notYet,
  accounts: notYet,
  features: notYet,
  ssoLink: notYet,
});

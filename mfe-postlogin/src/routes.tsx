// mfe-postlogin's route table, derived from the route registry (@portal/shared/routes): the screen of
// each route it owns. Home and sign-out are in the remote's first chunk; the cards feature (the add
// and edit screens and the shared card form) is a chunk of its own, loaded when one of its routes is
// navigated to or a visitor shows intent to go there (issue 9); so are settings' contacts list and its
// add and verify pages (issue 11). Accounts, features and the SSO link arrive with the rest of issue 11;
// until then their routes show the portal's 404, as they always have.
import { lazyFeature, screenRoutes } from '@portal/shared/mount';
import { NotFoundPage } from '@portal/shared/ui';
import { homeScreens } from './features/home/routes';
import { signOutScreens } from './features/sign-out/routes';
import { POSTLOGIN_NS } from './i18n/messages';

const cards = lazyFeature(POSTLOGIN_NS, () => import('./features/cards/screens'));
const settings = lazyFeature(POSTLOGIN_NS, () => import('./features/settings/screens'));

const notYet = <NotFoundPage />;

export const routes = screenRoutes('mfe_postlogin', {
  ...homeScreens,
  ...signOutScreens,
  ...cards.screens('addCard', 'editCard'),
  ...settings.screens('userSettings', 'userSettingsAddEmail', 'userSettingsAddPhone', 'userSettingsVerifyEmail', 'userSettingsVerifyPhone'),
  accounts: notYet,
  features: notYet,
  ssoLink: notYet,
});

// mfe-postlogin's route table, derived from the route registry (@portal/client/routes): the screen of
// each route it owns. Home, sign-out and the SSO link are in the remote's first chunk; the cards feature
// (the add and edit screens and the shared card form) is a chunk of its own, loaded when one of its
// routes is navigated to or a visitor shows intent to go there; so are settings' contacts
// list and its add and verify pages, accounts (balances, transactions, alerts) and card features
// (decision 028).
import { lazyFeature, screenRoutes } from '@portal/ui/mount';
import { homeScreens } from './features/home/routes';
import { signOutScreens } from './features/sign-out/routes';
import { ssoLinkScreens } from './features/sso-link/routes';
import { POSTLOGIN_NS } from './i18n/messages';

const cards = lazyFeature(POSTLOGIN_NS, () => import('./features/cards/screens'));
const settings = lazyFeature(POSTLOGIN_NS, () => import('./features/settings/screens'));
const accounts = lazyFeature(POSTLOGIN_NS, () => import('./features/accounts/screens'));
const cardFeatures = lazyFeature(POSTLOGIN_NS, () => import('./features/card-features/screens'));

export const routes = screenRoutes('mfe_postlogin', {
  ...homeScreens,
  ...signOutScreens,
  ...ssoLinkScreens,
  ...cards.screens('addCard', 'editCard'),
  ...settings.screens(
    'userSettings',
    'userSettingsAddEmail',
    'userSettingsAddPhone',
    'userSettingsVerifyEmail',
    'userSettingsVerifyPhone',
  ),
  ...accounts.screens('accounts'),
  ...cardFeatures.screens('features'),
});

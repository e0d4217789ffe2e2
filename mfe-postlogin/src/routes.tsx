// mfe-postlogin's route table, derived from the route registry (@portal/client/routes): the screen of
// each route it owns. Home, sign-out and the SSO link are in the remote's first chunk; every other
// route's registry row names its feature folder (cards, with the add and edit screens and the shared
// card form; settings; accounts; card-features), a chunk of its own, loaded when one of its routes is
// navigated to or a visitor shows intent to go there (decision 028).
import { registryFeatures, screenRoutes } from '@portal/ui/mount';
import { homeScreens } from './features/home/routes';
import { signOutScreens } from './features/sign-out/routes';
import { ssoLinkScreens } from './features/sso-link/routes';
import { POSTLOGIN_NS } from './i18n/messages';

export const routes = screenRoutes('mfe_postlogin', {
  ...homeScreens,
  ...signOutScreens,
  ...ssoLinkScreens,
  // Every other route: the feature its registry row names, ./features/<feature>/screens.tsx.
  ...registryFeatures(
    'mfe_postlogin',
    POSTLOGIN_NS,
    (feature) => import(`./features/${feature}/screens.tsx`) as Promise<unknown>,
  ),
});

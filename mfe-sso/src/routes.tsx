// mfe-sso's route table, derived from the route registry (@portal/client/routes): the screen of each
// route it owns (ARCHITECTURE §2b). sso/launch is the way in of an SSO app's members, sso/addCard the
// SSO card flow that follows it.
import { screenRoutes } from '@portal/ui/mount';
import { cardScreens } from './features/card/routes';
import { launchScreens } from './features/launch/routes';

export const routes = screenRoutes('mfe_sso', {
  ...launchScreens,
  ...cardScreens,
});

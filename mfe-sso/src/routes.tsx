// mfe-sso's route table, derived from the route registry (@portal/shared/routes): the screen of each
// route it owns (ARCHITECTURE §2b). sso/launch is the way in of an SSO app's members (issue 13).
import { screenRoutes } from '@portal/shared/mount';
import { launchScreens } from './features/launch/routes';

export const routes = screenRoutes('mfe_sso', {
  ...launchScreens,
});

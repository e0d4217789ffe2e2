// The single sign-on arrival of the route registry's `ssoLaunch` row, joined into the remote's table by src/routes.tsx.
import { SsoLaunchPage } from './components/launch-page';

export const launchScreens = { ssoLaunch: <SsoLaunchPage /> };

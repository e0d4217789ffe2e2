// The SSO link screen of the route registry's `ssoLink` row, joined into the remote's table by src/routes.tsx.
import { SsoLinkPage } from './components/sso-link-page';

export const ssoLinkScreens = { ssoLink: <SsoLinkPage /> };

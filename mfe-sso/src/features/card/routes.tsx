// The SSO card screen of the route registry's `ssoAddCard` row, joined into the remote's table by src/routes.tsx.
import { SsoAddCardPage } from './components/sso-add-card-page';

export const cardScreens = { ssoAddCard: <SsoAddCardPage /> };

// mfe-sso's single-spa lifecycles, exposed to the shell as 'mfe_sso/app'.
import { createRemoteApp } from '@portal/ui/mount';
import { SSO_NS, ssoMessages } from '../i18n/messages';
import { routes } from '../routes';

export const { bootstrap, mount, unmount } = createRemoteApp({
  namespace: SSO_NS,
  messages: ssoMessages,
  routes,
  ruleMessages: true,
});

// mfe-postlogin's single-spa lifecycles, exposed to the shell as 'mfe_postlogin/app'.
import { createRemoteApp } from '@portal/ui/mount';
import { POSTLOGIN_NS, postloginMessages } from '../i18n/messages';
import { routes } from '../routes';

export const { bootstrap, mount, unmount } = createRemoteApp({
  namespace: POSTLOGIN_NS,
  messages: postloginMessages,
  routes,
  ruleMessages: true,
});

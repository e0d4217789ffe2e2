// mfe-prelogin's single-spa lifecycles, exposed to the shell as 'mfe_prelogin/app'.
import { createRemoteApp } from '@portal/ui/mount';
import { PRELOGIN_NS, preloginMessages } from '../i18n/messages';
import { routes } from '../routes';

export const { bootstrap, mount, unmount } = createRemoteApp({
  namespace: PRELOGIN_NS,
  messages: preloginMessages,
  routes,
});

// mfe-activation's single-spa lifecycles, exposed to the shell as 'mfe_activation/app'.
import { createRemoteApp } from '@portal/ui/mount';
import { ACTIVATION_NS, activationMessages } from '../i18n/messages';
import { routes } from '../routes';

export const { bootstrap, mount, unmount } = createRemoteApp({
  namespace: ACTIVATION_NS,
  messages: activationMessages,
  routes,
  ruleMessages: true,
});

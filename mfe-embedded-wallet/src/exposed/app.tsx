// mfe-embedded-wallet's single-spa lifecycles, exposed to the shell as 'mfe_embedded_wallet/app'.
import { createRemoteApp } from '@portal/ui/mount';
import { WALLET_NS, walletMessages } from '../i18n/messages';
import { routes } from '../routes';

export const { bootstrap, mount, unmount } = createRemoteApp({
  namespace: WALLET_NS,
  messages: walletMessages,
  routes,
});

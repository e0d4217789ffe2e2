// The wallet's loader (decision 033): the one script a merchant's checkout page includes,
//   <script src="https://wallet.bank.example/embed/wallet.js" nonce="…"></script>
// framework-free. It defines `PortalWallet.mount(element, options)`, which loads the wallet remote from
// the loader's own origin with the Module Federation runtime and mounts it: no React, shell or
// single-spa on the host page. The remote's manifest sits beside this folder (…/mf-manifest.json).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { runFrame } from './frame';
import { mountIsolated } from './isolated';
import { mountWithRemote, type EmbedModule } from './mount';

declare global {
  interface Window {
    PortalWallet?: { mount: (element: unknown, options: unknown) => Promise<unknown>; version: string };
  }
}

/** Where this script was loaded from: its folder's parent is the remote's origin path. */
const script = document.currentScript;
const scriptUrl = script instanceof HTMLScriptElement && script.src ? script.src : `${location.origin}/embed/wallet.js`;
const manifest = new URL('../mf-manifest.json', scriptUrl).href;
/** The isolated mode's page, beside this script on the wallet's origin. */
const frameUrl = new URL('frame.html', scriptUrl).href;
let registered = false;

async function loadEmbed(): Promise<EmbedModule> {
  if (!registered) {
    registerRemotes([{ name: 'mfe_embedded_wallet', entry: manifest }]);
    registered = true;
  }
  const module = await loadRemote<EmbedModule>('mfe_embedded_wallet/embed');
  if (!module || typeof module.mountWallet !== 'function')
    throw new Error('mfe_embedded_wallet/embed has no mountWallet');
  return module;
}

const isolated = (options: unknown) =>
  typeof options === 'object' && options !== null && 'isolation' in options && options.isolation === 'iframe';

if (document.documentElement.hasAttribute('data-portal-wallet-frame')) {
  // The wallet's own frame page (embed/frame.html): mount for the parent that asks.
  runFrame(loadEmbed);
} else {
  window.PortalWallet = {
    mount: (element, options) =>
      isolated(options) ? mountIsolated(element, options, frameUrl) : mountWithRemote(loadEmbed, element, options),
    version: '1',
  };
}

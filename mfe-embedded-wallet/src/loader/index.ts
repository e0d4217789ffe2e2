// The wallet's loader (issue 14, decision 033): the one script a merchant's checkout page includes,
//   <script src="https://wallet.bank.example/embed/wallet.js" nonce="…"></script>
// framework-free. It defines `PortalWallet.mount(element, options)`, which loads the wallet remote from
// the loader's own origin with the Module Federation runtime and mounts it: no React, shell or
// single-spa on the host page. The remote's manifest sits beside this folder (…/mf-manifest.json).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { mountWithRemote, type EmbedModule } from './mount';

declare global {
  interface Window {
    PortalWallet?: { mount: (element: unknown, options: unknown) => Promise<unknown>; version: string };
  }
}

/** Where this script was loaded from: its folder's parent is the remote's origin path. */
function remoteManifestUrl(): string {
  const script = document.currentScript;
  const src = script instanceof HTMLScriptElement && script.src ? script.src : `${location.origin}/embed/wallet.js`;
  return new URL('../mf-manifest.json', src).href;
}

const manifest = remoteManifestUrl();
let registered = false;

async function loadEmbed(): Promise<EmbedModule> {
  if (!registered) {
    registerRemotes([{ name: 'mfe_embedded_wallet', entry: manifest }]);
    registered = true;
  }
  const module = await loadRemote<EmbedModule>('mfe_embedded_wallet/embed');
  if (!module || typeof module.mountWallet !== 'function') throw new Error('mfe_embedded_wallet/embed has no mountWallet');
  return module;
}

window.PortalWallet = { mount: (element, options) => mountWithRemote(loadEmbed, element, options), version: '1' };

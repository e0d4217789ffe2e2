// The Module Federation runtime plugin of a remote (ARCHITECTURE §2.4): the page's CSP nonce on what
// its runtime injects and on its own lazy chunks. A remote loads no remote (`disableRemote`), so the
// host's retry and contract check (runtime-plugin.ts) would never run in it: 0.5 KB gzip of its
// remoteEntry.js.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nonceHooks } from './runtime-nonce';

export default function portalRemoteRuntimePlugin(): ModuleFederationRuntimePlugin {
  return { name: 'portal-remote-runtime-plugin', ...nonceHooks() };
}

// The bench's monolithic variant: the same shell boot and the same remote apps, bundled into one build
// with no Module Federation, to measure what federation costs.
import '@portal/ui/styles.css';
import type { RemoteLifecycles } from '@portal/ui/mount';
import { boot } from '@portal/shell/boot';

const apps: Record<string, () => Promise<RemoteLifecycles>> = {
  mfe_prelogin: () => import('@portal/mfe-prelogin/app'),
  mfe_postlogin: () => import('@portal/mfe-postlogin/app'),
  mfe_sso: () => import('@portal/mfe-sso/app'),
  mfe_activation: () => import('@portal/mfe-activation/app'),
  mfe_embedded_wallet: () => import('@portal/mfe-embedded-wallet/app'),
};

void boot({
  loadRemoteModule: (name) => apps[name]?.() ?? Promise.reject(new Error(`no app ${name}`)),
});

// The region a remote leaves when it cannot be loaded or crashes while mounting (ARCHITECTURE §2.4):
// "this part of the site is unavailable", with a retry, while the rest of the page keeps working.
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@portal/client/i18n';
import { applicationElementId, type RemoteAppProps, type RemoteLifecycles } from '@portal/ui/mount';
import { RegionUnavailable } from '@portal/ui';

function containerOf(props: RemoteAppProps): HTMLElement | null {
  return props.domElement ?? document.getElementById(applicationElementId(props.name));
}

/** Lifecycles that render the fallback region; Retry asks for the remote again. */
export function fallbackApp(onRetry: () => void): RemoteLifecycles {
  let root: Root | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const el = containerOf(props);
      if (!el) return;
      root = createRoot(el);
      root.render(
        <I18nextProvider i18n={i18n}>
          <RegionUnavailable onRetry={onRetry} />
        </I18nextProvider>,
      );
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}

/**
 * A remote's lifecycles, never failing (single-spa-layout's own error path rethrows every failure):
 * a remote that failed to bootstrap shows the fallback on every mount until it is unloaded (Retry);
 * a mount that throws shows it in that mount's place, and the next mount tries the remote again.
 */
export function resilientApp(name: string, app: RemoteLifecycles, onRetry: () => void): RemoteLifecycles {
  let broken = false;
  let fallback: RemoteLifecycles | null = null;
  return {
    bootstrap: async (props) => {
      try {
        await app.bootstrap(props);
      } catch (error) {
        console.error(`[shell] ${name} failed to bootstrap`, error);
        broken = true;
      }
    },
    mount: async (props) => {
      if (!broken) {
        try {
          await app.mount(props);
          return;
        } catch (error) {
          console.error(`[shell] ${name} failed to mount`, error);
        }
      }
      fallback = fallbackApp(onRetry);
      await fallback.mount(props);
    },
    unmount: async (props) => {
      if (fallback) {
        await fallback.unmount(props);
        fallback = null;
        return;
      }
      await app.unmount(props);
    },
  };
}

// Remotes at run time (ARCHITECTURE §2.3-2.4): registered from the runtime remotes map (not baked into
// the build), loaded with loadRemote('<remote>/app'), and wrapped so that a remote that cannot be
// fetched, or fails to mount, shows the fallback region while the rest of the page keeps working.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { REMOTE_NAMES, type RemoteName } from '@portal/shared/domain';
import { i18n } from '@portal/shared/i18n';
import { applicationElementId, isRemoteAppModule, type RemoteAppProps, type RemoteLifecycles } from '@portal/shared/mount';
import { RegionUnavailable } from '@portal/shared/ui';

export function registerPortalRemotes(map: Readonly<Record<RemoteName, string>>): void {
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: map[name] })));
}

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

const loading = new Map<RemoteName, Promise<RemoteLifecycles>>();

/** Loads a remote's './app' once; a failure is forgotten so a later attempt fetches again. */
export function loadRemoteApp(name: RemoteName): Promise<RemoteLifecycles> {
  let promise = loading.get(name);
  if (!promise) {
    promise = loadRemote<unknown>(`${name}/app`).then((module) => {
      if (!isRemoteAppModule(module)) throw new Error(`${name}/app does not export single-spa lifecycles`);
      return module;
    });
    loading.set(name, promise);
    promise.catch(() => loading.delete(name));
  }
  return promise;
}

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
 * A remote's lifecycles, never failing: a mount that throws shows the fallback in its place.
 * (single-spa-layout's own error path rethrows every failure; handling it here keeps the console
 * clean and the fallback the same for every kind of failure.)
 */
export function resilientApp(name: string, app: RemoteLifecycles, onRetry: () => void): RemoteLifecycles {
  let fallback: RemoteLifecycles | null = null;
  return {
    bootstrap: async (props) => {
      try {
        await app.bootstrap(props);
      } catch (error) {
        console.error(`[shell] ${name} failed to bootstrap`, error);
        fallback = fallbackApp(onRetry);
      }
    },
    mount: async (props) => {
      if (!fallback) {
        try {
          await app.mount(props);
          return;
        } catch (error) {
          console.error(`[shell] ${name} failed to mount`, error);
          fallback = fallbackApp(onRetry);
        }
      }
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

// single-spa's application loader for every name in the route map: shell pages locally, remotes
// through Module Federation with the fallback on failure.
import { unloadApplication } from 'single-spa';
import type { RemoteLifecycles } from '@portal/shared/mount';
import type { AppName } from '../routing/route-map';
import { errorApp, notFoundApp } from '../pages/shell-apps';
import { fallbackApp, isRemoteName, loadRemoteApp, resilientApp } from './remotes';

/** Replaces the failed app with a fresh load attempt (single-spa reroutes and loads it again). */
function retry(name: string): () => void {
  return () => {
    void unloadApplication(name, { waitForUnmount: false });
  };
}

export type RemoteLoader = (name: string) => Promise<RemoteLifecycles>;

export function createLoadApp(loadRemoteModule: RemoteLoader = (name) => (isRemoteName(name) ? loadRemoteApp(name) : Promise.reject(new Error(`unknown app ${name}`)))) {
  return async ({ name }: { name: string }): Promise<RemoteLifecycles> => {
    const appName = name as AppName;
    if (appName === 'shell_not_found') return notFoundApp;
    if (appName === 'shell_error') return errorApp;
    try {
      return resilientApp(name, await loadRemoteModule(name), retry(name));
    } catch (error) {
      console.warn(`[shell] ${name} is unavailable`, error);
      return fallbackApp(retry(name));
    }
  };
}

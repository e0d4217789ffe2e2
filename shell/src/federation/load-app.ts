// single-spa's application loader for every name in the route map: shell pages locally, remotes
// through the given loader (Module Federation, or imports in the monolithic build), with the
// fallback on failure.
import { unloadApplication } from 'single-spa';
import { isContractMismatch, isRemoteName } from '@portal/domain/platform';
import { reportFailure } from '../boot/error-reports';
import type { RemoteLifecycles } from '@portal/ui/mount';
import { errorApp, notFoundApp } from '../pages/shell-apps';
import type { AppName } from '@portal/client/routes';
import { fallbackApp, resilientApp } from './fallback';

export type RemoteLoader = (name: string) => Promise<RemoteLifecycles>;

/** Replaces the failed app with a fresh load attempt (single-spa reroutes and loads it again). */
function retry(name: string): () => void {
  return () => {
    void unloadApplication(name, { waitForUnmount: false });
  };
}

export function createLoadApp(loadRemoteModule: RemoteLoader) {
  return async ({ name }: { name: string }): Promise<RemoteLifecycles> => {
    const appName = name as AppName;
    if (appName === 'shell_not_found') return notFoundApp;
    if (appName === 'shell_error') return errorApp;
    try {
      return resilientApp(name, await loadRemoteModule(name), retry(name));
    } catch (error) {
      // Release trains: a remote built against another contract is a deployment fault to
      // fix, not a network blip: an error in the log, and the same fallback region for the person.
      if (isContractMismatch(error))
        console.error(`[shell] ${name} refused: ${error.message.replace(/^\[ Federation Runtime \]: /, '')}`);
      else console.warn(`[shell] ${name} is unavailable`, error);
      reportFailure('remote', error, isRemoteName(name) ? name : undefined);
      return fallbackApp(retry(name));
    }
  };
}

// Remotes through Module Federation at run time (ARCHITECTURE §2.3): registered from the runtime
// remotes map (not baked into the build) and loaded with loadRemote('<remote>/app').
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '@portal/shared/domain/platform';
import { isRemoteAppModule, type RemoteLifecycles } from '@portal/shared/mount';

export function registerPortalRemotes(map: Readonly<Record<RemoteName, string>>): void {
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: map[name] })));
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

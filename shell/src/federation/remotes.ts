// Remotes through Module Federation at run time (ARCHITECTURE §2.3): registered from the runtime
// remotes map (not baked into the build) and loaded with loadRemote('<remote>/app').
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  REMOTE_NAMES,
  type RemoteName,
  type RemoteOverrides,
  type RuntimeEnvironment,
  withOverrides,
} from '@portal/domain/platform';
import { isRemoteAppModule, type RemoteLifecycles } from '@portal/ui/mount';
import { takeRemoteOverrides } from './overrides';

export function registerPortalRemotes(map: Readonly<Record<RemoteName, string>>): void {
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: map[name] })));
}

/** Registers the environment's remotes with a tester's overrides in place; returns those in force. */
export function registerEnvironmentRemotes(environment: RuntimeEnvironment): RemoteOverrides {
  const overrides = takeRemoteOverrides(environment);
  registerPortalRemotes(withOverrides(environment.remotes, overrides));
  return overrides;
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

import '@portal/shared/ui/styles.css';
import { isRemoteName } from '@portal/shared/domain';
import { boot } from './boot/boot';
import { loadRemoteApp, registerPortalRemotes } from './federation/remotes';

void boot({
  registerRemotes: registerPortalRemotes,
  loadRemoteModule: (name) => (isRemoteName(name) ? loadRemoteApp(name) : Promise.reject(new Error(`${name} is not a remote`))),
});

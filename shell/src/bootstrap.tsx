import '@portal/ui/styles.css';
import { isRemoteName } from '@portal/domain/platform';
import { boot } from './boot/boot';
import { listenForPreloads } from './federation/preload';
import { loadRemoteApp, registerEnvironmentRemotes } from './federation/remotes';

const loadRemoteModule = (name: string) =>
  isRemoteName(name) ? loadRemoteApp(name) : Promise.reject(new Error(`${name} is not a remote`));

listenForPreloads(loadRemoteModule);
void boot({ registerRemotes: registerEnvironmentRemotes, loadRemoteModule });

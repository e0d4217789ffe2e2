// The Module Federation runtime plugin of a host: the shell, the wallet's loader (ARCHITECTURE §2.4):
// - the page's CSP nonce on every script and link the runtime injects, and on this app's own lazy
//   chunks (runtime-nonce.ts);
// - one retry of a failed manifest fetch or remote entry, before the shell shows its fallback;
// - release trains: a remote's manifest read declares the contract major it was built
//   against; another major than this host's is refused before its entry is fetched (packages/domain/src/platform/contract.ts).
// A remote loads no remote (`disableRemote`), so it lists remote-runtime-plugin.ts, the nonce alone.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The contract alone, not the platform entry: this plugin is in every page's first script (main.js), where
// the entry's boot-data schemas cost 36 KB.
import { checkContract, CONTRACT_MAJOR, isContractMismatch, remoteBuildOf } from '@portal/domain/contract';
import { recordRemote } from './running-remotes';
import { nonceHooks } from './runtime-nonce';

/** How long to wait before the single retry: long enough for a restarting origin, short for a person. */
export const RETRY_DELAY_MS = 400;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function fetchWithOneRetry(url: string, init: RequestInit): Promise<Response> {
  try {
    const first = await fetch(url, init);
    if (first.ok) return first;
  } catch {
    // network failure: retried below
  }
  await wait(RETRY_DELAY_MS);
  const second = await fetch(url, init);
  if (!second.ok) throw new Error(`${url} answered ${second.status}`);
  return second;
}

export default function portalRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-runtime-plugin',
    ...nonceHooks(),
    async fetch(url, init) {
      return fetchWithOneRetry(url, init);
    },
    loadRemoteSnapshot(args) {
      // A remote registered by its manifest (all of the portal's are): read before its entry is fetched.
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const name = args.moduleInfo.name;
      const manifestUrl = args.manifestUrl ?? ('entry' in args.moduleInfo ? args.moduleInfo.entry : name);
      try {
        const build = checkContract(name, args.manifestJson, CONTRACT_MAJOR);
        recordRemote({ name, manifestUrl, ...build, refused: false });
      } catch (error) {
        if (isContractMismatch(error)) {
          const build = remoteBuildOf(args.manifestJson);
          recordRemote({
            name,
            manifestUrl,
            contract: build?.contract ?? null,
            version: build?.version ?? null,
            refused: true,
          });
        }
        throw error;
      }
      return args;
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      // One retry: the runtime hands a getRemoteEntry that does not come back here, so a second
      // failure goes on to the shell's fallback region.
      const retried = (async () => {
        await wait(RETRY_DELAY_MS);
        delete globalLoading[uniqueKey];
        return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
      })();
      // The hook is declared as a promise of a promise; the runtime awaits it, which flattens both.
      return new Promise<typeof retried | undefined>((resolve) => resolve(retried));
    },
  };
}

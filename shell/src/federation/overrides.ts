// A tester's remote override in the browser, like single-spa's
// import-map-overrides: `?override-mfe_postlogin=<manifest URL>` on any page sets it (an empty value
// removes that one), the browser keeps it (localStorage, so it holds across reloads and tabs until
// cleared), and the banner (overlays/override-banner.tsx) shows it and clears it. Only origins on the
// environment's allowlist are accepted (the rules: @portal/domain/platform remote-overrides.ts);
// where the environment allows none, whatever was kept is forgotten.
import {
  judgeOverrides,
  overrideOrigins,
  overridesInQuery,
  type RemoteOverrides,
  type RuntimeEnvironment,
  withoutOverrideParams,
} from '@portal/domain/platform';

export const OVERRIDES_STORAGE_KEY = 'portal.remoteOverrides';

/** Where overrides are read and kept: the page's address and the browser's storage. */
export interface OverrideSources {
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Puts the address back without its override parameters (no reload). */
  replaceSearch: (search: string) => void;
}

function storageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage turned off: overrides then last for this page only.
    return null;
  }
}

function browserSources(): OverrideSources {
  return {
    search: window.location.search,
    storage: storageOrNull(),
    replaceSearch: (search) =>
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${search}${window.location.hash}`,
      ),
  };
}

function readKept(storage: OverrideSources['storage']): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(OVERRIDES_STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The overrides in force for this page (kept ones, then the address's), judged, kept, and the address tidied. */
export function takeRemoteOverrides(
  environment: RuntimeEnvironment,
  sources: OverrideSources = browserSources(),
): RemoteOverrides {
  const fromQuery = overridesInQuery(sources.search);
  if (Object.keys(fromQuery).length > 0) sources.replaceSearch(withoutOverrideParams(sources.search));
  const wanted = readKept(sources.storage);
  for (const [name, url] of Object.entries(fromQuery)) {
    if (url === '') delete wanted[name];
    else wanted[name] = url;
  }
  const allowed = overrideOrigins(environment);
  if (allowed.length === 0) {
    if (Object.keys(wanted).length > 0)
      console.warn(`[shell] remote overrides are not allowed in the ${environment.name} environment: ignored`);
    forget(sources.storage);
    return {};
  }
  const { accepted, refused } = judgeOverrides(wanted, allowed);
  for (const r of refused) console.warn(`[shell] remote override of ${r.name} refused (${r.reason}): ${r.url}`);
  try {
    if (Object.keys(accepted).length > 0) sources.storage?.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(accepted));
    else sources.storage?.removeItem(OVERRIDES_STORAGE_KEY);
  } catch {
    // A full or refused storage: the override holds for this page only.
  }
  return accepted;
}

/** Removes the kept overrides; a storage that refuses leaves them, and the page goes on. */
function forget(storage: OverrideSources['storage']): void {
  try {
    storage?.removeItem(OVERRIDES_STORAGE_KEY);
  } catch {
    // Nothing kept can be used anyway: the environment allows none.
  }
}

/** Forgets every override and loads the page again with the environment's remotes. */
export function clearRemoteOverrides(
  storage: OverrideSources['storage'] = storageOrNull(),
  reload: () => void = () => window.location.reload(),
): void {
  forget(storage);
  reload();
}

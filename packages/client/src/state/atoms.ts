// The page's shared atoms (ARCHITECTURE §2.7) on jotai's default store, which is one object across the
// shell's and every remote's React roots because @portal/client/state is a federation singleton.
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { type AppDetails, DEFAULT_LOCALE, type IssuerConfig } from '@portal/domain/issuer';
import type { RuntimeEnvironment } from '@portal/domain/platform';

export const portalStore = getDefaultStore();

export const environmentAtom = atom<RuntimeEnvironment | null>(null);
export const issuerAtom = atom<IssuerConfig | null>(null);
/** URL prefix of the issuer's assets, ending with '/'. */
export const assetBaseAtom = atom<string>('/issuer-assets/');
/** §7 Application details from the gateway. */
export const appDetailsAtom = atom<AppDetails | null>(null);
export const localeAtom = atom<string>(DEFAULT_LOCALE);

/** §4 access levels: not logged in, partial access (mid-flow) and full access (derived from the session, state/session.ts). */
export type AccessLevel = 'none' | 'partial' | 'full';

export class PortalStateError extends Error {
  override readonly name = 'PortalStateError';
}

/** The issuer configuration; the shell sets it before any remote mounts. */
export function useIssuer(): IssuerConfig {
  const issuer = useAtomValue(issuerAtom);
  if (!issuer) throw new PortalStateError('The issuer configuration is not loaded.');
  return issuer;
}

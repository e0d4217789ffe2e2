// The guard's context read from the shared store at each navigation, so a change of access level
// (a sign-in completing, a sign-out, expiry) is what the next navigation is judged by (§4, §6).
import type { IssuerFlags } from '@portal/domain/issuer';
import { accessLevelAtom, appDetailsAtom, portalStore } from '@portal/client/state';
import type { GuardContext } from './guard';

export function storeGuardContext(flags: IssuerFlags): () => GuardContext {
  return () => ({
    access: portalStore.get(accessLevelAtom),
    flags,
    activationWebEnabled: portalStore.get(appDetailsAtom)?.isCardActivationWebEnabled ?? false,
  });
}

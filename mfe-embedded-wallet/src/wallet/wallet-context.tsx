// What every wallet screen reads: the settings `mount` was given (decision 033) and the host's events.
import { createContext, useContext } from 'react';
import type { WalletEvent, WalletSettings } from '@portal/domain/wallet';
import type { AddressAutocompleteConfig } from '@portal/domain/address';
import type { SessionWatch } from './session-watch';

export interface WalletEnvironment {
  readonly settings: WalletSettings;
  /** Tells the host page (its onEvent in the page, a message from a frame). */
  readonly emit: (event: WalletEvent) => void;
  /** In the isolated frame: the page around it is the merchant's, which leaves for the back URL itself. */
  readonly inFrame: boolean;
  /** The shopper session: once it has ended, the wallet's screens give way to the message saying so. */
  readonly session: SessionWatch;
  /** The merchant's issuer's hosted places service, once the session's check says (null: none, §2 maps autocomplete). */
  readonly placesService: () => Promise<AddressAutocompleteConfig | null>;
}

export const WalletContext = createContext<WalletEnvironment | null>(null);

export function useWallet(): WalletEnvironment {
  const wallet = useContext(WalletContext);
  if (!wallet) throw new Error('a wallet screen outside the mounted wallet');
  return wallet;
}

// The host's listeners of one mounted wallet (decision 033), in the page and behind the
// isolated frame alike: `on(type)` or '*' for every event, each listener called on its own, so one that
// throws neither stops the others nor reaches the wallet.
import type { WalletEvent, WalletEventType } from '@portal/domain/wallet';

type Listener = (event: WalletEvent) => void;

export interface EventHub {
  readonly emit: (event: WalletEvent) => void;
  readonly on: (type: WalletEventType | '*', listener: Listener) => () => void;
  readonly clear: () => void;
}

export function createEventHub(first?: Listener): EventHub {
  const listeners = new Set<{ type: WalletEventType | '*'; listener: Listener }>();
  if (first) listeners.add({ type: '*', listener: first });
  return {
    emit: (event) => {
      for (const { type, listener } of [...listeners]) {
        if (type !== '*' && type !== event.type) continue;
        try {
          listener(event);
        } catch (error) {
          console.error('[wallet] a host listener failed', error);
        }
      }
    },
    on: (type, listener) => {
      const entry = { type, listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    clear: () => listeners.clear(),
  };
}

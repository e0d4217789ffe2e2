// §2 Back button on the sign-in pages, through the shared useBackButton: on a flow page it asks
// before leaving the sign-in; where there is nothing to go back to (a finished reset, an expired
// session) it goes to login.
import { useCallback, useState, type ReactNode } from 'react';
import { useBackButton } from '@portal/shared/ui';
import { ExitConfirmation } from '../../recovery/components/exit-confirmation';
import { leaveSignIn } from '../sign-in-actions';

export interface ExitOnBack {
  /** Opens the exit confirmation (a Cancel button uses it too). */
  ask: () => void;
  /** The confirmation while it is open: render it in the page. */
  dialog: ReactNode;
}

export function useExitOnBack(): ExitOnBack {
  const [asking, setAsking] = useState(false);
  const ask = useCallback(() => setAsking(true), []);
  useBackButton({ kind: 'confirmExit', onConfirm: ask });
  return { ask, dialog: asking ? <ExitConfirmation texts="login.exit" onStay={() => setAsking(false)} onLeave={leaveSignIn} /> : null };
}

/** The browser's Back goes to `path`, in place of this screen. */
export function useBackTo(path: string): void {
  useBackButton({ kind: 'goTo', to: path });
}

// §2 Back button on a flow page, as its route registry row says (packages/client/src/routes/registry.ts): the
// exit confirmation where the rule is confirmExit (Leave runs `leave`), the page's own Cancel asking
// the same; a flow's first page goes to login instead. One hook for the sign-in and every other flow.
import { useCallback, useState, type ReactNode } from 'react';
import { ROUTES, type RouteId } from '@portal/client/routes';
import { backPolicyOf, useBackButton } from '@portal/ui';
import { ExitConfirmation, type ExitTexts } from './exit-confirmation';

export interface FlowExit {
  /** Opens the exit confirmation (a Cancel button uses it too). */
  ask: () => void;
  /** The confirmation while it is open: render it in the page. */
  dialog: ReactNode;
}

export function useFlowExit(route: RouteId, leave: () => void, texts: ExitTexts = 'flow'): FlowExit {
  const [asking, setAsking] = useState(false);
  const ask = useCallback(() => setAsking(true), []);
  useBackButton(backPolicyOf(ROUTES[route].back, ask));
  const dialog = asking ? (
    <ExitConfirmation
      texts={texts}
      onStay={() => setAsking(false)}
      onLeave={() => {
        setAsking(false);
        leave();
      }}
    />
  ) : null;
  return { ask, dialog };
}

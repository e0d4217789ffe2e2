// §2 Back button for the pages of the recovery, enrolment and migration flows. The rule applied:
// - a flow's first page, where nothing is under way yet (forgotpassword, forgotusername, createAccount,
//   migration/establishAccount), goes to login;
// - every later page (a code sent, a token held, details typed) asks first: the exit confirmation,
//   whose Leave ends the flow (`leave`) and goes to login.
import { useState, type ReactNode } from 'react';
import { href } from '@portal/shared/routes';
import { useBackButton } from '@portal/shared/ui';
import { ExitConfirmation } from '../components/exit-confirmation';


/** Back goes to login (a flow's first page). */
export function useBackToLogin(): void {
  useBackButton({ kind: 'goTo', to: href('login') });
}

/** Back asks before leaving; the confirmation is returned for the page to render while it is open. */
export function useExitOnBack(leave: () => void): ReactNode {
  const [asking, setAsking] = useState(false);
  useBackButton({ kind: 'confirmExit', onConfirm: () => setAsking(true) });
  if (!asking) return null;
  return (
    <ExitConfirmation
      onStay={() => setAsking(false)}
      onLeave={() => {
        setAsking(false);
        leave();
      }}
    />
  );
}

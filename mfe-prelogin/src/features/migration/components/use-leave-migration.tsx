// §2 Back button on the migration steps after the first: the exit confirmation, whose Leave ends the
// migration here (its reset or partial token revoked, the session emptied) and goes to login.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { href } from '@portal/shared/routes';
import { endPartialSession } from '../../recovery/hooks/flow-session';
import { useExitOnBack } from '../../recovery/hooks/use-exit-on-back';

/** `closeFlow` stops the migration screen from showing a step while it leaves (migration-flow.tsx). */
export function useLeaveMigration(closeFlow: () => void): ReactNode {
  const navigate = useNavigate();
  return useExitOnBack(() => {
    closeFlow();
    endPartialSession();
    void navigate(href('login'), { replace: true });
  });
}

// The gate of every partial-access screen (§2 Sign-in order, Page refresh; §6): the screen shows only
// while its step heads the session's login queue, so it works when reached directly (a refresh, a
// bookmark) with a stored partial session, and anyone else is sent where they belong.
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import type { LoginStep, StoredSession } from '@portal/shared/domain';
import { sessionAtom } from '@portal/shared/state';
import { navigateTo, Spinner } from '@portal/shared/ui';
import { stepRedirect } from '../sign-in-rules';

export interface SignInStepProps {
  step: LoginStep;
  children: (session: StoredSession) => ReactNode;
}

export function SignInStep({ step, children }: SignInStepProps) {
  const session = useAtomValue(sessionAtom);
  // Decided once, on arrival: once on the screen, the screen's own answer moves the queue and navigates.
  const [redirect] = useState(() => stepRedirect(session, step));
  useEffect(() => {
    if (redirect) navigateTo(redirect, { replace: true });
  }, [redirect]);
  return redirect ? <Spinner /> : children(session);
}

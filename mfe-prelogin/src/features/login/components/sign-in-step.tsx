// The gate of every partial-access screen (§2 Sign-in order, Page refresh; §6): the screen shows only
// while its step heads the session's login queue, so it works when reached directly (a refresh, a
// bookmark) with a stored partial session, and anyone else is sent where they belong.
import { useEffect, useState, type ReactNode } from 'react';
import type { LoginStep, StoredSession } from '@portal/domain/session';
import { portalStore, sessionAtom } from '@portal/client/state';
import { navigateTo, Spinner } from '@portal/ui';
import { stepRedirect } from '../sign-in-rules';

export interface SignInStepProps {
  step: LoginStep;
  children: (session: StoredSession) => ReactNode;
}

export function SignInStep({ step, children }: SignInStepProps) {
  // Decided once, on arrival: once on the screen, the screen's own answer moves the queue and navigates.
  // The screen is drawn from the session as it was then: leaving the sign-in purges the session on the
  // way to login, and a screen that followed it would set off a navigation of its own meanwhile (the
  // code page to the contact choice), which the route guard then cancels, leaving the router behind.
  const [session] = useState(() => portalStore.get(sessionAtom));
  const [redirect] = useState(() => stepRedirect(session, step));
  useEffect(() => {
    if (redirect) navigateTo(redirect, { replace: true });
  }, [redirect]);
  return redirect ? <Spinner /> : children(session);
}

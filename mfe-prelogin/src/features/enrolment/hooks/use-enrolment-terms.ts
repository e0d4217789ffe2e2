// The terms a new account accepts (§7 Terms get (enrolment): apps/{extAppId}/terms), loaded once per
// screen. A failure is shown the §8 way (a popup or a notification) and can be retried.
import { useEffect, useState } from 'react';
import { getEnrolmentTerms, type TermsItem } from '@portal/shared/api';
import { resolveError } from '@portal/shared/domain/errors';
import { useIssuer } from '@portal/shared/state';
import { presentError } from '@portal/shared/ui';

export type EnrolmentTerms = { status: 'loading' } | { status: 'ready'; terms: readonly TermsItem[] } | { status: 'failed' };

export function useEnrolmentTerms(): { state: EnrolmentTerms; retry: () => void } {
  const { extAppId } = useIssuer();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<EnrolmentTerms>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    getEnrolmentTerms(extAppId).then(
      (terms) => {
        if (live) setState({ status: 'ready', terms });
      },
      (error: unknown) => {
        if (!live) return;
        presentError(resolveError('general', error), { signedIn: false });
        setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [extAppId, attempt]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}

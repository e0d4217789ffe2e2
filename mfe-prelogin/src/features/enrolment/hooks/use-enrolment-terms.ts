// The terms a new account accepts (§7 Terms get (enrolment): apps/{extAppId}/terms), from the page's
// server-state cache: the start page and the form share one request. A failure is shown the §8 way
// (a popup or a notification, by the cache) and can be retried.
import { enrolmentTermsQuery, usePortalQuery } from '@portal/client/query';
import { useIssuer } from '@portal/client/state';

export function useEnrolmentTerms() {
  const { extAppId } = useIssuer();
  return usePortalQuery(enrolmentTermsQuery(extAppId));
}

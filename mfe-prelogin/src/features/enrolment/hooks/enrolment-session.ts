// The enrolment's partial sign-in as the verify and edit-email pages need it: the user, the partial
// token and the VERIFY_USERNAME probe the enrolment answered with (decision 013).
import { useState } from 'react';
import { flowOf, type StoredSession } from '@portal/domain/session';
import { portalStore, sessionAtom } from '@portal/client/state';

export interface EnrolmentInProgress {
  userGuid: string;
  /** The username the account was created with (§3 userName). */
  userName: string | null;
  probesRef: string;
}

/** The enrolment under way in a session, or null: §2 Page refresh sends its pages back to enroll. */
function enrolmentOf(session: StoredSession): EnrolmentInProgress | null {
  const probesRef = flowOf(session, 'enrolment')?.probes['VERIFY_USERNAME'];
  if (!probesRef || !session.userId || !session.token || !session.partialAccess) return null;
  return { userGuid: session.userId, userName: session.userName, probesRef };
}

/**
 * The enrolment as the page was reached. Read once: a verified enrolment leaves the flow (full
 * access) on its way home, and that must not send the page back to enroll meanwhile.
 */
export function useEnrolmentAtEntry(): EnrolmentInProgress | null {
  const [entry] = useState(() => enrolmentOf(portalStore.get(sessionAtom)));
  return entry;
}

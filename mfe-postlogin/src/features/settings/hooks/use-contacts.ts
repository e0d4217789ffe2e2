// §7 users/{userGuid}/emails and /phones, as the settings screen reads them: from the page's one cache
// (the shared emailsQuery and phonesQuery keys, which the screen's changes invalidate), each contact
// in the list's own terms. Neither read has a §8 table of its own: a failure goes through §8 Sign-in
// and general (a technical popup for 401, 500 or 502), and the section says it too, with Try again.
import { emailsQuery, phonesQuery, usePortalQuery, type PortalQuery } from '@portal/client/query';
import { emailView, phoneView, type ContactView } from '../components/contact-view';

export interface ContactsRead {
  /** The contacts, once read (an empty list is an answer). */
  contacts: readonly ContactView[] | undefined;
  /** Read for the first time, or again after a failure: the section shows it is busy. */
  busy: boolean;
  /** The last read failed and none is under way: the section offers Try again. */
  failed: boolean;
  retry: () => Promise<unknown>;
}

function readOf<T>(query: PortalQuery<T[]>, view: (contact: T) => ContactView): ContactsRead {
  return {
    contacts: query.data?.map(view),
    busy: query.isPending || (query.isError && query.isFetching),
    failed: query.isError && !query.isFetching,
    retry: () => query.refetch(),
  };
}

export function useEmails(userGuid: string): ContactsRead {
  return readOf(usePortalQuery({ ...emailsQuery(userGuid), enabled: userGuid !== '' }), emailView);
}

export function usePhones(userGuid: string): ContactsRead {
  return readOf(usePortalQuery({ ...phonesQuery(userGuid), enabled: userGuid !== '' }), phoneView);
}

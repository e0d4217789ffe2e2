// §2 userSettings' changes to a contact (docs/decisions/027): make a verified one the primary of its
// kind (PATCH users/{userGuid}/emails|phones/{guid} {primary: true}) or remove one (DELETE). Through the
// one mutation path, so a failure goes through §8 (Sign-in and general: popups and locks are raised by
// the cache; what §8 leaves to the screen comes back as `failure`). A change is done once the list of
// its kind has been read again, so what the screen shows next is the server's answer.
import { deleteEmail, deletePhone, makeEmailPrimary, makePhonePrimary } from '@portal/client/api';
import type { FormMessage } from '@portal/ui/forms';
import { emailsQuery, phonesQuery, usePortalMutation, useQueryClient } from '@portal/client/query';
import type { ContactAction, ContactKind, ContactView } from '../components/contact-view';

export interface ContactChange {
  action: ContactAction;
  contact: ContactView;
}

/** Each kind's calls and the key of its list. */
const KINDS = {
  email: { makePrimary: makeEmailPrimary, remove: deleteEmail, list: emailsQuery },
  phone: { makePrimary: makePhonePrimary, remove: deletePhone, list: phonesQuery },
} as const satisfies Record<ContactKind, Record<ContactAction | 'list', unknown>>;

export interface ContactChangeHandle {
  run: (change: ContactChange) => Promise<void>;
  pending: boolean;
  /** The last change's failure when §8 leaves it to the screen; one object per failure, so it is announced once. */
  failure: FormMessage | null;
}

export function useContactChange(userGuid: string, onChanged: (change: ContactChange) => void): ContactChangeHandle {
  const queryClient = useQueryClient();
  const mutation = usePortalMutation<ContactChange, unknown>({
    mutationFn: ({ action, contact }) => KINDS[contact.kind][action](userGuid, contact.id),
    onSuccess: async (_answer, change) => {
      // A removed primary phone passes its place on, and a new primary email takes the old one's: the
      // whole list of the kind is read again rather than patched here.
      await queryClient.invalidateQueries({ queryKey: KINDS[change.contact.kind].list(userGuid).queryKey });
      onChanged(change);
    },
  });
  const run = async (change: ContactChange) => {
    await mutation.run(change);
  };
  return { run, pending: mutation.pending, failure: mutation.failure };
}

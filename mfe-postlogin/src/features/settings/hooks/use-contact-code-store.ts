// Where the settings verify pages keep the code they sent (a SentCodeStore of the feature's own): in
// memory, by contact guid, so coming back to a verify page, or going from the email's to the phone's,
// neither sends another code too soon (the 30-second rule) nor loses the resend wait. Not in the
// session: a signed-in page has no flow, and a refresh that sends a fresh code is harmless here.
import { atom, useAtom } from 'jotai';
import type { SentCodeStore } from '@portal/ui/code-step';
import type { SentCode } from '@portal/domain/session';

const sentCodesAtom = atom<Readonly<Record<string, SentCode>>>({});

/** The code sent to `contactGuid` on these pages, and the way to record a new one. */
export function useContactCodeStore(contactGuid: string): SentCodeStore {
  const [codes, setCodes] = useAtom(sentCodesAtom);
  return {
    sent: codes[contactGuid] ?? null,
    // Decision 027: a new code stops the one before, whichever contact it went to: only the latest is kept.
    record: (code) => setCodes({ [contactGuid]: { ...code, contactId: code.contactId ?? contactGuid } }),
  };
}

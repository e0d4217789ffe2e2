// The sign-in flows' sent code (§3 flowConfig): the code the flow's current step sent, kept across a
// refresh with the rest of the stored session (§2 Page refresh), and to whom it went (§3 contactId).
import { useAtomValue } from 'jotai';
import { flowOf, type Flow } from '@portal/domain/session';
import { recordCodeSent, sessionAtom } from '@portal/client/state';
import type { SentCodeStore } from './sent-code-store';

/** The code `flow`'s stored step sent (none while another flow, or none, is under way). */
export function useFlowCodeStore(flow: Flow): SentCodeStore {
  return { sent: flowOf(useAtomValue(sessionAtom), flow)?.code ?? null, record: recordCodeSent };
}

// Where a code step keeps the code it sent: so a refresh neither sends another (which the 30-second
// rule would refuse) nor loses the resend wait, which runs from it. Each kind of page keeps it where
// its own state lives: the sign-in flows in the session's flowConfig (useFlowCodeStore), a settings
// page in its own.
import type { SentCode } from '@portal/domain/session';

export interface SentCodeStore {
  /** The code sent now, or null while none has (or a new one must be asked for). Read in render: a new code renders the step anew. */
  readonly sent: SentCode | null;
  /** Keeps a code just sent as the one the step now waits on. */
  readonly record: (code: SentCode) => void;
}

// Sending the one-time code of a code screen and sending a new one (decision 013, SPEC-DECISIONS
// one-time codes): on arrival unless a live code was already sent in this step (a refresh), and again
// on request from 30 seconds after the last, each time through a reissued probe, so the earlier code
// stops working.
import { useCallback, useEffect, useRef, useState } from 'react';
import { reissueProbe, sendVerificationCode } from '@portal/shared/api';
import { ONE_TIME_CODE_POLICY } from '@portal/shared/domain/identity';
import { applyTokenAnswer, patchSession, portalStore, sessionAtom } from '@portal/shared/state';
import { presentSignInError, type FormError } from '../present-sign-in-error';
import { probeRef, storedCode, withSentCode, type CodeProbe, type SentCode } from '../sign-in-rules';

export interface CodeDeliveryOptions {
  probe: CodeProbe;
  /** The contact that gets the code: a chosen one, or found from the user's profile. */
  contact: string | ((userGuid: string) => Promise<string>);
  /** §8: customer-support text follows every message while the primary contact is unverified. */
  unverifiedPrimary?: boolean;
}

export interface CodeDelivery {
  sent: SentCode | null;
  busy: boolean;
  /** A failure the page shows (notifications and popups are already raised). */
  error: FormError | null;
  /** Whether a new code may be asked for now (30 seconds after the last; at once if none went out). */
  canResend: boolean;
  resend: () => Promise<void>;
}

export function useCodeDelivery({ probe, contact, unverifiedPrimary = false }: CodeDeliveryOptions): CodeDelivery {
  const chosen = typeof contact === 'string' ? contact : null;
  const [sent, setSent] = useState(() => storedCode(portalStore.get(sessionAtom), Date.now(), chosen));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<FormError | null>(null);
  const resendAt = sent ? sent.sentAt + ONE_TIME_CODE_POLICY.resendAfterMs : 0;
  const [canResend, setCanResend] = useState(() => Date.now() >= resendAt);
  const started = useRef(false);

  // Re-rendered when the 30 seconds are up, so the resend button wakes by itself.
  useEffect(() => {
    const wait = resendAt - Date.now();
    setCanResend(wait <= 0);
    if (wait <= 0) return undefined;
    const timer = setTimeout(() => setCanResend(true), wait);
    return () => clearTimeout(timer);
  }, [resendAt]);

  const deliver = useCallback(async () => {
    const userGuid = portalStore.get(sessionAtom).userId;
    if (!userGuid) return;
    const contactId = typeof contact === 'string' ? contact : await contact(userGuid);
    const answer = await sendVerificationCode(userGuid, { contactId });
    const code: SentCode = { contactId: answer.contactId, maskedContact: answer.maskedContact ?? '', sentAt: Date.now() };
    patchSession({ flowConfig: withSentCode(portalStore.get(sessionAtom), code) });
    // In the same render as the code: the button must not look ready for a frame.
    setSent(code);
    setCanResend(false);
  }, [contact]);

  const run = useCallback(
    async (work: () => Promise<void>) => {
      setBusy(true);
      setError(null);
      try {
        await work();
      } catch (failure) {
        setError(presentSignInError(failure, { unverifiedPrimary, signedIn: true }));
      } finally {
        setBusy(false);
      }
    },
    [unverifiedPrimary],
  );

  useEffect(() => {
    if (started.current || sent) return;
    started.current = true;
    void run(deliver);
  }, [sent, run, deliver]);

  const resend = async () => {
    if (!canResend || busy) return;
    await run(async () => {
      const ref = probeRef(portalStore.get(sessionAtom), probe);
      if (ref) applyTokenAnswer(await reissueProbe({ probes_ref: ref }), Date.now());
      await deliver();
    });
  };

  return { sent, busy, error, canResend, resend };
}

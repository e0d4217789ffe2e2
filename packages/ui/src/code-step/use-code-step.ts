// The behaviour of the one code step (code-step-form.tsx shows it): the code sent, kept in the store
// the page gives; the first code on arrival; a new one from 30 seconds after the last (SPEC-DECISIONS
// one-time codes), which makes the earlier one useless, so its digits and errors go first; every
// failure through the §8 catalogue, on the code field or in the form's error region.
import { useEffect, useRef, useState } from 'react';
import type { ErrorContext } from '@portal/domain/errors';
import { codeExpired, codeSentAt, ONE_TIME_CODE_POLICY } from '@portal/domain/identity';
import type { SentCode } from '@portal/domain/session';
import { verifyCodeFormSchema } from '@portal/domain/schemas';
import { usePortalForm, type FormMessage, type PortalForm } from '@portal/ui/forms';
import { usePortalMutation } from '@portal/client/query';
import type { SentCodeStore } from './sent-code-store';

/** Where a send says the code went (an otvc, forgotcredential or migration answer). */
interface CodeDelivery {
  contactId?: string | null | undefined;
  maskedContact?: string | null | undefined;
  /** Seconds the code has left: less than 10 minutes for a code a second sign-in took over (decision 022). */
  expiresIn?: number | undefined;
}

export interface CodeStepOptions {
  /** Where the code sent is kept (the sign-in flows: useFlowCodeStore). */
  store: SentCodeStore;
  /** Checks a code; what follows a right one (the next page) is the caller's. */
  verify: (code: string) => Promise<unknown>;
  /** Sends a code (`again`: a new one, asked for); absent where this page cannot send one. */
  send?: (again: boolean) => Promise<CodeDelivery>;
  /** Sends the first code on arrival, unless one still usable went in this step (a refresh). */
  sendOnArrival?: boolean;
  /** The contact a stored code must have gone to, to count (the two-factor contact chosen). */
  contactId?: string;
  /** What the page knows that changes a failure's message (§8: an unverified primary contact). */
  context?: ErrorContext;
}

export interface CodeStep {
  form: PortalForm<{ code: string }, { code: string }>;
  /** The code this step sent, live (a new one changes where and when it went); null while none has. */
  sent: SentCode | null;
  sending: boolean;
  verifying: boolean;
  /** The 30 seconds since the last code are not up yet. */
  waiting: boolean;
  /** When a new code may be asked for (epoch ms), or null when at once. */
  resendAt: number | null;
  /** The code now on its way or sent was asked for anew (so the page says a new one went). */
  resent: boolean;
  canResend: boolean;
  resend: (() => void) | null;
  submit: ReturnType<PortalForm<{ code: string }, { code: string }>['submit']>;
  failure: FormMessage | null;
}

/** The stored code of this step, when it went to the contact wanted (any, when none is). */
function codeFor(code: SentCode | null, contactId: string | undefined): SentCode | null {
  return code && contactId && code.contactId !== contactId ? null : code;
}

/** True from 30 seconds after `sentAt` (at once when no code went); false again for each new send. */
function useResendReady(sentAt: number | null): boolean {
  const [readyFor, setReadyFor] = useState<number | null>(null);
  useEffect(() => {
    if (sentAt === null) return undefined;
    const timer = setTimeout(
      () => setReadyFor(sentAt),
      Math.max(0, sentAt + ONE_TIME_CODE_POLICY.resendAfterMs - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [sentAt]);
  return sentAt === null || readyFor === sentAt;
}

export function useCodeStep({
  store,
  verify,
  send,
  sendOnArrival = false,
  contactId,
  context,
}: CodeStepOptions): CodeStep {
  const sent = codeFor(store.sent, contactId);
  const { record } = store;
  const form = usePortalForm(verifyCodeFormSchema, { defaultValues: { code: '' } });
  const meta = context ? { context } : undefined;
  const check = usePortalMutation({
    mutationFn: ({ code }: { code: string }) => verify(code),
    form,
    fields: ['code'],
    meta,
  });
  // Whether the last code sent was asked for anew: the page's status region says so (WCAG 4.1.3).
  const [resent, setResent] = useState(false);
  const delivery = usePortalMutation({
    mutationFn: async (again: boolean) => {
      if (!send) return;
      const answer = await send(again);
      record({
        contactId: answer.contactId ?? null,
        maskedContact: answer.maskedContact ?? null,
        sentAt: codeSentAt(answer.expiresIn, Date.now()),
      });
    },
    onSuccess: (_, again) => setResent(again),
    meta,
  });
  const ready = useResendReady(sent?.sentAt ?? null);

  // The first code, on arrival, unless one still usable is stored (a refresh must not send another;
  // an expired one is no use). Once: what the store holds as the page arrives decides.
  const started = useRef(false);
  const { run: deliver } = delivery;
  useEffect(() => {
    if (started.current || !sendOnArrival) return;
    started.current = true;
    if (!sent || codeExpired(sent.sentAt, Date.now())) void deliver(false);
  }, [sendOnArrival, sent, deliver]);

  const canResend = ready && !delivery.pending;
  const resend = send
    ? () => {
        if (!canResend) return;
        check.reset();
        form.reset({ code: '' });
        void delivery.run(true);
      }
    : null;

  return {
    form,
    sent,
    sending: delivery.pending,
    verifying: check.pending,
    waiting: !ready,
    resendAt: sent ? sent.sentAt + ONE_TIME_CODE_POLICY.resendAfterMs : null,
    resent,
    canResend,
    resend,
    submit: form.submit(check.run),
    // The latest call's message: a resend takes over from a failed verify (reset above), and back.
    failure: check.failure ?? delivery.failure,
  };
}

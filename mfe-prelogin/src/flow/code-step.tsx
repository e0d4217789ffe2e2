// The one code step of every verify page (§2 VerifyCode: login/verifyCode, the two-factor code pages,
// forgotPassword/verifyCode, createAccount/verifyCode, migration/verifyAccount): where the code went,
// announced as it changes; one input for the 6 digits (no maxLength: a pasted "123 456" is normalised
// by the schema, not cut short); Verify; and a new code from 30 seconds after the last
// (SPEC-DECISIONS one-time codes), the button saying why it waits. A new code makes the earlier one
// useless, so its digits and errors go first. Every failure goes through the §8 catalogue: on the
// code field, or in the form's error region, which takes focus and is announced.
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorContext } from '@portal/shared/domain/errors';
import { codeExpired, codeMinutesLeft, codeSentAt, ONE_TIME_CODE_POLICY } from '@portal/shared/domain/identity';
import { flowOf, type Flow, type SentCode } from '@portal/shared/domain/session';
import { Field, FormError, FormSummary, usePortalForm, type FormMessage, type PortalForm } from '@portal/shared/forms';
import { verifyCodeFormSchema } from '@portal/shared/schemas';
import { usePortalMutation } from '@portal/shared/query';
import { portalStore, recordCodeSent, sessionAtom } from '@portal/shared/state';
import { KeepNumbersWhole, Spinner } from '@portal/shared/ui';
import styles from './flow.module.css';

/** Where a send says the code went (an otvc, forgotcredential or migration answer). */
interface CodeDelivery {
  contactId?: string | null | undefined;
  maskedContact?: string | null | undefined;
  /** Seconds the code has left: less than 10 minutes for a code a second sign-in took over (decision 022). */
  expiresIn?: number | undefined;
}

export interface CodeStepOptions {
  /** The flow whose stored step keeps the code sent (§3 flowConfig). */
  flow: Flow;
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
    const timer = setTimeout(() => setReadyFor(sentAt), Math.max(0, sentAt + ONE_TIME_CODE_POLICY.resendAfterMs - Date.now()));
    return () => clearTimeout(timer);
  }, [sentAt]);
  return sentAt === null || readyFor === sentAt;
}

export function useCodeStep({ flow, verify, send, sendOnArrival = false, contactId, context }: CodeStepOptions): CodeStep {
  const sent = codeFor(flowOf(useAtomValue(sessionAtom), flow)?.code ?? null, contactId);
  const form = usePortalForm(verifyCodeFormSchema, { defaultValues: { code: '' } });
  const meta = context ? { context } : undefined;
  const check = usePortalMutation({ mutationFn: ({ code }: { code: string }) => verify(code), form, fields: ['code'], meta });
  // Whether the last code sent was asked for anew: the page's status region says so (WCAG 4.1.3).
  const [resent, setResent] = useState(false);
  const delivery = usePortalMutation({
    mutationFn: async (again: boolean) => {
      if (!send) return;
      const answer = await send(again);
      recordCodeSent({ contactId: answer.contactId ?? null, maskedContact: answer.maskedContact ?? null, sentAt: codeSentAt(answer.expiresIn, Date.now()) });
    },
    onSuccess: (_, again) => setResent(again),
    meta,
  });
  const ready = useResendReady(sent?.sentAt ?? null);

  // The first code, on arrival, unless one still usable is stored (a refresh must not send another;
  // an expired one is no use).
  const started = useRef(false);
  const { run: deliver } = delivery;
  useEffect(() => {
    if (started.current || !sendOnArrival) return;
    started.current = true;
    const present = codeFor(flowOf(portalStore.get(sessionAtom), flow)?.code ?? null, contactId);
    if (!present || codeExpired(present.sentAt, Date.now())) void deliver(false);
  }, [sendOnArrival, flow, contactId, deliver]);

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

export interface CodeStepFormProps {
  step: CodeStep;
  /** Where the code went, in the page's words; by default the masked contact, or the account's. */
  describe?: (sent: SentCode | null) => string | null;
  /** The page's way out beside Verify (start again, use another email). */
  aside?: ReactNode;
  /** Other ways on, under the resend control (send the code somewhere else). */
  children?: ReactNode;
}

/**
 * A press of "Send a new code" while the 30 seconds run: how many are left, said where the button is
 * (its description, a polite live region), anew at each press.
 */
function useWaitNotice(resendAt: number | null) {
  const [pressed, setPressed] = useState<{ for: number | null; count: number; seconds: number } | null>(null);
  const press = () => setPressed((last) => ({ for: resendAt, count: (last?.count ?? 0) + 1, seconds: Math.max(1, Math.ceil(((resendAt ?? 0) - Date.now()) / 1000)) }));
  // A press counts for the code it waited on: a new code starts with the plain rule again.
  return { notice: pressed && pressed.for === resendAt ? pressed : null, press };
}

/**
 * How long a code still works, as it stands when the sentence first shows for that code (keyed by when
 * it went): a code a second sign-in took over, or one restored on a refresh, has less than 10 minutes;
 * the sentence does not change while it is on screen, so the status region is not announced anew.
 */
function ValidFor({ sentAt }: { sentAt: number }) {
  const { t } = useTranslation('prelogin');
  const [shownAt] = useState(() => Date.now());
  return ` ${t('flow.code.validFor', { minutes: Math.max(1, codeMinutesLeft(sentAt, shownAt)) })}`;
}

export function CodeStepForm({ step, describe, aside, children }: CodeStepFormProps) {
  const { t, i18n } = useTranslation('prelogin');
  const waitId = useId();
  const { form, sent, sending, waiting, resent, canResend, resend } = step;
  // "20 seconds", "1 second", "20 segundos": the language's own unit, no plural forms to keep.
  const seconds = (n: number) => new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(n);
  const wait = useWaitNotice(step.resendAt);
  const fallback = (code: SentCode | null) => (code === null ? null : code.maskedContact ? t('flow.code.sentTo', { contact: code.maskedContact }) : t('flow.code.sent'));
  const where = (describe ?? fallback)(sent);
  return (
    <>
      <div role="status" className={styles.delivery}>
        {/* While a code is on its way only that shows, so each new code changes what is said. */}
        {where && !sending && (
          <p>
            {/* WCAG 4.1.3: a new code asked for is said here, with where it went. */}
            {resent && sent && `${t('flow.code.resent')} `}
            <KeepNumbersWhole text={where} />
            {/* How long a code works: one sentence for every code screen, from the policy; a page's own words say where it went. */}
            {sent && <ValidFor key={sent.sentAt} sentAt={sent.sentAt} />}
          </p>
        )}
        {sending && <Spinner label={t('flow.code.sending')} />}
      </div>
      <FormError message={step.failure} />
      <form noValidate onSubmit={step.submit}>
        <FormSummary form={form} />
        <Field form={form} name="code" label="prelogin:flow.code.label" hint="prelogin:flow.code.hint" autoComplete="one-time-code" inputMode="numeric" required />
        <div className={styles.actions}>
          <button type="submit" className="portal-button" disabled={form.submitDisabled || step.verifying}>
            {t('flow.code.verify')}
          </button>
          {aside}
        </div>
      </form>
      {resend && (
        <div className={styles.resend}>
          {/* aria-disabled, not disabled: the button stays reachable, looks unavailable while it waits,
              and a press then says how long is left. */}
          <button
            type="button"
            className={`portal-button portal-button--secondary${waiting ? ` ${styles.waiting}` : ''}`}
            aria-disabled={!canResend}
            aria-describedby={waiting ? waitId : undefined}
            onClick={waiting ? wait.press : resend}
          >
            {t('flow.code.resend')}
          </button>
          {waiting && (
            <p id={waitId} className={styles.hint} aria-live="polite">
              {wait.notice ? <span key={wait.notice.count}>{t('flow.code.waitMore', { time: seconds(wait.notice.seconds) })}</span> : t('identity:code.resendWait')}
            </p>
          )}
        </div>
      )}
      {children}
    </>
  );
}

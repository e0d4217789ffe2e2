// The one code step of every verify page (§2 VerifyCode: login/verifyCode, the two-factor code pages,
// forgotPassword/verifyCode, createAccount/verifyCode, migration/verifyAccount; the settings pages'
// contact verification): where the code went, announced as it changes; one input for the 6 digits (no
// maxLength: a pasted "123 456" is normalised by the schema, not cut short); Verify; and a new code
// from 30 seconds after the last (SPEC-DECISIONS one-time codes), the button saying why it waits.
// Every failure goes through the §8 catalogue: on the code field, or in the form's error region, which
// takes focus and is announced.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { codeMinutesLeft } from '@portal/domain/identity';
import type { SentCode } from '@portal/domain/session';
import { Field, FormError, FormSummary } from '@portal/ui/forms';
import { KeepNumbersWhole, Spinner } from '@portal/ui';
import styles from './code-step.module.css';
import type { CodeStep } from './use-code-step';

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
  const press = () =>
    setPressed((last) => ({
      for: resendAt,
      count: (last?.count ?? 0) + 1,
      seconds: Math.max(1, Math.ceil(((resendAt ?? 0) - Date.now()) / 1000)),
    }));
  // A press counts for the code it waited on: a new code starts with the plain rule again.
  return { notice: pressed && pressed.for === resendAt ? pressed : null, press };
}

/**
 * How long a code still works, as it stands when the sentence first shows for that code (keyed by when
 * it went): a code a second sign-in took over, or one restored on a refresh, has less than 10 minutes;
 * the sentence does not change while it is on screen, so the status region is not announced anew.
 */
function ValidFor({ sentAt }: { sentAt: number }) {
  const { t } = useTranslation('common');
  const [shownAt] = useState(() => Date.now());
  return ` ${t('codeStep.validFor', { minutes: Math.max(1, codeMinutesLeft(sentAt, shownAt)) })}`;
}

export function CodeStepForm({ step, describe, aside, children }: CodeStepFormProps) {
  const { t, i18n } = useTranslation('common');
  const waitId = useId();
  const { form, sent, sending, waiting, resent, canResend, resend } = step;
  // "20 seconds", "1 second", "20 segundos": the language's own unit, no plural forms to keep.
  const seconds = (n: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(n);
  const wait = useWaitNotice(step.resendAt);
  const fallback = (code: SentCode | null) =>
    code === null
      ? null
      : code.maskedContact
        ? t('codeStep.sentTo', { contact: code.maskedContact })
        : t('codeStep.sent');
  const where = (describe ?? fallback)(sent);
  return (
    <>
      <div role="status" className={styles.delivery}>
        {/* While a code is on its way only that shows, so each new code changes what is said. */}
        {where && !sending && (
          <p>
            {/* WCAG 4.1.3: a new code asked for is said here, with where it went. */}
            {resent && sent && `${t('codeStep.resent')} `}
            <KeepNumbersWhole text={where} />
            {/* How long a code works: one sentence for every code screen, from the policy; a page's own words say where it went. */}
            {sent && <ValidFor key={sent.sentAt} sentAt={sent.sentAt} />}
          </p>
        )}
        {sending && <Spinner label={t('codeStep.sending')} />}
      </div>
      <FormError message={step.failure} />
      <form noValidate onSubmit={step.submit}>
        <FormSummary form={form} />
        <Field
          form={form}
          name="code"
          label="common:codeStep.label"
          hint="common:codeStep.hint"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
        />
        <div className="portal-actions">
          <button type="submit" className="portal-button" disabled={form.submitDisabled || step.verifying}>
            {t('codeStep.verify')}
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
            {t('codeStep.resend')}
          </button>
          {waiting && (
            <p id={waitId} className={styles.hint} aria-live="polite">
              {wait.notice ? (
                <span key={wait.notice.count}>{t('codeStep.waitMore', { time: seconds(wait.notice.seconds) })}</span>
              ) : (
                t('identity:code.resendWait')
              )}
            </p>
          )}
        </div>
      )}
      {children}
    </>
  );
}

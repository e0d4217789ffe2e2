// The code entry of §2 VerifyCode (login/verifyCode, login/challenge/verifyCode/email and /phone):
// where the code went, one input for the 6 digits (no maxLength: a pasted "123 456" is normalised by
// the schema, not cut short), and a new code from 30 seconds after the last.
// A right code's answer moves the login queue on (§4) and the person goes to its next page.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenResponse } from '@portal/shared/api';
import { Field, FormSummary, usePortalForm, verifyCodeFormSchema } from '@portal/shared/forms';
import { Spinner } from '@portal/shared/ui';
import type { CodeDelivery } from '../hooks/use-code-delivery';
import { isFieldError, presentSignInError, type FormError } from '../present-sign-in-error';
import { continueSignIn } from '../sign-in-actions';
import { FormAlert } from './form-alert';
import styles from './login.module.css';

export interface CodeFormProps {
  delivery: CodeDelivery;
  /** The probe call for the code (verifyIdentity, verifyTwoFactor), with the current probe ref. */
  verify: (code: string) => Promise<TokenResponse>;
  /** Other ways out, under the form (choose another contact). */
  children?: ReactNode;
}

function Delivery({ delivery }: { delivery: CodeDelivery }) {
  const { t } = useTranslation('prelogin');
  const { sent, busy } = delivery;
  return (
    <div role="status" className={styles.delivery}>
      {sent && <p>{t('verifyCode.sentTo', { contact: sent.maskedContact })}</p>}
      {!sent && busy && <Spinner label={t('verifyCode.sending')} />}
    </div>
  );
}

export function CodeForm({ delivery, verify, children }: CodeFormProps) {
  const { t } = useTranslation('prelogin');
  const waitId = useId();
  const form = usePortalForm(verifyCodeFormSchema, { defaultValues: { code: '' } });
  const [error, setError] = useState<FormError | null>(null);

  const submit = form.submit(async ({ code }) => {
    setError(null);
    try {
      continueSignIn(await verify(code));
    } catch (failure) {
      const shown = presentSignInError(failure, { signedIn: true });
      if (shown && isFieldError(shown, 'code')) {
        form.setError('code', { type: 'server', message: shown.key }, { shouldFocus: true });
      } else {
        setError(shown);
      }
    }
  });

  // A new code makes the earlier one useless (reissuance, decision 013): its digits and errors go first.
  const resend = async () => {
    if (!delivery.canResend || delivery.busy) return;
    form.reset({ code: '' });
    await delivery.resend();
  };
  const waiting = !delivery.canResend;

  return (
    <>
      <Delivery delivery={delivery} />
      <FormAlert error={delivery.error ?? error} />
      <form noValidate onSubmit={submit} className={styles.form}>
        <FormSummary form={form} />
        <Field
          form={form}
          name="code"
          label="prelogin:verifyCode.code"
          hint="prelogin:verifyCode.codeHint"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
        />
        <button type="submit" className="portal-button" disabled={form.formState.isSubmitting}>
          {t('verifyCode.submit')}
        </button>
      </form>
      <div className={styles.resend}>
        {/* aria-disabled, not disabled: the button stays reachable and says why it waits. */}
        <button
          type="button"
          className="portal-button portal-button--secondary"
          aria-disabled={waiting || delivery.busy}
          aria-describedby={waiting ? waitId : undefined}
          onClick={() => void resend()}
        >
          {t('verifyCode.resend')}
        </button>
        {waiting && (
          <p id={waitId} className={styles.hint}>
            {t('identity:code.resendWait')}
          </p>
        )}
      </div>
      {children}
    </>
  );
}

// §2 forgotusername (EnterContact): the email on the account. The gateway answers 204 whether or not
// the email is known (decision 013), and the screen says the same thing either way: it never
// reveals which addresses belong to an account.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recoverUsername } from '@portal/shared/api';
import { Field, FormSummary, forgotUsernameFormSchema, usePortalForm } from '@portal/shared/forms';
import { href } from '@portal/shared/routes';
import { useIssuer } from '@portal/shared/state';
import { usePageMeta } from '@portal/shared/ui';
import { useCallError } from '../hooks/use-call-error';
import { useBackToLogin } from '../hooks/use-exit-on-back';
import { FormError } from './form-error';
import styles from './flow.module.css';

export function ForgotUsername() {
  const { t } = useTranslation('prelogin');
  const { extAppId } = useIssuer();
  usePageMeta('forgot_username', t('recovery.forgotUsername.title'));
  useBackToLogin();
  const form = usePortalForm(forgotUsernameFormSchema, { defaultValues: { email: '' } });
  const failure = useCallError(form, ['email']);
  const [sent, setSent] = useState(false);

  const send = async ({ email }: { email: string }) => {
    failure.clear();
    try {
      await recoverUsername(extAppId, { email });
      setSent(true);
    } catch (error) {
      failure.show(error);
    }
  };

  return (
    <div className={styles.page}>
      <h1>{t('recovery.forgotUsername.title')}</h1>
      {sent ? (
        <Confirmation />
      ) : (
        <>
          <p className={styles.intro}>{t('recovery.forgotUsername.intro')}</p>
          <form noValidate onSubmit={form.submit(send)}>
            <FormSummary form={form} />
            <FormError message={failure.message} />
            <Field form={form} name="email" label="prelogin:recovery.forgotUsername.email" type="email" autoComplete="email" required />
            <div className={styles.actions}>
              <button type="submit" className="portal-button" disabled={form.submitDisabled || form.formState.isSubmitting}>
                {t('recovery.forgotUsername.submit')}
              </button>
              <Link to={href('login')}>{t('recovery.backToSignIn')}</Link>
            </div>
          </form>
        </>
      )}
    </div>
  );
}

/** The one answer, focused so it is read at once (the form it replaces had the focus). */
function Confirmation() {
  const { t } = useTranslation('prelogin');
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <div ref={region} role="status" tabIndex={-1} className={styles.confirmation}>
      <p>{t('recovery.forgotUsername.sent')}</p>
      <Link to={href('login')} className="portal-button">
        {t('recovery.forgotUsername.signIn')}
      </Link>
    </div>
  );
}

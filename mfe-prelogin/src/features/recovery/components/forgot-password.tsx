// §2 forgotpassword, the first step of §4 Flows Forgot password: the username whose password is
// forgotten. The gateway answers alike for unknown names (decision 013: a decoy), so the next page
// always says a code was sent, never whether the account exists.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { recoverCredential } from '@portal/shared/api';
import { Field, FormSummary, forgotPasswordFormSchema, usePortalForm } from '@portal/shared/forms';
import { href } from '@portal/shared/routes';
import { portalStore, sessionAtom, patchSession, useIssuer } from '@portal/shared/state';
import { usePageMeta } from '@portal/shared/ui';
import { sentCodeData } from '../hooks/flow-session';
import { useCallError } from '../hooks/use-call-error';
import { useBackToLogin } from '../hooks/use-exit-on-back';
import { FormError } from './form-error';
import styles from './flow.module.css';


export function ForgotPassword() {
  const { t } = useTranslation('prelogin');
  const { extAppId } = useIssuer();
  const navigate = useNavigate();
  usePageMeta('forgot_password', t('recovery.forgotPassword.title'));
  useBackToLogin();
  const form = usePortalForm(forgotPasswordFormSchema, { defaultValues: { username: '' } });
  const failure = useCallError(form, ['username']);

  const send = async ({ username }: { username: string }) => {
    failure.clear();
    try {
      const sent = await recoverCredential(extAppId, { userName: username });
      // A reset token left by an abandoned recovery must not ride along on the new one's calls.
      const leftover = portalStore.get(sessionAtom).flowConfig?.flow === 'recovery';
      patchSession({
        ...(leftover ? { token: null } : {}),
        userId: sent.userGuid,
        userName: username,
        contactId: sent.contactId ?? null,
        flowConfig: { flow: 'recovery', step: 'verifyCode', data: sentCodeData(sent.maskedContact) },
      });
      await navigate(href('forgotPasswordVerifyCode'));
    } catch (error) {
      failure.show(error);
    }
  };

  return (
    <div className={styles.page}>
      <h1>{t('recovery.forgotPassword.title')}</h1>
      <p className={styles.intro}>{t('recovery.forgotPassword.intro')}</p>
      <form noValidate onSubmit={form.submit(send)}>
        <FormSummary form={form} />
        <FormError message={failure.message} />
        <Field form={form} name="username" label="prelogin:recovery.forgotPassword.username" autoComplete="username" required />
        <div className={styles.actions}>
          <button type="submit" className="portal-button" disabled={form.submitDisabled || form.formState.isSubmitting}>
            {t('recovery.forgotPassword.submit')}
          </button>
          <Link to={href('forgotUsername')}>{t('recovery.forgotPassword.forgotUsername')}</Link>
          <Link to={href('login')}>{t('recovery.backToSignIn')}</Link>
        </div>
      </form>
    </div>
  );
}

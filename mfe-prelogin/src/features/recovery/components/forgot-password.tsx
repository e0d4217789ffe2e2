// §2 forgotpassword, the first step of §4 Flows Forgot password: the username whose password is
// forgotten. The gateway answers alike for unknown names (decision 013: a decoy), so the next page
// always says a code was sent, never whether the account exists.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recoverCredential } from '@portal/client/api';
import { Field, FormError, FormSummary, usePortalForm } from '@portal/ui/forms';
import { forgotPasswordFormSchema } from '@portal/domain/schemas';
import { usePortalMutation } from '@portal/client/query';
import { href } from '@portal/client/routes';
import { beginRecovery, useIssuer } from '@portal/client/state';
import { navigateTo, useRouteBack, useRouteMeta } from '@portal/ui';
import styles from '../../../flow/flow.module.css';

export function ForgotPassword() {
  const { t } = useTranslation('prelogin');
  const { extAppId } = useIssuer();
  useRouteMeta('forgotPassword');
  useRouteBack('forgotPassword');
  const form = usePortalForm(forgotPasswordFormSchema, { defaultValues: { userName: '' } });
  const send = usePortalMutation({
    mutationFn: (account: { userName: string }) => recoverCredential(extAppId, account),
    onSuccess: (sent, { userName }) => {
      beginRecovery({
        userGuid: sent.userGuid,
        userName,
        code: { contactId: sent.contactId ?? null, maskedContact: sent.maskedContact ?? null, sentAt: Date.now() },
      });
      navigateTo(href('forgotPasswordVerifyCode'));
    },
    form,
    fields: ['userName'],
  });

  return (
    <div className={styles.page}>
      <h1>{t('recovery.forgotPassword.title')}</h1>
      <p className={styles.intro}>{t('recovery.forgotPassword.intro')}</p>
      <form noValidate onSubmit={form.submit(send.run)}>
        <FormSummary form={form} />
        <FormError message={send.failure} />
        <Field
          form={form}
          name="userName"
          label="prelogin:recovery.forgotPassword.username"
          autoComplete="username"
          required
        />
        <div className="portal-actions">
          <button type="submit" className="portal-button" disabled={form.submitDisabled || send.pending}>
            {t('recovery.forgotPassword.submit')}
          </button>
          <Link to={href('forgotUsername')}>{t('recovery.forgotPassword.forgotUsername')}</Link>
          <Link to={href('login')}>{t('recovery.backToSignIn')}</Link>
        </div>
      </form>
    </div>
  );
}

// §2 forgotPassword/resetPassword: the new password, checked live against §5's rules, sent with the
// reset token the code gave. Decision 013: the reset revokes every token, so the flow ends here and
// the person signs in again (§4 Flows: forgotpassword, verifyCode, resetPassword, login).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { resetCredential } from '@portal/shared/api';
import { FormSummary, resetPasswordFormSchema, usePortalForm } from '@portal/shared/forms';
import { notify, portalStore, sessionAtom } from '@portal/shared/state';
import { usePageMeta } from '@portal/shared/ui';
import { endResetFlow, flowOf } from '../hooks/flow-session';
import { useCallError } from '../hooks/use-call-error';
import { LOGIN_PATH, useExitOnBack } from '../hooks/use-exit-on-back';
import { FORGOT_PASSWORD_PATH } from './forgot-password';
import { FormError } from './form-error';
import { NewPasswordField } from './new-password-field';
import styles from './flow.module.css';

export function RecoveryResetPassword() {
  // The session as the page was reached: the flow ends on success, and that must not send the
  // finished page back to the start while it is on its way to login.
  const [session] = useState(() => portalStore.get(sessionAtom));
  const flow = flowOf(session, 'recovery');
  // §2 Page refresh: without the flow's reset token the flow starts again.
  if (flow?.step !== 'resetPassword' || !session.token || !session.userId || !session.userName) return <Navigate to={FORGOT_PASSWORD_PATH} replace />;
  return <ResetPasswordForm userGuid={session.userId} userName={session.userName} />;
}

function ResetPasswordForm({ userGuid, userName }: { userGuid: string; userName: string }) {
  const { t } = useTranslation('prelogin');
  const navigate = useNavigate();
  usePageMeta('forgot_password_reset', t('recovery.resetPassword.title'));
  const exit = useExitOnBack(() => {
    endResetFlow();
    void navigate(LOGIN_PATH, { replace: true });
  });
  const schema = useMemo(() => resetPasswordFormSchema(userName), [userName]);
  const form = usePortalForm(schema, { defaultValues: { password: '' } });
  const failure = useCallError(form, ['password']);

  const save = async ({ password }: { password: string }) => {
    failure.clear();
    try {
      await resetCredential(userGuid, { password });
    } catch (error) {
      failure.show(error);
      return;
    }
    endResetFlow();
    notify({ messageKey: 'prelogin:recovery.resetPassword.success' });
    await navigate(LOGIN_PATH);
  };

  return (
    <div className={styles.page}>
      <h1>{t('recovery.resetPassword.title')}</h1>
      <p className={styles.intro}>{t('recovery.resetPassword.intro', { username: userName })}</p>
      <form noValidate onSubmit={form.submit(save)}>
        <FormSummary form={form} />
        <FormError message={failure.message} />
        <NewPasswordField form={form} name="password" username={userName} label="prelogin:recovery.password.label" />
        <div className={styles.actions}>
          <button type="submit" className="portal-button" disabled={form.submitDisabled || form.formState.isSubmitting}>
            {t('recovery.resetPassword.submit')}
          </button>
        </div>
      </form>
      {exit}
    </div>
  );
}

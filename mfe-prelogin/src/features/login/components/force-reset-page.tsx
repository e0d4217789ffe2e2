// §2 login/forcePasswordReset (§4 "A force-password-reset scope … routes to login/forcePasswordReset"):
// a new password under §5's rules, checked live; resetCredential with the reset token revokes every
// token of the user (decision 013), so the session ends and the person signs in again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetCredential } from '@portal/shared/api';
import { FormSummary, resetPasswordFormSchema, usePortalForm } from '@portal/shared/forms';
import { href } from '@portal/shared/routes';
import { purgeSession } from '@portal/shared/state';
import { navigateTo, usePageMeta } from '@portal/shared/ui';
import { NewPasswordField } from '../../recovery/components/new-password-field';
import { useExitOnBack } from '../hooks/use-exit-on-back';
import { isFieldError, presentSignInError, type FormError } from '../present-sign-in-error';

import { FormAlert } from './form-alert';
import styles from './login.module.css';
import { SignInStep } from './sign-in-step';

function ForceReset({ userGuid, username }: { userGuid: string; username: string }) {
  const { t } = useTranslation('prelogin');
  usePageMeta('login_force_reset', t('forceReset.title'));
  const exit = useExitOnBack();
  const form = usePortalForm(resetPasswordFormSchema(username), { defaultValues: { password: '' } });
  const [error, setError] = useState<FormError | null>(null);

  const save = form.submit(async ({ password }) => {
    setError(null);
    try {
      await resetCredential(userGuid, { password });
      // The gateway revoked the reset token with the rest: nothing of this session is usable now.
      purgeSession();
      navigateTo(href('loginForceResetSuccess'), { replace: true });
    } catch (failure) {
      const shown = presentSignInError(failure, { signedIn: true });
      if (shown && isFieldError(shown, 'password')) form.setError('password', { type: 'server', message: shown.key }, { shouldFocus: true });
      else setError(shown);
    }
  });

  return (
    <section className={styles.page} aria-labelledby="reset-title">
      <h1 id="reset-title">{t('forceReset.title')}</h1>
      <p>{t('forceReset.intro')}</p>
      <form noValidate onSubmit={save} className={styles.form}>
        <FormSummary form={form} />
        <FormAlert error={error} />
        <NewPasswordField form={form} name="password" username={username} label="prelogin:forceReset.password" />
        <button type="submit" className="portal-button" disabled={form.formState.isSubmitting}>
          {t('forceReset.submit')}
        </button>
      </form>
      {exit.dialog}
    </section>
  );
}

export function ForceResetPage() {
  return (
    <SignInStep step="forcePasswordReset">{(session) => <ForceReset userGuid={session.userId ?? ''} username={session.userName ?? ''} />}</SignInStep>
  );
}

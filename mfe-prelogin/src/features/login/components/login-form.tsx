// §2 Login: username and password (loginFormSchema), then the token request of decision 013; the
// answer starts the login queue (§4) and the person goes to its first page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCodeChallenge, requestToken } from '@portal/shared/api';
import { Field, FormSummary, loginFormSchema, usePortalForm } from '@portal/shared/forms';
import { patchSession, useIssuer } from '@portal/shared/state';
import { presentSignInError, type FormError } from '../present-sign-in-error';
import { abandonPartialSession, continueSignIn } from '../sign-in-actions';
import { FormAlert } from './form-alert';
import styles from './login.module.css';
import { PasswordField } from './password-field';

export function LoginForm() {
  const { t } = useTranslation('prelogin');
  const issuer = useIssuer();
  const form = usePortalForm(loginFormSchema, { defaultValues: { username: '', password: '' } });
  const [error, setError] = useState<FormError | null>(null);

  const signIn = form.submit(async ({ username, password }) => {
    setError(null);
    abandonPartialSession();
    try {
      const answer = await requestToken(issuer.extAppId, { username, password, code_challenge: createCodeChallenge() });
      // §3 Session stores userName: the forced reset checks the new password against it.
      patchSession({ userName: username });
      continueSignIn(answer);
    } catch (failure) {
      // §8: on the login page a lock is a dismissing notification, not a popup.
      setError(presentSignInError(failure, { onLoginPage: true, signedIn: false }));
      form.resetField('password');
      form.setFocus('password');
    }
  });

  return (
    <form noValidate onSubmit={signIn} className={styles.form}>
      <FormSummary form={form} />
      <FormAlert error={error} />
      <Field form={form} name="username" label="prelogin:login.username" autoComplete="username" required />
      <PasswordField form={form} name="password" label="prelogin:login.password" autoComplete="current-password" />
      <button type="submit" className="portal-button" disabled={form.formState.isSubmitting}>
        {t('login.submit')}
      </button>
    </form>
  );
}

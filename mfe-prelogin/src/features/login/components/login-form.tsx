// §2 Login: username and password (loginFormSchema), then the token request of decision 013; the
// answer starts the login queue (§4) and the person goes to its first page.
import { useTranslation } from 'react-i18next';
import { createCodeChallenge, requestToken } from '@portal/client/api';
import { Field, FormError, FormSummary, PasswordField, usePortalForm } from '@portal/ui/forms';
import { loginFormSchema } from '@portal/domain/schemas';
import { usePortalMutation } from '@portal/client/query';
import { signedInAs, useIssuer } from '@portal/client/state';
import { abandonPartialSession, goToNextLoginStep } from '../sign-in-actions';
import styles from './login.module.css';

interface Credentials {
  username: string;
  password: string;
}

export function LoginForm() {
  const { t } = useTranslation('prelogin');
  const issuer = useIssuer();
  const form = usePortalForm(loginFormSchema, { defaultValues: { username: '', password: '' } });
  const signIn = usePortalMutation({
    mutationFn: async ({ username, password }: Credentials) => {
      abandonPartialSession();
      return requestToken(issuer.extAppId, { username, password, code_challenge: createCodeChallenge() });
    },
    // §3 Session stores userName: the forced reset checks the new password against it.
    onSuccess: (answer, { username }) => {
      signedInAs(username, answer, Date.now());
      goToNextLoginStep();
    },
    // The password is cleared for another try; focus goes to the form's error (FormError), as on every
    // screen, and the next Tab reaches the kept username, then the password.
    onError: () => form.resetField('password'),
    // §8: on the login page a lock is a dismissing notification, not a popup.
    meta: { context: { onLoginPage: true }, signedIn: false },
  });

  return (
    <form noValidate onSubmit={form.submit(signIn.run)} className={styles.form}>
      <FormSummary form={form} />
      <FormError message={signIn.failure} />
      <Field form={form} name="username" label="prelogin:login.username" autoComplete="username" required />
      <PasswordField form={form} name="password" label="prelogin:login.password" autoComplete="current-password" />
      <button type="submit" className="portal-button" disabled={signIn.pending}>
        {t('login.submit')}
      </button>
    </form>
  );
}

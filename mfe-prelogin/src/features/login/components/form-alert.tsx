// A form-level error of the sign-in screens (§8: a message "on the model for the form to show"):
// announced when it appears, followed by the customer-support text when §8 says so.
import { useTranslation } from 'react-i18next';
import type { FormError } from '../present-sign-in-error';
import styles from './login.module.css';

export function FormAlert({ error }: { error: FormError | null }) {
  const { t } = useTranslation('prelogin');
  // The region stays in the page while empty, so screen readers hear the message arrive.
  return (
    <div role="alert">
      {error && (
        <p className={styles.alert}>
          {error.serverMessage ?? t(error.key)}
          {error.customerSupport && <> {t('issuer:customerSupport')}</>}
        </p>
      )}
    </div>
  );
}

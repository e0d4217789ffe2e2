// The form-level answer of a failed call (§8 "Other errors go onto the model for the form to show"):
// an alert region that stays in the page, so the message is announced, and takes focus when it arrives.
// The server's own text shows where §8 says so, as the terms form shows it.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormMessage } from '../hooks/use-call-error';
import styles from './flow.module.css';

export function FormError({ message }: { message: FormMessage | null }) {
  const { t } = useTranslation('prelogin');
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) region.current?.focus();
  }, [message]);
  return (
    <div ref={region} role="alert" tabIndex={-1} className={styles.formError}>
      {message && (
        <p key={message.id} className={styles.formErrorMessage}>
          {message.serverMessage ?? t(message.key)}
          {message.appendCustomerSupport && <> {t('issuer:customerSupport')}</>}
        </p>
      )}
    </div>
  );
}

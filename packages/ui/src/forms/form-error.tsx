// The one form-level error of every screen (§8 "Other errors go onto the model for the form to
// show"): an alert region that stays in the page, so a message is announced when it arrives, and
// that takes focus then, so keyboard and screen reader users land on it. The issuer's
// customer-support text follows the message when §8 appends it. A new failure with the same words is
// a new message: it is announced and focused again.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { KeepNumbersWhole } from '../kit/keep-numbers-whole';
import type { FormMessage } from '@portal/domain/text';
import styles from './form-error.module.css';

export function FormError({ message }: { message: FormMessage | null }) {
  const { t } = useTranslation('forms');
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) region.current?.focus();
  }, [message]);
  return (
    <div ref={region} role="alert" tabIndex={-1} className={styles.region}>
      {message && (
        <p className={styles.message}>
          <KeepNumbersWhole text={message.serverMessage ?? t(message.key)} />
          {message.appendCustomerSupport && (
            <>
              {' '}
              <KeepNumbersWhole text={t('issuer:customerSupport')} />
            </>
          )}
        </p>
      )}
    </div>
  );
}

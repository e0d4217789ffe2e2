// The two states of a read every part of this screen has: busy (a named indicator) and failed (the
// catalogue has already raised what §8 says; this is where to try again, not a live region, so it is
// not heard twice).
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@portal/ui';
import styles from './card-features.module.css';

export function Loading({ label }: { label: string }) {
  return (
    <div className={styles.loading}>
      <Spinner label={label} />
    </div>
  );
}

export function LoadFailure({
  message,
  onRetry,
  buttonRef,
}: {
  message: string;
  onRetry: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('postlogin');
  return (
    <div className="portal-load-failure">
      <p>{message}</p>
      <button ref={buttonRef} type="button" className="portal-button portal-button--secondary" onClick={onRetry}>
        {t('cardFeatures.retry')}
      </button>
    </div>
  );
}

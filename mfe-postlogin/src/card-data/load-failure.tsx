// A section's read that failed, as home's and settings' sections show it: what failed, and Try again
// (the catalogue has already raised what §8 says; this is where to retry it).
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadFailureProps {
  message: string;
  onRetry: () => void;
  retryButton?: RefObject<HTMLButtonElement | null>;
}

export function LoadFailure({ message, onRetry, retryButton }: LoadFailureProps) {
  const { t } = useTranslation('postlogin');
  return (
    <div className="portal-load-failure">
      <p>{message}</p>
      <button ref={retryButton} type="button" className="portal-button portal-button--secondary" onClick={onRetry}>
        {t('cardData.retry')}
      </button>
    </div>
  );
}

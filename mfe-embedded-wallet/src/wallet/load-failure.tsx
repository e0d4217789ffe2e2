// A wallet read that failed (its cards or its addresses): what could not be loaded, and Try again.
import { useTranslation } from 'react-i18next';

export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <div className="portal-load-failure" role="alert">
      <p>{message}</p>
      <button type="button" className="portal-button portal-button--secondary" onClick={onRetry}>
        {t('card.retry')}
      </button>
    </div>
  );
}

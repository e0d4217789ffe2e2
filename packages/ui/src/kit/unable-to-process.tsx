import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import styles from './page.module.css';
import { usePageMeta } from './use-page-meta';

/**
 * §8 VMCP_001: 'Sorry, we are unable to process your request at this time. Please try again later.'
 * Shown for an unreadable issuer configuration or application details that cannot be loaded.
 */
export function UnableToProcess({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('common');
  usePageMeta('unable_to_process', t('unableToProcess.title'));
  return (
    <div className={styles.notice} role="alert" data-testid="unable-to-process">
      <h1>{t('unableToProcess.title')}</h1>
      <p>{t(ERROR_MESSAGES.technical)}</p>
      {onRetry && (
        <div className={styles.actions}>
          <button type="button" className="portal-button" onClick={onRetry}>
            {t('unableToProcess.retry')}
          </button>
        </div>
      )}
    </div>
  );
}

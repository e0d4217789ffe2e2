import { useTranslation } from 'react-i18next';
import styles from './page.module.css';

/**
 * The fallback for a part of the page that failed to load or crashed (ARCHITECTURE §2.4): polite,
 * with a retry; everything around it keeps working.
 */
export function RegionUnavailable({ onRetry, headingLevel = 1 }: { onRetry?: () => void; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('common');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.notice} role="status" aria-live="polite" data-testid="region-unavailable">
      <Heading>{t('unavailable.title')}</Heading>
      <p>{t('unavailable.message')}</p>
      {onRetry && (
        <div className={styles.actions}>
          <button type="button" className="portal-button" onClick={onRetry}>
            {t('unavailable.retry')}
          </button>
        </div>
      )}
    </section>
  );
}

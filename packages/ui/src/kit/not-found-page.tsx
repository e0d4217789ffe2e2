import { useTranslation } from 'react-i18next';
import styles from './page.module.css';
import { PortalLink } from './portal-link';
import { href } from '@portal/client/routes';
import { useRouteMeta } from './use-page-meta';

/** §2: error/404 and any unmatched path: 'page not found, ensure the URL is correct'. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  useRouteMeta('notFound');
  return (
    <div className={styles.page} data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <PortalLink to={href('preloginHome')}>{t('notFound.home')}</PortalLink>
    </div>
  );
}

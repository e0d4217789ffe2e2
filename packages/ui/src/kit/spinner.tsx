import { useTranslation } from 'react-i18next';
import styles from './spinner.module.css';

/** A busy indicator with an accessible name ("Loading"). */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return <span className={styles.spinner} role="progressbar" aria-label={label ?? t('loading')} />;
}

// The banner of a tester's remote overrides: on every page while one is in force,
// naming each remote and the build it comes from, with one button that clears them all.
import { useTranslation } from 'react-i18next';
import type { RemoteOverrides } from '@portal/domain/platform';
import styles from './overlays.module.css';

export function OverrideBanner({ overrides, onClear }: { overrides: RemoteOverrides; onClear: () => void }) {
  const { t } = useTranslation('shell');
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  return (
    <section className={styles.overrideBanner} aria-label={t('overrides.label')}>
      <p className={styles.overrideIntro}>{t('overrides.intro', { count: entries.length })}</p>
      <ul className={styles.overrideList}>
        {entries.map(([name, url]) => (
          <li key={name}>{t('overrides.item', { name, url })}</li>
        ))}
      </ul>
      <button type="button" className={styles.overrideClear} onClick={onClear}>
        {t('overrides.clear')}
      </button>
    </section>
  );
}

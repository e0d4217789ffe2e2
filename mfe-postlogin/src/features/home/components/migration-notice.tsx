// §4 Flows, migration: "then home with a success message. Migration message visibility is kept in
// local storage." The migration screens raise it for the user (raiseMigrationNotice); home shows it
// until the person dismisses it, on this browser, per user.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissMigrationNotice, isMigrationNoticeVisible } from '@portal/client/state';
import { focusScreenHeading } from '@portal/ui';
import styles from './home.module.css';

export function MigrationNotice({ userGuid }: { userGuid: string }) {
  const { t } = useTranslation('postlogin');
  const titleId = useId();
  const [visible, setVisible] = useState(() => isMigrationNoticeVisible(userGuid));
  if (!visible) return null;

  const dismiss = () => {
    dismissMigrationNotice(userGuid);
    setVisible(false);
    // The button goes with the message: focus goes back to the top of the screen, not to the body.
    focusScreenHeading();
  };

  return (
    <section className={styles.migration} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('home.migration.title')}</h2>
      <p>{t('home.migration.message')}</p>
      <button type="button" className="portal-button portal-button--secondary" onClick={dismiss}>
        {t('home.migration.dismiss')}
      </button>
    </section>
  );
}

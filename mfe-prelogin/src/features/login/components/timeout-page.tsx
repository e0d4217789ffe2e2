// §2 Terms pages "Session expired page: title, message and a return-to-sign-in button that reloads the
// site origin"; §8 "Session timeout shows the timeout screen". The shell has already purged the
// session (§4); the reload starts the portal afresh, with nothing of the old session in memory.
import { useTranslation } from 'react-i18next';
import { SESSION_TIMEOUT_MESSAGE } from '@portal/domain/errors';
import { useRouteBack, useRouteMeta } from '@portal/ui';
import styles from '../../../flow/flow.module.css';

/** The site's origin, loaded anew (a full page load, not a client-side navigation). */
function reloadOrigin(): void {
  window.location.assign(`${window.location.origin}/`);
}

export function TimeoutPage() {
  const { t } = useTranslation('prelogin');
  useRouteMeta('sessionTimeout');
  // §2 Back button: the pages behind this one need the session that ended (the registry's rule).
  useRouteBack('sessionTimeout');
  return (
    <section className={styles.page} aria-labelledby="timeout-title">
      <h1 id="timeout-title">{t('timeout.title')}</h1>
      <p>{t(SESSION_TIMEOUT_MESSAGE)}</p>
      <button type="button" className="portal-button" onClick={reloadOrigin}>
        {t('timeout.signIn')}
      </button>
    </section>
  );
}

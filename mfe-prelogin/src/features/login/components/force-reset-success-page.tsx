// §2 login/forcePasswordReset/success: the password is changed and every token revoked (decision
// 013), so the way on is signing in again with the new password. §2 Back button: back to the reset
// form would be a dead end (its token is revoked), so it goes to login (the registry's rule).
import { useTranslation } from 'react-i18next';
import { href } from '@portal/client/routes';
import { PortalLink, useRouteBack, useRouteMeta } from '@portal/ui';
import styles from '../../../flow/flow.module.css';

export function ForceResetSuccessPage() {
  const { t } = useTranslation('prelogin');
  useRouteMeta('loginForceResetSuccess');
  useRouteBack('loginForceResetSuccess');
  return (
    <section className={styles.page} aria-labelledby="reset-done-title">
      <h1 id="reset-done-title">{t('forceReset.success.title')}</h1>
      <p>{t('forceReset.success.message')}</p>
      <PortalLink to={href('login')} className="portal-button">
        {t('forceReset.success.signIn')}
      </PortalLink>
    </section>
  );
}

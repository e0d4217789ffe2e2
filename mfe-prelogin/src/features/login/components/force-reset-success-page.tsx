// §2 login/forcePasswordReset/success: the password is changed and every token revoked (decision
// 013), so the way on is signing in again with the new password.
import { useTranslation } from 'react-i18next';
import { PortalLink, usePageMeta } from '@portal/shared/ui';
import { useBackTo } from '../hooks/use-exit-on-back';
import { LOGIN_PATH } from '../sign-in-rules';
import styles from './login.module.css';

export function ForceResetSuccessPage() {
  const { t } = useTranslation('prelogin');
  usePageMeta('login_force_reset_success', t('forceReset.success.title'));
  // §2 Back button: back to the reset form would be a dead end (its token is revoked): go to login.
  useBackTo(LOGIN_PATH);
  return (
    <section className={styles.page} aria-labelledby="reset-done-title">
      <h1 id="reset-done-title">{t('forceReset.success.title')}</h1>
      <p>{t('forceReset.success.message')}</p>
      <PortalLink to={LOGIN_PATH} className="portal-button">
        {t('forceReset.success.signIn')}
      </PortalLink>
    </section>
  );
}

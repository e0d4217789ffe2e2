// §2 signOut: says what is happening while the token is revoked and the session purged, then goes to
// the pre-login page, which for an SSO app is where the SSO logout happens (§2 Pre-login routes).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '@portal/shared/routes';
import { navigateTo, Spinner, useRouteMeta } from '@portal/shared/ui';
import { signOut } from '../api/sign-out';
import styles from './sign-out.module.css';


export function SignOutPage() {
  const { t } = useTranslation('postlogin');
  useRouteMeta('signOut');

  useEffect(() => {
    let current = true;
    void signOut().then(() => {
      // Replacing the entry: back from the pre-login page must not land on a sign-out again.
      if (current) navigateTo(href('preloginHome'), { replace: true });
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <div className={styles.signOut} role="status">
      <h1>{t('signOut.title')}</h1>
      <Spinner />
      <p>{t('signOut.message')}</p>
    </div>
  );
}

// §2 signOut: says what is happening while the token is revoked and the session purged, then goes to
// the pre-login page, which for an SSO app is where the SSO logout happens (§2 Pre-login routes), or
// to login when the page was asked to (`?then=login`: §8 exception cases, "then the user goes to
// login"), except in an SSO app, which has no login (§6).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { href, SIGN_OUT_NEXT_PARAM } from '@portal/client/routes';
import { useIssuer } from '@portal/client/state';
import { navigateTo, Spinner, useRouteMeta } from '@portal/ui';
import { signOut } from '../api/sign-out';
import styles from './sign-out.module.css';

export function SignOutPage() {
  const { t } = useTranslation('postlogin');
  useRouteMeta('signOut');
  const ssoApp = useIssuer().flags.ssoApp;

  useEffect(() => {
    let current = true;
    const toLogin = !ssoApp && new URLSearchParams(window.location.search).get(SIGN_OUT_NEXT_PARAM) === 'login';
    void signOut().then(() => {
      // Replacing the entry: back from the next page must not land on a sign-out again.
      if (current) navigateTo(href(toLogin ? 'login' : 'preloginHome'), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [ssoApp]);

  return (
    <div className={styles.signOut} role="status">
      <h1>{t('signOut.title')}</h1>
      <Spinner />
      <p>{t('signOut.message')}</p>
    </div>
  );
}

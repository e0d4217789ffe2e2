// §2 Screens "Login with a side marketing image": the sign-in form, the self-service links and the
// issuer's marketing image; mfe-postlogin is warmed while the form is on screen (ARCHITECTURE §2).
// The shell server draws the image first, in the same box (decision 030): this page takes it over.
import { useTranslation } from 'react-i18next';
import { useFirstPaintTakeover } from '@portal/ui/mount';
import { href } from '@portal/client/routes';
import { useIssuer } from '@portal/client/state';
import { PortalLink, useRouteMeta } from '@portal/ui';
import { usePreloadRemote } from '../hooks/use-preload-remote';
import { selfServiceAllowed } from '../sign-in-rules';
import { LoginForm } from './login-form';
import styles from './login.module.css';
import { MarketingImage } from './marketing-image';

function SelfServiceLinks() {
  const { t } = useTranslation('prelogin');
  return (
    <nav aria-label={t('login.help')} className={styles.links}>
      <ul>
        <li>
          <PortalLink to={href('forgotPassword')}>{t('login.forgotPassword')}</PortalLink>
        </li>
        <li>
          <PortalLink to={href('forgotUsername')}>{t('login.forgotUsername')}</PortalLink>
        </li>
        <li>
          <PortalLink to={href('createAccount')}>{t('login.createAccount')}</PortalLink>
        </li>
      </ul>
    </nav>
  );
}

export function LoginPage() {
  const { t } = useTranslation('prelogin');
  const issuer = useIssuer();
  useRouteMeta('login');
  useFirstPaintTakeover();
  usePreloadRemote('mfe_postlogin');
  return (
    <div className={styles.login} data-testid="login-page">
      <section className={styles.panel} aria-labelledby="login-title">
        <h1 id="login-title">{t('login.title')}</h1>
        <LoginForm />
        {selfServiceAllowed(issuer.flags) && <SelfServiceLinks />}
      </section>
      <MarketingImage />
    </div>
  );
}

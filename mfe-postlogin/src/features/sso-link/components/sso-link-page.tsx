// §2 ssoLink, §6 "The SSO link appears only for SSO apps": the nav's SSO label leads here, and from here
// back to the partner's online banking (§3 otherInfo.ssoLink), in the same window, as leaving the
// portal for the bank the cardholder came from. Any other app has no SSO link: the route goes home, so
// a typed or stale URL is never a dead end. An SSO app without a configured link says whom to call.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '@portal/client/routes';
import { useIssuer } from '@portal/client/state';
import { navigateTo, PortalLink, useRouteMeta } from '@portal/ui';
import styles from './sso-link.module.css';

export function SsoLinkPage() {
  const issuer = useIssuer();
  const ssoApp = issuer.flags.ssoApp;
  useEffect(() => {
    if (!ssoApp) navigateTo(href('home'), { replace: true });
  }, [ssoApp]);
  return ssoApp ? (
    <SsoLink partner={issuer.appName} link={issuer.otherInfo.ssoLink} support={issuer.otherInfo.customer_support} />
  ) : null;
}

function SsoLink({ partner, link, support }: { partner: string; link: string | undefined; support: string }) {
  const { t } = useTranslation('postlogin');
  useRouteMeta('ssoLink');
  return (
    <div className={styles.page}>
      <h1>{t('ssoLink.title')}</h1>
      <p>{t('ssoLink.intro', { partner })}</p>
      {link ? (
        <p>
          <a className={styles.leave} href={link}>
            {t('ssoLink.leave')}
          </a>
        </p>
      ) : (
        <p>{t('ssoLink.noLink', { support })}</p>
      )}
      <p>
        <PortalLink to={href('home')}>{t('ssoLink.stay')}</PortalLink>
      </p>
    </div>
  );
}

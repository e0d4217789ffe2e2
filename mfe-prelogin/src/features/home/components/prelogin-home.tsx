// §2 Pre-login home: a hidden heading with the app name, the banner carousel, and the about-us,
// contact-us and learn-more links (new windows). A migrated app shows a warning banner with an
// 'update account' action; an SSO app signs the user out instead (§2 Pre-login routes).
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstPaintTakeover } from '@portal/ui/mount';
import { href } from '@portal/client/routes';
import { appDetailsAtom, assetBaseAtom, useIssuer } from '@portal/client/state';
import { Carousel, ExternalLink, PortalLink, Spinner, usePageMeta } from '@portal/ui';
import { ssoLogout } from '../api/sso-logout';
import { bannerSlides } from './banner-slides';
import styles from './home.module.css';

function SsoSignOut({ site }: { site: string }) {
  const { t } = useTranslation('prelogin');
  usePageMeta('sso_logout', t('home.sso.title'));
  useEffect(() => ssoLogout(site), [site]);
  return (
    <div className={styles.sso} role="status">
      <h1>{t('home.sso.title')}</h1>
      <Spinner />
      <p>{t('home.sso.message', { site: new URL(site).hostname })}</p>
      <a href={site}>{t('home.sso.link')}</a>
    </div>
  );
}

/** The pre-login page: an SSO app's sign-out, or the home page; each is its own screen. */
export function PreloginHome() {
  const issuer = useIssuer();
  // Whichever it is replaces the server's first paint of the home, in the same commit.
  useFirstPaintTakeover();
  return issuer.flags.ssoApp ? <SsoSignOut site={issuer.issuerWebSiteUrl} /> : <Home />;
}

function Home() {
  const { t } = useTranslation('prelogin');
  const issuer = useIssuer();
  const assetBase = useAtomValue(assetBaseAtom);
  const details = useAtomValue(appDetailsAtom);
  usePageMeta('prelogin_home', t('home.title'));

  const slides = bannerSlides(issuer, assetBase, (image, fallback) =>
    t(`issuer:banners.${image}`, { defaultValue: fallback }),
  );
  const canActivate = issuer.flags.cardActivationAllowed && details?.isCardActivationWebEnabled === true;

  return (
    <div className={styles.home} data-testid="prelogin-home">
      <h1 className="visually-hidden">{t('issuer:appName')}</h1>
      {issuer.flags.migratedApp && (
        <section className={styles.migrated} aria-labelledby="migrated-title" data-testid="migrated-banner">
          <div className={styles.migratedText}>
            <h2 id="migrated-title">{t('home.migrated.title')}</h2>
            <p>{t('home.migrated.message')}</p>
          </div>
          <PortalLink to={href('migrationEstablishAccount')} className="portal-button">
            {t('home.migrated.action')}
          </PortalLink>
        </section>
      )}
      <Carousel slides={slides} />
      <div className={styles.welcome}>
        <p className={styles.intro}>{t('home.intro')}</p>
        <div className={styles.actions}>
          <PortalLink to={href('login')} className="portal-button">
            {t('home.signIn')}
          </PortalLink>
          {canActivate && (
            <PortalLink to={href('activation')} className="portal-button portal-button--secondary">
              {t('home.activate')}
            </PortalLink>
          )}
        </div>
      </div>
      <nav className={styles.links} aria-label={t('home.links.label')}>
        <ul>
          <li>
            <ExternalLink href={issuer.url.aboutUs}>{t('home.links.aboutUs')}</ExternalLink>
          </li>
          <li>
            <ExternalLink href={issuer.url.contactUs}>{t('home.links.contactUs')}</ExternalLink>
          </li>
          <li>
            <ExternalLink href={issuer.url.learnMoreLink}>{t('home.links.learnMore')}</ExternalLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}

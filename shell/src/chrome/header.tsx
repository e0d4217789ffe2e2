import { useAtomValue } from 'jotai';
import { lazy, Suspense, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accessLevelAtom, assetBaseAtom, useIssuer } from '@portal/client/state';
import { href } from '@portal/client/routes';
import { ErrorBoundary, PortalLink } from '@portal/ui';
import styles from './chrome.module.css';
import { headerState, logoTarget } from './header-state';
import { usePathname } from './use-pathname';

/**
 * Header state 4's nav, with the cards it reads (TanStack Query): a chunk of its own (SHELL_LATER_CHUNK,
 * packages/build/src/chunks.ts), so a page before sign-in loads none of it (decision 036).
 */
const SignedInNav = lazy(() => import('./signed-in-nav').then((m) => ({ default: m.SignedInNav })));

/**
 * Where the nav's chunk cannot be fetched (the shell's origin gone away since the page loaded): sign-out
 * stays, so the page is never a dead end; the next page load brings the nav back.
 */
function NavUnavailable() {
  const { t } = useTranslation('shell');
  return (
    <nav className={styles.nav} aria-label={t('header.primaryNav')}>
      <PortalLink to={href('signOut')} className="portal-button portal-button--secondary">
        {t('header.signOut')}
      </PortalLink>
    </nav>
  );
}

/** Moves focus to the main region without changing the URL (a hash would count as a route change). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}

/** §2 Header states 1 to 4. */
export function Header() {
  const { t } = useTranslation('shell');
  const issuer = useIssuer();
  const access = useAtomValue(accessLevelAtom);
  const assetBase = useAtomValue(assetBaseAtom);
  const path = usePathname();
  const state = headerState(path, access, issuer.flags);
  return (
    <div className={styles.headerBand} data-header-state={state}>
      <a className={styles.skip} href="#main" onClick={skipToMain}>
        {t('skipToContent')}
      </a>
      <div className={styles.bar}>
        <PortalLink to={logoTarget(path, access)} className={styles.logo}>
          {/* §1 logo alt: the issuer's own alt text (issuer.json, in the page's language where its locales
              give one), which names the brand the logo shows (WCAG 2.5.3). */}
          <img
            src={`${assetBase}${issuer.branding.logo.src}`}
            alt={t('issuer:logoAlt', { defaultValue: issuer.branding.logo.alt })}
            height={40}
          />
        </PortalLink>
        {state === 1 && (
          <div className={styles.actions}>
            <PortalLink to="/createAccount" className="portal-button">
              {t('header.createAccount')}
            </PortalLink>
          </div>
        )}
        {state === 2 && (
          <div className={styles.actions}>
            <PortalLink to="/login" className="portal-button portal-button--secondary">
              {t('header.signIn')}
            </PortalLink>
            <PortalLink to="/createAccount" className="portal-button">
              {t('header.createAccount')}
            </PortalLink>
          </div>
        )}
        {state === 4 && (
          <ErrorBoundary
            fallback={() => <NavUnavailable />}
            onError={(e) => console.error('[shell] the signed-in nav did not load', e)}
          >
            <Suspense fallback={null}>
              <SignedInNav path={path} />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
    </div>
  );
}

import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsEnabled, featuresEnabled, HAMBURGER_FOCUS_DELAY_MS } from '@portal/shared/domain';
import { appDetailsAtom, useIssuer } from '@portal/shared/state';
import { PortalLink, useDisclosure } from '@portal/shared/ui';
import styles from './chrome.module.css';

/** §2 Header state 4: the logged-in nav, and sign-out in the burger menu. */
export function SignedInNav({ path }: { path: string }) {
  const { t } = useTranslation('shell');
  const issuer = useIssuer();
  const features = useAtomValue(appDetailsAtom)?.features ?? [];
  const { open, panelId, closeOnEscape, buttonProps } = useDisclosure();
  const firstItem = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => firstItem.current?.focus(), HAMBURGER_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  const links = [
    { to: '/home', label: t('header.nav.cards'), show: true },
    { to: '/userSettings', label: t('header.nav.settings'), show: true },
    { to: '/accounts', label: t('header.nav.accounts'), show: accountsEnabled(features) },
    { to: '/features', label: t('header.nav.features'), show: featuresEnabled(features) },
    { to: '/ssoLink', label: t('header.nav.ssoLink'), show: issuer.flags.ssoApp },
  ].filter((l) => l.show);

  return (
    <>
      <nav className={styles.nav} aria-label={t('header.primaryNav')}>
        <ul>
          {links.map((l) => (
            <li key={l.to}>
              <PortalLink to={l.to} aria-current={path === l.to ? 'page' : undefined}>
                {l.label}
              </PortalLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.menu}>
        <button {...buttonProps} className="portal-button portal-button--secondary">
          {t('header.menu')}
        </button>
        {open && (
          <ul className={styles.menuList} id={panelId}>
            <li>
              <PortalLink to="/signOut" ref={firstItem} onKeyDown={closeOnEscape}>
                {t('header.signOut')}
              </PortalLink>
            </li>
          </ul>
        )}
      </div>
    </>
  );
}

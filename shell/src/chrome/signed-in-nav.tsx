// §2 Header state 4: the logged-in nav (Cards, Settings, Accounts and Features when enabled, the SSO
// link label) and sign-out in the burger menu. On a wide screen the links are a top nav and the burger
// menu holds sign-out; on a narrow one (or zoomed in) the burger menu holds them all. The menu is a
// disclosure (WAI-ARIA APG disclosure navigation), not an ARIA menu: its items are ordinary links.
import { useAtomValue } from 'jotai';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HAMBURGER_FOCUS_DELAY_MS } from '@portal/domain/constants';
import { accountsEnabled, accountsLinkShown, featuresEnabled, featuresLinkShown } from '@portal/domain/features';
import { cardsQuery, usePortalQuery } from '@portal/client/query';
import { href, ROUTE_LIST, type NavEntry } from '@portal/client/routes';
import { appDetailsAtom, sessionAtom, useIssuer } from '@portal/client/state';
import { PortalLink, useDisclosure } from '@portal/ui';
import styles from './chrome.module.css';
import { useMediaQuery } from './use-media-query';

/** Wide enough for the top nav: in rem, so a larger text size or a zoom moves the links into the menu. */
export const WIDE_NAV_QUERY = '(min-width: 48rem)';

interface NavLink {
  to: string;
  label: string;
}

const routeKey = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/** `page` on the link of the current page, `true` on its section's link (a page under /userSettings). */
export function currentOf(path: string, to: string): 'page' | 'true' | undefined {
  const here = routeKey(path);
  const target = routeKey(to);
  if (here === target) return 'page';
  return here.startsWith(`${target}/`) ? 'true' : undefined;
}

/**
 * The registry's nav rows, in its order, each shown when its condition holds. §6: Accounts and Features
 * need the issuer's half (its features) and the card half (one of the user's cards offers them), so the
 * user's cards are read (the page's one cache: home's list is the same entry) only when the issuer
 * enables either link; until they are in, or when they cannot be read, neither link shows.
 */
function useNavLinks(): NavLink[] {
  const { t } = useTranslation('shell');
  const issuer = useIssuer();
  const features = useAtomValue(appDetailsAtom)?.features ?? [];
  const userGuid = useAtomValue(sessionAtom).userId ?? '';
  const issuerOffers = accountsEnabled(features) || featuresEnabled(features);
  const cards = usePortalQuery({ ...cardsQuery(userGuid), enabled: issuerOffers && userGuid !== '' }).data ?? [];
  const shown: Readonly<Record<NavEntry['when'], boolean>> = {
    always: true,
    accounts: accountsLinkShown(features, cards),
    features: featuresLinkShown(features, cards),
    ssoApp: issuer.flags.ssoApp,
  };
  return ROUTE_LIST.flatMap((r) => (r.nav && shown[r.nav.when] ? [{ to: `/${r.path}`, label: t(r.nav.label) }] : []));
}

/** Up and Down (and Home, End) move between the menu's links, round the ends. */
function moveFocus(event: KeyboardEvent<HTMLAnchorElement>, list: HTMLUListElement | null): void {
  const items = [...(list?.querySelectorAll('a') ?? [])];
  const at = items.indexOf(event.currentTarget);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
  if (next === undefined || items.length === 0) return;
  event.preventDefault();
  items[(next + items.length) % items.length]?.focus();
}

function BurgerMenu({ links, path }: { links: readonly NavLink[]; path: string }) {
  const { t } = useTranslation('shell');
  const { open, panelId, closeOnEscape, closeOnFocusOut, buttonProps } = useDisclosure();
  const list = useRef<HTMLUListElement>(null);
  // The disclosure's button toggles it: while open, that closes it.
  const close = () => {
    if (open) buttonProps.onClick();
  };

  // §9: focus moves into the opened menu after HAMBURGER_FOCUS_DELAY_MS.
  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => list.current?.querySelector('a')?.focus(), HAMBURGER_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    closeOnEscape(event);
    moveFocus(event, list.current);
  };

  const item = (to: string, label: string) => (
    <li key={to}>
      <PortalLink to={to} aria-current={currentOf(path, to)} onKeyDown={onKeyDown} onClick={close}>
        {label}
      </PortalLink>
    </li>
  );

  return (
    <div className={styles.menu} onBlur={closeOnFocusOut}>
      <button {...buttonProps} className="portal-button portal-button--secondary">
        <span className={styles.burger} aria-hidden="true" />
        {t('header.menu')}
      </button>
      {open && (
        <ul className={styles.menuList} id={panelId} ref={list}>
          {links.map((l) => item(l.to, l.label))}
          {item(href('signOut'), t('header.signOut'))}
        </ul>
      )}
    </div>
  );
}

/** The nav of header state 4, shown only with full access (header-state.ts). */
export function SignedInNav({ path }: { path: string }) {
  const { t } = useTranslation('shell');
  const links = useNavLinks();
  const wide = useMediaQuery(WIDE_NAV_QUERY, true);
  return (
    <nav className={styles.nav} aria-label={t('header.primaryNav')}>
      {wide && (
        <ul className={styles.navLinks}>
          {links.map((l) => (
            <li key={l.to}>
              <PortalLink to={l.to} aria-current={currentOf(path, l.to)}>
                {l.label}
              </PortalLink>
            </li>
          ))}
        </ul>
      )}
      {/* A new page starts with the menu closed. */}
      <BurgerMenu key={path} links={wide ? [] : links} path={path} />
    </nav>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES, screenName, type RouteId } from '@portal/client/routes';
import { trackScreenLoad } from '@portal/client/state';

let screensShown = 0;

/**
 * Moves focus to the new screen's heading, so keyboard and screen reader users start at the top of
 * what changed. (Not on the page's first screen: there the browser's own start is right.) A heading
 * hidden for screen readers only (the pre-login home's, §2) would take the focus out of sight, a
 * 1x1 px box where a sighted keyboard user finds no focus (WCAG 2.4.7): the main region takes it
 * then, with a visible outline (styles.css), and the heading is the first thing read in it.
 */
export function focusScreenHeading(doc: Document = document): void {
  const heading = doc.querySelector<HTMLElement>('#main h1') ?? doc.querySelector<HTMLElement>('h1');
  if (!heading) return;
  const main = doc.getElementById('main');
  const target = heading.closest('.visually-hidden') && main ? main : heading;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * §1: each screen has its page title and sends one analytics screen-load event. `screen` is the
 * stable analytics name; `title` the translated page name.
 */
export function usePageMeta(screen: string, title: string): void {
  const { t } = useTranslation('common');
  const app = t('issuer:appName', { defaultValue: '' });
  const full = app ? t('pageTitle', { page: title, app }) : title;
  useEffect(() => {
    document.title = full;
  }, [full]);
  useEffect(() => {
    trackScreenLoad(screen);
    // The effect runs after the new screen is in the DOM, so its heading is there to focus.
    if (screensShown++ > 0) focusScreenHeading();
  }, [screen]);
}

/** usePageMeta for a route of the registry: its title key and its screen name. */
export function useRouteMeta(id: RouteId): void {
  const { t } = useTranslation();
  usePageMeta(screenName(id), t(ROUTES[id].title));
}

// Starts single-spa with the single-spa-layout route map, and keeps the guard in front of every
// navigation (ARCHITECTURE §2.3, §2.5).
import { navigateToUrl, registerApplication, start } from 'single-spa';
import { constructApplications, constructLayoutEngine, constructRoutes } from 'single-spa-layout';
import type { RemoteLifecycles } from '@portal/shared/mount';
import { guard, type GuardContext } from './guard';
import { layoutRoutes } from './route-map';

export const ROUTES_CONTAINER = '#portal-routes';

interface BeforeRoutingDetail {
  newUrl: string;
  cancelNavigation?: (cancel?: boolean) => void;
}

export interface StartRoutingOptions {
  loadApp: (props: { name: string }) => Promise<RemoteLifecycles>;
  guardContext: () => GuardContext;
}

export function startRouting({ loadApp, guardContext }: StartRoutingOptions): void {
  const routes = constructRoutes(layoutRoutes(ROUTES_CONTAINER));
  const applications = constructApplications({ routes, loadApp });
  const engine = constructLayoutEngine({ routes, applications, active: false });

  // The first page load: redirect in place, so back does not return to a forbidden page.
  const first = guard(window.location.pathname, guardContext());
  if (first.kind === 'redirect') window.history.replaceState(null, '', first.to);

  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { newUrl, cancelNavigation } = (event as CustomEvent<BeforeRoutingDetail>).detail;
    const decision = guard(new URL(newUrl).pathname, guardContext());
    if (decision.kind === 'redirect' && cancelNavigation) {
      cancelNavigation();
      setTimeout(() => navigateToUrl(decision.to));
    }
  });

  focusHeadingOnNavigation();
  applications.forEach(registerApplication);
  engine.activate();
  start({ urlRerouteOnly: true });
}

/**
 * After a navigation (not the first load), move focus to the new page's heading so screen reader
 * and keyboard users start at the top of the new content.
 */
function focusHeadingOnNavigation(): void {
  let first = true;
  let lastPath = window.location.pathname;
  window.addEventListener('single-spa:routing-event', () => {
    const path = window.location.pathname;
    if (first || path === lastPath) {
      first = false;
      lastPath = path;
      return;
    }
    lastPath = path;
    const main = document.getElementById('main');
    if (!main) return;
    const focus = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
      return true;
    };
    if (focus()) return;
    const observer = new MutationObserver(() => {
      if (focus()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    setTimeout(() => observer.disconnect(), 3000);
  });
}

// Starts single-spa with the single-spa-layout route map, and keeps the guard in front of every
// navigation (ARCHITECTURE §2.3, §2.5).
import { navigateToUrl, registerApplication, start } from 'single-spa';
import { constructApplications, constructLayoutEngine, constructRoutes } from 'single-spa-layout';
import type { RemoteLifecycles } from '@portal/ui/mount';
import { watchFirstPaint } from './first-paint';
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
  /** Told of each path a navigation the guard allows enters, before the remotes see it. */
  onEnter?: (pathname: string) => void;
}

/**
 * Where the guard sends a cancelled navigation. single-spa puts the old URL back without a popstate,
 * so a remote's router that made the navigation still shows the forbidden page; when the guard's
 * target is that old URL, navigateToUrl does nothing, and the routers are told to read the location
 * again through a popstate marked as single-spa's own (which the back-button guard ignores).
 */
function redirectAfterCancel(to: string): void {
  const target = new URL(to, window.location.href);
  if (target.pathname !== window.location.pathname || target.search !== window.location.search) {
    navigateToUrl(to);
    return;
  }
  const resync = new PopStateEvent('popstate', { state: window.history.state as unknown });
  Object.defineProperty(resync, 'singleSpa', { value: true });
  window.dispatchEvent(resync);
}

export function startRouting({ loadApp, guardContext, onEnter }: StartRoutingOptions): void {
  const routes = constructRoutes(layoutRoutes(ROUTES_CONTAINER));
  const applications = constructApplications({ routes, loadApp });
  const engine = constructLayoutEngine({ routes, applications, active: false });

  // The first page load: redirect in place, so back does not return to a forbidden page.
  const first = guard(window.location.pathname, guardContext());
  if (first.kind === 'redirect') window.history.replaceState(null, '', first.to);
  // The server's first paint stays only for its own route's screen to take over.
  const routesElement = document.querySelector<HTMLElement>(ROUTES_CONTAINER);
  if (routesElement) watchFirstPaint(routesElement);

  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { newUrl, cancelNavigation } = (event as CustomEvent<BeforeRoutingDetail>).detail;
    const pathname = new URL(newUrl).pathname;
    const decision = guard(pathname, guardContext());
    if (decision.kind === 'redirect' && cancelNavigation) {
      cancelNavigation();
      setTimeout(() => redirectAfterCancel(decision.to));
      return;
    }
    onEnter?.(pathname);
  });

  applications.forEach(registerApplication);
  engine.activate();
  start({ urlRerouteOnly: true });
}

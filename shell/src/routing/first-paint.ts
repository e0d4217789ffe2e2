// The server's first paint (shell/server/first-paint.ts) is its screen's remote's to take over; the shell
// removes it when anything else takes its place (decision 030 item 4), so it never stands beside a page
// it does not belong to nor doubles a heading: a navigation to another route, or any text drawn in the
// routes region (a fallback, an error boundary, a remote too old to take it over). A mutation observer's
// callback runs before the next paint; a busy indicator, with no text, leaves it in place.
import { FIRST_PAINT_ID } from '@portal/domain/platform';
import { routeOf } from '@portal/client/routes';

/** Whether the first paint was drawn for the route that covers `pathname`. */
function drawnFor(element: HTMLElement, pathname: string): boolean {
  return element.dataset['route'] !== undefined && routeOf(pathname)?.id === element.dataset['route'];
}

/**
 * Watches the routes region and the navigations for what replaces the first paint (above); returns
 * what stops watching. Nothing to watch when the server drew none.
 */
export function watchFirstPaint(routes: HTMLElement): () => void {
  const found = document.getElementById(FIRST_PAINT_ID);
  if (!found) return () => undefined;
  const element: HTMLElement = found;

  const observer = new MutationObserver(() => {
    if (!element.isConnected) stop();
    else if (routes.textContent?.trim()) release();
  });
  const onRouting = (event: Event) => {
    const newUrl = (event as CustomEvent<{ newUrl?: string } | undefined>).detail?.newUrl;
    if (!drawnFor(element, newUrl ? new URL(newUrl, window.location.href).pathname : window.location.pathname))
      release();
  };
  function stop(): void {
    observer.disconnect();
    window.removeEventListener('single-spa:before-routing-event', onRouting);
  }
  function release(): void {
    stop();
    element.remove();
  }

  if (!drawnFor(element, window.location.pathname)) {
    release();
    return stop;
  }
  observer.observe(routes, { childList: true, subtree: true, characterData: true });
  // Every navigation (links, history, the guard's redirects) goes through single-spa's event.
  window.addEventListener('single-spa:before-routing-event', onRouting);
  return stop;
}

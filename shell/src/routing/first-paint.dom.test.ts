import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_PAINT_ID } from '@portal/domain/platform';
import { watchFirstPaint } from './first-paint';

/** The page as the shell server sends the pre-login home (shell/server/first-paint.ts). */
function serverPage() {
  document.body.innerHTML = `
    <main id="main">
      <div id="portal-notice"></div>
      <div id="${FIRST_PAINT_ID}" data-route="preloginHome"><h1 class="visually-hidden">Acme</h1><picture><img alt="Offer" src="/b.jpg"></picture></div>
      <div id="portal-routes"></div>
    </main>`;
  return document.getElementById('portal-routes') as HTMLElement;
}

const firstPaint = () => document.getElementById(FIRST_PAINT_ID);
/** Lets the mutation observer's callback run (a microtask, before the browser's next paint). */
const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));
function navigate(pathname: string) {
  window.history.replaceState(null, '', pathname);
  window.dispatchEvent(
    new CustomEvent('single-spa:before-routing-event', { detail: { newUrl: `${window.location.origin}${pathname}` } }),
  );
}
/** What single-spa-layout and an app do: a container, then what the app draws in it. */
function draw(routes: HTMLElement, html: string) {
  const container = document.createElement('div');
  container.id = 'single-spa-application:mfe_prelogin';
  routes.append(container);
  container.innerHTML = html;
}

let stop: () => void = () => undefined;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe("the server's first paint stays only for its own screen to take over", () => {
  it('stays while the page is its route and the routes region shows nothing yet, or only an empty container', async () => {
    const routes = serverPage();
    stop = watchFirstPaint(routes);
    draw(routes, '');
    await microtasks();
    expect(firstPaint()).not.toBeNull();
  });

  it('stays behind a busy indicator (it has no text): the screen itself takes it over', async () => {
    const routes = serverPage();
    stop = watchFirstPaint(routes);
    draw(routes, '<span role="progressbar" aria-label="Loading"></span>');
    await microtasks();
    expect(firstPaint()).not.toBeNull();
  });

  it('goes as soon as something with text is drawn in its place (the fallback region, an error, a remote too old to take it over)', async () => {
    const routes = serverPage();
    stop = watchFirstPaint(routes);
    draw(routes, '<section data-testid="region-unavailable"><h2>This part of the site is unavailable</h2></section>');
    await microtasks();
    expect(firstPaint()).toBeNull();
  });

  it('goes with a navigation to another route, the same route kept it', async () => {
    const routes = serverPage();
    stop = watchFirstPaint(routes);
    navigate('/');
    expect(firstPaint()).not.toBeNull();
    navigate('/login');
    expect(firstPaint()).toBeNull();
  });

  it("goes at once when the guard's first redirect already left its route (a signed-in visitor on /)", () => {
    const routes = serverPage();
    window.history.replaceState(null, '', '/home');
    stop = watchFirstPaint(routes);
    expect(firstPaint()).toBeNull();
  });

  it('stops watching once the screen took it over', async () => {
    const routes = serverPage();
    stop = watchFirstPaint(routes);
    // What mfe-prelogin's home does in the commit that draws it.
    firstPaint()?.remove();
    draw(routes, '<h1>Home</h1>');
    await microtasks();
    navigate('/login');
    expect(firstPaint()).toBeNull();
  });

  it('nothing to watch when the server drew none', () => {
    document.body.innerHTML = '<div id="portal-routes"></div>';
    stop = watchFirstPaint(document.getElementById('portal-routes') as HTMLElement);
    navigate('/login');
    expect(document.getElementById('portal-routes')).not.toBeNull();
  });
});

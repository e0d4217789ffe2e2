import { navigateToUrl, registerApplication, start } from 'single-spa';
import { constructApplications, constructLayoutEngine, constructRoutes } from 'single-spa-layout';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { IssuerFlags } from '@portal/domain/issuer';
import { STANDARD_FLAGS } from '@portal/ui/testing';
import type { GuardContext } from './guard';
import { layoutRoutes } from './route-map';
import { ROUTES_CONTAINER, startRouting } from './start-routing';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn(), registerApplication: vi.fn(), start: vi.fn() }));
vi.mock('single-spa-layout', () => ({
  constructRoutes: vi.fn(() => ({ routes: [] })),
  constructApplications: vi.fn(() => [{ name: 'mfe_prelogin' }, { name: 'mfe_postlogin' }]),
  constructLayoutEngine: vi.fn(() => ({ activate: vi.fn() })),
}));

const FLAGS: IssuerFlags = STANDARD_FLAGS;

let context: GuardContext = { access: 'none', flags: FLAGS, activationWebEnabled: true };
const loadApp = vi.fn();
const onEnter = vi.fn();

function beforeRouting(newUrl: string) {
  const cancelNavigation = vi.fn();
  window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { newUrl, cancelNavigation } }));
  return cancelNavigation;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What the start did, read right after it: each test starts with the mocks' calls cleared. */
let started: {
  routes: unknown[][];
  applications: unknown[][];
  engines: unknown[][];
  activations: number;
  registered: number;
  starts: unknown[][];
};

describe('startRouting (ARCHITECTURE §2.3, §2.5)', () => {
  beforeAll(() => {
    document.body.innerHTML = '<div id="portal-routes"></div>';
    window.history.replaceState(null, '', '/home');
    startRouting({ loadApp, guardContext: () => context, onEnter });
    const engine = vi.mocked(constructLayoutEngine).mock.results[0]?.value as
      | { activate: ReturnType<typeof vi.fn> }
      | undefined;
    started = {
      routes: [...vi.mocked(constructRoutes).mock.calls],
      applications: [...vi.mocked(constructApplications).mock.calls],
      engines: [...vi.mocked(constructLayoutEngine).mock.calls],
      activations: engine?.activate.mock.calls.length ?? 0,
      registered: vi.mocked(registerApplication).mock.calls.length,
      starts: [...vi.mocked(start).mock.calls],
    };
  });

  it('builds the layout from the route map and starts single-spa', () => {
    expect(started.routes).toEqual([[layoutRoutes(ROUTES_CONTAINER)]]);
    expect(started.applications).toEqual([[expect.objectContaining({ loadApp })]]);
    expect(started.engines).toEqual([[expect.objectContaining({ active: false })]]);
    expect(started.activations).toBe(1);
    expect(started.registered).toBe(2);
    expect(started.starts).toEqual([[{ urlRerouteOnly: true }]]);
  });

  it('§2 Page refresh: a guarded first load is replaced in place (/home without access -> /login)', () => {
    expect(window.location.pathname).toBe('/login');
    expect(window.history.length).toBe(1);
  });

  it('§6 cancels a forbidden navigation and goes where the guard says', async () => {
    context = { access: 'none', flags: FLAGS, activationWebEnabled: true };
    window.history.replaceState(null, '', '/');
    const cancel = beforeRouting('http://localhost:3000/userSettings?tab=1');
    expect(cancel).toHaveBeenCalledTimes(1);
    await nextTask();
    expect(navigateToUrl).toHaveBeenCalledWith('/login');
  });

  it('when the guard sends a cancelled navigation back where it started, the routers are told to read the location again', async () => {
    vi.mocked(navigateToUrl).mockClear();
    context = { access: 'none', flags: FLAGS, activationWebEnabled: true };
    window.history.replaceState(null, '', '/login');
    const heard: boolean[] = [];
    const listen = (event: PopStateEvent) =>
      heard.push((event as PopStateEvent & { singleSpa?: boolean }).singleSpa === true);
    window.addEventListener('popstate', listen);
    // A remote's router went from /login to a partial-access page; single-spa put /login back.
    const cancel = beforeRouting('http://localhost:3000/login/challenge');
    expect(cancel).toHaveBeenCalledTimes(1);
    await nextTask();
    window.removeEventListener('popstate', listen);
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(heard).toEqual([true]);
    expect(window.location.pathname).toBe('/login');
  });

  it('lets an allowed navigation through', async () => {
    vi.mocked(navigateToUrl).mockClear();
    context = { access: 'full', flags: FLAGS, activationWebEnabled: true };
    const cancel = beforeRouting('http://localhost:3000/home');
    expect(cancel).not.toHaveBeenCalled();
    await nextTask();
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('reads the guard context at each navigation (a login-disabled issuer goes to /error)', async () => {
    vi.mocked(navigateToUrl).mockClear();
    context = { access: 'none', flags: { ...FLAGS, appLoginDisabled: true }, activationWebEnabled: true };
    const cancel = beforeRouting('http://localhost:3000/login');
    expect(cancel).toHaveBeenCalledTimes(1);
    await nextTask();
    expect(navigateToUrl).toHaveBeenCalledWith('/error');
  });

  it('every navigation the guard allows is entered (onEnter: a start route ends a session under way, decision 025); a cancelled one is not', () => {
    onEnter.mockClear();
    context = { access: 'partial', flags: FLAGS, activationWebEnabled: true };
    beforeRouting('http://localhost:3000/login?from=x');
    expect(onEnter).toHaveBeenCalledWith('/login');
    onEnter.mockClear();
    beforeRouting('http://localhost:3000/home');
    expect(onEnter).not.toHaveBeenCalled();
  });
});

describe("the server's first paint of the home", () => {
  it('goes when the guard sends the visitor elsewhere at once (signed in, on /): it is not that page', () => {
    document.body.innerHTML =
      '<div id="portal-first-paint" data-route="preloginHome"><h1>Acme</h1></div><div id="portal-routes"></div>';
    window.history.replaceState(null, '', '/');
    startRouting({
      loadApp: vi.fn(),
      guardContext: () => ({ access: 'full', flags: FLAGS, activationWebEnabled: true }),
    });
    expect(window.location.pathname).toBe('/home');
    expect(document.getElementById('portal-first-paint')).toBeNull();
  });

  it('stays for the home to take over when the visitor may see it', () => {
    document.body.innerHTML =
      '<div id="portal-first-paint" data-route="preloginHome"><h1>Acme</h1></div><div id="portal-routes"></div>';
    window.history.replaceState(null, '', '/');
    startRouting({
      loadApp: vi.fn(),
      guardContext: () => ({ access: 'none', flags: FLAGS, activationWebEnabled: true }),
    });
    expect(document.getElementById('portal-first-paint')).not.toBeNull();
  });
});

import { act, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpPortal } from '../../testing';
import { i18n } from '@portal/client/i18n';
import { applicationElementId, createRemoteApp, isRemoteAppModule, type RemoteLifecycles } from './create-remote-app';

function Offers() {
  return <h1>Offers</h1>;
}

function Broken(): never {
  throw new Error('render failed');
}

/** Throws until its dependency comes back, as a screen whose data briefly fails would. */
let dependencyUp = true;
function Flaky() {
  if (!dependencyUp) throw new Error('dependency down');
  return <h1>Recovered</h1>;
}

const routes = [
  { path: '/offers', element: <Offers /> },
  { path: '/broken', element: <Broken /> },
  { path: '/flaky', element: <Flaky /> },
  { path: '*', element: <h1>Nothing here</h1> },
];

const messages = { en: { title: 'Wallet', nested: { a: 'A' } }, es: { title: 'Cartera' } };

let container: HTMLElement;
let app: RemoteLifecycles;
let mounted = false;

async function mountAt(
  path: string,
  props: { name: string; domElement?: HTMLElement } = { name: 'mfe_wallet', domElement: container },
) {
  window.history.pushState(null, '', path);
  await act(async () => {
    await app.bootstrap(props);
    await app.mount(props);
  });
  mounted = true;
}

beforeAll(async () => {
  await setUpPortal();
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  app = createRemoteApp({ namespace: 'wallet', messages, routes });
});

afterEach(async () => {
  if (mounted) await act(() => app.unmount({ name: 'mfe_wallet' }));
  mounted = false;
  container.remove();
  window.history.replaceState(null, '', '/');
  dependencyUp = true;
  vi.restoreAllMocks();
});

describe('createRemoteApp: single-spa lifecycles of a remote', () => {
  it('mount renders the route for window.location.pathname into the given element', async () => {
    await mountAt('/offers');
    expect(within(container).queryByRole('heading', { name: 'Offers' })).not.toBeNull();
  });

  it('renders the catch-all route for an unknown path', async () => {
    await mountAt('/somewhere/else');
    expect(within(container).queryByRole('heading', { name: 'Nothing here' })).not.toBeNull();
  });

  it('unmount empties the element', async () => {
    await mountAt('/offers');
    await act(() => app.unmount({ name: 'mfe_wallet', domElement: container }));
    mounted = false;
    expect(container.innerHTML).toBe('');
  });

  it('unmount before mount does nothing', async () => {
    await expect(app.unmount({ name: 'mfe_wallet' })).resolves.toBeUndefined();
  });

  it("mounts into single-spa-layout's container when no element is given", async () => {
    container.id = applicationElementId('mfe_wallet');
    expect(container.id).toBe('single-spa-application:mfe_wallet');
    await mountAt('/offers', { name: 'mfe_wallet' });
    expect(within(container).queryByRole('heading', { name: 'Offers' })).not.toBeNull();
  });

  it('mount fails clearly when there is no container', async () => {
    await expect(app.mount({ name: 'mfe_missing' })).rejects.toThrow('No container for application mfe_missing');
  });

  it('follows history changes made elsewhere on the page', async () => {
    await mountAt('/offers');
    await act(async () => {
      window.history.pushState(null, '', '/unknown');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(within(container).queryByRole('heading', { name: 'Nothing here' })).not.toBeNull();
  });

  it('CONVENTIONS 6: a route that throws shows "This part of the site is unavailable" with "Try again", not a blank page', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mountAt('/broken');
    const region = within(container).getByRole('status');
    expect(within(region).queryByRole('heading', { name: 'This part of the site is unavailable' })).not.toBeNull();
    expect(within(region).queryByRole('button', { name: 'Try again' })).not.toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      '[mfe_wallet] render failed',
      expect.objectContaining({ message: 'render failed' }),
    );
  });

  it('"Try again" renders the route again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    dependencyUp = false;
    await mountAt('/flaky');
    dependencyUp = true;
    await act(async () => {
      fireEvent.click(within(container).getByRole('button', { name: 'Try again' }));
    });
    expect(within(container).queryByRole('heading', { name: 'Recovered' })).not.toBeNull();
  });

  it("bootstrap adds the remote's namespace messages", async () => {
    await app.bootstrap({ name: 'mfe_wallet' });
    expect(i18n.getResource('en', 'wallet', 'title')).toBe('Wallet');
    expect(i18n.getResource('es', 'wallet', 'title')).toBe('Cartera');
    expect(i18n.getFixedT('en', 'wallet')('nested.a')).toBe('A');
  });

  it("bootstrap keeps an issuer's override of a remote message", async () => {
    i18n.addResourceBundle('en', 'loyalty', { title: 'Bank Rewards' }, true, true);
    await createRemoteApp({ namespace: 'loyalty', messages: { en: { title: 'Rewards' } }, routes }).bootstrap({
      name: 'mfe_loyalty',
    });
    expect(i18n.getResource('en', 'loyalty', 'title')).toBe('Bank Rewards');
  });

  it("the route's screens translate in the remote's namespace by default", async () => {
    function Title() {
      return <h1>{i18n.t('title', { ns: 'wallet' })}</h1>;
    }
    app = createRemoteApp({ namespace: 'wallet', messages, routes: [{ path: '*', element: <Title /> }] });
    await mountAt('/');
    expect(within(container).queryByRole('heading', { name: 'Wallet' })).not.toBeNull();
  });
});

describe('isRemoteAppModule', () => {
  it('accepts a module with the three lifecycles', () => {
    expect(isRemoteAppModule(createRemoteApp({ namespace: 'x', messages: {}, routes: [] }))).toBe(true);
  });

  const noop = (): void => undefined;
  it.each<[string, unknown]>([
    ['null', null],
    ['a function', noop],
    ['a module without unmount', { bootstrap: noop, mount: noop }],
    ['a module whose mount is not a function', { bootstrap: noop, mount: 'x', unmount: noop }],
  ])('rejects %s', (_what, value) => {
    expect(isRemoteAppModule(value)).toBe(false);
  });
});

import { act, screen } from '@testing-library/react';
import { unloadApplication } from 'single-spa';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_MAJOR, ContractMismatchError } from '@portal/domain/platform';
import type { RemoteAppProps, RemoteLifecycles } from '@portal/ui/mount';
import { setUpPortal, setupUser } from '@portal/ui/testing';
import { errorApp, notFoundApp } from '../pages/shell-apps';
import { startErrorReports } from '../boot/error-reports';
import { createLoadApp, type RemoteLoader } from './load-app';

vi.mock('single-spa', () => ({ unloadApplication: vi.fn(async () => undefined) }));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

const UNAVAILABLE = 'This part of the site is unavailable';

interface Mounted {
  el: HTMLElement;
  unmount: () => Promise<void>;
}

const mounted: Mounted[] = [];

/** Bootstraps and mounts lifecycles into a fresh container, as single-spa would. */
async function mountApp(app: RemoteLifecycles, name: string): Promise<Mounted> {
  const el = document.createElement('div');
  document.body.append(el);
  const props: RemoteAppProps = { name, domElement: el };
  await act(async () => {
    await app.bootstrap(props);
    await app.mount(props);
  });
  const handle = {
    el,
    unmount: async () => {
      await act(async () => {
        await app.unmount(props);
      });
      el.remove();
    },
  };
  mounted.push(handle);
  return handle;
}

function lifecycles(overrides: Partial<RemoteLifecycles> = {}): RemoteLifecycles {
  return {
    bootstrap: vi.fn(async () => undefined),
    mount: vi.fn(async (props: RemoteAppProps) => {
      if (props.domElement) props.domElement.innerHTML = '<p>remote content</p>';
    }),
    unmount: vi.fn(async (props: RemoteAppProps) => {
      if (props.domElement) props.domElement.innerHTML = '';
    }),
    ...overrides,
  };
}

describe('createLoadApp (ARCHITECTURE §2.4)', () => {
  beforeEach(async () => {
    vi.mocked(unloadApplication).mockClear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await setUpPortal();
  });

  afterEach(async () => {
    for (const m of mounted.splice(0)) if (m.el.isConnected) await m.unmount();
    vi.restoreAllMocks();
  });

  it('a remote that cannot be loaded shows the fallback region; Try again unloads it so single-spa loads it again', async () => {
    const user = setupUser();
    const loader = vi.fn<RemoteLoader>(async () => {
      throw new Error('manifest 503');
    });
    const app = await createLoadApp(loader)({ name: 'mfe_postlogin' });
    expect(loader).toHaveBeenCalledWith('mfe_postlogin');
    expect(console.warn).toHaveBeenCalled();

    await mountApp(app, 'mfe_postlogin');
    expect(screen.getByRole('heading', { name: UNAVAILABLE })).toBeDefined();
    expect(screen.getByRole('status').textContent).toContain('The rest of the site still works.');
    expect(unloadApplication).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(unloadApplication).toHaveBeenCalledTimes(1);
    expect(unloadApplication).toHaveBeenCalledWith('mfe_postlogin', { waitForUnmount: false });
  });

  it("a remote that cannot be loaded is reported to the issuer's gateway, once, naming the remote", async () => {
    const send = vi.fn(async () => undefined);
    const stop = startErrorReports('ACME-WEB-01', { send, draw: () => 0.99, release: '2026.12.2' });
    try {
      await createLoadApp(async () => Promise.reject(new Error('manifest 503')))({ name: 'mfe_postlogin' });
      expect(send).toHaveBeenCalledTimes(1);
      expect(send).toHaveBeenCalledWith('ACME-WEB-01', {
        kind: 'remote',
        remote: 'mfe_postlogin',
        message: 'Error: manifest 503',
        page: window.location.pathname,
        release: '2026.12.2',
      });
    } finally {
      stop();
    }
  });

  it('the fallback unmounts cleanly', async () => {
    const app = await createLoadApp(async () => Promise.reject(new Error('offline')))({ name: 'mfe_sso' });
    const { el, unmount } = await mountApp(app, 'mfe_sso');
    expect(el.textContent).toContain(UNAVAILABLE);
    await act(async () => {
      await app.unmount({ name: 'mfe_sso', domElement: el });
    });
    expect(el.textContent).toBe('');
    await unmount();
  });

  it('a remote whose mount throws shows the fallback in its place (resilientApp)', async () => {
    const user = setupUser();
    const remote = lifecycles({
      mount: vi.fn(async () => {
        throw new Error('render crashed');
      }),
    });
    const app = await createLoadApp(async () => remote)({ name: 'mfe_activation' });
    const { el } = await mountApp(app, 'mfe_activation');
    expect(remote.mount).toHaveBeenCalledTimes(1);
    expect(el.textContent).toContain(UNAVAILABLE);
    expect(console.error).toHaveBeenCalledWith('[shell] mfe_activation failed to mount', expect.any(Error));

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(unloadApplication).toHaveBeenCalledWith('mfe_activation', { waitForUnmount: false });

    // Unmounting removes the fallback and does not ask the failed remote to unmount.
    await act(async () => {
      await app.unmount({ name: 'mfe_activation', domElement: el });
    });
    expect(remote.unmount).not.toHaveBeenCalled();
    expect(el.textContent).toBe('');
  });

  it('a remote whose bootstrap throws shows the fallback and is never mounted', async () => {
    const remote = lifecycles({
      bootstrap: vi.fn(async () => {
        throw new Error('bootstrap failed');
      }),
    });
    const app = await createLoadApp(async () => remote)({ name: 'mfe_prelogin' });
    const { el } = await mountApp(app, 'mfe_prelogin');
    expect(remote.mount).not.toHaveBeenCalled();
    expect(el.textContent).toContain(UNAVAILABLE);
  });

  // single-spa bootstraps an application once; resilientApp's bootstrap resolves even when the remote's
  // failed, so a later mount (after navigating away and back) must not reach a remote never bootstrapped.
  it('a remote whose bootstrap failed keeps its fallback on a later mount, until it is unloaded', async () => {
    const remote = lifecycles({
      bootstrap: vi.fn(async () => {
        throw new Error('bootstrap failed');
      }),
    });
    const app = await createLoadApp(async () => remote)({ name: 'mfe_sso' });
    const { el } = await mountApp(app, 'mfe_sso');
    await act(async () => {
      await app.unmount({ name: 'mfe_sso', domElement: el });
    });
    await act(async () => {
      await app.mount({ name: 'mfe_sso', domElement: el });
    });
    expect(remote.mount).not.toHaveBeenCalled();
    expect(el.textContent).toContain(UNAVAILABLE);
  });

  it('a working remote is mounted and unmounted as it is', async () => {
    const remote = lifecycles();
    const app = await createLoadApp(async () => remote)({ name: 'mfe_postlogin' });
    const { el } = await mountApp(app, 'mfe_postlogin');
    expect(el.textContent).toBe('remote content');
    expect(screen.queryByRole('heading', { name: UNAVAILABLE })).toBeNull();
    await act(async () => {
      await app.unmount({ name: 'mfe_postlogin', domElement: el });
    });
    expect(remote.unmount).toHaveBeenCalledTimes(1);
    expect(el.textContent).toBe('');
  });

  it('once the fallback is unmounted, the next mount tries the remote again', async () => {
    let fail = true;
    const remote = lifecycles({
      mount: vi.fn(async (props: RemoteAppProps) => {
        if (fail) throw new Error('first mount fails');
        if (props.domElement) props.domElement.textContent = 'recovered';
      }),
    });
    const app = await createLoadApp(async () => remote)({ name: 'mfe_postlogin' });
    const { el } = await mountApp(app, 'mfe_postlogin');
    expect(el.textContent).toContain(UNAVAILABLE);
    await act(async () => {
      await app.unmount({ name: 'mfe_postlogin', domElement: el });
    });
    fail = false;
    await act(async () => {
      await app.mount({ name: 'mfe_postlogin', domElement: el });
    });
    expect(el.textContent).toBe('recovered');
  });

  describe('release trains: a remote refused for its contract major', () => {
    /** What the federation runtime does to an error a plugin's hook throws before it throws it on. */
    const prefixed = (error: Error) => Object.assign(error, { message: `[ Federation Runtime ]: ${error.message}` });

    it.each([
      ['as the plugin threw it', () => new ContractMismatchError('mfe_prelogin', CONTRACT_MAJOR + 1, CONTRACT_MAJOR)],
      [
        'with the prefix the federation runtime adds',
        () => prefixed(new ContractMismatchError('mfe_prelogin', CONTRACT_MAJOR + 1, CONTRACT_MAJOR)),
      ],
    ])('is logged as an error, %s, naming both majors, and shows the fallback region', async (_how, mismatch) => {
      const app = await createLoadApp(async () => Promise.reject(mismatch()))({ name: 'mfe_prelogin' });
      expect(console.error).toHaveBeenCalledTimes(1);
      expect(console.error).toHaveBeenCalledWith(
        `[shell] mfe_prelogin refused: mfe_prelogin was built against contract ${CONTRACT_MAJOR + 1}; this host runs contract ${CONTRACT_MAJOR}: not loaded`,
      );
      expect(console.warn).not.toHaveBeenCalled();

      await mountApp(app, 'mfe_prelogin');
      expect(screen.getByRole('heading', { name: UNAVAILABLE })).toBeDefined();
    });

    it('a remote declaring no contract is refused the same way', async () => {
      const app = await createLoadApp(async () =>
        Promise.reject(prefixed(new ContractMismatchError('mfe_sso', null, CONTRACT_MAJOR))),
      )({ name: 'mfe_sso' });
      expect(console.error).toHaveBeenCalledWith(
        `[shell] mfe_sso refused: mfe_sso declares no contract in its manifest; this host runs contract ${CONTRACT_MAJOR}: not loaded`,
      );
      expect(console.warn).not.toHaveBeenCalled();
      const { el } = await mountApp(app, 'mfe_sso');
      expect(el.textContent).toContain(UNAVAILABLE);
    });

    it('keeps Try again in its fallback region', async () => {
      const user = setupUser();
      const app = await createLoadApp(async () =>
        Promise.reject(new ContractMismatchError('mfe_postlogin', CONTRACT_MAJOR + 1, CONTRACT_MAJOR)),
      )({ name: 'mfe_postlogin' });
      await mountApp(app, 'mfe_postlogin');
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(unloadApplication).toHaveBeenCalledWith('mfe_postlogin', { waitForUnmount: false });
    });

    it('any other failure, even one whose message reads like a mismatch, stays a warning that the remote is unavailable', async () => {
      const failure = new Error(
        '[ Federation Runtime ]: mfe_prelogin was built against contract 2; this host runs contract 1: not loaded',
      );
      await createLoadApp(async () => Promise.reject(failure))({ name: 'mfe_prelogin' });
      expect(console.warn).toHaveBeenCalledWith('[shell] mfe_prelogin is unavailable', failure);
      expect(console.error).not.toHaveBeenCalled();
    });
  });

  it.each([
    ['shell_not_found', notFoundApp],
    ['shell_error', errorApp],
  ] as const)('%s is the shell page itself: the loader is never called', async (name, page) => {
    const loader = vi.fn<RemoteLoader>(async () => lifecycles());
    const app = await createLoadApp(loader)({ name });
    expect(app).toBe(page);
    expect(loader).not.toHaveBeenCalled();
  });
});

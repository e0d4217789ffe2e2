// Lazy screens: a remote's feature whose screens and messages come from a dynamic import(),
// loaded when one of its routes is navigated to or when a visitor shows intent to go there, and the
// remote's polite fallback, with a retry that works, when that chunk cannot be loaded.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpPortal } from '../../testing';
import { i18n } from '@portal/client/i18n';
import { createRemoteApp, type RemoteLifecycles } from './create-remote-app';
import { lazyFeature, screenRoutes, type FeatureModule } from './screen-routes';

const NS = 'activation';

function PinPage() {
  const { t } = useTranslation(NS);
  return <h1>{t('pin.title')}</h1>;
}

function PinDone() {
  const { t } = useTranslation(NS);
  return <h1>{t('pin.done')}</h1>;
}

type PinId =
  | 'activationSetPin'
  | 'activationSetPinSuccess'
  | 'activationSuccess'
  | 'activationQuestions'
  | 'activationQuestionsError';

/** The feature's module, as its chunk would export it. */
const pinModule: FeatureModule<PinId> = {
  screens: {
    activationSetPin: <PinPage />,
    activationSetPinSuccess: <PinDone />,
    activationSuccess: <h1>Card activated</h1>,
    activationQuestions: <h1>Security questions</h1>,
    activationQuestionsError: <h1>Security questions</h1>,
  },
  messages: {
    en: { pin: { title: 'Choose your PIN', done: 'Your PIN is set' } },
    es: { pin: { title: 'Elija su PIN', done: 'Su PIN está listo' } },
  },
};

/** A chunk that cannot be fetched (a dead remote origin, or a deploy that removed it). */
const chunkError = () => Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });

/** A remote whose start page is eager and whose other routes are one lazy feature, loaded by `load`. */
function remoteWith(load: () => Promise<FeatureModule<PinId>>): RemoteLifecycles {
  const pin = lazyFeature(NS, load);
  const routes = screenRoutes('mfe_activation', {
    activation: (
      <>
        <h1>Activate your card</h1>
        <a href="/activation/set-pin">Set a PIN</a>
      </>
    ),
    ...pin.screens(
      'activationSetPin',
      'activationSetPinSuccess',
      'activationSuccess',
      'activationQuestions',
      'activationQuestionsError',
    ),
  });
  return createRemoteApp({ namespace: NS, messages: { en: { start: 'Start' } }, routes });
}

let container: HTMLElement;
let app: RemoteLifecycles | null = null;

async function mountAt(path: string, remote: RemoteLifecycles) {
  window.history.pushState(null, '', path);
  app = remote;
  await act(async () => {
    await remote.bootstrap({ name: 'mfe_activation' });
    await remote.mount({ name: 'mfe_activation', domElement: container });
  });
}

/** A history change made elsewhere on the page (single-spa dispatches the popstate). */
async function navigate(path: string) {
  await act(async () => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

/** A promise and its resolve, to hold a chunk "in flight". */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A link outside the remote, as the shell's header's are. */
function shellLink(href: string, name: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = name;
  document.body.append(link);
  return link;
}

beforeAll(async () => {
  await setUpPortal();
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(async () => {
  if (app) {
    const mounted = app;
    await act(() => mounted.unmount({ name: 'mfe_activation' }));
  }
  app = null;
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('a lazy feature loads when one of its routes is navigated to', () => {
  it('the start page loads nothing of the feature; navigating to its route loads it once and shows its screen, translated', async () => {
    const load = vi.fn(() => Promise.resolve(pinModule));
    await mountAt('/activation', remoteWith(load));
    expect(within(container).getByRole('heading', { name: 'Activate your card' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    await navigate('/activation/set-pin');
    expect(await within(container).findByRole('heading', { name: 'Choose your PIN' })).toBeTruthy();
    await navigate('/activation/set-pin/success');
    expect(await within(container).findByRole('heading', { name: 'Your PIN is set' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a direct load of a lazy route shows a spinner, never the 404, until the feature's screen is there", async () => {
    const chunk = deferred<FeatureModule<PinId>>();
    await mountAt(
      '/activation/set-pin',
      remoteWith(() => chunk.promise),
    );
    expect(within(container).getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(within(container).queryByRole('heading')).toBeNull();

    await act(async () => chunk.resolve(pinModule));
    expect(await within(container).findByRole('heading', { name: 'Choose your PIN' })).toBeTruthy();
    expect(within(container).queryByRole('progressbar')).toBeNull();
  });

  it("the feature's messages are merged into the remote's namespace, an issuer's override kept", async () => {
    i18n.addResourceBundle('en', NS, { pin: { done: 'PIN saved, thank you' } }, true, true);
    await mountAt(
      '/activation/set-pin',
      remoteWith(() => Promise.resolve(pinModule)),
    );
    expect(await within(container).findByRole('heading', { name: 'Choose your PIN' })).toBeTruthy();
    expect(i18n.getResource('en', NS, 'pin.done')).toBe('PIN saved, thank you');
    expect(i18n.getResource('es', NS, 'pin.title')).toBe('Elija su PIN');
    expect(i18n.getResource('en', NS, 'start')).toBe('Start');
  });
});

describe('intent to follow a link preloads its feature, once', () => {
  it("pointing at, focusing or touching a link to a lazy route (the shell's as much as the remote's) loads its feature once; the navigation then uses it", async () => {
    const load = vi.fn(() => Promise.resolve(pinModule));
    await mountAt('/activation', remoteWith(load));
    const header = shellLink('/activation/success', 'Activated?');
    await act(async () => {
      fireEvent.pointerOver(header);
    });
    expect(load).toHaveBeenCalledTimes(1);

    const own = within(container).getByRole('link', { name: 'Set a PIN' });
    await act(async () => {
      fireEvent.pointerOver(own);
      fireEvent.focusIn(own);
      fireEvent.touchStart(own);
      fireEvent.pointerOver(header);
    });
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => {
      fireEvent.click(own);
    });
    await navigate('/activation/set-pin');
    expect(await within(container).findByRole('heading', { name: 'Choose your PIN' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing at mount, nor for a link to an eager route, another origin or no route of the remote', async () => {
    const load = vi.fn(() => Promise.resolve(pinModule));
    await mountAt('/activation', remoteWith(load));
    for (const href of [
      '/activation',
      'https://elsewhere.example/activation/set-pin',
      '/login',
      '/activation/set-pin/x/y',
    ]) {
      const link = shellLink(href, href);
      await act(async () => {
        fireEvent.pointerOver(link);
        fireEvent.focusIn(link);
      });
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
  });

  it('an unmounted remote no longer listens', async () => {
    const load = vi.fn(() => Promise.resolve(pinModule));
    const remote = remoteWith(load);
    await mountAt('/activation', remote);
    await act(() => remote.unmount({ name: 'mfe_activation' }));
    app = null;
    await act(async () => {
      fireEvent.pointerOver(shellLink('/activation/set-pin', 'Set a PIN'));
    });
    expect(load).not.toHaveBeenCalled();
  });
});

describe('a feature whose chunk cannot be loaded shows the polite fallback, with a retry that works', () => {
  it('a direct load: "This part of the site is unavailable" with "Try again", which loads the chunk again and shows the screen', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<FeatureModule<PinId>>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue(pinModule);
    await mountAt('/activation/set-pin', remoteWith(load));
    const region = await within(container).findByRole('status');
    expect(within(region).getByRole('heading', { name: 'This part of the site is unavailable' })).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith(
      '[mfe_activation] render failed',
      expect.objectContaining({ name: 'ChunkLoadError' }),
    );

    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    });
    expect(await within(container).findByRole('heading', { name: 'Choose your PIN' })).toBeTruthy();
    expect(within(container).queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a navigation from the start page: the fallback, never a blank page; "Try again" while the origin is still down shows it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<FeatureModule<PinId>>>().mockRejectedValue(chunkError());
    await mountAt('/activation', remoteWith(load));
    await navigate('/activation/set-pin');
    expect(
      await within(container).findByRole('heading', { name: 'This part of the site is unavailable' }),
    ).toBeTruthy();

    await act(async () => {
      fireEvent.click(within(container).getByRole('button', { name: 'Try again' }));
    });
    expect(await within(container).findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);

    load.mockResolvedValue(pinModule);
    await act(async () => {
      fireEvent.click(within(container).getByRole('button', { name: 'Try again' }));
    });
    expect(await within(container).findByRole('heading', { name: 'Choose your PIN' })).toBeTruthy();
  });

  it('a failed preload raises nothing, and the navigation that needs the feature asks again', async () => {
    const load = vi
      .fn<() => Promise<FeatureModule<PinId>>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue(pinModule);
    await mountAt('/activation', remoteWith(load));
    await act(async () => {
      fireEvent.pointerOver(within(container).getByRole('link', { name: 'Set a PIN' }));
    });
    expect(load).toHaveBeenCalledTimes(1);
    await navigate('/activation/set-pin');
    expect(await screen.findByRole('heading', { name: 'Choose your PIN' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

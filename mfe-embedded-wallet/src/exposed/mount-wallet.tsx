// The embedded wallet in a merchant's page (decision 033): `mountWallet(element, options)`
// renders the wallet into the element with its own memory router (the page's address is the
// merchant's), the page's one API client configured for the shopper (the session as a Bearer token,
// the merchant's key as apiKey, no renewal), the product's messages in the asked locale, and the
// shared server-state cache. It answers a handle: `unmount()` and `on(type, listener)`. Bad options
// throw at once, naming the option. The shopper session is checked at mount (GET wallet/v1/session):
// when it has ended, or later when a call is refused (401) or its time runs out, the wallet says so in
// place of its screens and the host hears `sessionEnded`, once.
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import '@portal/ui/tokens.css';
import '@portal/ui/components.css';
import { configureApi, createMemorySession, getWalletSession, type WalletSession } from '@portal/client/api';
import { readWalletOptions, type WalletEvent, type WalletEventType, type WalletSettings } from '@portal/domain/wallet';
import { addMessages, i18n, initI18n, loadRuleMessages } from '@portal/client/i18n';
import { queryClient } from '@portal/client/query';
import { assetBaseAtom, closeErrorPopup, portalStore } from '@portal/client/state';
import { ErrorBoundary, RegionUnavailable } from '@portal/ui';
import { WALLET_NS, walletMessages } from '../i18n/messages';
import { createEventHub } from '../wallet/event-hub';
import { createSessionWatch, type SessionWatch } from '../wallet/session-watch';
import { WalletContext } from '../wallet/wallet-context';
import { walletRoutes } from '../wallet-routes';
import './wallet-root.css';

type Listener = (event: WalletEvent) => void;

export interface WalletHandle {
  /** Takes the wallet out of the page (its element is left empty). */
  unmount(): void;
  /** Listens to one kind of event, or every event with '*'; answers what stops listening. */
  on(type: WalletEventType | '*', listener: Listener): () => void;
}

/** The wallet's error for a merchant's engineer: thrown by mount, never shown to a shopper. */
export class WalletMountError extends Error {
  override readonly name = 'WalletMountError';
}

function configureShopperClient(settings: WalletSettings, session: SessionWatch): void {
  configureApi({
    baseURL: settings.gateway,
    session: createMemorySession({ token: { accessToken: settings.shopperSession, timestamp: Date.now() } }),
    // One checkout: a shopper session is not renewed (decision 032), and every call names the merchant (§7 apiKey).
    renewal: false,
    params: { apiKey: settings.publicKey },
    // Any refused call means the session has ended: no renewal can bring it back.
    onUnauthorized: () => session.end(),
  });
}

/**
 * At mount: a session already over ends the wallet at once; a live one ends when its time is up. The
 * answer also names the issuer's hosted places service, if any; null when the check failed.
 */
async function watchSession(session: SessionWatch): Promise<WalletSession | null> {
  try {
    const answer = await getWalletSession();
    session.endIn(answer.expiresIn * 1000);
    return answer;
  } catch {
    // A 401 has ended it already (onUnauthorized). Any other failure: the screens' own reads say what
    // is wrong, and their 401s still end the session.
    return null;
  }
}

/** The wallet's screens (none of them lazy: a merchant's page loads them at mount). */
function WalletRoutes() {
  return useRoutes(walletRoutes);
}

/** Tells `onPath` the memory router's current path, for the next render after a crash. */
function RememberPath({ onPath }: { onPath: (path: string) => void }) {
  const { pathname, search } = useLocation();
  useEffect(() => onPath(`${pathname}${search}`), [onPath, pathname, search]);
  return null;
}

export async function mountWallet(
  element: unknown,
  options: unknown,
  host: { inFrame: boolean } = { inFrame: false },
): Promise<WalletHandle> {
  if (!(element instanceof HTMLElement))
    throw new WalletMountError('mount: the first argument must be the element to mount the wallet in');
  const read = readWalletOptions(options);
  if (!read.ok) throw new WalletMountError(`mount: ${read.problem}`);
  const settings = read.settings;
  // The isolated frame is the loader's to make (embed/wallet.js): this module mounts in the document it runs in.
  if (settings.isolation === 'iframe')
    throw new WalletMountError(
      'mount: isolation "iframe" is the loader\'s (embed/wallet.js); this module mounts in the page',
    );

  const hub = createEventHub(settings.onEvent);
  const emit = hub.emit;
  const session = createSessionWatch(() => emit({ type: 'sessionEnded' }));

  configureShopperClient(settings, session);
  // The session's check, made once the wallet is drawn (below).
  let checked: Promise<WalletSession | null> = Promise.resolve(null);
  // The merchant's issuer's places service, for line 1's suggestions (the session's check names it).
  const placesService = () => checked.then((answer) => answer?.addressAutocomplete ?? null);
  queryClient.clear();
  // A popup left by a wallet mounted before in this page (its session's refused call) is not this one's.
  closeErrorPopup();
  portalStore.set(assetBaseAtom, settings.cardArtBase ?? '');
  await initI18n({ locale: settings.locale });
  // Its screens are the card form and the saved cards: the rules' messages before the first is drawn.
  await loadRuleMessages();
  addMessages(WALLET_NS, walletMessages);

  const container = document.createElement('div');
  container.className = 'portal-wallet';
  container.lang = settings.locale;
  // In the isolated frame the document is the wallet's own: its language and its title too.
  if (host.inFrame) {
    document.documentElement.lang = settings.locale;
    document.title = i18n.t('frameTitle', { ns: WALLET_NS });
  }
  element.replaceChildren(container);
  const root = createRoot(container);
  // The wallet's own address (its memory router's): "Try again" after a crash starts where it was.
  let path = `/${settings.start}`;
  const onPath = (next: string) => {
    path = next;
  };
  let attempt = 0;
  const render = () => {
    attempt += 1;
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n} defaultNS={WALLET_NS}>
          <ErrorBoundary
            key={attempt}
            fallback={() => <RegionUnavailable onRetry={render} />}
            onError={(error) => console.error('[wallet] render failed', error)}
          >
            <WalletContext.Provider value={{ settings, emit, inFrame: host.inFrame, session, placesService }}>
              <MemoryRouter initialEntries={[path]}>
                <RememberPath onPath={onPath} />
                <WalletRoutes />
              </MemoryRouter>
            </WalletContext.Provider>
          </ErrorBoundary>
        </I18nextProvider>
      </StrictMode>,
    );
  };
  render();
  queueMicrotask(() => emit({ type: 'ready' }));
  checked = watchSession(session);

  return {
    unmount() {
      session.dispose();
      root.unmount();
      element.replaceChildren();
      hub.clear();
    },
    on: hub.on,
  };
}

// The shell's boot (ARCHITECTURE §2.2): boot data -> the session (page refresh, API client, server
// session id) and remotes map -> application details from the gateway -> locale, i18n, theme -> chrome
// -> the session keeper and routing. Any failure on the way shows §8's VMCP_001 page with the chrome
// that could be drawn, never a blank page.
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { getAppDetails } from '@portal/client/api';
import { type AppDetails, DEFAULT_LOCALE, LOCALE_COOKIE, readCookie } from '@portal/domain/issuer';
import { type BootData, isRemoteName, type RemoteOverrides, type RuntimeEnvironment } from '@portal/domain/platform';
import { addMessages, i18n, initI18n, PRODUCT_LOCALES } from '@portal/client/i18n';
import { applyAppDetails, preparePage, readBootData } from '@portal/ui/mount';
import { UnableToProcess } from '@portal/ui';
import { renderChrome } from '../chrome/render-chrome';
import { renderOverlays } from '../overlays/render-overlays';
import { createLoadApp, type RemoteLoader } from '../federation/load-app';
import { SHELL_NS, shellMessages } from '../i18n/messages';
import { storeGuardContext } from '../routing/guard-context';
import { ownerOf } from '@portal/client/routes';
import { startRouting } from '../routing/start-routing';
import { endSessionOnStartRoute } from '../session/end-on-start-route';
import { startSession } from '../session/start-session';
import { startErrorReports } from './error-reports';

export interface BootOptions {
  /** How a remote's app is loaded: Module Federation, or imports in the monolithic build. */
  loadRemoteModule: RemoteLoader;
  /** Registers the runtime remotes map (Module Federation only), with a tester's overrides; returns those in force. */
  registerRemotes?: (environment: RuntimeEnvironment) => RemoteOverrides;
}

function element(id: string): HTMLElement {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} is missing from index.html`);
  return el;
}

let mainRoot: Root | null = null;
function renderInMain(node: React.ReactNode): void {
  mainRoot ??= createRoot(element('portal-notice'));
  mainRoot.render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}
function clearMain(): void {
  mainRoot?.render(null);
}

/** The page when even the boot data is unreadable: VMCP_001 in the cookie's language if we have it. */
async function renderUnreadable(): Promise<void> {
  const wanted = readCookie(document.cookie, LOCALE_COOKIE);
  const locale = (PRODUCT_LOCALES as readonly string[]).includes(wanted ?? '') ? (wanted as string) : DEFAULT_LOCALE;
  await initI18n({ locale });
  renderInMain(<UnableToProcess onRetry={() => window.location.reload()} />);
}

async function loadDetails(boot: BootData): Promise<AppDetails | null> {
  if (!boot.issuer) return null;
  try {
    return await getAppDetails(boot.issuer.extAppId);
  } catch (error) {
    console.warn('[shell] application details unavailable', error);
    return null;
  }
}

export async function boot(options: BootOptions): Promise<void> {
  let data: BootData;
  try {
    data = readBootData();
  } catch (error) {
    console.error('[shell] boot data unreadable', error);
    await renderUnreadable();
    return;
  }
  const session = startSession(data.environment.gatewayBaseUrl);
  const remoteOverrides = options.registerRemotes?.(data.environment) ?? {};

  const issuer = data.issuer;
  if (!issuer) {
    // §8: an unreadable issuer configuration shows the unable-to-process page.
    await preparePage(data, null);
    addMessages(SHELL_NS, shellMessages);
    renderInMain(<UnableToProcess onRetry={() => window.location.reload()} />);
    return;
  }

  // From here, the page's failures reach the issuer's gateway log (decision 040).
  startErrorReports(issuer.extAppId, { release: data.environment.appVersion });

  // Ask for the application details (once the calls carry the server session id) and fetch the page's
  // remote at once; draw the chrome from the issuer's own configuration meanwhile (the details only
  // refine the locale list and flags).
  const detailsPromise = session.ready.then(() => loadDetails(data));
  const owner = ownerOf(window.location.pathname);
  const { loadRemoteModule } = options;
  if (isRemoteName(owner)) loadRemoteModule(owner).catch(() => undefined);

  await preparePage(data, null);
  addMessages(SHELL_NS, shellMessages);
  renderChrome(element('portal-header'), element('portal-footer'));
  renderOverlays(element('portal-overlays'), { remoteOverrides });
  session.keep(issuer.extAppId);

  const begin = async (appDetails: AppDetails) => {
    await applyAppDetails(issuer, appDetails);
    clearMain();
    startRouting({
      loadApp: createLoadApp(loadRemoteModule),
      guardContext: storeGuardContext(issuer.flags),
      // docs/decisions/025: a public start route ends a partial or reset session under way.
      onEnter: (pathname) => void endSessionOnStartRoute(pathname),
    });
  };

  const details = await detailsPromise;
  if (details) {
    await begin(details);
    return;
  }
  // A dead gateway: say so, keep the chrome, and try again on request without losing the page.
  const retry = async () => {
    const again = await loadDetails(data);
    if (again) await begin(again);
    else renderInMain(<UnableToProcess onRetry={() => void retry()} key={Date.now()} />);
  };
  renderInMain(<UnableToProcess onRetry={() => void retry()} />);
}

// What floats over every page (§4): the notifications, the error popup, the session warning and the
// logout confirmation of home's back button (§2), drawn once by the shell for the whole page,
// whichever remote owns the route. Their state lives in the shared store, so a notification survives
// a route change and the end of the session.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@portal/client/i18n';
import { ErrorBoundary, ErrorPopup, NotificationRegion, SessionWarning } from '@portal/ui';
import { usePathname } from '../chrome/use-pathname';
import type { RemoteOverrides } from '@portal/domain/platform';
import { clearRemoteOverrides } from '../federation/overrides';
import { LogoutConfirmation } from './logout-confirmation';
import { OverrideBanner } from './override-banner';

/** Each overlay on its own: a failure in one leaves the others and the page. */
function Part({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => null} onError={(e) => console.error(`[shell] ${name} failed`, e)}>
      {children}
    </ErrorBoundary>
  );
}

export interface OverlayOptions {
  /** A tester's remote overrides in force: a banner says so while there are any. */
  remoteOverrides?: RemoteOverrides;
}

function Overlays({ remoteOverrides = {} }: OverlayOptions) {
  const pathname = usePathname();
  return (
    <>
      <Part name="remote override banner">
        <OverrideBanner overrides={remoteOverrides} onClear={() => clearRemoteOverrides()} />
      </Part>
      <Part name="notifications">
        <NotificationRegion pathname={pathname} />
      </Part>
      <Part name="error popup">
        <ErrorPopup />
      </Part>
      <Part name="session warning">
        <SessionWarning />
      </Part>
      <Part name="logout confirmation">
        <LogoutConfirmation />
      </Part>
    </>
  );
}

/**
 * Renders the overlays into their element (index.html's #portal-overlays), in a React root of their
 * own; returns what removes them.
 */
export function renderOverlays(element: HTMLElement, options: OverlayOptions = {}): () => void {
  const root = createRoot(element);
  root.render(
    <I18nextProvider i18n={i18n} defaultNS="common">
      <Overlays {...options} />
    </I18nextProvider>,
  );
  return () => root.unmount();
}

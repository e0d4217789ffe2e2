import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@portal/shared/i18n';
import { ErrorBoundary } from '@portal/shared/ui';
import { Footer } from './footer';
import { Header } from './header';

/** The header and footer, each its own React root so a failure in one leaves the other. */
export function renderChrome(header: HTMLElement, footer: HTMLElement): void {
  createRoot(header).render(
    <I18nextProvider i18n={i18n} defaultNS="shell">
      <ErrorBoundary fallback={() => null} onError={(e) => console.error('[shell] header failed', e)}>
        <Header />
      </ErrorBoundary>
    </I18nextProvider>,
  );
  createRoot(footer).render(
    <I18nextProvider i18n={i18n} defaultNS="shell">
      <ErrorBoundary fallback={() => null} onError={(e) => console.error('[shell] footer failed', e)}>
        <Footer />
      </ErrorBoundary>
    </I18nextProvider>,
  );
}

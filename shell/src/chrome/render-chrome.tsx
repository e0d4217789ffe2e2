import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@portal/client/i18n';
import { ErrorBoundary } from '@portal/ui';
import { Footer } from './footer';
import { Header } from './header';

/** A chrome part in its own React root, so a failure in one leaves the other and the page. */
function renderPart(element: HTMLElement, name: string, part: ReactNode): void {
  createRoot(element).render(
    <I18nextProvider i18n={i18n} defaultNS="shell">
      <ErrorBoundary fallback={() => null} onError={(e) => console.error(`[shell] ${name} failed`, e)}>
        {part}
      </ErrorBoundary>
    </I18nextProvider>,
  );
}

/** The header and the footer. */
export function renderChrome(header: HTMLElement, footer: HTMLElement): void {
  renderPart(header, 'header', <Header />);
  renderPart(footer, 'footer', <Footer />);
}

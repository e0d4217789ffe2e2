// §1 "logo (src, alt)", §3 altTextforIssuerImages: the header's logo is named by the issuer's own
// configured alt text, in the page's language where the issuer gives one (its locales), which names
// the brand the logo shows (WCAG 2.5.3).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyIssuerMessages } from '@portal/client/i18n';
import { renderInPortal, setUpPortal, testIssuer } from '@portal/ui/testing';
import { shellMessages } from '../i18n/messages';
import { Header } from './header';

async function renderHeader(locale = 'en', issuerTexts: Record<string, string> = {}) {
  window.history.replaceState(null, '', '/');
  await setUpPortal({
    issuer: testIssuer({
      branding: {
        ...testIssuer().branding,
        logo: { src: 'header-logo.svg', alt: 'Test Bank Cards, back to the start' },
      },
    }),
    locale,
    messages: { shell: shellMessages },
  });
  // What issuers/src/load.ts gives the issuer namespace: its configured texts, under its locale's own.
  applyIssuerMessages({ [locale]: { issuer: { logoAlt: 'Test Bank Cards, back to the start', ...issuerTexts } } });
  renderInPortal(<Header />, 'shell');
}

describe('§1 the header logo’s alt text is the issuer’s', () => {
  it('the configured logo alt names the logo link', async () => {
    await renderHeader();
    const logo = screen.getByRole('link', { name: 'Test Bank Cards, back to the start' });
    expect(within(logo).getByRole('img').getAttribute('alt')).toBe('Test Bank Cards, back to the start');
  });

  it('in Spanish, the issuer’s own Spanish alt text (issuers/<id>/locales/es.json)', async () => {
    await renderHeader('es', { logoAlt: 'Test Bank Cards, volver al inicio' });
    expect(screen.getByRole('link', { name: 'Test Bank Cards, volver al inicio' })).toBeTruthy();
  });
});

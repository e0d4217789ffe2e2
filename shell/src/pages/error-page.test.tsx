import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appDetailsOf } from '@portal/domain/issuer';
import { renderInPortal, setUpPortal, testIssuer } from '@portal/ui/testing';
import { ISSUERS_DIR, loadIssuer } from '@portal/issuers';
import { shellMessages } from '../i18n/messages';
import { ErrorPage } from './error-page';

const messages = { shell: shellMessages };

describe('§2 /error', () => {
  it('§6 a login-disabled issuer (fabrikam) is told signing in is not available, with no way back to the start page', async () => {
    const { config } = loadIssuer(ISSUERS_DIR, 'fabrikam');
    expect(config.flags.appLoginDisabled).toBe(true);
    await setUpPortal({ issuer: config, messages });
    renderInPortal(<ErrorPage />, 'shell');
    expect(screen.getByRole('heading', { level: 1, name: 'Online service not available' })).toBeDefined();
    expect(screen.getByText(`Signing in online isn't available for ${config.appName}.`)).toBeDefined();
    // The phone number in it is a span of its own (kept on one line): the paragraph's whole text.
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === config.otherInfo.customer_support,
      ),
    ).toBeDefined();
    expect(screen.getByText('1-800-555-0140').classList.contains('portal-nowrap')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Go to the start page' })).toBeNull();
  });

  it('§6 shows the activation message when the application details say isCardActivationWebEnabled is false', async () => {
    const issuer = testIssuer();
    await setUpPortal({ issuer, appDetails: { ...appDetailsOf(issuer), isCardActivationWebEnabled: false }, messages });
    renderInPortal(<ErrorPage />, 'shell');
    expect(screen.getByText("Card activation isn't available online for Test Bank Cards.")).toBeDefined();
    expect(screen.queryByText(/Signing in online/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
  });

  it('§6 shows the activation message when the issuer disallows card activation', async () => {
    await setUpPortal({ issuer: testIssuer({ flags: { cardActivationAllowed: false } }), messages });
    renderInPortal(<ErrorPage />, 'shell');
    expect(screen.getByText("Card activation isn't available online for Test Bank Cards.")).toBeDefined();
  });

  it('shows a generic message when no flag explains the visit', async () => {
    await setUpPortal({ messages });
    renderInPortal(<ErrorPage />, 'shell');
    expect(screen.getByText("This online service isn't available.")).toBeDefined();
    expect(screen.queryByText(/Card activation/)).toBeNull();
  });

  it('§1 sets the page title', async () => {
    await setUpPortal({ messages });
    renderInPortal(<ErrorPage />, 'shell');
    expect(document.title).toBe('Online service not available | Test Bank Cards');
  });

  it('is translated (es)', async () => {
    await setUpPortal({ issuer: testIssuer({ flags: { appLoginDisabled: true } }), locale: 'es', messages });
    renderInPortal(<ErrorPage />, 'shell');
    expect(screen.getByRole('heading', { level: 1, name: 'Servicio en línea no disponible' })).toBeDefined();
    expect(screen.getByText('El inicio de sesión en línea no está disponible para Test Bank Cards.')).toBeDefined();
  });
});

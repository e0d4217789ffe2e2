import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SsoAuthorizeResponseSchema, SsoEnrolResponseSchema } from '@portal/domain/schemas';
import { accessLevelAtom, portalStore } from '@portal/client/state';
import { renderInPortal, setUpPortal, storedSession, testIssuer } from '@portal/ui/testing';
import { startTestGateway } from '@portal/ui/testing/network';
import { ssoMessages } from '../../../i18n/messages';
import { goToPartner } from '../go-to-partner';
import { SsoLaunchPage } from './launch-page';

const gateway = startTestGateway();
const AUTHORIZE = 'oidc/authorize';
const ENROLL = 'partnerConsumer/enroll';
// Leaving for the partner is a full navigation, which jsdom does not make.
vi.mock('../go-to-partner', () => ({ goToPartner: vi.fn() }));

const AUTH_URL = 'https://bank.example/auth?client_id=portal&state=S-1';
const assign = vi.mocked(goToPartner);

async function renderLaunch(search = '', { locale = 'en', ssoApp = true, storedState = null as string | null } = {}) {
  window.history.replaceState(null, '', `/sso/launch${search}`);
  sessionStorage.clear();
  if (storedState) sessionStorage.setItem('portal.sso.state', storedState);
  await setUpPortal({
    issuer: testIssuer({ flags: { ssoApp } }),
    access: 'none',
    locale,
    messages: { sso: ssoMessages },
  });
  return renderInPortal(<SsoLaunchPage />, 'sso');
}

beforeEach(() => {
  window.dataLayer = [];
  assign.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('§2 sso/launch', () => {
  it('a plain arrival asks for a launch with the issuer’s API key, remembers its state and goes to the partner, saying so', async () => {
    const launched = gateway.reply('post', AUTHORIZE, SsoAuthorizeResponseSchema, {
      authorizationUrl: AUTH_URL,
      state: 'S-1',
    });
    await renderLaunch();
    expect(screen.getByRole('status').textContent).toContain('Please wait while we sign you in with your bank.');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Signing you in']);
    await waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith(AUTH_URL));
    expect(launched.map((r) => [r.url.searchParams.get('apiKey'), r.body])).toEqual([['test-key', null]]);
    expect(gateway.requests).toHaveLength(1);
    expect(sessionStorage.getItem('portal.sso.state')).toBe('S-1');
    expect(document.title).toBe('Signing you in | Test Bank Cards');
  });

  it("the partner's answer for this tab is completed once: the code leaves the address, the member is signed in and goes on to the SSO card flow", async () => {
    const enrolled = gateway.reply('post', ENROLL, SsoEnrolResponseSchema, {
      access_token: 'T-1',
      token_type: 'Bearer',
      scope: 'full',
      userGuid: 'u-1',
      isUnverified: false,
      isChallenge: false,
      newTac: false,
      probes: [],
      enrolled: true,
    });
    await renderLaunch('?code=C-1&state=S-1&iss=https%3A%2F%2Fbank.example', { storedState: 'S-1' });
    await waitFor(() => expect(window.location.pathname).toBe('/sso/addCard'));
    expect(enrolled.map((r) => [r.url.searchParams.get('apiKey'), r.body])).toEqual([
      ['test-key', { federatedToken: 'C-1', state: 'S-1', iss: 'https://bank.example' }],
    ]);
    expect(gateway.requests).toHaveLength(1);
    expect(portalStore.get(accessLevelAtom)).toBe('full');
    expect(storedSession().userId).toBe('u-1');
    expect(sessionStorage.getItem('portal.sso.state')).toBeNull();
    expect(window.location.search).toBe('');
  });

  it.each([
    ['an answer this tab did not start (a forged or replayed launch)', '?code=C-1&state=S-1', null],
    ['an answer with another state', '?code=C-1&state=S-2', 'S-1'],
    ["the partner's error", '?error=access_denied&state=S-1', 'S-1'],
  ])(
    '%s is refused with §8’s technical message, a way back to the partner and a retry; nothing is sent',
    async (_name, search, stored) => {
      await renderLaunch(search, { storedState: stored });
      expect(await screen.findByRole('heading', { level: 1, name: 'We could not sign you in' })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe(
        'Sorry, we are unable to process your request at this time. Please try again later.',
      );
      expect(screen.getByRole('link', { name: 'Back to bank.example' }).getAttribute('href')).toBe(
        'https://bank.example/',
      );
      expect(gateway.requests).toEqual([]);
      expect(portalStore.get(accessLevelAtom)).toBe('none');
    },
  );

  it('a launch the gateway refuses shows the catalogue’s message; Try again starts a fresh launch', async () => {
    const refused = gateway.fail('post', ENROLL, 'VMCP_001', 400);
    const launched = gateway.reply('post', AUTHORIZE, SsoAuthorizeResponseSchema, {
      authorizationUrl: AUTH_URL,
      state: 'S-9',
    });
    await renderLaunch('?code=C-1&state=S-1', { storedState: 'S-1' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(refused).toHaveLength(1);
    expect(launched).toEqual([]);
    expect(portalStore.get(accessLevelAtom)).toBe('none');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith(AUTH_URL));
    expect(launched).toHaveLength(1);
    expect(sessionStorage.getItem('portal.sso.state')).toBe('S-9');
  });

  it('a gateway that cannot be reached is a message too, never a blank page', async () => {
    gateway.fail('post', AUTHORIZE, 'VMCP_001', 503);
    await renderLaunch();
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not sign you in' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('in Spanish', async () => {
    gateway.fail('post', AUTHORIZE, 'VMCP_001', 503);
    await renderLaunch('', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos iniciar su sesión' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessLevelAtom, portalStore } from '@portal/client/state';
import { renderInPortal, setStoredSession, setUpPortal, testIssuer } from '@portal/ui/testing';
import { type ReceivedRequest, startTestGateway } from '@portal/ui/testing/network';
import { postloginMessages } from '../../../i18n/messages';
import { SignOutPage } from './sign-out-page';

const gateway = startTestGateway();
let revoked: ReceivedRequest[] = [];

/** The revocations sent: each one's token (its form) and the token that authorised it. */
const revocations = () => revoked.map((r) => ({ body: r.body, authorization: r.headers.get('authorization') }));
const REVOKED_TOKEN_1 = {
  body: new URLSearchParams({ token: 'token-1', token_type_hint: 'access_token' }).toString(),
  authorization: 'Bearer token-1',
};

async function renderSignOut(locale = 'en', { path = '/signOut', ssoApp = false } = {}) {
  window.history.replaceState(null, '', path);
  await setUpPortal({
    issuer: testIssuer({ flags: { ssoApp } }),
    access: 'full',
    locale,
    messages: { postlogin: postloginMessages },
  });
  setStoredSession({ token: { name: 'access_token', value: 'token-1', timestamp: 1 } });
  return renderInPortal(<SignOutPage />, 'postlogin');
}

beforeEach(() => {
  window.dataLayer = [];
  revoked = gateway.replyEmpty('post', 'oauth2/lcm/token/authorized/revocation');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('§2 the sign-out page', () => {
  it('says what is happening, as a status, with its h1 and title', async () => {
    await renderSignOut();
    expect(screen.getByRole('status').textContent).toContain('Please wait while we sign you out securely.');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Signing you out']);
    expect(document.title).toBe('Signing you out | Test Bank Cards');
    expect(window.dataLayer).toEqual([{ event: 'screen_load', screen: 'sign_out', locale: 'en', issuer: 'test-bank' }]);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('revokes the token, purges the session and replaces itself with the pre-login page', async () => {
    const entries = window.history.length;
    await renderSignOut();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(revocations()).toEqual([REVOKED_TOKEN_1]);
    expect(portalStore.get(accessLevelAtom)).toBe('none');
    expect(window.history.length).toBe(entries);
  });

  it('§8 exception cases: asked to (?then=login), it goes on to login once the session has ended', async () => {
    await renderSignOut('en', { path: '/signOut?then=login' });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(revocations()).toEqual([REVOKED_TOKEN_1]);
    expect(portalStore.get(accessLevelAtom)).toBe('none');
  });

  it('§6 an SSO app has no login: asked to go there, it goes to the pre-login page (the SSO logout)', async () => {
    await renderSignOut('en', { path: '/signOut?then=login', ssoApp: true });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('in Spanish', async () => {
    await renderSignOut('es');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cerrando su sesión');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});

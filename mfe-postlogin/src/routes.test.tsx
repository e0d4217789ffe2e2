import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmailsResponseSchema, OtvcResponseSchema, PhonesResponseSchema } from '@portal/domain/schemas';
import { EMPTY_HELD, heldSessionAtom, holdProfile, portalStore } from '@portal/client/state';
import { remoteRoutesAt, renderInPortal, setStoredSession, setUpPortal } from '@portal/ui/testing';
import { startTestGateway } from '@portal/ui/testing/network';
import { postloginMessages } from './i18n/messages';
import { routes } from './routes';

const gateway = startTestGateway();

async function renderAt(path: string, userId: string | null = null) {
  await setUpPortal({ access: 'full', messages: { postlogin: postloginMessages } });
  setStoredSession({ userId });
  holdProfile({ fullName: 'Rita Ready' });
  renderInPortal(await remoteRoutesAt(routes, path), 'postlogin');
}

const h1 = () => screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent);

beforeEach(() => {
  window.dataLayer = [];
  gateway.replyEmpty('post', 'oauth2/lcm/token/authorized/revocation');
  gateway.reply('get', 'users/:userGuid/emails', EmailsResponseSchema, {
    emails: [{ emailGuid: 'e-1', email: 'rita@example.com', primary: true, contactStatus: 'VERIFIED' }],
  });
  gateway.reply('get', 'users/:userGuid/phones', PhonesResponseSchema, { phones: [] });
  gateway.reply('post', 'users/:userGuid/otvc', OtvcResponseSchema, {
    contactId: 'c-1',
    maskedContact: 'r•••@example.com',
  });
});

afterEach(() => {
  portalStore.set(heldSessionAtom, EMPTY_HELD);
});

describe("mfe-postlogin's route table (§2 logged-in routes)", () => {
  it.each(['/home', '/HOME'])('%s is home', async (path) => {
    await renderAt(path);
    expect(h1()).toEqual(['Welcome, Rita Ready']);
  });

  it('/signOut signs out', async () => {
    await renderAt('/signOut');
    expect(h1()).toEqual(['Signing you out']);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it.each(['/userSettings', '/USERSETTINGS'])(
    '%s is settings, from its lazy chunk, with its messages',
    async (path) => {
      await renderAt(path, 'user-guid-1');
      expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeDefined();
      expect(await screen.findByRole('list', { name: 'Email addresses' })).toBeDefined();
      expect(h1()).toEqual(['Settings']);
    },
  );

  it.each([
    ['/userSettings/addEmail', 'Add an email address'],
    ['/userSettings/addPhone', 'Add a phone number'],
    ['/userSettings/email/verifyCode/c-1', 'Verify your email address'],
    ['/userSettings/phone/verifyCode/c-1', 'Verify your phone number'],
  ])('%s is a settings page, from the same lazy chunk', async (path, title) => {
    await renderAt(path, 'user-guid-1');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeDefined();
    expect(h1()).toEqual([title]);
  });

  it('/features is card features, from its lazy chunk (home in its place when the issuer offers no web SDK feature, §6)', async () => {
    await renderAt('/features', 'user-guid-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Card features' })).toBeDefined();
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
  });

  it('/ssoLink goes home outside an SSO app (§6: the SSO link is for SSO apps only)', async () => {
    await renderAt('/ssoLink', 'user-guid-1');
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
  });

  it('/a/b/c/d/e (unknown) is the 404 page', async () => {
    await renderAt('/a/b/c/d/e');
    expect(h1()).toEqual(['Page not found']);
  });
});

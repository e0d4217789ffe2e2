import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInPortal, setUpPortal, testIssuer } from '@portal/ui/testing';
import { postloginMessages } from '../../../i18n/messages';
import { SsoLinkPage } from './sso-link-page';

const SUPPORT = 'Call Test Bank on 1-800-555-0100.';

async function renderSsoLink({
  ssoApp = true,
  ssoLink = 'https://online.bank.example/cards',
  locale = 'en',
}: {
  ssoApp?: boolean;
  ssoLink?: string | null;
  locale?: string;
} = {}) {
  window.history.replaceState(null, '', '/ssoLink');
  const base = testIssuer();
  const otherInfo = { ...base.otherInfo, customer_support: SUPPORT, ...(ssoLink ? { ssoLink } : {}) };
  await setUpPortal({
    issuer: testIssuer({ flags: { ssoApp }, otherInfo }),
    access: 'full',
    locale,
    messages: { postlogin: postloginMessages },
  });
  return renderInPortal(<SsoLinkPage />, 'postlogin');
}

beforeEach(() => {
  window.dataLayer = [];
});

describe('§2 ssoLink, §6 the SSO link of an SSO app', () => {
  it("leads back to the partner's online banking (§3 otherInfo.ssoLink) in the same window, with its h1 and title", async () => {
    await renderSsoLink();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Linked account']);
    expect(document.title).toBe('Linked account | Test Bank Cards');
    const leave = screen.getByRole('link', { name: 'Go back to online banking' });
    expect(leave.getAttribute('href')).toBe('https://online.bank.example/cards');
    expect(leave.getAttribute('target')).toBeNull();
    expect(
      screen.getByText('Your cards at Test Bank Cards are linked to the online banking you signed in with.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Stay and manage my cards' }).getAttribute('href')).toBe('/home');
  });

  it('in Spanish', async () => {
    await renderSsoLink({ locale: 'es' });
    expect(screen.getByRole('link', { name: 'Volver a la banca en línea' })).toBeTruthy();
  });

  it('an SSO app with no link configured says whom to call instead of offering a dead link', async () => {
    await renderSsoLink({ ssoLink: null });
    expect(screen.queryByRole('link', { name: 'Go back to online banking' })).toBeNull();
    expect(screen.getByText(`Your bank has not given a link back to its online banking. ${SUPPORT}`)).toBeTruthy();
  });

  it('§6 any other app has no SSO link: the route goes home, replacing itself', async () => {
    const entries = window.history.length;
    await renderSsoLink({ ssoApp: false });
    await waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(window.history.length).toBe(entries);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

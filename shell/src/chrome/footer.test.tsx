import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appDetailsOf } from '@portal/domain/issuer';
import { renderInPortal, setUpPortal, setupUser, testIssuer } from '@portal/ui/testing';
import { shellMessages } from '../i18n/messages';
import { Footer, FOOTER_LINKS } from './footer';
import { chooseLocale } from './language-menu';

const ONE_LOCALE = [{ locale: 'en', defaultLocale: 'Y' as const }];

/** window.location.reload cannot be spied on in jsdom (it is unforgeable), so window.location is replaced. */
function stubLocation(protocol = 'http:') {
  const original = Object.getOwnPropertyDescriptor(window, 'location');
  const reload = vi.fn();
  const { href, pathname } = window.location;
  Object.defineProperty(window, 'location', { configurable: true, value: { href, pathname, protocol, reload } });
  return {
    reload,
    restore: () => {
      if (original) Object.defineProperty(window, 'location', original);
    },
  };
}

function clearLocaleCookie() {
  document.cookie = 'locale=; Path=/; Max-Age=0';
}

describe('§2 Footer links', () => {
  it('six links in the spec order, each opening a new window at the issuer URL', async () => {
    const issuer = await setUpPortal({ messages: { shell: shellMessages } });
    renderInPortal(<Footer />, 'shell');
    const nav = screen.getByRole('navigation', { name: 'Site information' });
    const links = within(nav).getAllByRole('link');
    const labels = ['Terms of use', 'Privacy', 'Help', 'Contact us', 'About us', 'Software agreement'];
    expect(links.map((a) => a.textContent?.replace(/\s*\(opens in a new window\)$/, ''))).toEqual(labels);
    expect(FOOTER_LINKS).toEqual(['terms', 'privacy', 'help', 'contactUs', 'aboutUs', 'softAgreement']);
    links.forEach((link, i) => {
      const key = FOOTER_LINKS[i];
      expect(key).toBeDefined();
      if (!key) return;
      expect(link.getAttribute('href')).toBe(issuer.url[key]);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')?.split(/\s+/)).toContain('noopener');
    });
  });

  it('tells every reader that the link opens a new window (accessible name)', async () => {
    await setUpPortal({ messages: { shell: shellMessages } });
    renderInPortal(<Footer />, 'shell');
    // (dom-accessibility-api drops the space a browser keeps between the two parts.)
    expect(screen.getByRole('link', { name: /^Terms of use\s*\(opens in a new window\)$/ }).getAttribute('href')).toBe(
      'https://bank.example/terms',
    );
  });

  it('uses the URLs of a different issuer', async () => {
    const url = { ...testIssuer().url, privacy: 'https://other.example/p' };
    await setUpPortal({ issuer: testIssuer({ url }), messages: { shell: shellMessages } });
    renderInPortal(<Footer />, 'shell');
    expect(screen.getByRole('link', { name: /^Privacy/ }).getAttribute('href')).toBe('https://other.example/p');
  });

  it('shows the copyright with the app name', async () => {
    await setUpPortal({ messages: { shell: shellMessages } });
    renderInPortal(<Footer />, 'shell');
    expect(screen.getByText(`© ${new Date().getFullYear()} Test Bank Cards`)).toBeDefined();
  });
});

describe('§1 language submenu', () => {
  let location: ReturnType<typeof stubLocation> | null = null;

  beforeEach(() => {
    clearLocaleCookie();
  });

  afterEach(() => {
    location?.restore();
    location = null;
    clearLocaleCookie();
  });

  it('is shown when more than one locale is supported', async () => {
    await setUpPortal({ messages: { shell: shellMessages } });
    renderInPortal(<Footer />, 'shell');
    expect(screen.getByRole('button', { name: 'Language: English' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('is not shown when only one locale is supported', async () => {
    await setUpPortal({ issuer: testIssuer({ supportedLocales: ONE_LOCALE }), messages: { shell: shellMessages } });
    renderInPortal(<Footer />, 'shell');
    expect(screen.getByRole('navigation', { name: 'Site information' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /Language/ })).toBeNull();
  });

  it('§7 follows the application details over the static configuration', async () => {
    const issuer = testIssuer();
    await setUpPortal({
      issuer,
      appDetails: { ...appDetailsOf(issuer), supportedLocales: ONE_LOCALE },
      messages: { shell: shellMessages },
    });
    renderInPortal(<Footer />, 'shell');
    expect(screen.queryByRole('button', { name: /Language/ })).toBeNull();
  });

  it('choosing Español stores locale=es in the cookie and reloads the page', async () => {
    const user = setupUser();
    await setUpPortal({ messages: { shell: shellMessages } });
    renderInPortal(<Footer />, 'shell');
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    const list = screen.getByRole('list', { name: 'Language' });
    expect(within(list).getByRole('button', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    location = stubLocation();
    await user.click(within(list).getByRole('button', { name: 'Español' }));
    expect(document.cookie.split('; ')).toContain('locale=es');
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('writes a year-long, site-wide cookie, Secure over https', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    try {
      location = stubLocation('https:');
      chooseLocale('es');
      expect(set).toHaveBeenCalledWith('locale=es; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
      expect(location.reload).toHaveBeenCalledTimes(1);
    } finally {
      set.mockRestore();
    }
  });

  it('Escape closes the menu and returns focus to the button', async () => {
    const user = setupUser();
    await setUpPortal({ messages: { shell: shellMessages } });
    renderInPortal(<Footer />, 'shell');
    const button = screen.getByRole('button', { name: 'Language: English' });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'English' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Language' })).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when focus leaves it, so it never covers the links focus goes to (WCAG 2.4.11)', async () => {
    const user = setupUser();
    await setUpPortal({ messages: { shell: shellMessages } });
    renderInPortal(<Footer />, 'shell');
    const button = screen.getByRole('button', { name: 'Language: English' });
    await user.click(button);
    // Back from the button to the footer links, which the open list sits over.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /^Software agreement/ }));
    expect(screen.queryByRole('list', { name: 'Language' })).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // And out past the last language, forwards.
    await user.click(button);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Español' }));
    await user.tab();
    expect(screen.queryByRole('list', { name: 'Language' })).toBeNull();
  });

  it('stays open while focus moves between its button and its languages', async () => {
    const user = setupUser();
    await setUpPortal({ messages: { shell: shellMessages } });
    renderInPortal(<Footer />, 'shell');
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.tab();
    await user.tab();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('list', { name: 'Language' })).toBeDefined();
  });

  it('names the current language in the page locale', async () => {
    await setUpPortal({ locale: 'es', messages: { shell: shellMessages } });
    renderInPortal(<Footer />, 'shell');
    expect(screen.getByRole('button', { name: /Español/ })).toBeDefined();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appDetailsOf, type IssuerConfig } from '@portal/domain/issuer';
import { accessLevelAtom, portalStore } from '@portal/client/state';
import { renderInPortal, setUpPortal, testIssuer, type PortalSetup } from '@portal/ui/testing';
import { preloginMessages } from '../../../i18n/messages';
import { bannerSlides } from './banner-slides';
import { PreloginHome } from './prelogin-home';

async function renderHome(setup: PortalSetup = {}) {
  const issuer = await setUpPortal({ ...setup, messages: { prelogin: preloginMessages } });
  const view = renderInPortal(<PreloginHome />, 'prelogin');
  return { issuer, ...view };
}

const externalLink = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}\\b`) });

beforeEach(() => {
  window.dataLayer = [];
  document.title = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('§2 pre-login home, standard issuer', () => {
  it('has one h1, visually hidden, named with the app name', async () => {
    await renderHome();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveProperty('textContent', 'Test Bank Cards');
    expect(headings[0]?.classList.contains('visually-hidden')).toBe(true);
  });

  it('§2 shows the "Featured offers" carousel with one slide per banner, alt texts from the issuer', async () => {
    await renderHome();
    const carousel = screen.getByRole('region', { name: 'Featured offers' });
    const slides = within(carousel).getAllByRole('tabpanel', { hidden: true });
    expect(slides).toHaveLength(3);
    expect(within(carousel).getAllByRole('tab')).toHaveLength(3);
    expect(
      within(carousel)
        .getAllByRole('img', { hidden: true })
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['First offer', 'Second offer', 'Third offer']);
    // Only the first slide is shown at first.
    expect(slides.map((s) => s.hidden)).toEqual([false, true, true]);
  });

  it.each([
    ['About us', 'https://bank.example/about'],
    ['Contact us', 'https://bank.example/contact'],
    ['Learn more about our cards', 'https://bank.example/learn'],
  ])('§2 the "%s" link opens %s in a new window', async (name, href) => {
    await renderHome();
    const link = externalLink(name);
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    expect(link.textContent).toContain('(opens in a new window)');
  });

  it('the three links are in a navigation landmark', async () => {
    await renderHome();
    const nav = screen.getByRole('navigation', { name: 'More about us' });
    expect(within(nav).getAllByRole('link')).toHaveLength(3);
  });

  it('"Sign in" links to /login', async () => {
    await renderHome();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('"Activate a card" links to /activation when activation is allowed', async () => {
    await renderHome();
    expect(screen.getByRole('link', { name: 'Activate a card' }).getAttribute('href')).toBe('/activation');
  });

  it('§3 no "Activate a card" when the application details say isCardActivationWebEnabled false', async () => {
    const issuer = testIssuer();
    await renderHome({ issuer, appDetails: { ...appDetailsOf(issuer), isCardActivationWebEnabled: false } });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Activate a card' })).toBeNull();
  });

  it('§1 no "Activate a card" when the issuer does not allow card activation', async () => {
    await renderHome({ issuer: testIssuer({ flags: { cardActivationAllowed: false } }) });
    expect(screen.queryByRole('link', { name: 'Activate a card' })).toBeNull();
  });

  it('no "Activate a card" while the application details are not known', async () => {
    await renderHome({ appDetails: null });
    expect(screen.queryByRole('link', { name: 'Activate a card' })).toBeNull();
  });

  it('has no migrated banner', async () => {
    await renderHome();
    expect(screen.queryByRole('heading', { name: "We've moved to a new online service" })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Update account' })).toBeNull();
  });

  it('§1 the page title is "Welcome | <app name>" and one screen_load event is pushed', async () => {
    await renderHome();
    expect(document.title).toBe('Welcome | Test Bank Cards');
    expect(window.dataLayer).toEqual([
      { event: 'screen_load', screen: 'prelogin_home', locale: 'en', issuer: 'test-bank' },
    ]);
  });

  it('in Spanish the title is "Bienvenido" and the labels are Spanish', async () => {
    await renderHome({ locale: 'es' });
    expect(document.title).toBe('Bienvenido | Test Bank Cards');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: /^Quiénes somos/ }).getAttribute('href')).toBe(
      'https://bank.example/about',
    );
    expect(window.dataLayer).toEqual([
      { event: 'screen_load', screen: 'prelogin_home', locale: 'es', issuer: 'test-bank' },
    ]);
  });
});

describe('§2 pre-login home, migrated issuer', () => {
  it('shows the warning banner with an "Update account" link to /migration/establishAccount', async () => {
    await renderHome({ issuer: testIssuer({ flags: { migratedApp: true } }) });
    const heading = screen.getByRole('heading', { name: "We've moved to a new online service" });
    const banner = screen.getByRole('region', { name: "We've moved to a new online service" });
    expect(banner.contains(heading)).toBe(true);
    const update = within(banner).getByRole('link', { name: 'Update account' });
    expect(update.getAttribute('href')).toBe('/migration/establishAccount');
    // The rest of the home page is still there.
    expect(screen.getByRole('region', { name: 'Featured offers' }).getAttribute('aria-roledescription')).toBe(
      'carousel',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});

describe('§2 pre-login home, SSO issuer', () => {
  const sso = (): IssuerConfig =>
    testIssuer({ issuerWebSiteUrl: 'https://sso-bank.example/online', flags: { ssoApp: true } });

  function stubLocation() {
    const replace = vi.fn<(url: string) => void>();
    vi.stubGlobal('location', { ...window.location, replace });
    return replace;
  }

  it('§2 shows "Signing you out", ends the session and replaces the location with the issuer site', async () => {
    const replace = stubLocation();
    await renderHome({ issuer: sso(), access: 'full' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Signing you out']);
    expect(screen.getByRole('status').textContent).toContain('You are being returned to sso-bank.example.');
    expect(screen.getByRole('link', { name: 'Return now' }).getAttribute('href')).toBe(
      'https://sso-bank.example/online',
    );
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith('https://sso-bank.example/online');
    expect(portalStore.get(accessLevelAtom)).toBe('none');
  });

  it('shows no carousel, no sign-in and no links', async () => {
    stubLocation();
    await renderHome({ issuer: sso() });
    expect(screen.queryByRole('region', { name: 'Featured offers' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  // The SSO screen declares its own page meta (sso_logout); the home's, called before the SSO branch,
  // must not also apply.
  it('§1 the SSO screen has its own page title, "Signing you out | <app name>"', async () => {
    stubLocation();
    await renderHome({ issuer: sso() });
    expect(document.title).toBe('Signing you out | Test Bank Cards');
  });

  it('§1 the SSO screen pushes exactly one screen_load event, for sso_logout', async () => {
    stubLocation();
    await renderHome({ issuer: sso() });
    expect(window.dataLayer).toEqual([
      { event: 'screen_load', screen: 'sso_logout', locale: 'en', issuer: 'test-bank' },
    ]);
  });
});

describe('bannerSlides', () => {
  it('§3 gives each banner its fallback source and its device and pixel-ratio sources', () => {
    const issuer = testIssuer();
    const slides = bannerSlides(issuer, '/assets/', (image, fallback) => `${image}: ${fallback}`);
    expect(slides.map((s) => [s.id, s.alt, s.src])).toEqual([
      ['jumbotron-1', 'jumbotron-1: First offer', '/assets/jumbotron-1_pc_1x.png'],
      ['jumbotron-2', 'jumbotron-2: Second offer', '/assets/jumbotron-2_pc_1x.png'],
      ['jumbotron-3', 'jumbotron-3: Third offer', '/assets/jumbotron-3_pc_1x.png'],
    ]);
    expect(slides[0]?.sources.map((s) => s.srcSet)).toEqual([
      '/assets/jumbotron-1_mobile_1x.png 1x, /assets/jumbotron-1_mobile_2x.png 2x',
      '/assets/jumbotron-1_tab_1x.png 1x, /assets/jumbotron-1_tab_2x.png 2x',
      '/assets/jumbotron-1_pc_1x.png 1x, /assets/jumbotron-1_pc_2x.png 2x',
    ]);
  });
});

import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInPortal, setUpPortal } from '../../testing';
import { applyIssuerMessages, i18n } from '@portal/client/i18n';
import { localeAtom, portalStore, type ScreenLoadEvent, setAnalyticsAdapter } from '@portal/client/state';
import { focusScreenHeading, usePageMeta } from './use-page-meta';

function Screen({ screen, title }: { screen: string; title: string }) {
  usePageMeta(screen, title);
  return <h1>{title}</h1>;
}

const screenLoads = () =>
  (window.dataLayer ?? []).filter(
    (e): e is ScreenLoadEvent => typeof e === 'object' && e !== null && 'event' in e && e.event === 'screen_load',
  );

beforeAll(async () => {
  await setUpPortal();
});

beforeEach(() => {
  window.dataLayer = [];
  document.title = '';
});

afterEach(() => {
  setAnalyticsAdapter(null);
  portalStore.set(localeAtom, 'en');
});

describe('§1 page titles and the screen-load event', () => {
  it('sets the title to "<page> | <app name>"', () => {
    renderInPortal(<Screen screen="home" title="Home" />);
    expect(document.title).toBe('Home | Test Bank Cards');
  });

  it('uses the page name alone when the issuer has no app name', () => {
    applyIssuerMessages({ en: { issuer: { appName: '' } } });
    try {
      renderInPortal(<Screen screen="home" title="Home" />);
      expect(document.title).toBe('Home');
    } finally {
      applyIssuerMessages({ en: { issuer: { appName: 'Test Bank Cards' } } });
    }
  });

  it('pushes exactly one screen_load event per screen to window.dataLayer', () => {
    // renderInPortal's rerender would drop its provider and remount the screen: keep it as a wrapper.
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n} defaultNS="common">
        {children}
      </I18nextProvider>
    );
    const { rerender } = render(<Screen screen="home" title="Home" />, { wrapper });
    expect(screenLoads()).toEqual([{ event: 'screen_load', screen: 'home', locale: 'en', issuer: 'test-bank' }]);
    rerender(<Screen screen="home" title="Home" />);
    rerender(<Screen screen="home" title="Home again" />);
    expect(screenLoads()).toHaveLength(1);
    expect(document.title).toBe('Home again | Test Bank Cards');
    rerender(<Screen screen="accounts" title="Accounts" />);
    expect(screenLoads().map((e) => e.screen)).toEqual(['home', 'accounts']);
    expect(document.title).toBe('Accounts | Test Bank Cards');
  });

  it('creates window.dataLayer when the page has none', () => {
    delete window.dataLayer;
    renderInPortal(<Screen screen="login" title="Sign in" />);
    expect(screenLoads()).toHaveLength(1);
  });

  it('reports the current locale', () => {
    portalStore.set(localeAtom, 'es');
    renderInPortal(<Screen screen="home" title="Inicio" />);
    expect(screenLoads()[0]?.locale).toBe('es');
  });

  it('setAnalyticsAdapter replaces the sink, and null restores the dataLayer', () => {
    const screenLoad = vi.fn();
    setAnalyticsAdapter({ screenLoad });
    const { unmount } = renderInPortal(<Screen screen="home" title="Home" />);
    expect(screenLoad).toHaveBeenCalledTimes(1);
    expect(screenLoad).toHaveBeenCalledWith({
      event: 'screen_load',
      screen: 'home',
      locale: 'en',
      issuer: 'test-bank',
    });
    expect(screenLoads()).toEqual([]);
    unmount();
    setAnalyticsAdapter(null);
    renderInPortal(<Screen screen="profile" title="Profile" />);
    expect(screenLoad).toHaveBeenCalledTimes(1);
    expect(screenLoads().map((e) => e.screen)).toEqual(['profile']);
  });
});

describe('focus on a new screen: something a sighted keyboard user can see', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("goes to the screen's visible heading", () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"><h1>Sign in</h1></main>';
    focusScreenHeading();
    expect(document.activeElement?.textContent).toBe('Sign in');
  });

  it('goes to the main region, not to a heading hidden for screen readers only (the pre-login home after sign-out)', () => {
    document.body.innerHTML =
      '<main id="main" tabindex="-1"><h1 class="visually-hidden">Acme Bank Card Services</h1><p>Welcome</p></main>';
    focusScreenHeading();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('an ancestor hiding the heading counts too', () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"><div class="visually-hidden"><h1>Hidden</h1></div></main>';
    focusScreenHeading();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });
});

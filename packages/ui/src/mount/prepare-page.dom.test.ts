import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testIssuer } from '../../testing';
import { appDetailsOf, themeFromPrimary } from '@portal/domain/issuer';
import {
  BOOT_ELEMENT_ID,
  type BootData,
  REMOTE_NAMES,
  type RemoteName,
  serialiseBootData,
} from '@portal/domain/platform';
import { i18n, initI18n } from '@portal/client/i18n';
import {
  appDetailsAtom,
  assetBaseAtom,
  environmentAtom,
  issuerAtom,
  localeAtom,
  portalStore,
} from '@portal/client/state';
import { applyAppDetails, applyTheme, BootDataError, pageLocale, preparePage, readBootData } from './prepare-page';

const environment = {
  name: 'local',
  gatewayBaseUrl: 'http://localhost:4000/api',
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((n) => [n, `http://localhost:3000/remotes/${n}/mf-manifest.json`]),
  ) as Record<RemoteName, string>,
  appVersion: 'development',
  partnerSites: {},
};

function bootData(overrides: Partial<BootData> = {}): BootData {
  return {
    environment,
    assetBase: '/issuer-assets/testbank/',
    issuer: testIssuer(),
    issuerMessages: { es: { issuer: { appName: 'Tarjetas Banco de Prueba' } } },
    issuerError: null,
    ...overrides,
  };
}

/** A page whose boot element holds `text`, as the shell server writes it. */
function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('portal');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = BOOT_ELEMENT_ID;
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

const THEME_VARIABLES = [
  '--portal-primary',
  '--portal-primary-strong',
  '--portal-on-primary',
  '--portal-primary-tint',
] as const;

function clearCookie() {
  document.cookie = 'locale=; Max-Age=0; Path=/';
}

beforeEach(clearCookie);
afterEach(() => {
  clearCookie();
  for (const name of THEME_VARIABLES) document.documentElement.style.removeProperty(name);
});

describe('reading the boot data the shell server inlined', () => {
  it('returns the parsed data for a valid element, with defaults applied', () => {
    const { appVersion: _v, ...withoutVersion } = environment;
    const data = bootData({ environment: { ...withoutVersion } as BootData['environment'] });
    expect(readBootData(pageWith(serialiseBootData(data)))).toEqual({ ...data, environment });
  });

  it('reads the page itself by default', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = BOOT_ELEMENT_ID;
    script.textContent = serialiseBootData(
      bootData({ issuer: null, issuerError: 'issuer.json: appName must not be empty' }),
    );
    document.body.append(script);
    try {
      expect(readBootData().issuerError).toBe('issuer.json: appName must not be empty');
    } finally {
      script.remove();
    }
  });

  it.each<[string, string | null, RegExp]>([
    ['a missing element', null, /no boot data/],
    ['an empty element', '', /no boot data/],
    ['text that is not JSON', '{"environment":', /not JSON/],
    ['data of the wrong shape', JSON.stringify({ environment: {} }), /invalid/],
    [
      'an issuer that fails its schema',
      JSON.stringify({ ...bootData(), issuer: { ...testIssuer(), appName: '' } }),
      /invalid/,
    ],
    ['an unknown key', JSON.stringify({ ...bootData(), debug: true }), /invalid/],
  ])('§8 throws BootDataError for %s', (_what, text, message) => {
    const read = () => readBootData(pageWith(text));
    expect(read).toThrow(BootDataError);
    expect(read).toThrow(message);
  });

  it('BootDataError is named for the logs', () => {
    expect(new BootDataError('x').name).toBe('BootDataError');
  });
});

describe('§1 the issuer theme', () => {
  it('sets the four CSS custom properties on documentElement', () => {
    const issuer = testIssuer({ branding: { ...testIssuer().branding, primaryColor: '#ffeb3b' } });
    applyTheme(issuer);
    const expected = themeFromPrimary('#ffeb3b');
    for (const name of THEME_VARIABLES) {
      expect(document.documentElement.style.getPropertyValue(name)).toBe(expected[name]);
    }
  });

  it('sets them on another element when asked', () => {
    const root = document.createElement('div');
    applyTheme(testIssuer(), root);
    expect(root.style.getPropertyValue('--portal-primary')).toBe('#0b5cab');
    expect(document.documentElement.style.getPropertyValue('--portal-primary')).toBe('');
  });
});

describe('§1 §7 the page locale', () => {
  const issuer = testIssuer();

  it.each<[string, string]>([
    ['locale=es', 'es'],
    ['theme=dark; locale=es', 'es'],
    ['locale=en', 'en'],
    ['locale=fr', 'en'],
    ['locale=es-MX', 'es'],
    ['', 'en'],
  ])('with the cookie %j the page is in %s', (cookie, locale) => {
    expect(pageLocale(issuer, null, cookie)).toBe(locale);
  });

  it('§7 prefers the locales of the application details to the configuration', () => {
    const details = {
      ...appDetailsOf(issuer),
      supportedLocales: [{ locale: 'fr' as const, defaultLocale: 'Y' as const }],
    };
    expect(pageLocale(issuer, details, 'locale=es')).toBe('fr');
  });

  it('uses the issuer default when the cookie names an unsupported locale', () => {
    const spanishFirst = testIssuer({
      supportedLocales: [
        { locale: 'es', defaultLocale: 'Y' },
        { locale: 'en', defaultLocale: 'N' },
      ],
    });
    expect(pageLocale(spanishFirst, null, 'locale=de')).toBe('es');
  });

  it('falls back to en without an issuer', () => {
    expect(pageLocale(null, null, 'locale=es')).toBe('en');
  });

  it('reads document.cookie by default', () => {
    document.cookie = 'locale=es; Path=/';
    expect(pageLocale(issuer, null)).toBe('es');
  });
});

describe('preparing the page', () => {
  it('fills the shared store, sets the language and theme, and starts i18n with the overrides', async () => {
    document.cookie = 'locale=es; Path=/';
    const boot = bootData();
    const details = appDetailsOf(boot.issuer ?? testIssuer());
    const locale = await preparePage(boot, details);
    expect(locale).toBe('es');
    expect(portalStore.get(environmentAtom)).toEqual(environment);
    expect(portalStore.get(issuerAtom)).toEqual(boot.issuer);
    expect(portalStore.get(assetBaseAtom)).toBe('/issuer-assets/testbank/');
    expect(portalStore.get(appDetailsAtom)).toEqual(details);
    expect(portalStore.get(localeAtom)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.language).toBe('es');
    expect(i18n.t('issuer:appName')).toBe('Tarjetas Banco de Prueba');
    expect(i18n.t('carousel.next')).toBe('Diapositiva siguiente');
    expect(document.documentElement.style.getPropertyValue('--portal-primary')).toBe('#0b5cab');
  });

  it('§8 with an unreadable issuer configuration, prepares the page in English without a theme', async () => {
    const locale = await preparePage(bootData({ issuer: null, issuerError: 'unreadable', issuerMessages: {} }), null);
    expect(locale).toBe('en');
    expect(portalStore.get(issuerAtom)).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--portal-primary')).toBe('');
  });
});

describe('applyAppDetails (the gateway answers after the page was prepared)', () => {
  it('stores the details and keeps the locale when the gateway agrees', async () => {
    const issuer = testIssuer();
    portalStore.set(localeAtom, 'en');
    const details = appDetailsOf(issuer);
    await expect(applyAppDetails(issuer, details)).resolves.toBe('en');
    expect(portalStore.get(appDetailsAtom)).toBe(details);
  });

  it('switches language when the gateway no longer offers the chosen locale (§7)', async () => {
    const issuer = testIssuer();
    await initI18n({ locale: 'es' });
    portalStore.set(localeAtom, 'es');
    document.cookie = 'locale=es; path=/';
    const details = { ...appDetailsOf(issuer), supportedLocales: [{ locale: 'en', defaultLocale: 'Y' as const }] };
    await expect(applyAppDetails(issuer, details)).resolves.toBe('en');
    expect(portalStore.get(localeAtom)).toBe('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    document.cookie = 'locale=; path=/; max-age=0';
  });
});

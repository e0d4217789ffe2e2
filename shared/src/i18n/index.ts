// The one i18next instance of the page (shared as a Module Federation singleton), the product's
// common messages, and the rules for layering remote messages and issuer overrides.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, localeFallbacks } from '../domain/issuer/locale';
import type { IssuerMessages, MessageTree } from '../domain/issuer/issuer';
import en from './locales/en/index';

export const COMMON_NS = 'common';
/** The issuer's own texts (app name, alt texts, legal pages) live in this namespace. */
export const ISSUER_NS = 'issuer';

/** Locales the product itself is translated into; an issuer may add others through overrides. */
export const PRODUCT_LOCALES = ['en', 'es'] as const;

export type LocaleBundles = Record<string, MessageTree>;
export type ProductLocale = (typeof PRODUCT_LOCALES)[number];
type LocaleMessages = Readonly<Record<string, MessageTree>>;

/**
 * The product's own namespaces in one locale: common UI texts, and the messages of the rules in
 * domain/ (card, address, identity), of the §8 error catalogue (errors) and of forms/. English, the
 * fallback of every locale, comes with this module; another locale is its own chunk, fetched only by a
 * page in that language (decision 026: 4.0 KB gzip less on an English page).
 */
export const PRODUCT_MESSAGE_LOADERS: Readonly<Record<ProductLocale, () => Promise<LocaleMessages>>> = {
  en: async () => en,
  es: async () => (await import('./locales/es/index')).default,
};

const isProductLocale = (locale: string): locale is ProductLocale => (PRODUCT_LOCALES as readonly string[]).includes(locale);
const loaded = new Set<ProductLocale>();

/**
 * Adds the product's messages of a locale and of its fallbacks, once each, before the page shows it.
 * Keys already there are kept, so an issuer's override is never replaced by a product default.
 */
async function loadProductMessages(locale: string): Promise<void> {
  const wanted = localeFallbacks(locale).filter(isProductLocale).filter((l) => !loaded.has(l));
  const bundles = await Promise.all(
    wanted.map(async (l) => {
      try {
        return [l, await PRODUCT_MESSAGE_LOADERS[l]()] as const;
      } catch (error) {
        // The chunk did not arrive (a dead network, a redeploy): the page speaks its fallback (English,
        // always here) rather than failing, and the next change of language tries again.
        console.warn(`[i18n] the ${l} messages did not load`, error);
        return null;
      }
    }),
  );
  for (const [l, namespaces] of bundles.filter((b) => b !== null)) {
    for (const [namespace, tree] of Object.entries(namespaces)) addMessages(namespace, { [l]: tree });
    loaded.add(l);
  }
}

/** Switches the page's language once its product messages are there (never a key shown for a text). */
export async function changeLocale(locale: string): Promise<void> {
  await loadProductMessages(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

export const i18n: I18n = i18next.createInstance();

export interface InitI18nOptions {
  locale: string;
  /** locale -> namespace -> messages: the issuer's texts and overrides. */
  issuerMessages?: Record<string, IssuerMessages>;
}

/** Starts the page's i18n once; later calls only change the language. */
export async function initI18n({ locale, issuerMessages = {} }: InitI18nOptions): Promise<I18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: locale,
      // i18next 27 asks with no code when it refuses one (a code shaped like markup or a path).
      fallbackLng: (code?: string) => (code ? localeFallbacks(code).slice(1) : [DEFAULT_LOCALE]),
      supportedLngs: false,
      ns: [...Object.keys(en), ISSUER_NS],
      defaultNS: COMMON_NS,
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    await loadProductMessages(locale);
  } else {
    await changeLocale(locale);
  }
  applyIssuerMessages(issuerMessages);
  return i18n;
}

/**
 * Adds a namespace's product messages (a remote's, at mount). Existing keys are kept, so an
 * issuer's override loaded earlier is never replaced by the product default.
 */
export function addMessages(namespace: string, bundles: LocaleBundles): void {
  for (const [locale, tree] of Object.entries(bundles)) {
    i18n.addResourceBundle(locale, namespace, tree, true, false);
  }
}

/** An issuer's texts and overrides win over the product's messages. */
export function applyIssuerMessages(messages: Record<string, IssuerMessages>): void {
  for (const [locale, namespaces] of Object.entries(messages)) {
    for (const [namespace, tree] of Object.entries(namespaces)) {
      i18n.addResourceBundle(locale, namespace, tree, true, true);
    }
  }
}

/**
 * The product locales' names in their own language. `Intl.DisplayNames` knows them too, but building the
 * first one loads the browser's locale names: about 25 ms of a phone's main thread on every page, since
 * the footer shows the current language (measured at 4x CPU slowdown: 107 ms).
 */
const PRODUCT_LOCALE_NAMES: Readonly<Record<ProductLocale, string>> = { en: 'English', es: 'Español' };
const displayNames = new Map<string, string>();

/** Display name of a locale in its own language ("English", "español"), for the language menu; kept per locale. */
export function localeDisplayName(locale: string): string {
  if (isProductLocale(locale)) return PRODUCT_LOCALE_NAMES[locale];
  let name = displayNames.get(locale);
  if (name === undefined) {
    name = ownName(locale);
    displayNames.set(locale, name);
  }
  return name;
}

function ownName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
  } catch {
    return locale;
  }
}

export { DEFAULT_LOCALE };

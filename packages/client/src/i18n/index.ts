// The one i18next instance of the page (shared as a Module Federation singleton), the product's
// common messages, and the rules for layering remote messages and issuer overrides.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type IssuerMessages, localeFallbacks, type MessageTree } from '@portal/domain/issuer';
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
 * The product's own namespaces that any screen may show from the first, in one locale: common UI texts
 * and the §8 error catalogue (errors). English, the fallback of every locale, comes with this module;
 * another locale is its own chunk, fetched only by a page in that language (decision 026: 4.0 KB gzip
 * less on an English page).
 */
export const PRODUCT_MESSAGE_LOADERS: Readonly<Record<ProductLocale, () => Promise<LocaleMessages>>> = {
  en: async () => en,
  es: async () => (await import('./locales/es/index')).default,
};

/**
 * The messages of the rules in domain/ (card, address, identity) and of forms/, in one locale: a chunk
 * of their own, in English too, fetched once a screen that shows a form or a card asks for them
 * (loadRuleMessages: a lazy feature, a remote whose first screens show cards, the wallet), so a page
 * whose first screen has neither fetches none of them (decision 036).
 */
export const RULE_MESSAGE_LOADERS: Readonly<Record<ProductLocale, () => Promise<LocaleMessages>>> = {
  en: async () => (await import('./locales/en/rules')).default,
  es: async () => (await import('./locales/es/rules')).default,
};

/** The namespaces RULE_MESSAGE_LOADERS bring. */
export const RULE_NAMESPACES = ['address', 'card', 'forms', 'identity'] as const;

const isProductLocale = (locale: string): locale is ProductLocale =>
  (PRODUCT_LOCALES as readonly string[]).includes(locale);
type MessageSet = 'product' | 'rules';
const LOADERS: Readonly<Record<MessageSet, typeof PRODUCT_MESSAGE_LOADERS>> = {
  product: PRODUCT_MESSAGE_LOADERS,
  rules: RULE_MESSAGE_LOADERS,
};
const loaded: Readonly<Record<MessageSet, Set<ProductLocale>>> = { product: new Set(), rules: new Set() };
/** Whether a screen has asked for the rules' messages: a change of language then brings them too. */
let rulesWanted = false;

/**
 * Adds one set of the product's messages for a locale and its fallbacks, once each, before the page
 * shows it. Keys already there are kept, so an issuer's override is never replaced by a product
 * default. Answers the locales whose chunk did not arrive.
 */
async function loadMessages(set: MessageSet, locale: string): Promise<ProductLocale[]> {
  const wanted = localeFallbacks(locale)
    .filter(isProductLocale)
    .filter((l) => !loaded[set].has(l));
  const bundles = await Promise.all(
    wanted.map(async (l) => {
      try {
        return [l, await LOADERS[set][l]()] as const;
      } catch (error) {
        // The chunk did not arrive (a dead network, a redeploy): the page speaks its fallback (English,
        // always here) rather than failing, and the next change of language tries again.
        console.warn(`[i18n] the ${l} ${set === 'rules' ? 'rule ' : ''}messages did not load`, error);
        return l;
      }
    }),
  );
  const missing: ProductLocale[] = [];
  for (const bundle of bundles) {
    if (typeof bundle === 'string') {
      missing.push(bundle);
      continue;
    }
    const [l, namespaces] = bundle;
    for (const [namespace, tree] of Object.entries(namespaces)) addMessages(namespace, { [l]: tree });
    loaded[set].add(l);
  }
  return missing;
}

/**
 * Makes the rules' and forms' messages part of the page, in its language and its fallbacks, before a
 * screen that shows them renders. Rejects when not even English's arrived: the screen's region then
 * says it is unavailable, with a retry, rather than showing keys for texts.
 */
export async function loadRuleMessages(): Promise<void> {
  rulesWanted = true;
  const missing = await loadMessages('rules', i18n.language || DEFAULT_LOCALE);
  if (missing.includes(DEFAULT_LOCALE)) throw new Error('the rule messages did not load');
}

/** Switches the page's language once its product messages are there (never a key shown for a text). */
export async function changeLocale(locale: string): Promise<void> {
  await Promise.all([loadMessages('product', locale), rulesWanted ? loadMessages('rules', locale) : null]);
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
      ns: [...Object.keys(en), ...RULE_NAMESPACES, ISSUER_NS],
      defaultNS: COMMON_NS,
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    await loadMessages('product', locale);
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

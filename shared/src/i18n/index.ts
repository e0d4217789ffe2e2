// The one i18next instance of the page (shared as a Module Federation singleton), the product's
// common messages, and the rules for layering remote messages and issuer overrides.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, localeFallbacks } from '../domain/issuer/locale';
import type { IssuerMessages, MessageTree } from '../domain/issuer/issuer';
import addressEn from './locales/en/address.json';
import cardEn from './locales/en/card.json';
import commonEn from './locales/en/common.json';
import errorsEn from './locales/en/errors.json';
import formsEn from './locales/en/forms.json';
import identityEn from './locales/en/identity.json';
import addressEs from './locales/es/address.json';
import cardEs from './locales/es/card.json';
import commonEs from './locales/es/common.json';
import errorsEs from './locales/es/errors.json';
import formsEs from './locales/es/forms.json';
import identityEs from './locales/es/identity.json';

export const COMMON_NS = 'common';
/** The issuer's own texts (app name, alt texts, legal pages) live in this namespace. */
export const ISSUER_NS = 'issuer';

/** Locales the product itself is translated into; an issuer may add others through overrides. */
export const PRODUCT_LOCALES = ['en', 'es'] as const;

export type LocaleBundles = Record<string, MessageTree>;

export const commonMessages: LocaleBundles = { en: commonEn, es: commonEs };

/**
 * The product's own namespaces, each one file per locale: common UI texts, and the messages of the
 * rules in domain/ (card, address, identity), of the §8 error catalogue (errors) and of forms/.
 */
export const PRODUCT_MESSAGES: Readonly<Record<string, LocaleBundles>> = {
  common: commonMessages,
  card: { en: cardEn, es: cardEs },
  address: { en: addressEn, es: addressEs },
  identity: { en: identityEn, es: identityEs },
  errors: { en: errorsEn, es: errorsEs },
  forms: { en: formsEn, es: formsEs },
};

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
      fallbackLng: (code: string) => localeFallbacks(code).slice(1),
      supportedLngs: false,
      ns: [...Object.keys(PRODUCT_MESSAGES), ISSUER_NS],
      defaultNS: COMMON_NS,
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    for (const [namespace, bundles] of Object.entries(PRODUCT_MESSAGES)) addMessages(namespace, bundles);
  } else if (i18n.language !== locale) {
    await i18n.changeLanguage(locale);
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

/** Display name of a locale in its own language ("English", "español"), for the language menu. */
export function localeDisplayName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
  } catch {
    return locale;
  }
}

export { DEFAULT_LOCALE };

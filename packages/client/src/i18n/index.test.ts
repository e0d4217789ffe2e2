// isolated: it starts from the page's first i18n state, English alone, which another file's test in a
// shared module graph changes (identity-messages.test.ts loads Spanish).
import { beforeAll, describe, expect, it } from 'vitest';
import type { MessageTree } from '@portal/domain/issuer';
import {
  addMessages,
  applyIssuerMessages,
  changeLocale,
  COMMON_NS,
  i18n,
  initI18n,
  localeDisplayName,
  PRODUCT_LOCALES,
} from './index';
import en from './locales/en/common.json';
import es from './locales/es/common.json';

/** Every leaf of a message tree with its dotted key: `['carousel.next', 'Next slide']`. */
function leavesOf(tree: MessageTree, prefix = ''): [string, string | string[]][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string | string[]][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' || Array.isArray(value) ? [[path, value]] : leavesOf(value, path);
  });
}

const keysOf = (tree: MessageTree): string[] => leavesOf(tree).map(([key]) => key);

/** The {{placeholders}} of each message, by key. */
const placeholders = (tree: MessageTree): Record<string, string[]> =>
  Object.fromEntries(
    leavesOf(tree).map(([key, value]) => [
      key,
      [
        ...[value]
          .flat()
          .join(' ')
          .matchAll(/\{\{(\w+)\}\}/g),
      ]
        .map((m) => m[1] ?? '')
        .sort(),
    ]),
  );

describe('the common messages', () => {
  it('walks nested keys', () => {
    expect(keysOf({ a: 'x', b: { c: 'y', d: { e: ['p'] } } })).toEqual(['a', 'b.c', 'b.d.e']);
  });

  it('every English key exists in Spanish', () => {
    const spanish = new Set(keysOf(es));
    expect(keysOf(en).filter((k) => !spanish.has(k))).toEqual([]);
  });

  it('every Spanish key exists in English', () => {
    const english = new Set(keysOf(en));
    expect(keysOf(es).filter((k) => !english.has(k))).toEqual([]);
  });

  it('translations keep the same placeholders', () => {
    expect(placeholders(es)).toEqual(placeholders(en));
  });

  it('no message is empty', () => {
    const empty = (tree: MessageTree) => leavesOf(tree).filter(([, value]) => [value].flat().join('').trim() === '');
    expect(empty(en)).toEqual([]);
    expect(empty(es)).toEqual([]);
  });
});

describe('layering messages', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'en' });
  });

  it('starts with the common messages in the default namespace, and no other locale until one is asked for', async () => {
    expect(i18n.t('carousel.next')).toBe('Next slide');
    expect(i18n.hasResourceBundle('es', COMMON_NS)).toBe(false);
    // An issuer's override of a Spanish text, there before the Spanish messages arrive, is kept.
    applyIssuerMessages({ es: { common: { carousel: { previous: 'Anterior, por favor' } } } });
    await changeLocale('es');
    expect(i18n.t('carousel.next')).toBe('Diapositiva siguiente');
    expect(i18n.t('carousel.previous')).toBe('Anterior, por favor');
    await changeLocale('en');
    expect(i18n.t('carousel.next')).toBe('Next slide');
  });

  it("addMessages never overwrites an existing key (an issuer's override loaded earlier wins)", () => {
    applyIssuerMessages({ en: { wallet: { title: 'Bank Wallet' } } });
    addMessages('wallet', { en: { title: 'Wallet', subtitle: 'Your cards' }, es: { title: 'Cartera' } });
    expect(i18n.getResource('en', 'wallet', 'title')).toBe('Bank Wallet');
    expect(i18n.getResource('en', 'wallet', 'subtitle')).toBe('Your cards');
    expect(i18n.getResource('es', 'wallet', 'title')).toBe('Cartera');
  });

  it('addMessages keeps existing nested keys and adds the missing ones', () => {
    addMessages('nested', { en: { group: { a: 'first' } } });
    addMessages('nested', { en: { group: { a: 'second', b: 'added' } } });
    expect(i18n.getResource('en', 'nested', 'group')).toEqual({ a: 'first', b: 'added' });
  });

  it('applyIssuerMessages overwrites product messages', () => {
    addMessages('prelogin', { en: { title: 'Welcome', other: 'kept' } });
    applyIssuerMessages({ en: { prelogin: { title: 'Welcome to Test Bank' } } });
    expect(i18n.getResource('en', 'prelogin', 'title')).toBe('Welcome to Test Bank');
    expect(i18n.getResource('en', 'prelogin', 'other')).toBe('kept');
  });

  it('applyIssuerMessages can override a common message', () => {
    applyIssuerMessages({ es: { common: { loading: 'Un momento' } } });
    expect(i18n.getFixedT('es', COMMON_NS)('loading')).toBe('Un momento');
    expect(i18n.getFixedT('en', COMMON_NS)('loading')).toBe('Loading');
  });

  it('§1 falls back from a region to its language, then to English', () => {
    addMessages('fallback', { en: { only: 'English only', both: 'English' }, fr: { both: 'Français' } });
    const frCA = i18n.getFixedT('fr-CA', 'fallback');
    expect(frCA('both')).toBe('Français');
    expect(frCA('only')).toBe('English only');
  });

  it('a later initI18n only changes the language and applies new overrides', async () => {
    await initI18n({ locale: 'es', issuerMessages: { es: { issuer: { appName: 'Banco de Prueba' } } } });
    expect(i18n.language).toBe('es');
    expect(i18n.t('carousel.next')).toBe('Diapositiva siguiente');
    expect(i18n.t('issuer:appName')).toBe('Banco de Prueba');
    await initI18n({ locale: 'en' });
    expect(i18n.language).toBe('en');
  });
});

describe('locale display names', () => {
  it.each([
    ['en', 'English'],
    ['es', 'Español'],
    ['fr', 'Français'],
  ])('%s is shown as %s, in its own language', (locale, name) => {
    expect(localeDisplayName(locale)).toBe(name);
  });

  it("the product locales' names are the browser's own (the table only spares the page building Intl.DisplayNames)", () => {
    for (const locale of PRODUCT_LOCALES) {
      const own = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? '';
      expect(localeDisplayName(locale)).toBe(own.charAt(0).toLocaleUpperCase(locale) + own.slice(1));
    }
  });

  it('an invalid locale is shown as itself', () => {
    expect(localeDisplayName('not a locale!')).toBe('not a locale!');
  });
});

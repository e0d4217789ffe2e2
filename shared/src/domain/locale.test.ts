import { describe, expect, it } from 'vitest';
import { localeCookie, localeFallbacks, readCookie, resolveLocale } from './locale';

const supported = [
  { locale: 'en', defaultLocale: 'Y' as const },
  { locale: 'es', defaultLocale: 'N' as const },
];

describe('§1 locale resolution', () => {
  it.each([
    ['es', 'es'],
    ['en', 'en'],
    ['es-MX', 'es'],
    ['ES', 'es'],
    ['fr', 'en'],
    ['', 'en'],
    [null, 'en'],
  ])('a request for %s uses %s', (requested, expected) => {
    expect(resolveLocale(requested, supported)).toBe(expected);
  });

  it('falls back to the issuer default, not always en', () => {
    expect(resolveLocale('de', [{ locale: 'es', defaultLocale: 'Y' }, { locale: 'en', defaultLocale: 'N' }])).toBe('es');
  });

  it('looks a missing message up by region, language, then English', () => {
    expect(localeFallbacks('fr-CA')).toEqual(['fr-CA', 'fr', 'en']);
    expect(localeFallbacks('en')).toEqual(['en']);
  });

  it('reads and writes the locale cookie', () => {
    expect(readCookie('a=1; locale=es; b=2', 'locale')).toBe('es');
    expect(readCookie('a=1', 'locale')).toBeNull();
    expect(localeCookie('es', true)).toBe('locale=es; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });
});

import fc from 'fast-check';
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
    expect(
      resolveLocale('de', [
        { locale: 'es', defaultLocale: 'Y' },
        { locale: 'en', defaultLocale: 'N' },
      ]),
    ).toBe('es');
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

describe('§1 locale resolution, for any input (fast-check)', () => {
  const codes = ['en', 'es', 'fr', 'fr-CA', 'pt-BR'];
  const supportedArb = fc
    .subarray(codes, { minLength: 1 })
    .chain((list) =>
      fc
        .nat({ max: list.length - 1 })
        .map((d) => list.map((locale, i) => ({ locale, defaultLocale: i === d ? ('Y' as const) : ('N' as const) }))),
    );

  it('always answers a locale the issuer supports, and never throws', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), supportedArb, (requested, list) => {
        expect(list.map((l) => l.locale)).toContain(resolveLocale(requested, list));
      }),
      { numRuns: 1000 },
    );
  });

  it('a supported locale asked for is the answer (resolution is idempotent)', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), supportedArb, (requested, list) => {
        const once = resolveLocale(requested, list);
        expect(resolveLocale(once, list)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads any cookie header without throwing', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (header, name) => {
        const value = readCookie(header, name);
        expect(value === null || typeof value === 'string').toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

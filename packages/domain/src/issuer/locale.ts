// Locale resolution: spec §1 (cookie, default en, unsupported locale falls back to the default) and
// §7 Application details (switching to the default if the stored locale is unsupported).
import type { SupportedLocale } from './issuer';

/** §1: the default locale is en. */
export const DEFAULT_LOCALE = 'en';

/** The cookie that keeps the chosen locale (§1). */
export const LOCALE_COOKIE = 'locale';

/** One year: the choice outlives the session, like any language preference. */
const LOCALE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** The locale marked defaultLocale Y, else en. */
function defaultLocaleOf(supported: readonly SupportedLocale[]): string {
  return supported.find((l) => l.defaultLocale === 'Y')?.locale ?? DEFAULT_LOCALE;
}

/** The language part of a locale: `es-MX` -> `es`. */
function languageOf(locale: string): string {
  return locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
}

/**
 * The locale to use: the requested one when supported; else a supported locale of the same language
 * (a request for `es-MX` where only `es` is offered); else the issuer's default (§1, §7).
 */
export function resolveLocale(requested: string | null | undefined, supported: readonly SupportedLocale[]): string {
  const codes = supported.map((l) => l.locale);
  const fallback = defaultLocaleOf(supported);
  if (!requested) return fallback;
  const wanted = requested.trim().replace('_', '-');
  const exact = codes.find((c) => c.toLowerCase() === wanted.toLowerCase());
  if (exact) return exact;
  const sameLanguage = codes.find((c) => languageOf(c) === languageOf(wanted));
  return sameLanguage ?? fallback;
}

/**
 * The i18next fallback chain for a locale: region, language, then English (§1: an unsupported
 * country falls back to EN), so a message missing in `fr-CA` is looked up in `fr`, then `en`.
 */
export function localeFallbacks(locale: string): string[] {
  const chain = [locale, languageOf(locale), DEFAULT_LOCALE];
  return chain.filter((c, i) => c !== '' && chain.indexOf(c) === i);
}

/** Reads one cookie from a `document.cookie`-style header value. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

/** The Set-Cookie / document.cookie value that stores the chosen locale for a year, site-wide. */
export function localeCookie(locale: string, secure: boolean): string {
  const attrs = [
    `${LOCALE_COOKIE}=${encodeURIComponent(locale)}`,
    'Path=/',
    `Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
  ];
  if (secure) attrs.push('Secure');
  return attrs.join('; ');
}

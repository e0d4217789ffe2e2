import { describe, expect, it } from 'vitest';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  CAROUSEL_INTERVAL_MS,
  DEFAULT_APP_VERSION,
  DELETE_NAVIGATE_HOME_DELAY_MS,
  EMBEDDED_DELETE_NOTICE_DELAY_MS,
  FIRST_ERROR_SCROLL_OFFSET_PX,
  HAMBURGER_FOCUS_DELAY_MS,
  PARTNER_LOGO_COUNT,
  PARTNER_LOGO_LANGUAGE,
  PENDING_NOTIFICATIONS_CLEAR_MS,
  SESSION_EXPIRY_MS,
  SESSION_WARNING_MS,
  TOKEN_RENEWAL_AGE_MS,
} from './constants';

describe('§9 business constants', () => {
  it.each<[string, number | string, number | string]>([
    ['session warning (ms)', SESSION_WARNING_MS, 360_000],
    ['session expiry (ms)', SESSION_EXPIRY_MS, 480_000],
    ['token renewal age: 6 minutes (ms)', TOKEN_RENEWAL_AGE_MS, 360_000],
    ['hamburger focus delay (ms)', HAMBURGER_FOCUS_DELAY_MS, 50],
    ['autocomplete debounce (ms)', AUTOCOMPLETE_DEBOUNCE_MS, 1000],
    ['carousel interval (ms)', CAROUSEL_INTERVAL_MS, 5000],
    ['navigate home after delete (ms)', DELETE_NAVIGATE_HOME_DELAY_MS, 500],
    ['embedded delete notice delay (ms)', EMBEDDED_DELETE_NOTICE_DELAY_MS, 100],
    ['pending notifications cleared after (ms)', PENDING_NOTIFICATIONS_CLEAR_MS, 3000],
    ['first error scroll offset (px)', FIRST_ERROR_SCROLL_OFFSET_PX, 300],
    ['application version default', DEFAULT_APP_VERSION, 'development'],
    ['thank-you partner logo count', PARTNER_LOGO_COUNT, 16],
    ['thank-you partner logo language', PARTNER_LOGO_LANGUAGE, 'en'],
  ])('§9 %s', (_what, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('§4 the warning comes before the expiry', () => {
    expect(SESSION_WARNING_MS).toBeLessThan(SESSION_EXPIRY_MS);
  });
});

// Business constants of spec §9 (timings) and §4 (session), in one place.

/** §4, §9: the session warning fires after this much inactivity. */
export const SESSION_WARNING_MS = 360_000;
/** §4, §9: the session expires after this much inactivity. */
export const SESSION_EXPIRY_MS = 480_000;
/** §4, §9: a token this old or older is renewed before use (6 minutes). */
export const TOKEN_RENEWAL_AGE_MS = 6 * 60_000;
/** §9 */
export const HAMBURGER_FOCUS_DELAY_MS = 50;
/** §5, §9 */
export const AUTOCOMPLETE_DEBOUNCE_MS = 1000;
/** §2 Pre-login carousel, §9: auto-rotation interval. */
export const CAROUSEL_INTERVAL_MS = 5000;
/** §4 Delete card (portal), §9 */
export const DELETE_NAVIGATE_HOME_DELAY_MS = 500;
/** §4 Delete card (embedded), §9 */
export const EMBEDDED_DELETE_NOTICE_DELAY_MS = 100;
/** §4 Notifications, §9 */
export const PENDING_NOTIFICATIONS_CLEAR_MS = 3000;
/** §5 Form behaviour, §9: the first invalid field is scrolled to with this offset. */
export const FIRST_ERROR_SCROLL_OFFSET_PX = 300;
/** §9 "Thank-you partner logo count 16": the most partner logos shown, and served. */
export const PARTNER_LOGO_COUNT = 16;
/** §9 "…language en": the partner logos are asked for in English, whatever the page's language. */
export const PARTNER_LOGO_LANGUAGE = 'en';
/** §9: application version default. */
export const DEFAULT_APP_VERSION = 'development';

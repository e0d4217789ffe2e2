// The shell's index.html for one response: the nonce on every script, style and stylesheet tag and
// in <meta name="csp-nonce">, and the boot data, title, language and favicon filled in; the route's
// preload hints and the server's first paint (preload-hints.ts, first-paint.ts) where the template
// marks them with a comment.
import { type BootData, serialiseBootData } from '@portal/domain/platform';

export interface PageValues {
  nonce: string;
  boot: BootData;
  title: string;
  lang: string;
  favicon: string;
  /** <link rel="preload"> tags for the head (preload-hints.ts). */
  preloads?: string;
  /** The server's copy of the route's first screen, before #portal-routes (first-paint.ts). */
  firstPaint?: string;
}

/** Where the template takes the preload hints and the first paint (comments, so an unfilled template shows nothing). */
export const PRELOADS_SLOT = '<!--portal:preloads-->';
export const FIRST_PAINT_SLOT = '<!--portal:first-paint-->';

export const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Adds the nonce to every <script>, <style> and <link rel="stylesheet|modulepreload|preload"> tag. */
export function addNonce(html: string, nonce: string): string {
  return html
    .replace(/<(script|style)(?=[\s>])/gi, `<$1 nonce="${nonce}"`)
    .replace(/<link(?=[^>]*\brel="(?:stylesheet|modulepreload|preload)")/gi, `<link nonce="${nonce}"`);
}

export function renderPage(template: string, values: PageValues): string {
  const fills: Readonly<Record<string, () => string>> = {
    __CSP_NONCE__: () => values.nonce,
    __LANG__: () => escapeAttr(values.lang),
    __TITLE__: () => escapeText(values.title),
    __FAVICON__: () => escapeAttr(values.favicon),
    __BOOT_DATA__: () => serialiseBootData(values.boot),
    [PRELOADS_SLOT]: () => values.preloads ?? '',
    [FIRST_PAINT_SLOT]: () => values.firstPaint ?? '',
  };
  // One pass over the template: what is filled in (an issuer's text, in the title, the boot data or
  // the first paint) is never read again as a placeholder, and a `$` in it is text, not a pattern.
  const filled = template.replace(/__[A-Z_]+__|<!--portal:[a-z-]+-->/g, (slot) => fills[slot]?.() ?? slot);
  return addNonce(filled, values.nonce);
}

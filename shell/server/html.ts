// The shell's index.html for one response: the nonce on every script, style and stylesheet tag and
// in <meta name="csp-nonce">, and the boot data, title, language and favicon filled in.
import { type BootData, serialiseBootData } from '@portal/shared/domain/platform';

export interface PageValues {
  nonce: string;
  boot: BootData;
  title: string;
  lang: string;
  favicon: string;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Adds the nonce to every <script>, <style> and <link rel="stylesheet|modulepreload|preload"> tag. */
export function addNonce(html: string, nonce: string): string {
  return html
    .replace(/<(script|style)(?=[\s>])/gi, `<$1 nonce="${nonce}"`)
    .replace(/<link(?=[^>]*\brel="(?:stylesheet|modulepreload|preload)")/gi, `<link nonce="${nonce}"`);
}

export function renderPage(template: string, values: PageValues): string {
  // Replacer functions: a `$` in an issuer's text is text, not a replacement pattern.
  const filled = template
    .replace('__CSP_NONCE__', () => values.nonce)
    .replace('__LANG__', () => escapeAttr(values.lang))
    .replace('__TITLE__', () => escapeText(values.title))
    .replace('__FAVICON__', () => escapeAttr(values.favicon))
    .replace('__BOOT_DATA__', () => serialiseBootData(values.boot));
  return addNonce(filled, values.nonce);
}

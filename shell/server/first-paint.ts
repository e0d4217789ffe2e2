// The pre-login home's first screen drawn by the server (issue 9, "first paint does not wait for
// JavaScript"): the page's heading and the carousel's first banner, as mfe-prelogin draws them (same
// element structure, <source>s, alt text and heading text; laid out by the <style> of shell/index.html
// to the same box), so the largest paint of the page happens with the HTML. mfe-prelogin's home takes
// it over when it mounts (it removes it in the commit that draws its own); the shell removes it when
// anything else is drawn in its place (shell/src/routing/first-paint.ts).
//
// The <style> of shell/index.html lays it out before any stylesheet has arrived (the shell's CSS
// comes with its scripts):
// - its rules copy .home (mfe-prelogin home.module.css), the carousel's viewport, slide and image
//   (shared/src/ui/carousel.module.css) and .visually-hidden (shared/src/ui/styles.css);
//   e2e/journeys/first-paint.spec.ts checks that its image and the home's are the same box;
// - the header's one-row height is kept until the chrome draws it (chrome.module.css: 0.75rem
//   padding, 44px controls, a 4px border: 72px), so the header does not push the page down (not on
//   the page of an issuer that cannot be read, which has no header: its message is in #portal-notice);
// - the main region is at least the window's height less the header's, so the footer starts below
//   the fold: neither the chrome (drawn first) nor the screen drawn later moves a footer in sight;
// - a boot error shown in #portal-notice hides it: it must not stand beside a page that failed.
import { escapeAttr, escapeText } from './html';
import type { FirstPaint } from './page-plan';

/** The element's id: the contract between this server, the shell's router and mfe-prelogin's home. */
export const FIRST_PAINT_ID = 'portal-first-paint';

export function renderFirstPaint({ route, heading, picture }: FirstPaint): string {
  const sources = picture.sources.map((s) => `<source media="${escapeAttr(s.media)}" srcset="${escapeAttr(s.srcSet)}">`).join('');
  return (
    `<div id="${FIRST_PAINT_ID}" class="portal-first-paint" data-route="${escapeAttr(route)}">` +
    `<h1 class="visually-hidden">${escapeText(heading)}</h1>` +
    '<div class="portal-first-paint__carousel"><div class="portal-first-paint__viewport"><div class="portal-first-paint__slide">' +
    `<picture>${sources}<img src="${escapeAttr(picture.src)}" alt="${escapeAttr(picture.alt)}" loading="eager" fetchpriority="high" decoding="async"></picture>` +
    '</div></div></div></div>'
  );
}

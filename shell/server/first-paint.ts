// A screen's first view drawn by the server (first paint does not wait for JavaScript), so
// the largest paint of the page happens with the HTML:
// - the pre-login home: the page's heading and the carousel's first banner, as mfe-prelogin draws them
//   (same element structure, <source>s, alt text and heading text);
// - login: the marketing image, in the place the login page draws it, beside (on one column, under) an
//   empty box as tall as the sign-in panel at least is (decision 030).
// mfe-prelogin's home and login take it over when they mount (useFirstPaintTakeover removes it in the
// commit that draws their own); the shell removes it when anything else is drawn in its place
// (shell/src/routing/first-paint.ts).
//
// The <style> of shell/index.html lays it out before any stylesheet has arrived (the shell's CSS
// comes with its scripts):
// - its rules copy .home (mfe-prelogin home.module.css), the carousel's viewport, slide and image
//   (shared/src/ui/carousel.module.css), .login, .panel's least height and .marketing (login.module.css)
//   and .visually-hidden (shared/src/ui/styles.css); e2e/journeys/first-paint.spec.ts checks that
//   each image and the remote's are the same box. .login's top margin is a padding in the copy: a
//   margin would collapse through #main while the regions above it are empty, and move #main when
//   the shell draws into them;
// - the header's one-row height is kept until the chrome draws it (chrome.module.css: 0.75rem
//   padding, 44px controls, a 4px border: 72px), so the header does not push the page down (not on
//   the page of an issuer that cannot be read, which has no header: its message is in #portal-notice);
// - the main region is at least the window's height less the header's, so the footer starts below
//   the fold: neither the chrome (drawn first) nor the screen drawn later moves a footer in sight;
// - a boot error shown in #portal-notice hides it: it must not stand beside a page that failed.
import { FIRST_PAINT_ID } from '@portal/shared/domain/platform';
import { escapeAttr, escapeText } from './html';
import type { FirstPaint, Picture } from './page-plan';

function renderPicture(picture: Picture, className?: string): string {
  const sources = picture.sources
    .map((s) => `<source media="${escapeAttr(s.media)}" srcset="${escapeAttr(s.srcSet)}">`)
    .join('');
  const img = `<img src="${escapeAttr(picture.src)}" alt="${escapeAttr(picture.alt)}" loading="eager" fetchpriority="high" decoding="async">`;
  return `<picture${className ? ` class="${className}"` : ''}>${sources}${img}</picture>`;
}

export function renderFirstPaint(paint: FirstPaint): string {
  if (paint.route === 'login') {
    // The sign-in panel's place (its height is the panel's least, login.module.css), then the image.
    return (
      `<div id="${FIRST_PAINT_ID}" class="portal-first-paint-login" data-route="login">` +
      '<div class="portal-first-paint-login__panel"></div>' +
      renderPicture(paint.picture, 'portal-first-paint-login__image') +
      '</div>'
    );
  }
  return (
    `<div id="${FIRST_PAINT_ID}" class="portal-first-paint" data-route="${escapeAttr(paint.route)}">` +
    `<h1 class="visually-hidden">${escapeText(paint.heading)}</h1>` +
    '<div class="portal-first-paint__carousel"><div class="portal-first-paint__viewport"><div class="portal-first-paint__slide">' +
    renderPicture(paint.picture) +
    '</div></div></div></div>'
  );
}

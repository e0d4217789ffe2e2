// A screen's first view drawn by the server (the pre-login home's heading and first banner, login's
// marketing image), so the page's largest paint comes with the HTML, not after the scripts (decision 026
// item 4, decision 030). Its markup copies the remote's, and the <style> of shell/index.html its CSS:
// e2e/journeys/first-paint.spec.ts checks they are the same box. The remote takes it over when it
// mounts; shell/src/routing/first-paint.ts removes it when anything else is drawn in its place.
//
// Why shell/index.html's <style> is as it is (it lays this out before any stylesheet has arrived):
// - .login's top margin is a padding in the copy: a margin would collapse through #main while the
//   regions above it are empty, and move #main when the shell draws into them;
// - the header's one-row height (72px, chrome.module.css) is kept until the chrome draws it, so the
//   header does not push the page down (not on an unreadable issuer's page, which has no header);
// - #main is at least the window's height less the header's, so no footer moves in sight;
// - a boot error shown in #portal-notice hides it: it must not stand beside a page that failed.
import { FIRST_PAINT_ID } from '@portal/domain/platform';
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

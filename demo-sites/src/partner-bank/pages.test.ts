// The bank's pages: escaping by construction, and what every page has (lang, title, one h1, labels).
import { describe, expect, it } from 'vitest';
import { escapeHtml, html, trustedHtml } from './html';
import {
  expiredSignInPage,
  interactionSignInPage,
  logoutConfirmPage,
  messagePage,
  signedInHomePage,
  signedOutHomePage,
} from './pages';

const HOSTILE = `"><script>alert('x')</script>&`;

describe('html templates', () => {
  it('escape every value put in them, and take markup from other templates as it is', () => {
    expect(escapeHtml(HOSTILE)).toBe('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;');
    expect(html`<p title="${HOSTILE}">${HOSTILE}</p>`.markup).toBe(
      `<p title="${escapeHtml(HOSTILE)}">${escapeHtml(HOSTILE)}</p>`,
    );
    expect(html`<ul>${[html`<li>${'a<b'}</li>`, html`<li>${2}</li>`]}</ul>`.markup).toBe(
      '<ul><li>a&lt;b</li><li>2</li></ul>',
    );
    expect(html`<p>${false}${null}${undefined}</p>`.markup).toBe('<p></p>');
    expect(html`<div>${trustedHtml('<form id="f"></form>')}</div>`.markup).toBe('<div><form id="f"></form></div>');
  });
});

const PAGES: Record<string, string> = {
  'signed-out home': signedOutHomePage({ action: '/signin' }),
  'signed-out home after a failure': signedOutHomePage({ action: '/signin', username: 'alice.demo', error: 'Wrong.' }),
  'signed-in home': signedInHomePage({
    name: 'Alice Thornton',
    launchUrl: 'http://northwind.localhost:3000/sso/launch',
    events: [],
  }),
  'interaction sign-in': interactionSignInPage({ action: '/interaction/abc/login' }),
  'expired sign-in': expiredSignInPage(),
  message: messagePage('Something went wrong', 'Try again.'),
  'logout confirmation': logoutConfirmPage(
    trustedHtml('<form id="op.logoutForm" method="post" action="/session/end/confirm"></form>'),
  ),
};

describe.each(Object.entries(PAGES))('the %s page', (_name, page) => {
  it('is an English HTML document with a title, the stylesheet, and one h1 inside main', () => {
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">/);
    expect(page).toMatch(/<title>[^<]+<\/title>/);
    expect(page).toContain('<link rel="stylesheet" href="/assets/bank.css">');
    expect(page.match(/<h1[ >]/g)).toHaveLength(1);
    expect(page.indexOf('<h1>')).toBeGreaterThan(page.indexOf('<main>'));
    expect(page.indexOf('<h1>')).toBeLessThan(page.indexOf('</main>'));
  });

  it('has no script, no inline style and nothing from another origin but the portal link', () => {
    expect(page).not.toMatch(/<script|style=|<style|src="http/);
  });

  it('labels every field', () => {
    for (const [, id] of page.matchAll(/<input id="([^"]+)"/g)) expect(page).toContain(`<label for="${id}">`);
    expect(page).not.toMatch(/<input(?![^>]*id=)[^>]*type="(?:text|password)"/);
  });
});

describe('the pages print what they are given as text', () => {
  it("the member's name, the username kept, the launch URL and an event's fields", () => {
    const home = signedInHomePage({
      name: HOSTILE,
      launchUrl: `http://northwind.localhost:3000/sso/launch?x="><b>`,
      events: [{ type: 'add-card-success', sub: 's', cardLast4: '1111', at: '2026-11-27T10:15:00Z' }],
    });
    expect(home).toContain(`<h1>Welcome, ${escapeHtml(HOSTILE)}</h1>`);
    expect(home).toContain('href="http://northwind.localhost:3000/sso/launch?x=&quot;&gt;&lt;b&gt;"');
    expect(home).not.toContain('<script>');
    expect(signedOutHomePage({ action: '/signin', username: HOSTILE, error: 'Wrong.' })).toContain(
      `value="${escapeHtml(HOSTILE)}"`,
    );
  });

  it('the signed-in home lists card activity, or says there is none', () => {
    const none = signedInHomePage({ name: 'Ben Okafor', launchUrl: 'http://x.localhost/', events: [] });
    expect(none).toContain('<p>No recent card activity.</p>');
    const some = signedInHomePage({
      name: 'Ben Okafor',
      launchUrl: 'http://x.localhost/',
      events: [{ type: 'add-card-success', sub: 's', cardLast4: '4242', at: '2026-11-27T11:15:00+01:00' }],
    });
    expect(some).toContain(
      '<li>Card ending 4242 added to your card services <time datetime="2026-11-27T11:15:00+01:00">27 November 2026 at 10:15 UTC</time></li>',
    );
    expect(some).not.toContain('No recent card activity.');
  });

  it('after a failure the alert is announced, both fields point at it, and the username field has the focus', () => {
    const page = interactionSignInPage({
      action: '/interaction/abc/login',
      username: 'ben.demo',
      error: 'The username or password is not correct.',
    });
    expect(page).toContain(
      '<p id="sign-in-error" class="alert" role="alert">The username or password is not correct.</p>',
    );
    expect(page.match(/aria-invalid="true" aria-describedby="sign-in-error"/g)).toHaveLength(2);
    expect(page).toMatch(/<input id="username"[^>]* autofocus>/);
    expect(interactionSignInPage({ action: '/interaction/abc/login' })).not.toMatch(
      /role="alert"|aria-invalid|autofocus/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_ID } from '@portal/domain/platform';
import { renderFirstPaint } from './first-paint';
import type { FirstPaint } from './page-plan';

const FIRST: Extract<FirstPaint, { route: 'preloginHome' }> = {
  route: 'preloginHome',
  heading: 'Acme Bank Card Services',
  picture: {
    alt: 'Earn 3% cash back on groceries with your Acme Bank card',
    src: '/issuer-assets/jumbotron-1_pc_1x.jpg',
    sources: [
      {
        media: '(width < 420px)',
        srcSet: '/issuer-assets/jumbotron-1_mobile_1x.jpg 1x, /issuer-assets/jumbotron-1_mobile_2x.jpg 2x',
      },
      { media: 'all', srcSet: '/issuer-assets/jumbotron-1_pc_1x.jpg 1x, /issuer-assets/jumbotron-1_pc_2x.jpg 2x' },
    ],
  },
};

describe("renderFirstPaint: the home's heading and first banner, as the carousel draws them", () => {
  const html = renderFirstPaint(FIRST);

  it('one element with the id the shell and mfe-prelogin look for, and the route it was drawn for', () => {
    expect(html.startsWith(`<div id="${FIRST_PAINT_ID}" class="portal-first-paint" data-route="preloginHome">`)).toBe(
      true,
    );
    expect(html.match(/<div\b/g)).toHaveLength(html.match(/<\/div>/g)?.length ?? -1);
  });

  it('the heading is the one h1, hidden as the home hides its own', () => {
    expect(html.match(/<h1\b[^>]*>/g)).toEqual(['<h1 class="visually-hidden">']);
    expect(html).toContain('<h1 class="visually-hidden">Acme Bank Card Services</h1>');
  });

  it("a <picture> with the carousel's sources in order, and its <img> as the first slide's (alt, src, eager, high priority)", () => {
    expect(html).toContain(
      '<picture><source media="(width &lt; 420px)" srcset="/issuer-assets/jumbotron-1_mobile_1x.jpg 1x, /issuer-assets/jumbotron-1_mobile_2x.jpg 2x">' +
        '<source media="all" srcset="/issuer-assets/jumbotron-1_pc_1x.jpg 1x, /issuer-assets/jumbotron-1_pc_2x.jpg 2x">' +
        '<img src="/issuer-assets/jumbotron-1_pc_1x.jpg" alt="Earn 3% cash back on groceries with your Acme Bank card" loading="eager" fetchpriority="high" decoding="async"></picture>',
    );
  });

  it("escapes the issuer's texts: no markup of theirs reaches the page", () => {
    const out = renderFirstPaint({
      route: 'preloginHome',
      heading: '</h1><script>alert(1)</script>',
      picture: { ...FIRST.picture, alt: '" onerror="alert(1)', src: '/a.png"><script>' },
    });
    expect(out).not.toContain('<script');
    expect(out).toContain('<h1 class="visually-hidden">&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(out).toContain('alt="&quot; onerror=&quot;alert(1)"');
    expect(out).toContain('src="/a.png&quot;&gt;&lt;script&gt;"');
  });
});

describe("renderFirstPaint: login's marketing image, beside the place of the sign-in panel", () => {
  const picture = {
    alt: 'A contactless card & a "terminal"',
    src: '/issuer-assets/marketing-banner_pc_1x.jpg',
    sources: [
      {
        media: '(width < 420px)',
        srcSet: '/issuer-assets/marketing-banner_mobile_1x.jpg 1x, /issuer-assets/marketing-banner_mobile_2x.jpg 2x',
      },
      {
        media: 'all',
        srcSet: '/issuer-assets/marketing-banner_pc_1x.jpg 1x, /issuer-assets/marketing-banner_pc_2x.jpg 2x',
      },
    ],
  };
  const html = renderFirstPaint({ route: 'login', picture });

  it('the element the shell and mfe-prelogin look for, drawn for login: an empty panel, then the picture', () => {
    expect(html).toBe(
      `<div id="${FIRST_PAINT_ID}" class="portal-first-paint-login" data-route="login">` +
        '<div class="portal-first-paint-login__panel"></div>' +
        '<picture class="portal-first-paint-login__image">' +
        '<source media="(width &lt; 420px)" srcset="/issuer-assets/marketing-banner_mobile_1x.jpg 1x, /issuer-assets/marketing-banner_mobile_2x.jpg 2x">' +
        '<source media="all" srcset="/issuer-assets/marketing-banner_pc_1x.jpg 1x, /issuer-assets/marketing-banner_pc_2x.jpg 2x">' +
        '<img src="/issuer-assets/marketing-banner_pc_1x.jpg" alt="A contactless card &amp; a &quot;terminal&quot;" loading="eager" fetchpriority="high" decoding="async">' +
        '</picture></div>',
    );
  });

  it("no heading: the sign-in heading is the remote's text, drawn with the form", () => {
    expect(html).not.toMatch(/<h\d/);
  });
});

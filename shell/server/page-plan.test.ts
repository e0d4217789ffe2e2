import { describe, expect, it } from 'vitest';
import { ISSUERS_DIR, loadIssuer } from '@portal/issuers';
import { issuerText, planPage } from './page-plan';

const ASSETS = '/issuer-assets/';

function plan(issuerId: string, pathname: string, lang = 'en') {
  const issuer = loadIssuer(ISSUERS_DIR, issuerId);
  return planPage(pathname, issuer.config, ASSETS, issuerText(issuer.messages[lang]?.['issuer']));
}

describe('planPage: what a page fetches at once and draws first, from the path and the issuer', () => {
  it("acme's pre-login home: mfe-prelogin, the first banner as its picture, and the server's first paint", () => {
    const home = plan('acme', '/');
    expect(home.remote).toBe('mfe_prelogin');
    expect(home.picture).toEqual({
      alt: 'Earn 3% cash back on groceries with your Acme Bank card',
      src: '/issuer-assets/jumbotron-1_pc_1x.jpg',
      // The carousel's own sources, in its order (first match wins).
      sources: [
        {
          media: '(width < 420px)',
          srcSet: '/issuer-assets/jumbotron-1_mobile_1x.jpg 1x, /issuer-assets/jumbotron-1_mobile_2x.jpg 2x',
        },
        {
          media: '(width < 1025px)',
          srcSet: '/issuer-assets/jumbotron-1_tab_1x.jpg 1x, /issuer-assets/jumbotron-1_tab_2x.jpg 2x',
        },
        { media: 'all', srcSet: '/issuer-assets/jumbotron-1_pc_1x.jpg 1x, /issuer-assets/jumbotron-1_pc_2x.jpg 2x' },
      ],
    });
    expect(home.firstPaint).toEqual({
      route: 'preloginHome',
      heading: 'Acme Bank Card Services',
      picture: home.picture,
    });
  });

  it("the issuer's own image and texts, in the page's language", () => {
    const es = plan('acme', '/', 'es');
    expect(es.firstPaint).toEqual({
      route: 'preloginHome',
      heading: 'Acme Bank Servicios de Tarjeta',
      picture: es.picture,
    });
    expect(es.picture?.alt).toBe('Gane un 3 % de reembolso en compras de supermercado con su tarjeta Acme Bank');
    const tailspin = plan('tailspin', '/login');
    expect(tailspin.picture?.src).toMatch(/^\/issuer-assets\/marketing-banner_pc_1x\.(png|jpg|webp|svg)$/);
    expect(tailspin.picture?.alt).toBe(loadIssuer(ISSUERS_DIR, 'tailspin').config.branding.marketingImage.alt);
  });

  it("login: mfe-prelogin and the marketing image, drawn first by the server (the sign-in panel beside it is the remote's)", () => {
    const login = plan('acme', '/login');
    expect(login.remote).toBe('mfe_prelogin');
    expect(login.picture?.alt).toBe('A contactless Acme Bank card tapped on a payment terminal beside a cup of coffee');
    expect(login.picture?.sources[0]?.srcSet).toBe(
      '/issuer-assets/marketing-banner_mobile_1x.jpg 1x, /issuer-assets/marketing-banner_mobile_2x.jpg 2x',
    );
    expect(login.firstPaint).toEqual({ route: 'login', picture: login.picture });
    // A migrated app's warning is the home's alone (§2): its login is drawn first as any other.
    expect(plan('tailspin', '/login').firstPaint?.route).toBe('login');
    const es = plan('acme', '/login', 'es');
    expect(es.firstPaint?.route).toBe('login');
    expect(es.firstPaint?.picture.alt).toMatch(/^Una tarjeta sin contacto de Acme Bank/);
  });

  it.each([
    ['contoso', 'activation only'],
    ['fabrikam', 'login disabled'],
    ['northwind', 'an SSO app'],
  ])("%s's login (%s) sends the visitor elsewhere: nothing drawn first", (issuer) => {
    expect(plan(issuer, '/login').firstPaint).toBeNull();
  });

  it.each([
    ['/home', 'mfe_postlogin'],
    ['/activation/set-pin', 'mfe_activation'],
    ['/sso/launch', 'mfe_sso'],
    ['/pages/terms', 'mfe_prelogin'],
    ['/LOGIN/', 'mfe_prelogin'],
  ])("%s: the remote that owns it (%s), and no image but login's", (path, remote) => {
    const page = plan('acme', path);
    expect(page.remote).toBe(remote);
    // The registry matches paths as §2 writes them, in any case and with a trailing slash: /LOGIN/ is login.
    if (path === '/LOGIN/') expect(page.firstPaint?.route).toBe('login');
    else {
      expect(page.picture).toBeNull();
      expect(page.firstPaint).toBeNull();
    }
  });

  it.each(['/error', '/no/such/page'])("%s is the shell's own page: no remote, no image", (path) => {
    expect(plan('acme', path)).toEqual({ remote: null, picture: null, firstPaint: null });
  });

  it('a migrated app (tailspin): the banner is hinted but not drawn early, its warning comes above it (§2)', () => {
    const home = plan('tailspin', '/');
    expect(home.picture).not.toBeNull();
    expect(home.firstPaint).toBeNull();
  });

  it('an SSO app (northwind): its home signs out, no banner (§2)', () => {
    expect(plan('northwind', '/')).toEqual({ remote: 'mfe_prelogin', picture: null, firstPaint: null });
  });

  it("an activation-only app (contoso) leaves the home for activation: no image, but its remote is still fetched (the shell's boot loads the owner of the path asked for)", () => {
    expect(plan('contoso', '/')).toEqual({ remote: 'mfe_prelogin', picture: null, firstPaint: null });
  });

  it('an app with login disabled (fabrikam) shows /error for the home and login: no image', () => {
    expect(plan('fabrikam', '/').picture).toBeNull();
    expect(plan('fabrikam', '/login').picture).toBeNull();
  });
});

describe('issuerText', () => {
  it('finds a text by its path, else the fallback (a list or a group is not a text)', () => {
    const text = issuerText({ appName: 'Bank', banners: { 'jumbotron-1': 'Offer' }, legal: ['a', 'b'] });
    expect(text(['appName'], 'x')).toBe('Bank');
    expect(text(['banners', 'jumbotron-1'], 'x')).toBe('Offer');
    expect(text(['banners', 'jumbotron-9'], 'x')).toBe('x');
    expect(text(['legal'], 'x')).toBe('x');
    expect(text(['banners'], 'x')).toBe('x');
    expect(issuerText(undefined)(['appName'], 'x')).toBe('x');
  });
});

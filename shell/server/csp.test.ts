import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCsp, originOf, securityHeaders, type CspSources } from './csp';

const SOURCES: CspSources = {
  gateway: 'https://api.acmebank.example',
  remotes: ['https://cdn1.example', 'https://cdn2.example', 'https://cdn1.example'],
};

/** The CSP as directive name -> source list. */
function parse(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe('buildCsp (ARCHITECTURE §2.1: a strict CSP)', () => {
  const csp = buildCsp('N0nce+/=', SOURCES);
  const directives = parse(csp);

  it("allows scripts only by nonce, with 'strict-dynamic'", () => {
    expect(csp).toContain("script-src 'nonce-N0nce+/=' 'strict-dynamic'");
    expect(directives.get('script-src')).toEqual(["'nonce-N0nce+/='", "'strict-dynamic'"]);
  });

  it.each([
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
  ])('%s is %s', (name, value) => {
    expect(directives.get(name)).toEqual([value]);
  });

  it('never allows inline code or eval, whatever the nonce', () => {
    fc.assert(
      fc.property(fc.base64String({ minLength: 4, maxLength: 40 }), (nonce) => {
        const value = buildCsp(nonce, SOURCES);
        expect(value).not.toContain('unsafe-inline');
        expect(value).not.toContain('unsafe-eval');
        expect(value).toContain(`'nonce-${nonce}'`);
      }),
    );
  });

  it('connect-src lists exactly self, the gateway origin and the remote origins (once each)', () => {
    const connect = directives.get('connect-src') ?? [];
    expect(connect).toHaveLength(4);
    expect(new Set(connect)).toEqual(
      new Set(["'self'", 'https://api.acmebank.example', 'https://cdn1.example', 'https://cdn2.example']),
    );
  });

  it('the nonce also allows the shell styles; remotes may serve styles', () => {
    expect(directives.get('style-src')).toEqual([
      "'self'",
      "'nonce-N0nce+/='",
      'https://cdn1.example',
      'https://cdn2.example',
    ]);
  });

  it('has each directive once', () => {
    const names = csp.split(';').map((d) => d.trim().split(/\s+/)[0]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('report-uri', () => {
  it('is the last directive when a report URI is given, and absent otherwise', () => {
    const uri = 'https://api.bank.example/apps/ACME-WEB-01/client-errors/csp';
    expect(buildCsp('n', { ...SOURCES, reportUri: uri }).endsWith(`; report-uri ${uri}`)).toBe(true);
    expect(buildCsp('n', SOURCES)).not.toContain('report-uri');
  });
});

describe('originOf', () => {
  it.each([
    ['http://localhost:8080/', 'http://localhost:8080'],
    ['http://localhost:3001/mf-manifest.json', 'http://localhost:3001'],
    ['https://cdn.example/portal/prelogin/mf-manifest.json?v=2', 'https://cdn.example'],
    ['https://api.example:443/v1', 'https://api.example'],
  ])('%s -> %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });
});

describe('securityHeaders', () => {
  it('sends the CSP with the nonce and the usual hardening headers', () => {
    const headers = securityHeaders('abc', SOURCES, 'portal.acmebank.example');
    expect(headers['Content-Security-Policy']).toBe(buildCsp('abc', SOURCES));
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each(['portal.acmebank.example', 'cards.northwind.example', 'localhost.example', 'notlocalhost'])(
    'adds Strict-Transport-Security for %s',
    (host) => {
      expect(securityHeaders('n', SOURCES, host)['Strict-Transport-Security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    },
  );

  it.each(['localhost', 'acme.localhost', 'ACME.LOCALHOST', '127.0.0.1', '[::1]'])(
    'never on a developer machine: %s',
    (host) => {
      expect(securityHeaders('n', SOURCES, host)).not.toHaveProperty('Strict-Transport-Security');
    },
  );
});

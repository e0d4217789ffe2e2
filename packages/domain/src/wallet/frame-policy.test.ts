import * as v from 'valibot';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walletFrameCsp, WalletFramePolicySchema } from './frame-policy';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe("the wallet frame's CSP", () => {
  const policy = v.parse(WalletFramePolicySchema, {
    merchantOrigins: ['https://shop.example/checkout', 'https://shop.example', 'https://www.shop.example'],
    gateway: 'https://api.bank.example/v1/',
    cardArt: ['https://portal.bank.example/issuer-assets/'],
    places: ['https://places.example/maps/api/js'],
  });

  it('frames only in the merchants’ origins, each once, paths dropped', () => {
    expect(directive(walletFrameCsp(policy), 'frame-ancestors')).toBe(
      'frame-ancestors https://shop.example https://www.shop.example',
    );
  });

  it('runs its own scripts and the places service’s, calls itself, the gateway and the places service, and nothing inline', () => {
    const csp = walletFrameCsp(policy);
    expect(directive(csp, 'default-src')).toBe("default-src 'none'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://places.example");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.bank.example https://places.example");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: https://portal.bank.example");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
    expect(csp).not.toMatch(/unsafe-|\*/);
  });

  it("no merchant registered: frame-ancestors 'none'", () => {
    expect(directive(walletFrameCsp({ ...policy, merchantOrigins: [] }), 'frame-ancestors')).toBe(
      "frame-ancestors 'none'",
    );
  });

  it.each([
    ['a relative merchant', { merchantOrigins: ['/shop'], gateway: 'https://api.example' }],
    ['a javascript: gateway', { merchantOrigins: [], gateway: 'javascript:alert(1)' }],
    ['an unknown key', { merchantOrigins: [], gateway: 'https://api.example', extra: 1 }],
    ['no gateway', { merchantOrigins: [] }],
    [
      'a wildcard merchant, which the CSP would read as any site',
      { merchantOrigins: ['https://*.example'], gateway: 'https://api.example' },
    ],
    [
      'a semicolon in a host, a new directive in the CSP',
      { merchantOrigins: ['https://x.example;script-src'], gateway: 'https://api.example' },
    ],
  ])('refuses %s', (_what, input) => {
    expect(v.safeParse(WalletFramePolicySchema, input).success).toBe(false);
  });

  it('for any accepted input, every source is an origin or a keyword: no path, quote or semicolon reaches the header (fast-check)', () => {
    const url = fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true });
    fc.assert(
      fc.property(
        fc.record({
          merchantOrigins: fc.array(url, { maxLength: 4 }),
          gateway: url,
          cardArt: fc.array(url, { maxLength: 3 }),
          places: fc.array(url, { maxLength: 3 }),
        }),
        (input) => {
          const parsed = v.safeParse(WalletFramePolicySchema, input);
          if (!parsed.success) return;
          for (const d of walletFrameCsp(parsed.output).split('; ')) {
            for (const source of d.split(' ').slice(1))
              expect(source).toMatch(/^('[a-z-]+'|data:|https?:\/\/[^/;'"\s]+)$/);
          }
        },
      ),
    );
  });
});

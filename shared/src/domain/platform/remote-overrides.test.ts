import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES, type RemoteOverridesConfig } from './environment';
import { judgeOverrides, overrideOrigins, overridesInQuery, withOverrides, withoutOverrideParams } from './remote-overrides';

const ALLOWED = ['http://localhost:4013', 'https://branches.qa.example'];
const config: RemoteOverridesConfig = { allowedOrigins: ALLOWED, inProduction: false };

describe('overrideOrigins: where a tester may point a remote (issue 15, item 2)', () => {
  it('none without the file allowing it; the list where it does', () => {
    expect(overrideOrigins({ name: 'qa' })).toEqual([]);
    expect(overrideOrigins({ name: 'qa', remoteOverrides: config })).toEqual(ALLOWED);
    expect(overrideOrigins({ name: 'local', remoteOverrides: config })).toEqual(ALLOWED);
  });

  it('never in prod unless the file also says inProduction', () => {
    expect(overrideOrigins({ name: 'prod', remoteOverrides: config })).toEqual([]);
    expect(overrideOrigins({ name: 'prod', remoteOverrides: { ...config, inProduction: true } })).toEqual(ALLOWED);
  });
});

describe('judgeOverrides', () => {
  it('accepts a remote on an allowed origin, as the URL’s normal form', () => {
    expect(judgeOverrides({ mfe_postlogin: 'http://localhost:4013/mfe-postlogin/mf-manifest.json' }, ALLOWED)).toEqual({
      accepted: { mfe_postlogin: 'http://localhost:4013/mfe-postlogin/mf-manifest.json' },
      refused: [],
    });
    expect(judgeOverrides({ mfe_sso: 'https://BRANCHES.qa.example/x/../sso/mf-manifest.json' }, ALLOWED).accepted).toEqual({ mfe_sso: 'https://branches.qa.example/sso/mf-manifest.json' });
  });

  it.each([
    ['an unknown remote', { shell: 'http://localhost:4013/m.json' }, 'unknownRemote'],
    ['not a URL', { mfe_prelogin: 'not a url' }, 'notAUrl'],
    ['a number', { mfe_prelogin: 42 }, 'notAUrl'],
    ['javascript:', { mfe_prelogin: 'javascript:alert(1)' }, 'notAUrl'],
    ['ftp:', { mfe_prelogin: 'ftp://localhost:4013/m.json' }, 'notAUrl'],
    ['credentials in the URL', { mfe_prelogin: 'http://user:pass@localhost:4013/m.json' }, 'notAUrl'],
    ['another port of an allowed host', { mfe_prelogin: 'http://localhost:4014/m.json' }, 'originNotAllowed'],
    ['https for an http origin', { mfe_prelogin: 'https://localhost:4013/m.json' }, 'originNotAllowed'],
    ['a lookalike host', { mfe_prelogin: 'https://branches.qa.example.evil.example/m.json' }, 'originNotAllowed'],
  ])('refuses %s', (_what, wanted, reason) => {
    const judged = judgeOverrides(wanted, ALLOWED);
    expect(judged.accepted).toEqual({});
    expect(judged.refused.map((r) => r.reason)).toEqual([reason]);
  });

  it('nothing from what is not an object of names', () => {
    for (const wanted of [null, undefined, 'mfe_prelogin', ['mfe_prelogin'], 7]) expect(judgeOverrides(wanted, ALLOWED)).toEqual({ accepted: {}, refused: [] });
  });

  it('for any names and values, what is accepted is a remote on an allowed origin, and each name is judged once (fast-check)', () => {
    const name = fc.oneof(fc.constantFrom(...REMOTE_NAMES), fc.string());
    const value = fc.oneof(fc.webUrl(), fc.constantFrom(...ALLOWED.map((o) => `${o}/m.json`)), fc.string());
    fc.assert(
      fc.property(fc.dictionary(name, value), (wanted) => {
        const { accepted, refused } = judgeOverrides(wanted, ALLOWED);
        for (const [remote, url] of Object.entries(accepted)) {
          expect(REMOTE_NAMES).toContain(remote);
          expect(ALLOWED).toContain(new URL(url).origin);
        }
        expect(Object.keys(accepted).length + refused.length).toBe(Object.keys(wanted).length);
      }),
    );
  });
});

describe('the address', () => {
  it('reads override-<remote> parameters, the last of a name winning, and nothing else', () => {
    expect(overridesInQuery('?override-mfe_postlogin=http%3A%2F%2Flocalhost%3A4013%2Fm.json&lang=es&override-=x&override-mfe_sso=a&override-mfe_sso=b')).toEqual({
      mfe_postlogin: 'http://localhost:4013/m.json',
      mfe_sso: 'b',
    });
    expect(overridesInQuery('')).toEqual({});
  });

  it('tidies the address: the other parameters kept in order, nothing left is no query', () => {
    expect(withoutOverrideParams('?a=1&override-mfe_sso=x&b=2')).toBe('?a=1&b=2');
    expect(withoutOverrideParams('?override-mfe_sso=x')).toBe('');
  });

  it('no override parameter survives the tidying (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.oneof(fc.string(), fc.constant('override-mfe_sso')), fc.string())), (pairs) => {
        const search = `?${new URLSearchParams(pairs).toString()}`;
        expect([...new URLSearchParams(withoutOverrideParams(search)).keys()].some((k) => k.startsWith('override-'))).toBe(false);
      }),
    );
  });

  it('withOverrides puts the accepted URLs in the remotes map', () => {
    const remotes = Object.fromEntries(REMOTE_NAMES.map((n) => [n, `https://cdn.example/${n}/mf-manifest.json`])) as Record<(typeof REMOTE_NAMES)[number], string>;
    const map = withOverrides(remotes, { mfe_postlogin: 'http://localhost:4013/m.json' });
    expect(map.mfe_postlogin).toBe('http://localhost:4013/m.json');
    expect(map.mfe_prelogin).toBe(remotes.mfe_prelogin);
  });
});

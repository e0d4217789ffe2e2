import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES, type RemoteOverridesConfig } from './environment';
import {
  judgeOverrides,
  overrideOrigins,
  overridesInQuery,
  withOverrides,
  withoutOverrideParams,
} from './remote-overrides';

const ALLOWED = ['http://localhost:4013', 'https://branches.qa.example'];
const config: RemoteOverridesConfig = { allowedOrigins: ALLOWED, inProduction: false };

describe('overrideOrigins: where a tester may point a remote', () => {
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
    expect(
      judgeOverrides({ mfe_sso: 'https://BRANCHES.qa.example/x/../sso/mf-manifest.json' }, ALLOWED).accepted,
    ).toEqual({ mfe_sso: 'https://branches.qa.example/sso/mf-manifest.json' });
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
    for (const wanted of [null, undefined, 'mfe_prelogin', ['mfe_prelogin'], 7])
      expect(judgeOverrides(wanted, ALLOWED)).toEqual({ accepted: {}, refused: [] });
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
    expect(
      overridesInQuery(
        '?override-mfe_postlogin=http%3A%2F%2Flocalhost%3A4013%2Fm.json&lang=es&override-=x&override-mfe_sso=a&override-mfe_sso=b',
      ),
    ).toEqual({
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
        expect(
          [...new URLSearchParams(withoutOverrideParams(search)).keys()].some((k) => k.startsWith('override-')),
        ).toBe(false);
      }),
    );
  });

  it('withOverrides puts the accepted URLs in the remotes map', () => {
    const remotes = Object.fromEntries(
      REMOTE_NAMES.map((n) => [n, `https://cdn.example/${n}/mf-manifest.json`]),
    ) as Record<(typeof REMOTE_NAMES)[number], string>;
    const map = withOverrides(remotes, { mfe_postlogin: 'http://localhost:4013/m.json' });
    expect(map.mfe_postlogin).toBe('http://localhost:4013/m.json');
    expect(map.mfe_prelogin).toBe(remotes.mfe_prelogin);
  });
});

describe('overrideOrigins, environment by environment', () => {
  it.each(['local', 'dev', 'qa', 'cert', 'sandbox'])(
    '%s (a test environment): the file’s list, whatever inProduction says',
    (name) => {
      expect(overrideOrigins({ name, remoteOverrides: config })).toEqual(ALLOWED);
      expect(overrideOrigins({ name, remoteOverrides: { ...config, inProduction: true } })).toEqual(ALLOWED);
    },
  );

  it.each(['prod', 'acme-uat', 'production', 'prod-eu'])(
    '%s (prod, or an issuer’s own host: production): only with inProduction',
    (name) => {
      expect(overrideOrigins({ name, remoteOverrides: config })).toEqual([]);
      expect(overrideOrigins({ name, remoteOverrides: { ...config, inProduction: true } })).toEqual(ALLOWED);
    },
  );

  it.each(['local', 'qa', 'prod'])(
    '%s: none when the file has no remoteOverrides (undefined as well as absent)',
    (name) => {
      expect(overrideOrigins({ name })).toEqual([]);
      expect(overrideOrigins({ name, remoteOverrides: undefined })).toEqual([]);
    },
  );

  it('prod: none with inProduction false, the whole list with inProduction true', () => {
    const three = { allowedOrigins: [...ALLOWED, 'https://hotfix.example'], inProduction: true };
    expect(overrideOrigins({ name: 'prod', remoteOverrides: { ...three, inProduction: false } })).toEqual([]);
    expect(overrideOrigins({ name: 'prod', remoteOverrides: three })).toEqual(three.allowedOrigins);
  });

  it('property: the list is given in a test environment, or with inProduction (fast-check)', () => {
    const name = fc.oneof(
      fc.constantFrom('prod', 'local', 'dev', 'qa', 'cert', 'sandbox'),
      fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/),
    );
    const origins = fc.array(
      fc.webUrl().map((u) => new URL(u).origin),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(name, origins, fc.boolean(), (envName, allowedOrigins, inProduction) => {
        const refused = !['local', 'dev', 'qa', 'cert', 'sandbox'].includes(envName) && !inProduction;
        expect(overrideOrigins({ name: envName, remoteOverrides: { allowedOrigins, inProduction } })).toEqual(
          refused ? [] : allowedOrigins,
        );
      }),
    );
  });
});

describe('judgeOverrides, case by case', () => {
  const MANIFEST = 'http://localhost:4013/mfe-postlogin/mf-manifest.json';

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a boolean', true],
    ['a number', 0],
    ['a string of JSON', JSON.stringify({ mfe_postlogin: MANIFEST })],
    ['an array of pairs', [['mfe_postlogin', MANIFEST]]],
    ['an array holding an object', [{ mfe_postlogin: MANIFEST }]],
    ['a function', () => ({ mfe_postlogin: MANIFEST })],
  ])('nothing, accepted or refused, from %s', (_what, wanted) => {
    expect(judgeOverrides(wanted, ALLOWED)).toEqual({ accepted: {}, refused: [] });
  });

  it('nothing from an empty object', () => {
    expect(judgeOverrides({}, ALLOWED)).toEqual({ accepted: {}, refused: [] });
  });

  it.each([
    ['shell'],
    ['mfe_unknown'],
    ['MFE_POSTLOGIN'],
    ['mfe-postlogin'],
    [' mfe_postlogin'],
    ['constructor'],
    ['toString'],
    [''],
  ])('refuses %j as an unknown remote, even on an allowed origin', (name) => {
    expect(judgeOverrides({ [name]: MANIFEST }, ALLOWED)).toEqual({
      accepted: {},
      refused: [{ name, url: MANIFEST, reason: 'unknownRemote' }],
    });
  });

  it('an unknown remote is refused as such before its URL is looked at', () => {
    expect(judgeOverrides({ mfe_other: 'not a url' }, ALLOWED).refused).toEqual([
      { name: 'mfe_other', url: 'not a url', reason: 'unknownRemote' },
    ]);
  });

  it('a __proto__ name from JSON is an unknown remote, and pollutes nothing', () => {
    const wanted: unknown = JSON.parse(`{"__proto__": {"polluted": "yes"}, "mfe_sso": "${MANIFEST}"}`);
    const judged = judgeOverrides(wanted, ALLOWED);
    expect(judged.refused.map((r) => [r.name, r.reason])).toEqual([['__proto__', 'unknownRemote']]);
    expect(judged.accepted).toEqual({ mfe_sso: MANIFEST });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it.each<[string, unknown, string]>([
    ['a number', 42, '42'],
    ['a boolean', false, 'false'],
    ['null', null, 'null'],
    ['undefined', undefined, 'undefined'],
    ['an array holding a URL', [MANIFEST], MANIFEST],
    ['a URL object (only strings are taken)', new URL(MANIFEST), MANIFEST],
  ])('refuses %s as not a URL, saying what it was', (_what, value, said) => {
    expect(judgeOverrides({ mfe_postlogin: value }, ALLOWED)).toEqual({
      accepted: {},
      refused: [{ name: 'mfe_postlogin', url: said, reason: 'notAUrl' }],
    });
  });

  it.each([
    ['an empty string', ''],
    ['words', 'not a url'],
    ['a path alone', '/mfe-postlogin/mf-manifest.json'],
    ['a protocol-relative URL', '//localhost:4013/mfe-postlogin/mf-manifest.json'],
    ['a host with no scheme', 'localhost:4013/mfe-postlogin/mf-manifest.json'],
    ['javascript:', 'javascript:alert(document.domain)'],
    ['JavaScript: in capitals', 'JavaScript:alert(1)'],
    ['data:', 'data:application/json,{}'],
    ['blob: of an allowed origin', 'blob:http://localhost:4013/7d2c6b3e-1111-4c4c-9c9c-000000000000'],
    ['file:', 'file:///etc/passwd'],
    ['ftp: on an allowed host and port', 'ftp://localhost:4013/m.json'],
    ['ws: on an allowed host and port', 'ws://localhost:4013/m.json'],
    ['a user and password', 'http://user:pass@localhost:4013/m.json'],
    ['a user alone', 'http://user@localhost:4013/m.json'],
    ['a password alone', 'http://:pass@localhost:4013/m.json'],
    ['an allowed origin as the user part of another host', 'https://branches.qa.example@evil.example/m.json'],
  ])('refuses %s as not a URL', (_what, url) => {
    expect(judgeOverrides({ mfe_postlogin: url }, ALLOWED)).toEqual({
      accepted: {},
      refused: [{ name: 'mfe_postlogin', url, reason: 'notAUrl' }],
    });
  });

  it.each([
    ['the same host on another port', 'http://localhost:4014/m.json'],
    ['the same host on the default port', 'http://localhost/m.json'],
    ['https where http is allowed', 'https://localhost:4013/m.json'],
    ['http where https is allowed', 'http://branches.qa.example/m.json'],
    ['127.0.0.1 where localhost is allowed', 'http://127.0.0.1:4013/m.json'],
    ['a subdomain of an allowed host', 'https://x.branches.qa.example/m.json'],
    ['a parent domain of an allowed host', 'https://qa.example/m.json'],
    ['an allowed host as a subdomain of another', 'https://branches.qa.example.evil.example/m.json'],
    ['an allowed origin in the path', 'https://evil.example/https://branches.qa.example/m.json'],
    ['an allowed origin in the query', 'https://evil.example/m.json?from=https://branches.qa.example'],
  ])('refuses %s as an origin not allowed, saying the URL as given', (_what, url) => {
    expect(judgeOverrides({ mfe_postlogin: url }, ALLOWED)).toEqual({
      accepted: {},
      refused: [{ name: 'mfe_postlogin', url, reason: 'originNotAllowed' }],
    });
  });

  it('refuses every remote when the allowlist is empty', () => {
    expect(judgeOverrides({ mfe_postlogin: MANIFEST }, []).refused.map((r) => r.reason)).toEqual(['originNotAllowed']);
  });

  it.each([
    ['an origin alone', 'http://localhost:4013', 'http://localhost:4013/'],
    [
      'capitals in the scheme and host',
      'HTTP://LOCALHOST:4013/Mfe/mf-manifest.json',
      'http://localhost:4013/Mfe/mf-manifest.json',
    ],
    [
      'the default port written out',
      'https://branches.qa.example:443/sso/mf-manifest.json',
      'https://branches.qa.example/sso/mf-manifest.json',
    ],
    ['dot segments', 'http://localhost:4013/a/./b/../mf-manifest.json', 'http://localhost:4013/a/mf-manifest.json'],
    ['a query and a fragment', 'http://localhost:4013/m.json?v=2#x', 'http://localhost:4013/m.json?v=2#x'],
    ['spaces around it', '  http://localhost:4013/m.json  ', 'http://localhost:4013/m.json'],
    ['a space in the path', 'http://localhost:4013/my build/m.json', 'http://localhost:4013/my%20build/m.json'],
  ])('accepts %s, as the URL’s href', (_what, url, href) => {
    expect(judgeOverrides({ mfe_sso: url }, ALLOWED)).toEqual({ accepted: { mfe_sso: href }, refused: [] });
  });

  it('judges each remote on its own: some accepted, the others refused with their reasons, in order', () => {
    const judged = judgeOverrides(
      {
        mfe_prelogin: 'http://localhost:4013/pre/mf-manifest.json',
        mfe_postlogin: 'https://elsewhere.example/post/mf-manifest.json',
        mfe_sso: 'https://branches.qa.example/sso/mf-manifest.json',
        mfe_activation: 'javascript:alert(1)',
        mfe_wallet: 'http://localhost:4013/wallet/mf-manifest.json',
      },
      ALLOWED,
    );
    expect(judged.accepted).toEqual({
      mfe_prelogin: 'http://localhost:4013/pre/mf-manifest.json',
      mfe_sso: 'https://branches.qa.example/sso/mf-manifest.json',
    });
    expect(judged.refused).toEqual([
      { name: 'mfe_postlogin', url: 'https://elsewhere.example/post/mf-manifest.json', reason: 'originNotAllowed' },
      { name: 'mfe_activation', url: 'javascript:alert(1)', reason: 'notAUrl' },
      { name: 'mfe_wallet', url: 'http://localhost:4013/wallet/mf-manifest.json', reason: 'unknownRemote' },
    ]);
  });

  it('every remote name may be overridden', () => {
    const wanted = Object.fromEntries(REMOTE_NAMES.map((n) => [n, `http://localhost:4013/${n}/mf-manifest.json`]));
    expect(judgeOverrides(wanted, ALLOWED)).toEqual({ accepted: wanted, refused: [] });
  });
});

describe('judgeOverrides for any object of strings (fast-check)', () => {
  const origin = fc.oneof(
    fc.constantFrom(...ALLOWED),
    fc.constantFrom(
      'http://localhost:4014',
      'https://localhost:4013',
      'http://branches.qa.example',
      'https://evil.example',
      'http://127.0.0.1:4013',
    ),
    fc.webUrl().map((u) => new URL(u).origin),
  );
  const url = fc.oneof(
    fc.tuple(origin, fc.webPath(), fc.webQueryParameters()).map(([o, p, q]) => `${o}${p}${q ? `?${q}` : ''}`),
    fc
      .tuple(fc.constantFrom('ftp:', 'javascript:', 'data:', 'ws:', 'file:'), origin)
      .map(([scheme, o]) => `${scheme}//${new URL(o).host}/m.json`),
    fc
      .tuple(fc.constantFrom('user:pass@', 'user@', ':pass@'), origin)
      .map(([who, o]) => o.replace('://', `://${who}`) + '/m.json'),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.string(),
  );
  const name = fc.oneof(
    fc.constantFrom(...REMOTE_NAMES),
    fc.string(),
    fc.constantFrom('shell', 'mfe_other', 'MFE_SSO'),
  );
  const wanted = fc.dictionary(name, url, { maxKeys: 8 });

  it('what is accepted is a remote name with the href of a URL on an allowed origin; what is refused is every other key, with its URL as given', () => {
    fc.assert(
      fc.property(wanted, (w) => {
        const { accepted, refused } = judgeOverrides(w, ALLOWED);
        for (const [remote, href] of Object.entries(accepted)) {
          expect(REMOTE_NAMES as readonly string[]).toContain(remote);
          const parsed = new URL(href);
          expect(ALLOWED).toContain(parsed.origin);
          expect(parsed.username + parsed.password).toBe('');
          expect(href).toBe(new URL(w[remote] ?? '').href);
        }
        expect(Object.keys(accepted).length + refused.length).toBe(Object.keys(w).length);
        const judgedNames = [...Object.keys(accepted), ...refused.map((r) => r.name)].sort();
        expect(judgedNames).toEqual(Object.keys(w).sort());
        for (const r of refused) expect(r.url).toBe(w[r.name]);
      }),
      { numRuns: 300 },
    );
  });

  it('nothing is accepted against an empty allowlist, and what is accepted once is accepted again as it is', () => {
    fc.assert(
      fc.property(wanted, (w) => {
        expect(judgeOverrides(w, []).accepted).toEqual({});
        const { accepted } = judgeOverrides(w, ALLOWED);
        expect(judgeOverrides(accepted, ALLOWED)).toEqual({ accepted, refused: [] });
      }),
      { numRuns: 200 },
    );
  });
});

describe('overridesInQuery, case by case', () => {
  it.each<[string, string, Record<string, string>]>([
    ['an empty query', '', {}],
    ['a bare ?', '?', {}],
    ['no leading ?', 'override-mfe_sso=http://localhost:4013/m.json', { mfe_sso: 'http://localhost:4013/m.json' }],
    ['other parameters only', '?lang=es&next=%2Fhome', {}],
    ['a bare override- key', '?override-=http://localhost:4013/m.json', {}],
    ['a key that only starts like it', '?overrides=1&override=2&xoverride-mfe_sso=3', {}],
    ['capitals in the prefix', '?Override-mfe_sso=a&OVERRIDE-mfe_sso=b', {}],
    [
      'an encoded URL',
      '?override-mfe_postlogin=http%3A%2F%2Flocalhost%3A4013%2Fa%20b%2Fm.json%3Fv%3D1%26w%3D2',
      { mfe_postlogin: 'http://localhost:4013/a b/m.json?v=1&w=2' },
    ],
    ['a + as a space', '?override-mfe_sso=a+b', { mfe_sso: 'a b' }],
    ['an encoded key', '?override%2Dmfe%5Fsso=x', { mfe_sso: 'x' }],
    ['an empty value (a removal)', '?override-mfe_sso=', { mfe_sso: '' }],
    ['a key with no =', '?override-mfe_sso', { mfe_sso: '' }],
    ['the last of a name winning, even when empty', '?override-mfe_sso=a&override-mfe_sso=', { mfe_sso: '' }],
    ['an unknown remote (the judge refuses it later)', '?override-shell=x', { shell: 'x' }],
    ['a fragment-looking value', '?override-mfe_sso=x%23y', { mfe_sso: 'x#y' }],
  ])('%s', (_what, search, found) => {
    expect(overridesInQuery(search)).toEqual(found);
  });

  it('property: the last value of each override-<name> key, and nothing else (fast-check)', () => {
    const key = fc.oneof(
      fc.string(),
      fc.constantFrom(...REMOTE_NAMES).map((n) => `override-${n}`),
      fc.string().map((s) => `override-${s}`),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string())), (pairs) => {
        const expected: Record<string, string> = {};
        for (const [k, value] of pairs) {
          const remote = k.slice('override-'.length);
          if (k.startsWith('override-') && remote !== '' && remote !== '__proto__') expected[remote] = value;
        }
        const found = overridesInQuery(`?${new URLSearchParams(pairs).toString()}`);
        expect({ ...found }).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('withoutOverrideParams, case by case', () => {
  it.each([
    ['an empty query', '', ''],
    ['a bare ?', '?', ''],
    ['only overrides', '?override-mfe_sso=a&override-mfe_postlogin=b', ''],
    ['a bare override- key', '?override-=x', ''],
    ['no leading ?', 'a=1&override-mfe_sso=x', '?a=1'],
    ['the others in their order, repeats kept', '?z=1&override-mfe_sso=x&a=2&z=3', '?z=1&a=2&z=3'],
    ['overrides first and last', '?override-mfe_sso=x&lang=es&override-shell=y', '?lang=es'],
    [
      'keys that only start like one',
      '?overrides=1&override=2&Override-mfe_sso=3',
      '?overrides=1&override=2&Override-mfe_sso=3',
    ],
    ['nothing to remove', '?lang=es&next=home', '?lang=es&next=home'],
  ])('%s', (_what, search, rest) => {
    expect(withoutOverrideParams(search)).toBe(rest);
  });

  it('property: the other pairs are kept, in order, and no override- key is left (fast-check)', () => {
    const key = fc.oneof(
      fc.string(),
      fc.constantFrom('override-mfe_sso', 'override-', 'override-x'),
      fc.string().map((s) => `override-${s}`),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string())), (pairs) => {
        const rest = withoutOverrideParams(`?${new URLSearchParams(pairs).toString()}`);
        const left = [...new URLSearchParams(rest)];
        expect(left.some(([k]) => k.startsWith('override-'))).toBe(false);
        expect(left).toEqual(pairs.filter(([k]) => !k.startsWith('override-')));
        expect(rest === '' || rest.startsWith('?')).toBe(true);
        expect(rest).not.toBe('?');
        expect(overridesInQuery(rest)).toEqual({});
      }),
      { numRuns: 300 },
    );
  });
});

describe('withOverrides', () => {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((n) => [n, `https://cdn.example/${n}/mf-manifest.json`]),
  ) as Record<(typeof REMOTE_NAMES)[number], string>;

  it('no overrides: the same map of remotes', () => {
    expect(withOverrides(remotes, {})).toEqual(remotes);
  });

  it('every remote overridden, and the map given left as it was', () => {
    const before = { ...remotes };
    const all = Object.fromEntries(REMOTE_NAMES.map((n) => [n, `http://localhost:4013/${n}/mf-manifest.json`]));
    const map = withOverrides(remotes, all);
    expect(map).toEqual(all);
    expect(map).not.toBe(remotes);
    expect(remotes).toEqual(before);
  });

  it('property: each remote’s URL is its override if there is one, else the environment’s (fast-check)', () => {
    const overrides = fc.dictionary(fc.constantFrom(...REMOTE_NAMES), fc.webUrl());
    fc.assert(
      fc.property(overrides, (o) => {
        const map = withOverrides(remotes, o);
        expect(Object.keys(map).sort()).toEqual([...REMOTE_NAMES].sort());
        for (const name of REMOTE_NAMES) expect(map[name]).toBe(o[name] ?? remotes[name]);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/domain/errors';
import { form, INSTRUMENT_LEAVES, instrumentPath, path, withId } from './http';
import { configureTestApi, failure, stubTransport } from './test-kit';
import { getUser } from './users';
import { deleteWalletCard } from './wallet';

const DOT_SEGMENTS = ['', '.', '..'];

describe('§7 paths', () => {
  it.each<[string, string, string]>([
    ['a plain id', 'TEST-WEB-01', 'apps/TEST-WEB-01/oauth2/token'],
    ['a slash (no extra segment)', 'a/b', 'apps/a%2Fb/oauth2/token'],
    ['a query (no extra parameter)', 'a?x=1', 'apps/a%3Fx%3D1/oauth2/token'],
    ['dots inside it', 'a..b', 'apps/a..b/oauth2/token'],
    ['a space and unicode', 'ä b', 'apps/%C3%A4%20b/oauth2/token'],
  ])('§7 {extAppId} with %s is one encoded segment', (_what, id, expected) => {
    expect(path`apps/${id}/oauth2/token`).toBe(expected);
  });

  it.each(DOT_SEGMENTS)(
    '§7 an id "%s" (empty or a dot segment, which would move the path) is refused with an ApiError',
    (id) => {
      expect(() => path`apps/${id}/terms`).toThrow(ApiError);
      expect(() => withId('https://pay.example/cards', id)).toThrow(ApiError);
    },
  );

  it('§8 a call with such an id rejects with ApiError VMCP_001 and sends nothing', async () => {
    const { instance } = configureTestApi();
    const calls = stubTransport(instance, { data: {} });
    const failures = await Promise.all([
      failure(() => getUser('APP', '..')),
      failure(() => deleteWalletCard({ url: 'https://pay.example/cards' }, '.')),
    ]);
    expect(failures.every((f) => f instanceof ApiError)).toBe(true);
    expect(failures).toMatchObject([
      { code: 'VMCP_001', status: null },
      { code: 'VMCP_001', status: null },
    ]);
    expect(calls).toHaveLength(0);
  });

  it('§7 any other id stays inside its segment', () => {
    const id = fc.string().filter((s) => !DOT_SEGMENTS.includes(s));
    fc.assert(
      fc.property(id, id, (userGuid, phoneGuid) => {
        const built = path`users/${userGuid}/phones/${phoneGuid}/acceptTerms`;
        expect(built.split('/')).toHaveLength(5);
        expect(built).not.toMatch(/[?#]/);
        expect(decodeURIComponent(built.split('/')[1] ?? '')).toBe(userGuid);
      }),
      { numRuns: 1000 },
    );
  });

  it.each(INSTRUMENT_LEAVES)(
    '§7 Cards (portal): …/paymentInstruments/{paymentGuid}/%s sits under users/{userGuid}',
    (leaf) => {
      expect(instrumentPath('U 1', 'P/1', leaf)).toBe(`users/U%201/paymentInstruments/P%2F1/${leaf}`);
    },
  );

  it.each<[string, string]>([
    ['https://pay.example/cards', 'https://pay.example/cards/C%2F1'],
    ['https://pay.example/cards/', 'https://pay.example/cards/C%2F1'],
    ['https://pay.example/cards//', 'https://pay.example/cards/C%2F1'],
  ])('§7 embedded: %s plus /{id}', (base, expected) => {
    expect(withId(base, 'C/1')).toBe(expected);
  });
});

describe('§7 form-urlencoded bodies', () => {
  it('encodes every given field and leaves out absent ones', () => {
    expect(form({ grant_type: 'authorization_probe', probes_ref: 'a b&c', code: undefined }).toString()).toBe(
      'grant_type=authorization_probe&probes_ref=a+b%26c',
    );
  });
});

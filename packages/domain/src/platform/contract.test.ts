// Release trains: what a remote's manifest says of its build, and the host's
// refusal of another contract major (packages/domain/src/platform/contract.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkContract,
  CONTRACT_MAJOR,
  ContractMismatchError,
  isContractMismatch,
  remoteBuildOf,
  type RemoteBuild,
} from './contract';

/** An mf-manifest.json as the portal's remote builds write it (packages/build/src/federation.ts), with `portal` in its metaData. */
const manifestWith = (portal: unknown) => ({
  id: 'mfe_prelogin',
  name: 'mfe_prelogin',
  metaData: { name: 'mfe_prelogin', publicPath: 'auto', portal },
  shared: [],
  exposes: [],
});

/** What the federation runtime does to an error thrown by a plugin's hook before it throws it on (runtime-core's logger). */
function prefixedByRuntime<E extends Error>(error: E): E {
  error.message = `[ Federation Runtime ]: ${error.message}`;
  return error;
}

/** The error `run` throws, or a failure when it throws none. */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('CONTRACT_MAJOR', () => {
  it('is a whole number from 1 up (the major remotes built today declare)', () => {
    expect(Number.isInteger(CONTRACT_MAJOR)).toBe(true);
    expect(CONTRACT_MAJOR).toBeGreaterThanOrEqual(1);
  });
});

describe('remoteBuildOf: the portal record of a manifest', () => {
  it('reads the contract major and the version of a valid record', () => {
    expect(remoteBuildOf(manifestWith({ contract: 1, version: '0.2.0' }))).toEqual({ contract: 1, version: '0.2.0' });
    expect(remoteBuildOf(manifestWith({ contract: 0, version: 'x' }))).toEqual({ contract: 0, version: 'x' });
    expect(remoteBuildOf(manifestWith({ contract: 7, version: '1.0.0-rc.1+build.5' }))).toEqual({
      contract: 7,
      version: '1.0.0-rc.1+build.5',
    });
  });

  it('keeps only the contract and the version (nothing else of the record reaches the page)', () => {
    expect(remoteBuildOf(manifestWith({ contract: 2, version: '3.0.0', extra: 'ignored' }))).toEqual({
      contract: 2,
      version: '3.0.0',
    });
  });

  it('accepts a version of exactly 64 characters, and one of 1', () => {
    expect(remoteBuildOf(manifestWith({ contract: 1, version: 'v'.repeat(64) }))?.version).toBe('v'.repeat(64));
    expect(remoteBuildOf(manifestWith({ contract: 1, version: '1' }))?.version).toBe('1');
  });

  it.each<[string, unknown]>([
    ['a manifest from before release trains (no portal)', { metaData: { publicPath: 'auto' } }],
    ['a manifest with no metaData', { exposes: [] }],
    ['a null metaData', { metaData: null }],
    ['metaData as a string', { metaData: 'portal' }],
    ['a null portal', manifestWith(null)],
    ['portal as a string', manifestWith('1@0.2.0')],
    ['portal as an array', manifestWith([1, '0.2.0'])],
    ['no contract', manifestWith({ version: '0.2.0' })],
    ['no version', manifestWith({ contract: 1 })],
    ['the contract as a string', manifestWith({ contract: '1', version: '0.2.0' })],
    ['the contract as a boolean', manifestWith({ contract: true, version: '0.2.0' })],
    ['a null contract', manifestWith({ contract: null, version: '0.2.0' })],
    ['a negative contract', manifestWith({ contract: -1, version: '0.2.0' })],
    ['a fractional contract', manifestWith({ contract: 1.5, version: '0.2.0' })],
    ['a NaN contract', manifestWith({ contract: Number.NaN, version: '0.2.0' })],
    ['an infinite contract', manifestWith({ contract: Number.POSITIVE_INFINITY, version: '0.2.0' })],
    ['the version as a number', manifestWith({ contract: 1, version: 2 })],
    ['a null version', manifestWith({ contract: 1, version: null })],
    ['an empty version', manifestWith({ contract: 1, version: '' })],
    ['a version of 65 characters', manifestWith({ contract: 1, version: 'v'.repeat(65) })],
    ['the record at the top level instead of in metaData', { portal: { contract: 1, version: '0.2.0' } }],
  ])('null for %s', (_what, manifest) => {
    expect(remoteBuildOf(manifest)).toBeNull();
  });

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a number', 1],
    ['a string', '{"metaData":{"portal":{"contract":1,"version":"0.2.0"}}}'],
    ['a boolean', true],
    ['an array', [{ metaData: { portal: { contract: 1, version: '0.2.0' } } }]],
    ['a function', () => ({ metaData: { portal: { contract: 1, version: '0.2.0' } } })],
  ])('null for %s in place of a manifest, without throwing', (_what, input) => {
    expect(remoteBuildOf(input)).toBeNull();
  });

  it('property: for any JSON value it never throws, and gives null or a whole contract from 0 with a version of 1 to 64 characters', () => {
    const portalish = fc.record(
      {
        contract: fc.oneof(fc.integer({ min: -3, max: 5 }), fc.double(), fc.string(), fc.constant(null)),
        version: fc.oneof(fc.string({ maxLength: 70 }), fc.integer(), fc.constant(null)),
      },
      { requiredKeys: [] },
    );
    const manifestish = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          metaData: fc.oneof(
            fc.jsonValue(),
            fc.record({ portal: fc.oneof(fc.jsonValue(), portalish) }, { requiredKeys: [] }),
          ),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(manifestish, (manifest) => {
        let build: RemoteBuild | null = null;
        expect(() => {
          build = remoteBuildOf(manifest);
        }).not.toThrow();
        if (build === null) return;
        const { contract, version } = build as RemoteBuild;
        expect(Number.isInteger(contract)).toBe(true);
        expect(contract).toBeGreaterThanOrEqual(0);
        expect(typeof version).toBe('string');
        expect(version.length).toBeGreaterThanOrEqual(1);
        expect(version.length).toBeLessThanOrEqual(64);
      }),
      { numRuns: 500 },
    );
  });

  it('property: a well-formed record is read back as it was written', () => {
    fc.assert(
      fc.property(fc.nat(), fc.string({ minLength: 1, maxLength: 64 }), (contract, version) => {
        expect(remoteBuildOf(JSON.parse(JSON.stringify(manifestWith({ contract, version }))))).toEqual({
          contract,
          version,
        });
      }),
    );
  });
});

describe('checkContract: the build of a remote of the host contract, or a ContractMismatchError', () => {
  it("returns the remote's build when its major is the host's", () => {
    expect(checkContract('mfe_prelogin', manifestWith({ contract: CONTRACT_MAJOR, version: '0.2.0' }))).toEqual({
      contract: CONTRACT_MAJOR,
      version: '0.2.0',
    });
    expect(checkContract('mfe_prelogin', manifestWith({ contract: 3, version: '4.1.0' }), 3)).toEqual({
      contract: 3,
      version: '4.1.0',
    });
  });

  it("compares with this host's CONTRACT_MAJOR when no major is given", () => {
    expect(() =>
      checkContract('mfe_prelogin', manifestWith({ contract: CONTRACT_MAJOR + 1, version: '0.2.0' })),
    ).toThrow(ContractMismatchError);
  });

  it('refuses another major, naming both in its message', () => {
    const error = thrownBy(() => checkContract('mfe_prelogin', manifestWith({ contract: 2, version: '0.3.0' }), 1));
    expect(error).toBeInstanceOf(ContractMismatchError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ContractMismatchError', remote: 'mfe_prelogin', found: 2, expected: 1 });
    expect((error as Error).message).toBe(
      'mfe_prelogin was built against contract 2; this host runs contract 1: not loaded',
    );
  });

  it('refuses an older major too', () => {
    const error = thrownBy(() => checkContract('mfe_sso', manifestWith({ contract: 0, version: '0.0.9' }), 1));
    expect(error).toMatchObject({ remote: 'mfe_sso', found: 0, expected: 1 });
    expect((error as Error).message).toBe(
      'mfe_sso was built against contract 0; this host runs contract 1: not loaded',
    );
  });

  it.each<[string, unknown]>([
    ['no portal record (a build from before release trains)', { metaData: { publicPath: 'auto' } }],
    ['a broken record', manifestWith({ contract: '1', version: '0.2.0' })],
    ['no manifest at all', undefined],
  ])('refuses a remote with %s, with found null', (_what, manifest) => {
    const error = thrownBy(() => checkContract('mfe_postlogin', manifest, 1));
    expect(error).toBeInstanceOf(ContractMismatchError);
    expect(error).toMatchObject({ remote: 'mfe_postlogin', found: null, expected: 1 });
    expect((error as Error).message).toBe(
      'mfe_postlogin declares no contract in its manifest; this host runs contract 1: not loaded',
    );
  });

  it('property: throws if and only if the declared major is not the expected one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.string({ minLength: 1, maxLength: 64 }),
        (contract, expected, version) => {
          const manifest = manifestWith({ contract, version });
          if (contract === expected) {
            expect(checkContract('mfe_activation', manifest, expected)).toEqual({ contract, version });
          } else {
            const error = thrownBy(() => checkContract('mfe_activation', manifest, expected));
            expect(error).toBeInstanceOf(ContractMismatchError);
            expect(error).toMatchObject({ found: contract, expected });
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: a record that is not well-formed is always refused, whatever the expected major', () => {
    const badContract = fc.oneof(
      fc.integer({ max: -1 }),
      fc.double({ noInteger: true }),
      fc.string(),
      fc.constant(null),
      fc.boolean(),
    );
    fc.assert(
      fc.property(badContract, fc.nat({ max: 6 }), (contract, expected) => {
        const error = thrownBy(() =>
          checkContract('mfe_activation', manifestWith({ contract, version: '1.0.0' }), expected),
        );
        expect(error).toMatchObject({ name: 'ContractMismatchError', found: null, expected });
      }),
    );
  });
});

describe('isContractMismatch', () => {
  it('is true for a ContractMismatchError', () => {
    expect(isContractMismatch(new ContractMismatchError('mfe_prelogin', 2, 1))).toBe(true);
    expect(isContractMismatch(new ContractMismatchError('mfe_prelogin', null, 1))).toBe(true);
  });

  it('is still true once the federation runtime has prefixed its message', () => {
    const error = prefixedByRuntime(new ContractMismatchError('mfe_prelogin', 2, 1));
    expect(error.message).toBe(
      '[ Federation Runtime ]: mfe_prelogin was built against contract 2; this host runs contract 1: not loaded',
    );
    expect(isContractMismatch(error)).toBe(true);
  });

  it('is false for any other error, even one whose message reads like a mismatch', () => {
    expect(
      isContractMismatch(new Error('mfe_prelogin was built against contract 2; this host runs contract 1: not loaded')),
    ).toBe(false);
    expect(isContractMismatch(new TypeError('Failed to fetch'))).toBe(false);
    expect(isContractMismatch(prefixedByRuntime(new Error('RUNTIME-003')))).toBe(false);
  });

  it.each<[string, unknown]>([
    ['a string', 'ContractMismatchError'],
    ['null', null],
    ['undefined', undefined],
    ['a plain object named like it', { name: 'ContractMismatchError', message: 'x' }],
  ])('is false for %s', (_what, value) => {
    expect(isContractMismatch(value)).toBe(false);
  });
});

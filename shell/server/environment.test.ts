import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { overrideOrigins, REMOTE_NAMES } from '@portal/domain/platform';
import { ENV_DIR, loadEnvironment, remoteOverrideVariable } from './environment';

const FILES = readdirSync(ENV_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

const tmp = mkdtempSync(path.join(tmpdir(), 'shell-env-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function writeEnv(name: string, json: unknown): void {
  writeFileSync(path.join(tmp, `${name}.json`), typeof json === 'string' ? json : JSON.stringify(json));
}

const VALID = {
  name: 'test',
  gatewayBaseUrl: 'https://api.example/',
  remotes: Object.fromEntries(REMOTE_NAMES.map((n) => [n, `https://cdn.example/${n}/mf-manifest.json`])),
};

describe('loadEnvironment (SPEC-DECISIONS §9)', () => {
  it('there is one file per environment, local among them', () => {
    expect(FILES).toEqual(expect.arrayContaining(['local', 'dev', 'qa', 'cert', 'sandbox', 'prod']));
  });

  it.each(FILES)('shell/env/%s.json parses, with every remote', (name) => {
    const env = loadEnvironment(name, {});
    expect(env.name).toBe(name);
    expect(Object.keys(env.remotes).sort()).toEqual([...REMOTE_NAMES].sort());
    expect(() => new URL(env.gatewayBaseUrl)).not.toThrow();
  });

  it('PORTAL_GATEWAY_URL and PORTAL_REMOTE_<NAME>_URL override the file', () => {
    const env = loadEnvironment('local', {
      PORTAL_GATEWAY_URL: 'http://127.0.0.1:9090/',
      PORTAL_REMOTE_MFE_SSO_URL: 'http://127.0.0.1:4003/mf-manifest.json',
      PORTAL_APP_VERSION: '1.2.3',
    });
    const file = loadEnvironment('local', {});
    expect(env.gatewayBaseUrl).toBe('http://127.0.0.1:9090/');
    expect(env.remotes.mfe_sso).toBe('http://127.0.0.1:4003/mf-manifest.json');
    expect(env.remotes.mfe_prelogin).toBe(file.remotes.mfe_prelogin);
    expect(env.appVersion).toBe('1.2.3');
  });

  it.each([
    ['mfe_prelogin', 'PORTAL_REMOTE_MFE_PRELOGIN_URL'],
    ['mfe_embedded_wallet', 'PORTAL_REMOTE_MFE_EMBEDDED_WALLET_URL'],
  ])('the override variable of %s is %s', (name, variable) => {
    expect(remoteOverrideVariable(name)).toBe(variable);
  });

  it("PORTAL_PARTNER_SITE_<ID> overrides the file's partner site of that issuer (a hyphen is an underscore)", () => {
    expect(loadEnvironment('local', {}).partnerSites).toEqual({ northwind: 'http://localhost:3010/' });
    expect(
      loadEnvironment('local', {
        PORTAL_PARTNER_SITE_NORTHWIND: 'http://localhost:4010/',
        PORTAL_PARTNER_SITE_BLUE_SKY: 'https://bank.example/',
      }).partnerSites,
    ).toEqual({
      northwind: 'http://localhost:4010/',
      'blue-sky': 'https://bank.example/',
    });
    expect(() => loadEnvironment('local', { PORTAL_PARTNER_SITE_NORTHWIND: 'not a url' })).toThrow(
      path.join(ENV_DIR, 'local.json'),
    );
  });

  it('an empty override is ignored', () => {
    expect(loadEnvironment('local', { PORTAL_GATEWAY_URL: '' }).gatewayBaseUrl).toBe(
      loadEnvironment('local', {}).gatewayBaseUrl,
    );
  });

  it('a bad URL in an override names the file', () => {
    expect(() => loadEnvironment('local', { PORTAL_GATEWAY_URL: 'not a url' })).toThrow(
      path.join(ENV_DIR, 'local.json'),
    );
  });

  it('a bad URL in a file names the file', () => {
    writeEnv('broken', { ...VALID, name: 'broken', remotes: { ...VALID.remotes, mfe_sso: 'cdn.example/sso' } });
    expect(() => loadEnvironment('broken', {}, tmp)).toThrow(path.join(tmp, 'broken.json'));
  });

  it('a file that is not JSON names the file', () => {
    writeEnv('garbled', '{ "name": ');
    expect(() => loadEnvironment('garbled', {}, tmp)).toThrow(path.join(tmp, 'garbled.json'));
  });

  it('a missing file names the file', () => {
    expect(() => loadEnvironment('absent', {}, tmp)).toThrow(path.join(tmp, 'absent.json'));
  });

  it('a missing remote is reported', () => {
    const remotes: Record<string, string> = { ...VALID.remotes };
    delete remotes['mfe_activation'];
    writeEnv('partial', { ...VALID, name: 'partial', remotes });
    expect(() => loadEnvironment('partial', {}, tmp)).toThrow(/partial\.json/);
    expect(
      loadEnvironment(
        'partial',
        { [remoteOverrideVariable('mfe_activation')]: 'https://cdn.example/a/mf-manifest.json' },
        tmp,
      ).remotes.mfe_activation,
    ).toBe('https://cdn.example/a/mf-manifest.json');
  });

  it.each(['../local', 'Local', 'local.json', '', 'a/b'])('refuses %j as an environment name', (name) => {
    expect(() => loadEnvironment(name, {})).toThrow('is not an environment name');
  });

  it('defaults appVersion to development', () => {
    writeEnv('noversion', { ...VALID, name: 'noversion' });
    expect(loadEnvironment('noversion', {}, tmp).appVersion).toBe('development');
  });

  it("PORTAL_REMOTE_OVERRIDE_ORIGINS sets the override allowlist, keeping the file's inProduction", () => {
    writeEnv('overrides', {
      ...VALID,
      name: 'overrides',
      remoteOverrides: { allowedOrigins: ['https://branches.example'], inProduction: true },
    });
    expect(loadEnvironment('overrides', {}, tmp).remoteOverrides).toEqual({
      allowedOrigins: ['https://branches.example'],
      inProduction: true,
    });
    const moved = loadEnvironment(
      'overrides',
      { PORTAL_REMOTE_OVERRIDE_ORIGINS: ' http://localhost:4013, ,https://other.example ' },
      tmp,
    );
    expect(moved.remoteOverrides).toEqual({
      allowedOrigins: ['http://localhost:4013', 'https://other.example'],
      inProduction: true,
    });
    expect(
      loadEnvironment(
        'test-none',
        { PORTAL_REMOTE_OVERRIDE_ORIGINS: 'http://localhost:4013' },
        writeAndDir('test-none'),
      ).remoteOverrides,
    ).toEqual({ allowedOrigins: ['http://localhost:4013'], inProduction: false });
  });

  it('a bad override origin stops the start, naming the file', () => {
    writeEnv('badoverride', { ...VALID, name: 'badoverride' });
    expect(() =>
      loadEnvironment('badoverride', { PORTAL_REMOTE_OVERRIDE_ORIGINS: 'http://localhost:4013/path' }, tmp),
    ).toThrow(/badoverride\.json: .*must be an origin/);
    writeEnv('emptyoverride', { ...VALID, name: 'emptyoverride', remoteOverrides: { allowedOrigins: [] } });
    expect(() => loadEnvironment('emptyoverride', {}, tmp)).toThrow(/emptyoverride\.json: .*at least one origin/);
  });
});

describe('PORTAL_REMOTE_OVERRIDE_ORIGINS', () => {
  const FILE_OVERRIDES = { allowedOrigins: ['https://branches.example'], inProduction: true };

  it('absent, or empty: the file’s remoteOverrides as they are, or none', () => {
    writeEnv('ovfile', { ...VALID, name: 'ovfile', remoteOverrides: FILE_OVERRIDES });
    writeEnv('ovnone', { ...VALID, name: 'ovnone' });
    expect(loadEnvironment('ovfile', {}, tmp).remoteOverrides).toEqual(FILE_OVERRIDES);
    expect(loadEnvironment('ovfile', { PORTAL_REMOTE_OVERRIDE_ORIGINS: '' }, tmp).remoteOverrides).toEqual(
      FILE_OVERRIDES,
    );
    expect(loadEnvironment('ovfile', { PORTAL_REMOTE_OVERRIDE_ORIGINS: undefined }, tmp).remoteOverrides).toEqual(
      FILE_OVERRIDES,
    );
    expect(loadEnvironment('ovnone', {}, tmp).remoteOverrides).toBeUndefined();
    expect(loadEnvironment('ovnone', { PORTAL_REMOTE_OVERRIDE_ORIGINS: '' }, tmp).remoteOverrides).toBeUndefined();
  });

  it.each<[string, string, string[]]>([
    ['one origin', 'http://localhost:4013', ['http://localhost:4013']],
    [
      'two, comma-separated',
      'http://localhost:4013,https://branches.qa.example',
      ['http://localhost:4013', 'https://branches.qa.example'],
    ],
    [
      'spaces around each',
      '  http://localhost:4013 ,\thttps://branches.qa.example  ',
      ['http://localhost:4013', 'https://branches.qa.example'],
    ],
    [
      'empties between, before and after',
      ',http://localhost:4013,, ,https://branches.qa.example,',
      ['http://localhost:4013', 'https://branches.qa.example'],
    ],
  ])('%s: the list, replacing the file’s, whose inProduction stays', (_what, value, origins) => {
    writeEnv('ovlist', { ...VALID, name: 'ovlist', remoteOverrides: FILE_OVERRIDES });
    expect(loadEnvironment('ovlist', { PORTAL_REMOTE_OVERRIDE_ORIGINS: value }, tmp).remoteOverrides).toEqual({
      allowedOrigins: origins,
      inProduction: true,
    });
  });

  it('on a file without remoteOverrides: the list, inProduction false', () => {
    writeEnv('ovbare', { ...VALID, name: 'ovbare' });
    expect(
      loadEnvironment('ovbare', { PORTAL_REMOTE_OVERRIDE_ORIGINS: 'https://branches.qa.example' }, tmp).remoteOverrides,
    ).toEqual({ allowedOrigins: ['https://branches.qa.example'], inProduction: false });
  });

  it('changes nothing else of the file', () => {
    writeEnv('ovrest', { ...VALID, name: 'ovrest', appVersion: '4.5.6' });
    const plain = loadEnvironment('ovrest', {}, tmp);
    const { remoteOverrides, ...rest } = loadEnvironment(
      'ovrest',
      { PORTAL_REMOTE_OVERRIDE_ORIGINS: 'http://localhost:4013' },
      tmp,
    );
    expect(remoteOverrides?.allowedOrigins).toEqual(['http://localhost:4013']);
    expect(rest).toEqual(plain);
  });

  it.each([
    ['a path', 'http://localhost:4013/builds'],
    ['a trailing slash', 'http://localhost:4013/'],
    ['no scheme', 'localhost:4013'],
    ['ftp:', 'ftp://localhost:4013'],
    ['one bad among good ones', 'http://localhost:4013,https://branches.qa.example/x'],
  ])('with %s stops the start, naming the file and saying it must be an origin', (_what, value) => {
    writeEnv('ovbad', { ...VALID, name: 'ovbad' });
    let message = '';
    try {
      loadEnvironment('ovbad', { PORTAL_REMOTE_OVERRIDE_ORIGINS: value }, tmp);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.startsWith(`${path.join(tmp, 'ovbad.json')}: `)).toBe(true);
    expect(message).toContain('must be an origin');
  });

  it('only commas and spaces: no origin listed, which stops the start', () => {
    writeEnv('ovempty', { ...VALID, name: 'ovempty' });
    expect(() => loadEnvironment('ovempty', { PORTAL_REMOTE_OVERRIDE_ORIGINS: ' , ,' }, tmp)).toThrow(
      `${path.join(tmp, 'ovempty.json')}: `,
    );
  });

  it('the shipped files: dev and qa list a branch builds’ origin, prod and local allow none', () => {
    for (const name of ['dev', 'qa']) {
      const overrides = loadEnvironment(name, {}).remoteOverrides;
      expect(overrides?.inProduction).toBe(false);
      expect(overrides?.allowedOrigins.length).toBeGreaterThan(0);
      for (const origin of overrides?.allowedOrigins ?? []) expect(origin).toMatch(/^https:\/\/branches\./);
    }
    expect(loadEnvironment('prod', {}).remoteOverrides).toBeUndefined();
    expect(loadEnvironment('local', {}).remoteOverrides).toBeUndefined();
  });

  it('set on prod, the list is there but prod allows no override without inProduction', () => {
    const prod = loadEnvironment('prod', { PORTAL_REMOTE_OVERRIDE_ORIGINS: 'https://branches.qa.cardportal.example' });
    expect(prod.remoteOverrides).toEqual({
      allowedOrigins: ['https://branches.qa.cardportal.example'],
      inProduction: false,
    });
    expect(overrideOrigins(prod)).toEqual([]);
  });
});

function writeAndDir(name: string): string {
  writeEnv(name, { ...VALID, name });
  return tmp;
}

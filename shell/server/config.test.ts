import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ISSUERS_DIR } from '@portal/issuers';
import { REMOTE_NAMES } from '@portal/domain/platform';
import { ENV_DIR, loadEnvironment } from './environment';
import { DEFAULT_DIST_DIR, readShellConfig, ShellConfigError } from './config';

// A built shell of its own: the real dist/ may be absent or mid-build while the tests run.
const tmp = mkdtempSync(path.join(tmpdir(), 'shell-config-'));
const distDir = path.join(tmp, 'dist');
mkdirSync(distDir);
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html>');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The environment of a shell that can start; a test changes what it is about. */
const base = { SHELL_DIST_DIR: distDir };

/** The ShellConfigError message readShellConfig gives for `env` (fails the test when it accepts it). */
function configErrorFor(env: NodeJS.ProcessEnv): string {
  try {
    readShellConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ShellConfigError);
    return (error as ShellConfigError).message;
  }
  throw new Error(`readShellConfig accepted ${JSON.stringify(env)}`);
}

describe('readShellConfig (the shell server environment)', () => {
  it('has working defaults: 3000 on 127.0.0.1, the local environment, acme, the demo issuers, info', () => {
    const config = readShellConfig(base);
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      distDir,
      issuersDir: path.resolve(ISSUERS_DIR),
      defaultIssuer: 'acme',
      environment: loadEnvironment('local', {}),
      logLevel: 'info',
    });
  });

  it('the default build folder is shell/dist', () => {
    expect(DEFAULT_DIST_DIR).toBe(path.resolve(import.meta.dirname, '../dist'));
  });

  it('reads every variable', () => {
    const config = readShellConfig({
      SHELL_PORT: '4100',
      SHELL_HOST: '0.0.0.0',
      PORTAL_ENV: 'prod',
      PORTAL_DEFAULT_ISSUER: 'tailspin',
      PORTAL_ISSUERS_DIR: ISSUERS_DIR,
      SHELL_DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      PORTAL_GATEWAY_URL: 'https://api.bank.example/',
      PORTAL_REMOTE_MFE_PRELOGIN_URL: 'https://cdn.bank.example/prelogin/v2/mf-manifest.json',
    });
    expect(config).toMatchObject({ port: 4100, host: '0.0.0.0', defaultIssuer: 'tailspin', logLevel: 'warn', distDir });
    expect(config.environment.name).toBe('prod');
    expect(config.environment.gatewayBaseUrl).toBe('https://api.bank.example/');
    expect(config.environment.remotes.mfe_prelogin).toBe('https://cdn.bank.example/prelogin/v2/mf-manifest.json');
    expect(config.environment.remotes.mfe_postlogin).toBe(loadEnvironment('prod', {}).remotes.mfe_postlogin);
  });

  it('an empty variable is unset', () => {
    expect(
      readShellConfig({
        ...base,
        SHELL_PORT: '',
        SHELL_HOST: '',
        PORTAL_ENV: '',
        LOG_LEVEL: '',
        PORTAL_GATEWAY_URL: '',
      }),
    ).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      logLevel: 'info',
      environment: { name: 'local' },
    });
  });

  it.each(['abc', '0', '65536', '30.5', '-1', '0x50', '3e3'])('rejects SHELL_PORT=%j, naming SHELL_PORT', (value) => {
    expect(configErrorFor({ ...base, SHELL_PORT: value })).toBe(
      `SHELL_PORT: SHELL_PORT must be a port from 1 to 65535, not "${value}"`,
    );
  });

  it.each([
    [{ SHELL_HOST: 'not a host' }, 'SHELL_HOST: SHELL_HOST must be an IP address or a host name, not "not a host"'],
    [
      { PORTAL_ENV: '../local' },
      'PORTAL_ENV: PORTAL_ENV must be an environment name (lower-case letters, digits, hyphens), not "../local"',
    ],
    [
      { PORTAL_DEFAULT_ISSUER: 'Acme' },
      'PORTAL_DEFAULT_ISSUER: PORTAL_DEFAULT_ISSUER must be an issuer id (lower-case letters, digits, hyphens), not "Acme"',
    ],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "verbose"',
    ],
    [
      { PORTAL_GATEWAY_URL: 'localhost:8080' },
      'PORTAL_GATEWAY_URL: PORTAL_GATEWAY_URL must be an http or https URL, not "localhost:8080"',
    ],
    [
      { PORTAL_REMOTE_MFE_SSO_URL: 'ftp://cdn.example/sso/mf-manifest.json' },
      'PORTAL_REMOTE_MFE_SSO_URL: PORTAL_REMOTE_MFE_SSO_URL must be an http or https URL, not "ftp://cdn.example/sso/mf-manifest.json"',
    ],
  ])('rejects %j, naming the variable', (env, message) => {
    expect(configErrorFor({ ...base, ...env })).toBe(message);
  });

  it('names every bad variable at once', () => {
    const message = configErrorFor({
      ...base,
      SHELL_PORT: 'x',
      LOG_LEVEL: 'loud',
      PORTAL_REMOTE_MFE_EMBEDDED_WALLET_URL: 'nope',
    });
    expect(message.split('; ').map((part) => part.split(':')[0])).toEqual([
      'SHELL_PORT',
      'LOG_LEVEL',
      'PORTAL_REMOTE_MFE_EMBEDDED_WALLET_URL',
    ]);
  });

  it('checks a remote override for every remote', () => {
    for (const name of REMOTE_NAMES) {
      const variable = `PORTAL_REMOTE_${name.toUpperCase()}_URL`;
      expect(configErrorFor({ ...base, [variable]: 'x' })).toMatch(new RegExp(`^${variable}: `));
    }
  });

  it('refuses what the variables name when it is not there, saying what is', () => {
    expect(configErrorFor({ SHELL_DIST_DIR: path.join(tmp, 'nowhere') })).toBe(
      `SHELL_DIST_DIR: ${path.join(tmp, 'nowhere')} has no index.html; build the shell first (npm run build)`,
    );
    expect(configErrorFor({ ...base, PORTAL_ISSUERS_DIR: path.join(tmp, 'none') })).toBe(
      `PORTAL_ISSUERS_DIR: ${path.join(tmp, 'none')} does not exist`,
    );
    expect(configErrorFor({ ...base, PORTAL_DEFAULT_ISSUER: 'globex' })).toMatch(
      /^PORTAL_DEFAULT_ISSUER: there is no issuer "globex" in .* \(there are: acme, contoso, fabrikam, northwind, tailspin\)$/,
    );
    expect(configErrorFor({ ...base, PORTAL_ENV: 'staging' })).toMatch(
      new RegExp(`^PORTAL_ENV: there is no ${path.join(ENV_DIR, 'staging.json')} \\(there are: .*local.*\\)$`),
    );
  });

  it('a broken environment file is reported under PORTAL_ENV, naming the file', () => {
    const envDir = path.join(tmp, 'env');
    mkdirSync(envDir);
    writeFileSync(path.join(envDir, 'broken.json'), '{ "name": ');
    expect(() => readShellConfig({ ...base, PORTAL_ENV: 'broken' }, envDir)).toThrow(ShellConfigError);
    expect(() => readShellConfig({ ...base, PORTAL_ENV: 'broken' }, envDir)).toThrow(
      `PORTAL_ENV: ${path.join(envDir, 'broken.json')}: `,
    );
  });
});

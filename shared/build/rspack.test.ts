// A remote's standalone development page follows the portal's ports: its boot data from the shell
// on SHELL_PORT (or PORTAL_SHELL_URL), its own port from MFE_<NAME>_DEV_PORT, on this machine only;
// and a production build precompresses (shared/build/precompress.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PrecompressPlugin } from './precompress';
import { DEV_HOST, devPortOf, remoteConfig, shellUrlFrom } from './rspack';

const PRELOGIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../mfe-prelogin');

describe('shellUrlFrom', () => {
  it('is localhost on SHELL_PORT, 3000 by default', () => {
    expect(shellUrlFrom({})).toBe('http://localhost:3000');
    expect(shellUrlFrom({ SHELL_PORT: '3900' })).toBe('http://localhost:3900');
  });

  it('PORTAL_SHELL_URL wins, without a trailing slash', () => {
    expect(shellUrlFrom({ PORTAL_SHELL_URL: 'http://acme.localhost:3900/', SHELL_PORT: '3000' })).toBe('http://acme.localhost:3900');
  });

  it('names the variable on bad input', () => {
    expect(() => shellUrlFrom({ SHELL_PORT: 'three' })).toThrow('SHELL_PORT must be a port from 1 to 65535, not "three"');
    expect(() => shellUrlFrom({ PORTAL_SHELL_URL: 'localhost:3000' })).toThrow('PORTAL_SHELL_URL must be an http or https URL, not "localhost:3000"');
  });
});

describe('devPortOf', () => {
  it('is 3101 to 3105 by default, moved with MFE_<NAME>_DEV_PORT', () => {
    expect(devPortOf('mfe_prelogin', {})).toEqual({ variable: 'MFE_PRELOGIN_DEV_PORT', port: 3101 });
    expect(devPortOf('mfe_embedded_wallet', {})).toEqual({ variable: 'MFE_EMBEDDED_WALLET_DEV_PORT', port: 3105 });
    expect(devPortOf('mfe_prelogin', { MFE_PRELOGIN_DEV_PORT: '3911' }).port).toBe(3911);
  });

  it('refuses a remote it does not know', () => {
    expect(() => devPortOf('mfe_unknown', {})).toThrow('mfe_unknown has no standalone development port');
  });
});

describe('remoteConfig', () => {
  const config = remoteConfig({ dir: PRELOGIN, name: 'mfe_prelogin' });

  it("in development: the page on loopback at the remote's port, with the boot data of the shell on SHELL_PORT", () => {
    // remoteConfig reads the process's environment, as `rspack serve` runs it; put back what was there.
    const names = ['SHELL_PORT', 'MFE_PRELOGIN_DEV_PORT', 'PORTAL_SHELL_URL'] as const;
    const saved = names.map((name) => [name, process.env[name]] as const);
    try {
      process.env['SHELL_PORT'] = '3900';
      process.env['MFE_PRELOGIN_DEV_PORT'] = '3911';
      delete process.env['PORTAL_SHELL_URL'];
      const dev = config(undefined, { mode: 'development' });
      expect(dev.devServer).toMatchObject({ host: DEV_HOST, port: 3911 });
      expect(DEV_HOST).toBe('127.0.0.1');
      const html = (dev.plugins ?? []).find((p) => p?.constructor.name === 'HtmlRspackPlugin');
      expect(JSON.stringify(html)).toContain('http://localhost:3900/__portal/boot.json');
      expect((dev.plugins ?? []).some((p) => p instanceof PrecompressPlugin)).toBe(false);
    } finally {
      for (const [name, value] of saved) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('in production: no development server, and the build is precompressed', () => {
    const prod = config(undefined, { mode: 'production' });
    expect(prod.devServer).toBeUndefined();
    expect((prod.plugins ?? []).some((p) => p instanceof PrecompressPlugin)).toBe(true);
  });
});

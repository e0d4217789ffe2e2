// `npm start`'s portal (scripts/lib/portal.mjs): the URLs a person sets win over the port-derived
// ones (README: PORTAL_REMOTE_<NAME>_URL, PORTAL_GATEWAY_URL), and a port in use stops the start
// before anything is started, rather than let another program answer in our servers' place.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  gatewayEnvironment,
  gatewayOutput,
  remoteUrls,
  remoteUrlVariable,
  startPortal,
  urlOverridesFrom,
} from '../lib/portal.mjs';
import { freePorts, portalPorts } from '../../packages/build/node/ports.mjs';

describe('URL overrides', () => {
  it('reads PORTAL_GATEWAY_URL and each PORTAL_REMOTE_<NAME>_URL; an empty one is unset', () => {
    expect(
      urlOverridesFrom({
        PORTAL_GATEWAY_URL: 'https://api.bank.example/',
        PORTAL_REMOTE_MFE_PRELOGIN_URL: 'http://localhost:4101/mf-manifest.json',
        PORTAL_REMOTE_MFE_SSO_URL: '',
      }),
    ).toEqual({
      gateway: 'https://api.bank.example/',
      remotes: { mfe_prelogin: 'http://localhost:4101/mf-manifest.json' },
    });
    expect(urlOverridesFrom({})).toEqual({ remotes: {} });
  });

  it("an override wins over the remote's local origin; the others keep theirs", () => {
    const ports = portalPorts({ MFE_PRELOGIN_PORT: '3901', MFE_SSO_PORT: '3903' });
    const urls = remoteUrls(
      ports,
      urlOverridesFrom({
        [remoteUrlVariable('mfe_prelogin')]: 'https://cdn.bank.example/prelogin/v2/mf-manifest.json',
      }),
    );
    expect(urls['mfe_prelogin']).toBe('https://cdn.bank.example/prelogin/v2/mf-manifest.json');
    expect(urls['mfe_sso']).toBe('http://localhost:3903/mf-manifest.json');
    expect(remoteUrls(ports)['mfe_prelogin']).toBe('http://localhost:3901/mf-manifest.json');
  });

  it('the variable is the one the shell server reads', () => {
    expect(remoteUrlVariable('mfe_embedded_wallet')).toBe('PORTAL_REMOTE_MFE_EMBEDDED_WALLET_URL');
  });
});

describe('the gateway a portal starts', () => {
  const ports = portalPorts({});

  it('asks for the profile it was given: the sandbox for npm start and the journeys', () => {
    expect(gatewayEnvironment({ ports, gatewayProfile: 'sandbox' })).toMatchObject({
      GATEWAY_PROFILE: 'sandbox',
      GATEWAY_PORT: String(ports.gateway),
    });
  });

  it('starts no gateway without a profile named: the gateway’s own default is production', () => {
    expect(() => gatewayEnvironment({ ports })).toThrow(/gatewayProfile/);
  });

  it('lets the journeys relax the limits per client (every journey signs in from this machine)', () => {
    expect(gatewayEnvironment({ ports, gatewayProfile: 'sandbox', rateLimits: 'signIn.client=600/60' })).toMatchObject({
      GATEWAY_RATE_LIMITS: 'signIn.client=600/60',
    });
    expect(gatewayEnvironment({ ports, gatewayProfile: 'sandbox' })).not.toHaveProperty('GATEWAY_RATE_LIMITS');
  });

  it('hashes lightly only when asked (the journeys): npm start hashes as production does', () => {
    expect(gatewayEnvironment({ ports, gatewayProfile: 'sandbox', lightHashing: true })).toMatchObject({
      GATEWAY_HASHING: 'light',
    });
    expect(gatewayEnvironment({ ports, gatewayProfile: 'sandbox' })).not.toHaveProperty('GATEWAY_HASHING');
  });
});

describe("the gateway's log kept in a file (the journeys' at-rest check)", () => {
  it('keeps every line in the file and shows on the console only what the console level would', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gateway-log-'));
    const file = path.join(dir, 'gateway.log');
    try {
      const output = gatewayOutput({ sink: () => undefined }, file, 'warn');
      const lines = [
        JSON.stringify({ level: 20, msg: 'request body' }),
        JSON.stringify({ level: 40, msg: 'slow' }),
        'TypeError: a crash, not JSON',
      ];
      for (const line of lines) output.io.tap(line);
      expect(lines.map((line) => output.io.shown(line))).toEqual([false, true, true]);
      await output.close();
      expect(readFileSync(file, 'utf8')).toBe(`${lines.join('\n')}\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('startPortal and a port in use', () => {
  it('refuses to start, naming the port, what wanted it and how to move it, before starting anything', async () => {
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen({ port: 0, host: '127.0.0.1' }, resolve));
    const { port } = squatter.address() as net.AddressInfo;
    const [gateway, ...remotes] = await freePorts(6);
    const ports = {
      shell: port,
      gateway,
      remotes: Object.fromEntries(
        ['mfe_prelogin', 'mfe_postlogin', 'mfe_sso', 'mfe_activation', 'mfe_embedded_wallet'].map((n, i) => [
          n,
          remotes[i],
        ]),
      ),
    };
    const lines: string[] = [];
    try {
      await expect(
        startPortal({ ports, portHint: 'Move it with SHELL_PORT.', sink: (l: string) => lines.push(l) }),
      ).rejects.toThrow(`port ${port} (the shell server) is in use by another program. Move it with SHELL_PORT.`);
      // Nothing was started: no server printed a line.
      expect(lines).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => squatter.close(() => resolve()));
    }
  });
});

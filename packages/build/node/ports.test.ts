// Ports are read one way everywhere (packages/build/node/ports.mjs): the scripts, the shell server, the
// gateway, the e2e suite and the development servers; and a start refuses a port in use.
import net from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertPortsFree,
  freePorts,
  parsePort,
  portalPorts,
  portFromEnv,
  portIsFree,
  standaloneDevPorts,
} from './ports.mjs';

/** Listens on a free loopback port until `release` is called. */
async function hold(host = '127.0.0.1'): Promise<{ port: number; release: () => Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen({ port: 0, host }, resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('parsePort', () => {
  it.each([
    ['1', 1],
    ['80', 80],
    ['3000', 3000],
    ['65535', 65535],
    ['03000', 3000],
  ])('%j is %d', (text, port) => {
    expect(parsePort(text)).toBe(port);
  });

  it.each(['', ' 80', '80 ', '0', '65536', '99999', '-1', '80.0', '80.5', '0x50', '1e3', 'abc', '３０００', '123456'])(
    '%j is not a port',
    (text) => {
      expect(parsePort(text)).toBeNull();
    },
  );

  it('every whole number from 1 to 65535, written in digits, is that port; nothing else with other characters is', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 65535 }), (port) => parsePort(String(port)) === port));
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\d+$/.test(s)),
        (text) => parsePort(text) === null,
      ),
    );
  });
});

describe('portFromEnv', () => {
  it('reads the variable, and the fallback when it is unset or empty', () => {
    expect(portFromEnv({ SHELL_PORT: '3900' }, 'SHELL_PORT', 3000)).toBe(3900);
    expect(portFromEnv({}, 'SHELL_PORT', 3000)).toBe(3000);
    expect(portFromEnv({ SHELL_PORT: '' }, 'SHELL_PORT', 3000)).toBe(3000);
  });

  it('names the variable and the value when it is not a port', () => {
    expect(() => portFromEnv({ GATEWAY_PORT: '80a' }, 'GATEWAY_PORT', 8080)).toThrow(
      'GATEWAY_PORT must be a port from 1 to 65535, not "80a"',
    );
  });
});

describe("npm start's ports", () => {
  it('default to the shell on 3000, the remotes on 3001 to 3005, the demo partner bank on 3010, the demo checkout on 3020, the places stand-in on 3030 and the gateway on 8080', () => {
    expect(portalPorts({})).toEqual({
      shell: 3000,
      gateway: 8080,
      remotes: {
        mfe_prelogin: 3001,
        mfe_postlogin: 3002,
        mfe_sso: 3003,
        mfe_activation: 3004,
        mfe_embedded_wallet: 3005,
      },
      partner: 3010,
      checkout: 3020,
      places: 3030,
    });
  });

  it('each moves with its variable', () => {
    const env = {
      SHELL_PORT: '3900',
      GATEWAY_PORT: '3980',
      MFE_PRELOGIN_PORT: '3901',
      MFE_POSTLOGIN_PORT: '3902',
      MFE_SSO_PORT: '3903',
      MFE_ACTIVATION_PORT: '3904',
      MFE_EMBEDDED_WALLET_PORT: '3905',
      DEMO_PARTNER_PORT: '3910',
      DEMO_CHECKOUT_PORT: '3920',
      DEMO_PLACES_PORT: '3930',
    };
    expect(portalPorts(env)).toEqual({
      shell: 3900,
      gateway: 3980,
      remotes: {
        mfe_prelogin: 3901,
        mfe_postlogin: 3902,
        mfe_sso: 3903,
        mfe_activation: 3904,
        mfe_embedded_wallet: 3905,
      },
      partner: 3910,
      checkout: 3920,
      places: 3930,
    });
    expect(() => portalPorts({ MFE_SSO_PORT: 'x' })).toThrow('MFE_SSO_PORT must be a port');
  });

  it("the remotes' standalone pages default to 3101 to 3105 and move with MFE_<NAME>_DEV_PORT", () => {
    expect(standaloneDevPorts({}).map((d) => [d.variable, d.port])).toEqual([
      ['MFE_PRELOGIN_DEV_PORT', 3101],
      ['MFE_POSTLOGIN_DEV_PORT', 3102],
      ['MFE_SSO_DEV_PORT', 3103],
      ['MFE_ACTIVATION_DEV_PORT', 3104],
      ['MFE_EMBEDDED_WALLET_DEV_PORT', 3105],
    ]);
    expect(standaloneDevPorts({ MFE_SSO_DEV_PORT: '4203' }).find((d) => d.name === 'mfe_sso')?.port).toBe(4203);
  });
});

describe('ports in use', () => {
  it('portIsFree is false while something listens on the port, true once it stops', async () => {
    const held = await hold();
    expect(await portIsFree(held.port)).toBe(false);
    await held.release();
    expect(await portIsFree(held.port)).toBe(true);
  });

  it('a server on every address holds the port too', async () => {
    const held = await hold('0.0.0.0');
    try {
      expect(await portIsFree(held.port)).toBe(false);
    } finally {
      await held.release();
    }
  });

  it('assertPortsFree names the port in use, what wanted it, and how to move it', async () => {
    const held = await hold();
    const [free] = await freePorts(1);
    try {
      await expect(
        assertPortsFree(
          [
            { port: free ?? 0, label: 'the gateway' },
            { port: held.port, label: 'the shell server' },
          ],
          'Move it with SHELL_PORT.',
        ),
      ).rejects.toThrow(`port ${held.port} (the shell server) is in use by another program. Move it with SHELL_PORT.`);
    } finally {
      await held.release();
    }
  });

  it('assertPortsFree refuses one port given twice', async () => {
    const [port] = await freePorts(1);
    await expect(
      assertPortsFree(
        [
          { port: port ?? 0, label: 'the shell server' },
          { port: port ?? 0, label: 'the mfe-prelogin origin' },
        ],
        'Move one.',
      ),
    ).rejects.toThrow(`port ${port} is given to both the shell server and the mfe-prelogin origin. Move one.`);
  });

  it('assertPortsFree accepts free ports', async () => {
    const ports = await freePorts(3);
    await expect(
      assertPortsFree(
        ports.map((port, i) => ({ port, label: `server ${i}` })),
        '',
      ),
    ).resolves.toBeUndefined();
  });

  it('freePorts gives different ports, each free', async () => {
    const ports = await freePorts(8);
    expect(new Set(ports).size).toBe(8);
    for (const port of ports) expect(await portIsFree(port)).toBe(true);
  });
});

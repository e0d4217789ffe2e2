import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  assetFileName,
  cardArtFilesOf,
  cardArtFor,
  type IssuerConfig,
  type IssuerConfigInput,
} from '@portal/domain/issuer';
import {
  CONFIG_FILE,
  IssuerConfigError,
  issuerIds,
  ISSUERS_DIR,
  loadAllIssuers,
  loadIssuer,
  mergeMessages,
  type LoadedIssuer,
} from './load';

const DEMO_IDS = ['acme', 'contoso', 'fabrikam', 'northwind', 'tailspin'];

const temps: string[] = [];

/** A throwaway issuers folder holding copies of the named demo issuers (optionally under other folder names). */
function tempIssuers(copies: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'issuers-test-'));
  temps.push(dir);
  for (const [folder, demo] of Object.entries(copies)) {
    cpSync(path.join(ISSUERS_DIR, demo), path.join(dir, folder), { recursive: true });
  }
  return dir;
}

function configFile(dir: string, folder: string): string {
  return path.join(dir, folder, CONFIG_FILE);
}

/** Rewrites a copied issuer.json through `change` (the JSON as written by an issuer, not yet validated). */
function editConfig(
  dir: string,
  folder: string,
  change: (config: IssuerConfigInput & Record<string, unknown>) => void,
): void {
  const file = configFile(dir, folder);
  const config = JSON.parse(readFileSync(file, 'utf8')) as IssuerConfigInput & Record<string, unknown>;
  change(config);
  writeFileSync(file, JSON.stringify(config, null, 2));
}

/** The IssuerConfigError that `fn` throws (fails the test when it throws nothing or something else). */
function configErrorOf(fn: () => unknown): IssuerConfigError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(IssuerConfigError);
    return error as IssuerConfigError;
  }
  throw new Error('expected an IssuerConfigError, but nothing was thrown');
}

/** Every asset file a configuration names (§3 Assets: each device type and pixel ratio of each image). */
function namedAssets(config: IssuerConfig): string[] {
  const ext = config.branding.assetExtension;
  const variants = (name: string) =>
    (['mobile', 'tab', 'pc'] as const).flatMap((d) =>
      (['1x', '2x'] as const).map((r) => assetFileName(name, d, r, ext)),
    );
  return [
    config.branding.logo.src,
    config.branding.favicon,
    ...variants(config.branding.marketingImage.image),
    ...config.branding.banners.flatMap((b) => variants(b.image)),
    ...cardArtFilesOf(config).map((f) => f.file),
  ];
}

/** A PNG's width and height (its IHDR chunk), or null when the file is not a PNG. */
function pngSize(file: string): { width: number; height: number } | null {
  const bytes = readFileSync(file);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR')
    return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the demo issuers (§1 per-issuer configuration and flags)', () => {
  it('finds the five demo issuer folders', () => {
    expect(issuerIds(ISSUERS_DIR)).toEqual(DEMO_IDS);
  });

  it('loads and validates every demo issuer, with no errors and no duplicate extAppIds', () => {
    const { issuers, errors } = loadAllIssuers(ISSUERS_DIR);
    expect(errors.map((e) => e.message)).toEqual([]);
    expect(issuers.map((i) => i.config.id).sort()).toEqual(DEMO_IDS);
    expect(new Set(issuers.map((i) => i.config.extAppId)).size).toBe(DEMO_IDS.length);
  });

  it.each(DEMO_IDS)('%s: every asset file its configuration names exists', (id) => {
    const { config, assetsDir } = loadIssuer(ISSUERS_DIR, id);
    const names = namedAssets(config);
    expect(names.length).toBeGreaterThan(2);
    expect(names.filter((name) => !existsSync(path.join(assetsDir, name)))).toEqual([]);
  });

  it.each(DEMO_IDS)(
    '%s: every card art and the default has both PNGs (§3 _web_1x, _web_2x) at its size and twice it, each under 20 KB',
    (id) => {
      const { config, assetsDir } = loadIssuer(ISSUERS_DIR, id);
      const arts = config.cardArts ?? [];
      const names = [...arts.map((a) => a.image), config.defaultCardArt];
      expect(names.length).toBeGreaterThan(1);
      for (const name of names) {
        if (name === undefined) throw new Error(`${id}: no defaultCardArt`);
        const art = arts.find((a) => a.image === name);
        const size = { width: art?.width ?? 164, height: art?.height ?? 105 };
        for (const [ratio, scale] of [
          ['1x', 1],
          ['2x', 2],
        ] as const) {
          const file = path.join(assetsDir, `${name}_web_${ratio}.png`);
          expect(existsSync(file), file).toBe(true);
          expect(pngSize(file), file).toEqual({ width: size.width * scale, height: size.height * scale });
          expect(readFileSync(file).length, file).toBeLessThan(20 * 1024);
        }
      }
    },
  );

  // §3 card art lookup on the demo data: each brand's BINs (§5: 3 amex, 4 visa, 5 mastercard and the
  // 2-series, 6 discover) get the issuer's art of that brand; a BIN of no range gets its default.
  it.each(DEMO_IDS)('%s: card art for each brand, and the default for a BIN of no range', (id) => {
    const { config } = loadIssuer(ISSUERS_DIR, id);
    const art = (bin: string) => cardArtFor(config, bin);
    for (const bin of ['400000', '424242', '499999']) expect(art(bin)?.image).toBe(`${id}-visa`);
    for (const bin of ['510000', '555555', '559999', '222100', '250000', '272099'])
      expect(art(bin)?.image).toBe(`${id}-mastercard`);
    for (const bin of ['340000', '349999', '370000', '378282']) expect(art(bin)?.image).toBe(`${id}-amex`);
    for (const bin of ['601100', '601199', '644000', '649999', '650000', '659999'])
      expect(art(bin)?.image).toBe(`${id}-discover`);
    for (const bin of [
      '000000',
      '222099',
      '272100',
      '360000',
      '500000',
      '560000',
      '601000',
      '601200',
      '643999',
      '660000',
    ]) {
      expect(art(bin)).toEqual({ image: `${id}-card`, width: 164, height: 105 });
    }
    expect(art('411111')?.image).toBe(id === 'acme' ? 'acme-visa-signature' : `${id}-visa`);
    expect(art('411111')).toMatchObject({ width: 164, height: 105 });
  });

  it('acme is the standard issuer: en (default) and es, three banners, no special flag', () => {
    const { config } = loadIssuer(ISSUERS_DIR, 'acme');
    expect(config.supportedLocales).toEqual([
      { locale: 'en', defaultLocale: 'Y' },
      { locale: 'es', defaultLocale: 'N' },
    ]);
    expect(config.branding.banners).toHaveLength(3);
    expect(config.flags).toEqual({
      ssoApp: false,
      activationOnlyApp: false,
      cardActivationAllowed: true,
      isCardActivationWebEnabled: true,
      appLoginDisabled: false,
      migratedApp: false,
    });
  });

  it.each([
    ['northwind', 'ssoApp'],
    ['contoso', 'activationOnlyApp'],
    ['fabrikam', 'appLoginDisabled'],
    ['tailspin', 'migratedApp'],
  ] as const)('%s demos the %s flag', (id, flag) => {
    const { config } = loadIssuer(ISSUERS_DIR, id);
    expect(config.flags[flag]).toBe(true);
    const others = (['ssoApp', 'activationOnlyApp', 'appLoginDisabled', 'migratedApp'] as const).filter(
      (f) => f !== flag,
    );
    expect(others.filter((f) => config.flags[f])).toEqual([]);
  });

  it('northwind (SSO) has an SSO link; fabrikam (app login disabled) has card activation off', () => {
    expect(loadIssuer(ISSUERS_DIR, 'northwind').config.otherInfo.ssoLink).toMatch(/^https:\/\//);
    const fabrikam = loadIssuer(ISSUERS_DIR, 'fabrikam').config.flags;
    expect(fabrikam.cardActivationAllowed).toBe(false);
    expect(fabrikam.isCardActivationWebEnabled).toBe(false);
  });
});

describe('issuer messages', () => {
  const acme = (): LoadedIssuer => loadIssuer(ISSUERS_DIR, 'acme');

  it('has messages for each supported locale and no other', () => {
    const { config, messages } = acme();
    expect(Object.keys(messages).sort()).toEqual(config.supportedLocales.map((l) => l.locale).sort());
  });

  it('acme es uses its Spanish appName and banner texts over the configuration', () => {
    const issuer = acme().messages['es']?.['issuer'];
    expect(issuer?.['appName']).toBe('Acme Bank Servicios de Tarjeta');
    expect(issuer?.['banners']).toEqual({
      'jumbotron-1': 'Gane un 3 % de reembolso en compras de supermercado con su tarjeta Acme Bank',
      'jumbotron-2': 'Bloquee y desbloquee su tarjeta al instante desde el portal',
      'jumbotron-3': 'Viaje al extranjero sin comisiones por transacciones en moneda extranjera',
    });
  });

  it('acme en has the configuration texts (no override) and its legal paragraphs from the locale file', () => {
    const { config, messages } = acme();
    const issuer = messages['en']?.['issuer'];
    expect(issuer?.['appName']).toBe(config.appName);
    expect(issuer?.['customerSupport']).toBe(config.otherInfo.customer_support);
    expect(issuer?.['banners']).toEqual(Object.fromEntries(config.branding.banners.map((b) => [b.image, b.alt])));
    const legal = issuer?.['legal'];
    expect(legal).toMatchObject({ terms: expect.any(Array) as unknown, privacy: expect.any(Array) as unknown });
  });

  it.each(DEMO_IDS)(
    '%s: every locale has appName and the banners, from the configuration where no override exists',
    (id) => {
      const { config, messages } = loadIssuer(ISSUERS_DIR, id);
      const file = (locale: string) => path.join(ISSUERS_DIR, id, 'locales', `${locale}.json`);
      for (const { locale } of config.supportedLocales) {
        const issuer = messages[locale]?.['issuer'];
        const override = existsSync(file(locale))
          ? ((
              JSON.parse(readFileSync(file(locale), 'utf8')) as {
                issuer?: { appName?: string; banners?: Record<string, string> };
              }
            ).issuer ?? {})
          : {};
        expect(issuer?.['appName']).toBe(override.appName ?? config.appName);
        for (const banner of config.branding.banners) {
          expect((issuer?.['banners'] as Record<string, string> | undefined)?.[banner.image]).toBe(
            override.banners?.[banner.image] ?? banner.alt,
          );
        }
      }
    },
  );

  it('mergeMessages merges nested groups and lets the override win', () => {
    expect(
      mergeMessages({ a: 'base', g: { x: '1', y: '2' }, list: ['p'] }, { g: { y: 'two', z: '3' }, list: ['q', 'r'] }),
    ).toEqual({
      a: 'base',
      g: { x: '1', y: 'two', z: '3' },
      list: ['q', 'r'],
    });
  });
});

describe('loadIssuer on a broken issuer names the file and the field', () => {
  it('broken JSON: names issuer.json', () => {
    const dir = tempIssuers({ acme: 'acme' });
    writeFileSync(configFile(dir, 'acme'), '{ "id": "acme", ');
    const error = configErrorOf(() => loadIssuer(dir, 'acme'));
    expect(error.file).toBe(configFile(dir, 'acme'));
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(/not valid JSON/);
    expect(error.message).toContain(configFile(dir, 'acme'));
  });

  it('a missing issuer.json: names the file', () => {
    const dir = tempIssuers({});
    const error = configErrorOf(() => loadIssuer(dir, 'nobody'));
    expect(error.file).toBe(configFile(dir, 'nobody'));
    expect(error.problems[0]).toMatch(/cannot be read \(ENOENT\)/);
  });

  it('a bad primaryColor: the problem starts with branding.primaryColor:', () => {
    const dir = tempIssuers({ acme: 'acme' });
    editConfig(dir, 'acme', (c) => {
      c.branding.primaryColor = 'blue';
    });
    const error = configErrorOf(() => loadIssuer(dir, 'acme'));
    expect(error.file).toBe(configFile(dir, 'acme'));
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]?.startsWith('branding.primaryColor:')).toBe(true);
  });

  it('a missing banner asset: the problem names the banner field and the missing file', () => {
    const dir = tempIssuers({ acme: 'acme' });
    unlinkSync(path.join(dir, 'acme', 'assets', 'jumbotron-2_tab_2x.jpg'));
    const error = configErrorOf(() => loadIssuer(dir, 'acme'));
    expect(error.file).toBe(configFile(dir, 'acme'));
    expect(error.problems).toEqual(['branding.banners.1.image: missing file assets/jumbotron-2_tab_2x.jpg']);
  });

  it('a missing logo: names branding.logo.src and the file', () => {
    const dir = tempIssuers({ acme: 'acme' });
    unlinkSync(path.join(dir, 'acme', 'assets', 'header-logo.svg'));
    const error = configErrorOf(() => loadIssuer(dir, 'acme'));
    expect(error.problems).toEqual(['branding.logo.src: missing file assets/header-logo.svg']);
  });

  it('a missing card art file: names the cardArts field, or defaultCardArt, and the file', () => {
    const dir = tempIssuers({ acme: 'acme' });
    unlinkSync(path.join(dir, 'acme', 'assets', 'acme-visa-signature_web_2x.png'));
    unlinkSync(path.join(dir, 'acme', 'assets', 'acme-card_web_1x.png'));
    const error = configErrorOf(() => loadIssuer(dir, 'acme'));
    expect(error.problems).toEqual([
      'cardArts.1.image: missing file assets/acme-visa-signature_web_2x.png',
      'defaultCardArt: missing file assets/acme-card_web_1x.png',
    ]);
  });

  it('card art ranges of two arts that partly overlap: names cardArts and both ranges', () => {
    const dir = tempIssuers({ acme: 'acme' });
    editConfig(dir, 'acme', (c) => {
      c.cardArts?.push({ image: 'acme-visa-signature-plus', binRanges: [{ from: '411111', to: '411119' }] });
      c.cardArts?.push({ image: 'acme-visa-other', binRanges: [{ from: '411115', to: '411200' }] });
    });
    const error = configErrorOf(() => loadIssuer(dir, 'acme'));
    expect(error.problems).toEqual([
      'cardArts: the BIN ranges 411111-411119 (acme-visa-signature-plus) and 411115-411200 (acme-visa-other) overlap: ranges of different card arts must be apart, or one strictly inside the other',
    ]);
  });

  it('two default locales: names supportedLocales', () => {
    const dir = tempIssuers({ acme: 'acme' });
    editConfig(dir, 'acme', (c) => {
      c.supportedLocales = [
        { locale: 'en', defaultLocale: 'Y' },
        { locale: 'es', defaultLocale: 'Y' },
      ];
    });
    const error = configErrorOf(() => loadIssuer(dir, 'acme'));
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(/^supportedLocales: .*exactly one/);
  });

  it('an unknown extra key: names the key, at the top level and nested', () => {
    const dir = tempIssuers({ acme: 'acme' });
    editConfig(dir, 'acme', (c) => {
      c['colour'] = '#000000';
    });
    expect(configErrorOf(() => loadIssuer(dir, 'acme')).problems).toEqual([
      expect.stringMatching(/^colour: /) as unknown,
    ]);

    editConfig(dir, 'acme', (c) => {
      delete c['colour'];
      Object.assign(c.branding, { secondaryColor: '#000000' });
    });
    expect(configErrorOf(() => loadIssuer(dir, 'acme')).problems).toEqual([
      expect.stringMatching(/^branding\.secondaryColor: /) as unknown,
    ]);
  });

  it('a locale file for a locale not in supportedLocales: names the locale file', () => {
    const dir = tempIssuers({ acme: 'acme' });
    const fr = path.join(dir, 'acme', 'locales', 'fr.json');
    writeFileSync(fr, JSON.stringify({ issuer: { appName: 'Acme Services de Carte' } }));
    const error = configErrorOf(() => loadIssuer(dir, 'acme'));
    expect(error.file).toBe(fr);
    expect(error.problems).toEqual(['locale "fr" is not in supportedLocales']);
  });

  it('an invalid locale file: names the locale file and the key', () => {
    const dir = tempIssuers({ acme: 'acme' });
    const es = path.join(dir, 'acme', 'locales', 'es.json');
    writeFileSync(es, JSON.stringify({ issuer: { appName: 42 } }));
    const error = configErrorOf(() => loadIssuer(dir, 'acme'));
    expect(error.file).toBe(es);
    expect(error.problems[0]).toMatch(/^issuer\.appName: /);
  });

  it('an id that does not match the folder: names id and both names', () => {
    const dir = tempIssuers({ other: 'acme' });
    const error = configErrorOf(() => loadIssuer(dir, 'other'));
    expect(error.file).toBe(configFile(dir, 'other'));
    expect(error.problems).toEqual(['id: is "acme" but the folder is "other"']);
  });

  it('loads a valid copy unchanged (the temp-folder helper itself is sound)', () => {
    const dir = tempIssuers({ acme: 'acme' });
    expect(loadIssuer(dir, 'acme').config).toEqual(loadIssuer(ISSUERS_DIR, 'acme').config);
  });
});

describe('loadAllIssuers never throws', () => {
  it('returns the good issuers and one error per broken one, naming its file', () => {
    const dir = tempIssuers({ acme: 'acme', northwind: 'northwind', broken: 'contoso', badcolour: 'fabrikam' });
    writeFileSync(configFile(dir, 'broken'), 'not json');
    editConfig(dir, 'badcolour', (c) => {
      c.id = 'badcolour';
      c.branding.primaryColor = '#zzzzzz';
    });
    const { issuers, errors } = loadAllIssuers(dir);
    expect(issuers.map((i) => i.config.id).sort()).toEqual(['acme', 'northwind']);
    expect(errors.map((e) => e.file).sort()).toEqual([configFile(dir, 'badcolour'), configFile(dir, 'broken')]);
    const bad = errors.find((e) => e.file === configFile(dir, 'badcolour'));
    expect(bad?.problems[0]?.startsWith('branding.primaryColor:')).toBe(true);
  });

  it('ignores folders without an issuer.json and hidden folders', () => {
    const dir = tempIssuers({ acme: 'acme', '.hidden': 'northwind' });
    cpSync(path.join(ISSUERS_DIR, 'acme', 'assets'), path.join(dir, 'just-assets'), { recursive: true });
    const { issuers, errors } = loadAllIssuers(dir);
    expect(issuers.map((i) => i.config.id)).toEqual(['acme']);
    expect(errors).toEqual([]);
  });

  it('reports a duplicate extAppId, naming the field, the value and the first issuer', () => {
    const dir = tempIssuers({ acme: 'acme', copycat: 'tailspin' });
    editConfig(dir, 'copycat', (c) => {
      c.id = 'copycat';
      c.extAppId = 'ACME-WEB-01';
    });
    const { errors } = loadAllIssuers(dir);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.file).toBe(configFile(dir, 'copycat'));
    expect(errors[0]?.problems).toEqual(['extAppId: "ACME-WEB-01" is also used by acme']);
  });

  it('leaves the issuer with the duplicate extAppId out, as it does every issuer it reports', () => {
    // A reported issuer that is still returned is seeded by the gateway, where ext_app_id is UNIQUE:
    // the seed fails and takes every other issuer down with it.
    const dir = tempIssuers({ acme: 'acme', copycat: 'tailspin' });
    editConfig(dir, 'copycat', (c) => {
      c.id = 'copycat';
      c.extAppId = 'ACME-WEB-01';
    });
    const { issuers, errors } = loadAllIssuers(dir);
    expect(errors).toHaveLength(1);
    expect(issuers.map((i) => i.config.id)).toEqual(['acme']);
  });
});

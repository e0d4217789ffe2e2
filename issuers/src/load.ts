// Loads issuer folders (configuration, locale overrides, assets) and validates them with the one
// schema of @portal/domain/issuer. Used by the issuers build, the shell server and the gateway seed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { packageDir } from '@portal/build/node';
import {
  assetFileName,
  cardArtFilesOf,
  describeIssues,
  type DeviceType,
  type IssuerConfig,
  IssuerConfigSchema,
  type IssuerMessages,
  IssuerMessagesSchema,
  issuerTexts,
  type MessageTree,
  type PixelRatio,
} from '@portal/domain/issuer';

/** The demo issuers shipped with the product (this package's folder). */
export const ISSUERS_DIR = packageDir(import.meta.url, '@portal/issuers');

export const CONFIG_FILE = 'issuer.json';
export const LOCALES_DIR = 'locales';
export const ASSETS_DIR = 'assets';

export interface LoadedIssuer {
  config: IssuerConfig;
  /** locale -> namespace -> messages; the issuer namespace starts from the configuration's texts. */
  messages: Record<string, IssuerMessages>;
  assetsDir: string;
}

/** A configuration that cannot be used: names the file and each field at fault. */
export class IssuerConfigError extends Error {
  override readonly name = 'IssuerConfigError';
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`${file}: ${problems.join('; ')}`);
  }
}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new IssuerConfigError(file, [`cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`]);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new IssuerConfigError(file, [`is not valid JSON (${(error as Error).message})`]);
  }
}

function isTree(x: unknown): x is MessageTree {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Merges message trees; values of `over` win. */
export function mergeMessages(base: MessageTree, over: MessageTree): MessageTree {
  const out: MessageTree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prev = out[key];
    out[key] = isTree(prev) && isTree(value) ? mergeMessages(prev, value) : value;
  }
  return out;
}

const DEVICES: readonly DeviceType[] = ['mobile', 'tab', 'pc'];
const RATIOS: readonly PixelRatio[] = ['1x', '2x'];

/** Every asset file the configuration names must exist (§3 Assets: each device type and ratio; card art 1x and 2x). */
function missingAssets(config: IssuerConfig, assetsDir: string): string[] {
  const problems: string[] = [];
  const need = (field: string, file: string) => {
    if (!existsSync(path.join(assetsDir, file))) problems.push(`${field}: missing file ${ASSETS_DIR}/${file}`);
  };
  need('branding.logo.src', config.branding.logo.src);
  need('branding.favicon', config.branding.favicon);
  const variants = (field: string, name: string) => {
    for (const d of DEVICES)
      for (const r of RATIOS) need(field, assetFileName(name, d, r, config.branding.assetExtension));
  };
  variants('branding.marketingImage.image', config.branding.marketingImage.image);
  config.branding.banners.forEach((b, i) => variants(`branding.banners.${i}.image`, b.image));
  // §3 card art: each art and the default, as <image>_web_1x.png and _web_2x.png.
  for (const { field, file } of cardArtFilesOf(config)) need(field, file);
  return problems;
}

export function loadIssuer(dir: string, id: string): LoadedIssuer {
  const folder = path.join(dir, id);
  const file = path.join(folder, CONFIG_FILE);
  const parsed = v.safeParse(IssuerConfigSchema, readJson(file));
  if (!parsed.success) throw new IssuerConfigError(file, describeIssues(parsed.issues));
  const config = parsed.output;
  if (config.id !== id) throw new IssuerConfigError(file, [`id: is "${config.id}" but the folder is "${id}"`]);

  const assetsDir = path.join(folder, ASSETS_DIR);
  const missing = missingAssets(config, assetsDir);
  if (missing.length > 0) throw new IssuerConfigError(file, missing);

  const supported = config.supportedLocales.map((l) => l.locale);
  const messages: Record<string, IssuerMessages> = {};
  const localesDir = path.join(folder, LOCALES_DIR);
  const files = existsSync(localesDir) ? readdirSync(localesDir).filter((f) => f.endsWith('.json')) : [];
  const overrides: Record<string, IssuerMessages> = {};
  for (const name of files) {
    const locale = name.replace(/\.json$/, '');
    const localeFile = path.join(localesDir, name);
    if (!supported.includes(locale))
      throw new IssuerConfigError(localeFile, [`locale "${locale}" is not in supportedLocales`]);
    const result = v.safeParse(IssuerMessagesSchema, readJson(localeFile));
    if (!result.success) throw new IssuerConfigError(localeFile, describeIssues(result.issues));
    overrides[locale] = result.output;
  }
  const texts = issuerTexts(config);
  for (const locale of supported) {
    const own = overrides[locale] ?? {};
    messages[locale] = { ...own, issuer: mergeMessages(texts, own['issuer'] ?? {}) };
  }
  return { config, messages, assetsDir };
}

/** The issuer folders in `dir` (each with an issuer.json). */
export function issuerIds(dir: string): string[] {
  return readdirSync(dir)
    .filter(
      (name) =>
        !name.startsWith('.') &&
        existsSync(path.join(dir, name, CONFIG_FILE)) &&
        statSync(path.join(dir, name)).isDirectory(),
    )
    .sort();
}

/** Loads every issuer; a broken one is reported and left out, never taking the others down. */
export function loadAllIssuers(dir: string): { issuers: LoadedIssuer[]; errors: IssuerConfigError[] } {
  const issuers: LoadedIssuer[] = [];
  const errors: IssuerConfigError[] = [];
  for (const id of issuerIds(dir)) {
    try {
      issuers.push(loadIssuer(dir, id));
    } catch (error) {
      if (error instanceof IssuerConfigError) errors.push(error);
      else errors.push(new IssuerConfigError(path.join(dir, id, CONFIG_FILE), [(error as Error).message]));
    }
  }
  // Two issuers may not share an extAppId (the gateway keys applications by it): the first folder
  // keeps it, the later one is reported and left out like any other broken configuration.
  const seen = new Map<string, string>();
  const unique = issuers.filter(({ config }) => {
    const other = seen.get(config.extAppId);
    if (other) {
      errors.push(
        new IssuerConfigError(path.join(dir, config.id, CONFIG_FILE), [
          `extAppId: "${config.extAppId}" is also used by ${other}`,
        ]),
      );
      return false;
    }
    seen.set(config.extAppId, config.id);
    return true;
  });
  return { issuers: unique, errors };
}

// A new issuer's folder, from issuers/templates (`npm run new:issuer -- <id> --name "<app name>"`): its
// issuer.json and en and es overrides with the id, name, colour and support line filled in, its demo
// images drawn from them (assets-tools/make-demo-assets.mjs), and the whole folder validated by the
// loader the portal uses. A folder that does not validate is removed, so no half-made issuer is left.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { IssuerIdSchema } from '@portal/domain/issuer';
import { CONFIG_FILE, IssuerConfigError, ISSUERS_DIR, loadIssuer, LOCALES_DIR, type LoadedIssuer } from './load';

export const TEMPLATE_DIR = path.join(ISSUERS_DIR, 'templates');
const TEMPLATE_CONFIG = 'issuer.template.json';
const DRAW_ASSETS = path.join(ISSUERS_DIR, 'assets-tools', 'make-demo-assets.mjs');

export interface NewIssuer {
  /** The folder name and host label (`<id>.localhost`): lower-case letters, digits and hyphens. */
  id: string;
  appName: string;
  /** The brand colour, a hex colour; the template's teal when absent. */
  primaryColor?: string | undefined;
  /** The customer support line the texts name. */
  supportPhone?: string | undefined;
}

/** The template's placeholders for an issuer. */
export function templateValues(input: NewIssuer): Record<string, string> {
  return {
    id: input.id,
    ID: input.id.toUpperCase(),
    EXT_APP_ID: `${input.id.toUpperCase()}-WEB-01`,
    appName: input.appName,
    primaryColor: input.primaryColor ?? '#0e7490',
    supportPhone: input.supportPhone ?? '1-800-555-0199',
  };
}

/**
 * The template's text with every `{{name}}` replaced; JSON-escaped, since every placeholder sits in a
 * JSON string. Throws on a placeholder it has no value for.
 */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The template names {{${name}}}, which has no value`);
    return JSON.stringify(value).slice(1, -1);
  });
}

export interface CreateOptions {
  /** The issuers' folder (the product's own by default). */
  dir?: string;
  templateDir?: string;
  /** Draws the demo images (the default); false leaves assets/ to the caller. */
  drawAssets?: boolean;
}

/** Writes, draws and validates the issuer's folder; returns it loaded, or throws naming what is wrong. */
export function createIssuer(input: NewIssuer, options: CreateOptions = {}): LoadedIssuer {
  const dir = options.dir ?? ISSUERS_DIR;
  const templateDir = options.templateDir ?? TEMPLATE_DIR;
  if (!v.safeParse(IssuerIdSchema, input.id).success)
    throw new Error(`"${input.id}" is not an issuer id: 2 to 31 lower-case letters, digits and hyphens, from a letter`);
  if (input.id === path.basename(templateDir)) throw new Error(`"${input.id}" is the template's own folder`);
  const folder = path.join(dir, input.id);
  if (existsSync(folder)) throw new Error(`${folder} exists already: choose another id or remove it first`);
  const values = templateValues(input);
  try {
    mkdirSync(path.join(folder, LOCALES_DIR), { recursive: true });
    const config = fillTemplate(readFileSync(path.join(templateDir, TEMPLATE_CONFIG), 'utf8'), values);
    writeFileSync(path.join(folder, CONFIG_FILE), config);
    for (const file of readdirSync(path.join(templateDir, LOCALES_DIR)))
      writeFileSync(
        path.join(folder, LOCALES_DIR, file),
        fillTemplate(readFileSync(path.join(templateDir, LOCALES_DIR, file), 'utf8'), values),
      );
    if (options.drawAssets !== false)
      execFileSync(process.execPath, [DRAW_ASSETS, input.id, `--dir=${dir}`], { stdio: 'pipe' });
    return loadIssuer(dir, input.id);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    if (error instanceof IssuerConfigError) throw new Error(`${error.file}:\n  ${error.problems.join('\n  ')}`);
    throw error;
  }
}

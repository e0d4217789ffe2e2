// A new issuer from the template (new-issuer.ts): a folder the portal's own loader accepts, with the
// given id, name and colour in every text, its demo images drawn; anything wrong leaves no folder.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { issuerIds, loadAllIssuers } from './load';
import { createIssuer, fillTemplate, TEMPLATE_DIR, templateValues } from './new-issuer';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'new-issuer-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('createIssuer', () => {
  it('makes a folder the loader accepts, in en and es, with the name, colour and support line in its texts', () => {
    const made = createIssuer(
      { id: 'woodgrove', appName: 'Woodgrove Bank Cards', primaryColor: '#7c3aed', supportPhone: '1-800-555-0123' },
      { dir },
    );
    expect(made.config).toMatchObject({
      id: 'woodgrove',
      extAppId: 'WOODGROVE-WEB-01',
      appName: 'Woodgrove Bank Cards',
      branding: { primaryColor: '#7c3aed' },
      supportedLocales: [
        { locale: 'en', defaultLocale: 'Y' },
        { locale: 'es', defaultLocale: 'N' },
      ],
    });
    expect(made.config.otherInfo.customer_support).toContain('1-800-555-0123');
    expect(JSON.stringify(made.messages['es'])).toContain(
      'Llame al servicio de atención al cliente de Woodgrove Bank Cards',
    );
    // The demo images were drawn: the loader checked every asset the configuration names.
    expect(existsSync(path.join(made.assetsDir, 'header-logo.svg'))).toBe(true);
    // Nothing of the template's placeholders is left, in any file.
    for (const file of ['issuer.json', 'locales/en.json', 'locales/es.json'])
      expect(readFileSync(path.join(dir, 'woodgrove', file), 'utf8')).not.toMatch(/\{\{|\}\}/);
    expect(loadAllIssuers(dir)).toMatchObject({ errors: [] });
  });

  it('escapes a name for JSON: quotes and backslashes arrive as typed', () => {
    const made = createIssuer({ id: 'quoted', appName: 'The "Best" Bank \\ Cards' }, { dir });
    expect(made.config.appName).toBe('The "Best" Bank \\ Cards');
  });

  it.each([
    ['an upper-case id', { id: 'Woodgrove', appName: 'W' }, /not an issuer id/],
    ['an id with a slash', { id: 'wood/grove', appName: 'W' }, /not an issuer id/],
    ['a colour that is not hex', { id: 'woodgrove', appName: 'W', primaryColor: 'purple' }, /primaryColor/],
    ['an empty name', { id: 'woodgrove', appName: '' }, /appName/],
  ])('refuses %s and leaves no folder', (_what, input, message) => {
    expect(() => createIssuer(input, { dir })).toThrow(message);
    expect(issuerIds(dir)).toEqual([]);
    expect(existsSync(path.join(dir, input.id))).toBe(false);
  });

  it('refuses an id whose folder exists, leaving that folder as it was', () => {
    createIssuer({ id: 'woodgrove', appName: 'Woodgrove' }, { dir });
    const before = readFileSync(path.join(dir, 'woodgrove', 'issuer.json'), 'utf8');
    expect(() => createIssuer({ id: 'woodgrove', appName: 'Other' }, { dir })).toThrow(/exists already/);
    expect(readFileSync(path.join(dir, 'woodgrove', 'issuer.json'), 'utf8')).toBe(before);
  });

  it('a template the loader refuses leaves no folder, and the message names the file and field', () => {
    const templateDir = path.join(dir, 'template');
    cpSync(TEMPLATE_DIR, templateDir, { recursive: true });
    const file = path.join(templateDir, 'issuer.template.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"hosts": []', '"hosts": ["NOT A HOST"]'));
    expect(() => createIssuer({ id: 'woodgrove', appName: 'W' }, { dir, templateDir })).toThrow(
      /issuer\.json[\s\S]*hosts/,
    );
    expect(existsSync(path.join(dir, 'woodgrove'))).toBe(false);
  });
});

describe('fillTemplate', () => {
  it('refuses a placeholder it has no value for', () => {
    expect(() => fillTemplate('{"a": "{{nope}}"}', templateValues({ id: 'x1', appName: 'X' }))).toThrow(/\{\{nope\}\}/);
  });

  it('property: any name fills to valid JSON that reads back as the name', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const filled = fillTemplate('{"appName": "{{appName}}"}', templateValues({ id: 'x1', appName: name }));
        expect((JSON.parse(filled) as { appName: string }).appName).toBe(name);
      }),
    );
  });
});

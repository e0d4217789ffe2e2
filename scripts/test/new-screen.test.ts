// The screen generator's registry edit and templates (scripts/new-screen.mjs): the row lands after its
// remote's (or its feature's) last row, as one line the registry's types accept, and an id or a path
// the registry has is refused.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { addRegistryRow, fill, registryRow } from '../new-screen.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REGISTRY = readFileSync(path.join(ROOT, 'packages/client/src/routes/registry.ts'), 'utf8');
const rowsOf = (text: string) => text.split('\n');

describe('addRegistryRow', () => {
  it('puts a signed-in screen of a feature with rows after that feature’s last row', () => {
    const input = { remote: 'postlogin', id: 'contactSummary', path: 'userSettings/summary', feature: 'settings' };
    const lines = rowsOf(addRegistryRow(REGISTRY, input));
    const at = lines.indexOf(registryRow(input));
    expect(at).toBeGreaterThan(0);
    expect(lines[at - 1]).toMatch(/^ {2}userSettingsVerifyPhone: /);
    expect(registryRow(input)).toBe(
      "  contactSummary: postlogin('userSettings/summary', 'postlogin:contactSummary.title', inFeature('settings')),",
    );
  });

  it('puts a screen of a new feature after its remote’s last row, a row written over lines included', () => {
    const input = { remote: 'prelogin', id: 'cardOffers', path: 'offers', feature: 'offers' };
    const text = addRegistryRow(REGISTRY, input);
    const lines = rowsOf(text);
    const at = lines.indexOf(registryRow(input));
    // The row before it is whole: a complete one-line row, or the closing line of a longer one.
    expect(lines[at - 1]).toMatch(/(\},|\),)$/);
    expect(text.split('\n').length).toBe(REGISTRY.split('\n').length + 1);
    expect(registryRow(input)).toBe(
      "  cardOffers: { ...prelogin('offers', 'public-flow', keep, 'browser', 'prelogin:cardOffers.title'), ...inFeature('offers') },",
    );
  });

  it.each([
    [
      'an id the registry has',
      { remote: 'postlogin', id: 'accounts', path: 'elsewhere', feature: 'accounts' },
      /route accounts/,
    ],
    [
      'a path the registry has',
      { remote: 'postlogin', id: 'other', path: 'userSettings', feature: 'settings' },
      /at userSettings/,
    ],
  ])('refuses %s', (_what, input, message) => {
    expect(() => addRegistryRow(REGISTRY, input)).toThrow(message);
  });
});

describe('fill', () => {
  it('replaces every placeholder, and refuses one without a value', () => {
    expect(fill('<{{Component}} /> at {{path}}', { Component: 'OffersPage', path: 'offers' })).toBe(
      '<OffersPage /> at offers',
    );
    expect(() => fill('{{nope}}', {})).toThrow('{{nope}}');
  });

  it('every template fills from the values the generator gives', () => {
    const values = {
      id: 'x',
      path: 'x',
      feature: 'x',
      title: 'X',
      titleEs: 'X',
      namespace: 'postlogin',
      namespaceMessages: 'postloginMessages',
      Component: 'XPage',
      file: 'x-page',
    };
    const dir = path.join(ROOT, 'scripts/templates/screen');
    for (const name of [
      'postlogin-page.tsx.template',
      'postlogin-page.test.tsx.template',
      'postlogin-journey.spec.ts.template',
      'prelogin-page.tsx.template',
      'prelogin-page.test.tsx.template',
      'prelogin-journey.spec.ts.template',
      'feature-screens.tsx.template',
    ])
      expect(fill(readFileSync(path.join(dir, name), 'utf8'), values)).not.toMatch(/\{\{\w+\}\}/);
  });
});

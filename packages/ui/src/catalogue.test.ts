// Every message the rules and screens use exists in en and es, and none is unused.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allProductMessages, messageLeaves as leaves, placeholdersOf as placeholders } from '../testing';
import { ADDRESS_MESSAGE_KEYS } from '@portal/domain/address';
import { CARD_MESSAGE_KEYS } from '@portal/domain/card';
import { ERROR_MESSAGE_KEYS } from '@portal/domain/errors';
import { IDENTITY_MESSAGE_KEYS } from '@portal/domain/identity';
import { FORMS_MESSAGE_KEYS } from './forms/messages';
import { PRODUCT_LOCALES } from '@portal/client/i18n';

const PRODUCT_MESSAGES = await allProductMessages();

/** The namespaces whose keys are produced by rules, with every key each can produce. */
const RULE_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  card: CARD_MESSAGE_KEYS,
  address: ADDRESS_MESSAGE_KEYS,
  identity: IDENTITY_MESSAGE_KEYS,
  errors: ERROR_MESSAGE_KEYS,
  forms: FORMS_MESSAGE_KEYS,
};

describe.each(Object.entries(PRODUCT_MESSAGES))('the %s messages', (namespace, bundles) => {
  const en = leaves(bundles['en']);

  it.each(PRODUCT_LOCALES.filter((l) => l !== 'en'))(
    'are complete in %s, with the same placeholders, and none empty',
    (locale) => {
      const other = new Map(leaves(bundles[locale]));
      expect([...other.keys()].sort()).toEqual(en.map(([k]) => k).sort());
      for (const [key, text] of en) {
        expect(text.trim(), `${namespace}:${key} (en)`).not.toBe('');
        expect(other.get(key)?.trim(), `${namespace}:${key} (${locale})`).not.toBe('');
        expect(placeholders(other.get(key) ?? ''), `${namespace}:${key}`).toEqual(placeholders(text));
      }
    },
  );
});

describe.each(Object.entries(RULE_NAMESPACES))('the %s namespace', (namespace, keys) => {
  const inFile = leaves(PRODUCT_MESSAGES[namespace]?.['en']).map(([k]) => `${namespace}:${k}`);

  it('has a text for every key its rules can produce', () => {
    const own = keys.filter((k) => k.startsWith(`${namespace}:`));
    expect(own.filter((k) => !inFile.includes(k))).toEqual([]);
  });

  it('has no text its rules never produce', () => {
    const produced = new Set(Object.values(RULE_NAMESPACES).flat());
    expect(inFile.filter((k) => !produced.has(k))).toEqual([]);
  });
});

describe('the common messages', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const sources: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (name === 'node_modules' || name === 'dist') continue;
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) sources.push(readFileSync(file, 'utf8'));
    }
  };
  for (const dir of [
    'packages/client/src',
    'packages/ui/src',
    'shell/src',
    'mfe-prelogin/src',
    'mfe-postlogin/src',
    'mfe-sso/src',
    'mfe-activation/src',
    'mfe-embedded-wallet/src',
  ])
    walk(path.join(root, dir));
  const code = sources.join('\n');

  it.each(leaves(PRODUCT_MESSAGES['common']?.['en']).map(([key]) => key))('%s is used by a screen', (key) => {
    expect(code.includes(`'${key}'`) || code.includes(`'common:${key}'`) || code.includes(`"common:${key}"`)).toBe(
      true,
    );
  });
});

// The activation namespace (CONVENTIONS 10): the remote's first chunk carries the page titles the route
// registry names; the feature's file travels with its lazy chunk. Both are complete and alike
// in en and es (keys, placeholders, no empty text), under top-level groups of their own, and hold every
// key the code names.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageLeaves, placeholdersOf } from '@portal/ui/testing';
import { ROUTE_LIST } from '@portal/client/routes';
import featureEn from '../features/activation/i18n/en.json';
import featureEs from '../features/activation/i18n/es.json';
import { messages as featureChunk } from '../features/activation/screens';
import en from './en.json';
import es from './es.json';
import { ACTIVATION_NS, activationMessages } from './messages';

const FILES = { titles: { en, es }, feature: { en: featureEn, es: featureEs } } as const;
const groupsOf = (tree: object) => Object.keys(tree).sort();

/** The keys of the activation namespace a folder's source names: `'activation:a.b'`, and `'a.b'` under one of `groups`. */
function keysNamedIn(folder: string, groups: readonly string[]): string[] {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
  );
  const pattern = new RegExp(`'(?:activation:)?((?:${groups.join('|')})\\.[\\w.]+)'`, 'g');
  const keys = files.flatMap((file) =>
    [...readFileSync(path.join(folder, file), 'utf8').matchAll(pattern)].map((m) => m[1] ?? ''),
  );
  return [...new Set(keys)].sort();
}

describe('CONVENTIONS 10 the activation messages', () => {
  it('are the activation namespace, in en and es; the first chunk has the titles, the lazy chunk the feature file', () => {
    expect(ACTIVATION_NS).toBe('activation');
    expect(activationMessages).toEqual(FILES.titles);
    expect(featureChunk).toEqual(FILES.feature);
  });

  it('give each file top-level groups of its own, so merging them hides nothing', () => {
    const titles = groupsOf(en);
    expect(groupsOf(featureEn).filter((group) => titles.includes(group))).toEqual([]);
  });

  it('have every page title the route registry names for this remote', () => {
    const titles = ROUTE_LIST.filter((route) => route.owner === 'mfe_activation').map((route) =>
      route.title.replace(/^activation:/, ''),
    );
    const english = new Map(messageLeaves(en));
    expect(titles.filter((key) => !english.has(key))).toEqual([]);
  });

  it.each(Object.entries(FILES))(
    '%s: the same keys and placeholders in en and es, and no empty text',
    (_name, file) => {
      const english = new Map(messageLeaves(file.en));
      const spanish = new Map(messageLeaves(file.es));
      expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        expect(text.trim(), key).not.toBe('');
        expect(spanish.get(key)?.trim(), key).not.toBe('');
        expect(placeholdersOf(spanish.get(key) ?? ''), key).toEqual(placeholdersOf(text));
      }
    },
  );

  it('hold every key the code names (a plural by its forms)', () => {
    const english = new Map(messageLeaves({ ...en, ...featureEn }));
    const named = keysNamedIn(path.join(import.meta.dirname, '..'), [...groupsOf(en), ...groupsOf(featureEn)]);
    expect(named.length).toBeGreaterThan(20);
    const present = (key: string) => english.has(key) || (english.has(`${key}_one`) && english.has(`${key}_other`));
    expect(named.filter((key) => !present(key))).toEqual([]);
  });
});

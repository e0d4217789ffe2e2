// The checks every message file of the prelogin namespace passes (CONVENTIONS 10; house rule "every
// string in en and es"): the same keys and placeholders in both languages, no empty text, its own
// top-level groups, and every key its code names literally present. Keys built at run time are proven
// by the screens' tests, which find the text.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { messageLeaves as leaves, placeholdersOf as placeholders } from '@portal/ui/testing';

/** The prelogin keys of `groups` a folder's source names literally: `t('group.key')` and `'prelogin:group.key'`. */
export function keysNamedIn(folder: string, groups: readonly string[]): string[] {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('testing'),
  );
  const pattern = new RegExp(`(?:\\bt\\(\\s*'|prelogin:)((?:${groups.join('|')})\\.[\\w.]+)`, 'g');
  const keys = files.flatMap((file) =>
    [...readFileSync(path.join(folder, file), 'utf8').matchAll(pattern)].map((m) => m[1] ?? ''),
  );
  return [...new Set(keys)].sort();
}

/** Asserts one file's en and es messages are complete and alike, under its groups, and hold every key named. */
export function expectCompleteMessages(
  en: unknown,
  es: unknown,
  groups: readonly string[],
  named: readonly string[],
): void {
  const english = new Map(leaves(en));
  const spanish = new Map(leaves(es));
  expect([...english.keys()].filter((key) => !groups.some((group) => key.startsWith(`${group}.`)))).toEqual([]);
  expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  for (const [key, text] of english) {
    expect(text.trim(), key).not.toBe('');
    expect(spanish.get(key)?.trim(), key).not.toBe('');
    expect(placeholders(spanish.get(key) ?? ''), key).toEqual(placeholders(text));
  }
  expect(named.filter((key) => !english.has(key))).toEqual([]);
}

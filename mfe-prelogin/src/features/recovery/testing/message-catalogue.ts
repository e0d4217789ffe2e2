// The checks every feature's messages pass (CONVENTIONS 10; house rule "every string in en and es"):
// the same keys and placeholders in both languages, no empty text, and every key the feature's code
// names literally present. Keys built at run time are proven by the screens' tests, which find the text.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { messageLeaves as leaves, placeholdersOf as placeholders } from '@portal/shared/testing';


/** The prelogin keys a folder's source names literally: `t('group.key')` and `'prelogin:group.key'`. */
export function keysNamedIn(folder: string, group: string): string[] {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('testing'));
  const pattern = new RegExp(`(?:\\bt\\(|prelogin:)'?(${group}\\.[\\w.]+)`, 'g');
  const keys = files.flatMap((file) => [...readFileSync(path.join(folder, file), 'utf8').matchAll(pattern)].map((m) => m[1] ?? ''));
  return [...new Set(keys)].sort();
}

/** Asserts one feature's en and es messages are complete and alike, and hold every key it names. */
export function expectCompleteMessages(en: unknown, es: unknown, group: string, named: readonly string[]): void {
  const english = new Map(leaves(en));
  const spanish = new Map(leaves(es));
  expect([...english.keys()].every((key) => key.startsWith(`${group}.`))).toBe(true);
  expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  for (const [key, text] of english) {
    expect(text.trim(), key).not.toBe('');
    expect(spanish.get(key)?.trim(), key).not.toBe('');
    expect(placeholders(spanish.get(key) ?? ''), key).toEqual(placeholders(text));
  }
  expect(named.length).toBeGreaterThan(0);
  expect(named.filter((key) => !english.has(key))).toEqual([]);
}

import { describe, expect, it } from 'vitest';
import { messageLeaves, placeholdersOf } from '@portal/shared/testing';
import en from './en.json';
import es from './es.json';
import { PRELOGIN_NS, preloginMessages } from './messages';

/** Every leaf key of a message tree, dotted, with its text. */
const leaves = (tree: unknown): Map<string, string> => new Map(messageLeaves(tree));

const placeholders = (message: string | undefined) => placeholdersOf(message ?? '');

describe('§10 prelogin messages', () => {
  const enKeys = leaves(en);
  const esKeys = leaves(es);

  it('are the prelogin namespace, in en and es', () => {
    expect(PRELOGIN_NS).toBe('prelogin');
    expect(Object.keys(preloginMessages).sort()).toEqual(['en', 'es']);
  });

  it('every key in en.json exists in es.json', () => {
    expect([...enKeys.keys()].filter((k) => !esKeys.has(k))).toEqual([]);
  });

  it('every key in es.json exists in en.json', () => {
    expect([...esKeys.keys()].filter((k) => !enKeys.has(k))).toEqual([]);
  });

  it('every message is non-empty text, with the same placeholders in both languages', () => {
    expect(enKeys.size).toBeGreaterThan(10);
    for (const [key, message] of enKeys) {
      expect(typeof message, key).toBe('string');
      expect(String(message).trim(), key).not.toBe('');
      expect(placeholders(esKeys.get(key)), key).toEqual(placeholders(message));
    }
    for (const [key, message] of esKeys) {
      expect(typeof message, key).toBe('string');
      expect(String(message).trim(), key).not.toBe('');
    }
  });
});

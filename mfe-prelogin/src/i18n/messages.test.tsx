import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import { PRELOGIN_NS, preloginMessages } from './messages';

/** Every leaf key of a message tree, dotted, with its value. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof tree === 'object' && tree !== null && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) {
      for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, tree);
  }
  return out;
}

/** The {{placeholders}} of a message. */
const placeholders = (message: unknown) => (typeof message === 'string' ? [...message.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort() : []);

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

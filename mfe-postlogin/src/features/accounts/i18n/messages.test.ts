import { describe, expect, it } from 'vitest';
import { messageLeaves } from '@portal/ui/testing';
import { postloginMessages } from '../../../i18n/messages';
import en from './en.json';
import es from './es.json';

const leaves = (tree: unknown) => new Map(messageLeaves(tree));
/** The {{placeholders}} and <tags> of a message (the tags are Trans components). */
const markers = (message: string | undefined) =>
  [...(message ?? '').matchAll(/{{\s*(\w+)\s*}}|<\/?(\w+)>/g)].map((m) => m[0].replace(/\s/g, '')).sort();

describe("CONVENTIONS 10 the accounts feature's messages, which travel with its lazy chunk", () => {
  const english = leaves(en);
  const spanish = leaves(es);

  it('are alike in both languages: the same keys, none empty, the same placeholders and tags', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe('');
      expect(spanish.get(key)?.trim(), key).not.toBe('');
      expect(markers(spanish.get(key)), key).toEqual(markers(text));
    }
  });

  it("are a group of their own (cardAccounts), beside the first chunk's page title: deep-merged, nothing is hidden", () => {
    const first = leaves(postloginMessages['en']);
    expect([...new Set([...english.keys()].map((key) => key.split('.')[0]))]).toEqual(['cardAccounts']);
    expect([...english.keys()].filter((key) => first.has(key))).toEqual([]);
    expect(first.get('accounts.title')).toBe('Accounts');
  });
});

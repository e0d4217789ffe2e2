import { describe, expect, it } from 'vitest';
import { messageLeaves, placeholdersOf } from '@portal/ui/testing';
import { postloginMessages } from '../../i18n/messages';
import { messages, screens } from './screens';

const leaves = (tree: unknown) => new Map(messageLeaves(tree));

describe("the card features' lazy chunk", () => {
  it('is the screen of the features route', () => {
    expect(Object.keys(screens)).toEqual(['features']);
  });

  it('carries its messages alike in en and es: the same keys, none empty, the same placeholders', () => {
    const en = leaves(messages['en']);
    const es = leaves(messages['es']);
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect(text.trim(), key).not.toBe('');
      expect(es.get(key)?.trim(), key).not.toBe('');
      expect(placeholdersOf(es.get(key) ?? ''), key).toEqual(placeholdersOf(text));
    }
  });

  it("is a group of its own (cardFeatures), sharing no key with the first chunk's (features.title is there)", () => {
    const chunk = leaves(messages['en']);
    const first = leaves(postloginMessages['en']);
    expect([...new Set([...chunk.keys()].map((key) => key.split('.')[0]))]).toEqual(['cardFeatures']);
    expect([...chunk.keys()].filter((key) => first.has(key))).toEqual([]);
    expect(first.get('features.title')).toBe('Card features');
  });
});

import { describe, expect, it } from 'vitest';
import { messageLeaves } from '@portal/shared/testing';
import cardsEn from '../features/cards/i18n/en.json';
import manageCardEn from '../features/cards/i18n/manage-card.en.json';
import homeEn from '../features/home/i18n/en.json';
import signOutEn from '../features/sign-out/i18n/en.json';
import rootEn from './en.json';
import { POSTLOGIN_NS, postloginMessages } from './messages';

/** Every leaf key of a message tree, dotted, with its text. */
const leaves = (tree: unknown): Map<string, string> => new Map(messageLeaves(tree));

/** The {{placeholders}} and <tags> of a message (the tags are Trans components). */
const markers = (message: unknown) => (typeof message === 'string' ? [...message.matchAll(/{{\s*(\w+)\s*}}|<\/?(\w+)>/g)].map((m) => m[0].replace(/\s/g, '')).sort() : []);

describe('CONVENTIONS 10 postlogin messages', () => {
  const en = leaves(postloginMessages['en']);
  const es = leaves(postloginMessages['es']);

  it('are the postlogin namespace, in en and es', () => {
    expect(POSTLOGIN_NS).toBe('postlogin');
    expect(Object.keys(postloginMessages).sort()).toEqual(['en', 'es']);
  });

  it("merge every feature's file without one hiding another's keys", () => {
    expect(en.size).toBe(leaves(rootEn).size + leaves(cardsEn).size + leaves(manageCardEn).size + leaves(homeEn).size + leaves(signOutEn).size);
  });

  it('have the same keys in both languages', () => {
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('are non-empty text, with the same placeholders and tags in both languages', () => {
    for (const [key, message] of en) {
      expect(typeof message, key).toBe('string');
      expect(String(message).trim(), key).not.toBe('');
      expect(String(es.get(key)).trim(), key).not.toBe('');
      expect(markers(es.get(key)), key).toEqual(markers(message));
    }
  });
});

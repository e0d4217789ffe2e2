import { describe, expect, it } from 'vitest';
import { messageLeaves } from '@portal/ui/testing';
import cardDataEn from '../card-data/i18n/en.json';
import cardsEn from '../features/cards/i18n/en.json';
import manageCardEn from '../features/cards/i18n/manage-card.en.json';
import { messages as cardsChunk } from '../features/cards/screens';
import homeEn from '../features/home/i18n/en.json';
import settingsEn from '../features/settings/i18n/en.json';
import { messages as settingsChunk } from '../features/settings/screens';
import signOutEn from '../features/sign-out/i18n/en.json';
import ssoLinkEn from '../features/sso-link/i18n/en.json';
import rootEn from './en.json';
import { POSTLOGIN_NS, postloginMessages } from './messages';

/** Every leaf key of a message tree, dotted, with its text. */
const leaves = (tree: unknown): Map<string, string> => new Map(messageLeaves(tree));

/** The {{placeholders}} and <tags> of a message (the tags are Trans components). */
const markers = (message: unknown) =>
  typeof message === 'string'
    ? [...message.matchAll(/{{\s*(\w+)\s*}}|<\/?(\w+)>/g)].map((m) => m[0].replace(/\s/g, '')).sort()
    : [];

/** Both languages alike: the same keys, each non-empty text, with the same placeholders and tags. */
function expectAlike(bundles: { readonly en?: unknown; readonly es?: unknown }) {
  const en = leaves(bundles.en);
  const es = leaves(bundles.es);
  expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
  for (const [key, message] of en) {
    expect(typeof message, key).toBe('string');
    expect(String(message).trim(), key).not.toBe('');
    expect(String(es.get(key)).trim(), key).not.toBe('');
    expect(markers(es.get(key)), key).toEqual(markers(message));
  }
}

describe('CONVENTIONS 10 postlogin messages', () => {
  const en = leaves(postloginMessages['en']);

  it('are the postlogin namespace, in en and es', () => {
    expect(POSTLOGIN_NS).toBe('postlogin');
    expect(Object.keys(postloginMessages).sort()).toEqual(['en', 'es']);
  });

  it("merge the first chunk's files without one hiding another's keys", () => {
    expect(en.size).toBe(leaves(rootEn).size + leaves(homeEn).size + leaves(signOutEn).size + leaves(ssoLinkEn).size);
  });

  it('are alike in both languages', () => {
    expectAlike(postloginMessages);
  });
});

describe("the cards feature's messages, which travel with its lazy chunk", () => {
  const chunk = leaves(cardsChunk['en']);

  it('are every card file and the card data (the alerts of a card), alike in both languages', () => {
    expect(chunk.size).toBe(leaves(cardsEn).size + leaves(manageCardEn).size + leaves(cardDataEn).size);
    expectAlike(cardsChunk);
  });

  it("share no key with the first chunk's (its cards group sits beside the page titles): deep-merged, nothing is hidden", () => {
    const first = leaves(postloginMessages['en']);
    expect([...chunk.keys()].filter((key) => first.has(key))).toEqual([]);
    expect(first.has('cards.addTitle')).toBe(true);
  });
});

describe("the settings feature's messages, which travel with its lazy chunk", () => {
  const chunk = leaves(settingsChunk['en']);

  it('are the feature file, alike in both languages', () => {
    expect(chunk.size).toBe(leaves(settingsEn).size);
    expectAlike(settingsChunk);
  });

  it("are a group of their own (contacts), not the first chunk's settings group of page titles: deep-merged, nothing is hidden", () => {
    const first = leaves(postloginMessages['en']);
    expect([...chunk.keys()].filter((key) => first.has(key))).toEqual([]);
    expect([...new Set([...chunk.keys()].map((key) => key.split('.')[0]))]).toEqual(['contacts']);
    expect(first.has('settings.title')).toBe(true);
  });

  it('share no key with the cards chunk either (both merge into the one namespace)', () => {
    const cards = leaves(cardsChunk['en']);
    expect([...chunk.keys()].filter((key) => cards.has(key))).toEqual([]);
  });
});

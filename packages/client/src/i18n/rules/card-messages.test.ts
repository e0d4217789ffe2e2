import { describe, expect, it } from 'vitest';
import { messageLeaves, placeholdersOf as placeholders } from '@portal/domain/testing';
import en from '../locales/en/card.json';
import es from '../locales/es/card.json';
import { CARD_MESSAGE_KEYS, CARD_NS, NICKNAME_MAX_LENGTH } from '@portal/domain/card';

/** Every leaf of a message file, as `card:<path>`, with its text. */
const leaves = (tree: unknown): [string, string][] =>
  messageLeaves(tree).map(([path, text]) => [`${CARD_NS}:${path}`, text]);

/** Texts that are the same in both languages on purpose: a trademark and digits. */
const SAME_IN_EVERY_LANGUAGE = new Set(['card:defaultNickname.portal']);

describe('the card message files', () => {
  const english = new Map(leaves(en));
  const spanish = new Map(leaves(es));

  it('list each key once, all in the card namespace', () => {
    expect(new Set(CARD_MESSAGE_KEYS).size).toBe(CARD_MESSAGE_KEYS.length);
    expect(CARD_MESSAGE_KEYS.every((key) => key.startsWith('card:'))).toBe(true);
  });

  it.each([
    ['en', english],
    ['es', spanish],
  ])('%s has a text for every key the rules produce, and no other', (_locale, texts) => {
    expect([...texts.keys()].sort()).toEqual([...CARD_MESSAGE_KEYS].sort());
  });

  it.each(CARD_MESSAGE_KEYS.map((key) => [key]))('%s: Spanish is translated, with the same placeholders', (key) => {
    const englishText = english.get(key) ?? '';
    const spanishText = spanish.get(key) ?? '';
    expect(englishText.trim()).not.toBe('');
    expect(spanishText.trim()).not.toBe('');
    expect(placeholders(spanishText)).toEqual(placeholders(englishText));
    if (!SAME_IN_EVERY_LANGUAGE.has(key)) expect(spanishText).not.toBe(englishText);
  });

  it('§9 the nickname length message states the limit', () => {
    expect(english.get('card:nickname.tooLong')).toContain(String(NICKNAME_MAX_LENGTH));
    expect(spanish.get('card:nickname.tooLong')).toContain(String(NICKNAME_MAX_LENGTH));
  });
});

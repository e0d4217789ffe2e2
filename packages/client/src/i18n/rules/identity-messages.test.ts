import { describe, expect, it } from 'vitest';
import { messageLeaves } from '@portal/domain/testing';
import { i18n, initI18n, loadRuleMessages } from '..';
import en from '../locales/en/identity.json';
import es from '../locales/es/identity.json';
import {
  ONE_TIME_CODE_POLICY,
  DATE_OF_BIRTH_MIN_YEAR,
  EMAIL_MAX_LENGTH,
  IDENTITY_MESSAGE_KEYS,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PIN_DIGITS,
  IDENTITY_NS,
  THRESHOLD_MAX,
  THRESHOLD_MIN,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@portal/domain/identity';

/** Every leaf of a message file as `identity:<dotted path>` with its text. */
const leaves = (tree: unknown): [string, string][] =>
  messageLeaves(tree).map(([path, text]) => [`${IDENTITY_NS}:${path}`, text]);

const FILES = { en: new Map(leaves(en)), es: new Map(leaves(es)) };

describe('the identity messages (locales/<lng>/identity.json)', () => {
  it('no rule gives the same key twice, and every key is in the identity namespace', () => {
    expect(new Set(IDENTITY_MESSAGE_KEYS).size).toBe(IDENTITY_MESSAGE_KEYS.length);
    expect(IDENTITY_MESSAGE_KEYS.filter((k) => !k.startsWith(`${IDENTITY_NS}:`))).toEqual([]);
  });

  it.each(Object.entries(FILES))(
    '%s holds exactly the keys the rules give: none missing, none unused',
    (_lng, texts) => {
      expect([...texts.keys()].sort()).toEqual([...IDENTITY_MESSAGE_KEYS].sort());
    },
  );

  it.each(IDENTITY_MESSAGE_KEYS.map((key) => [key]))('%s has an English and a different Spanish text', (key) => {
    const english = FILES.en.get(key) ?? '';
    const spanish = FILES.es.get(key) ?? '';
    expect(english.trim()).not.toBe('');
    expect(spanish.trim()).not.toBe('');
    expect(spanish).not.toBe(english);
  });

  // Texts carry no placeholders (a Verdict is a key alone), so the numbers they quote must be the rules'.
  it.each<[string, number]>([
    ['firstName.tooLong', NAME_MAX_LENGTH],
    ['lastName.tooLong', NAME_MAX_LENGTH],
    ['email.tooLong', EMAIL_MAX_LENGTH],
    ['username.tooShort', USERNAME_MIN_LENGTH],
    ['username.tooLong', USERNAME_MAX_LENGTH],
    ['password.tooShort', PASSWORD_MIN_LENGTH],
    ['password.tooLong', PASSWORD_MAX_LENGTH],
    ['dateOfBirth.year', DATE_OF_BIRTH_MIN_YEAR],
    ['threshold.range', THRESHOLD_MIN],
    ['threshold.range', THRESHOLD_MAX],
    ['code.format', ONE_TIME_CODE_POLICY.digits],
    ['code.resendWait', ONE_TIME_CODE_POLICY.resendAfterMs / 1000],
    ['code.resendLimit', ONE_TIME_CODE_POLICY.maxSendsPerWindow],
    ['pin.format', PIN_DIGITS],
  ])('%s quotes %d in both languages', (path, value) => {
    for (const texts of Object.values(FILES))
      expect(texts.get(`${IDENTITY_NS}:${path}`)).toMatch(new RegExp(`\\b${value}\\b`));
  });

  it('no text has a placeholder, since no rule passes values', () => {
    for (const texts of Object.values(FILES)) expect([...texts.values()].filter((t) => t.includes('{{'))).toEqual([]);
  });
});

describe('the keys as the page translates them', () => {
  it.each(['en', 'es'] as const)('every key resolves to its %s text through i18next', async (lng) => {
    await initI18n({ locale: lng });
    // As a screen with a form has them (a lazy feature asks for the rules' messages).
    await loadRuleMessages();
    const t = i18n.getFixedT(lng);
    expect(IDENTITY_MESSAGE_KEYS.filter((key) => t(key) !== FILES[lng].get(key))).toEqual([]);
  });
});

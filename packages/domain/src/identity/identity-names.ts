// A cardholder's first and last name in the profile and enrolment (spec §5 Identity and credentials).
import * as v from 'valibot';
import { firstFailingRule, type Rule } from './identity-rules';

/** The two name fields; each has its own messages so an error names the field it belongs to. */
export const NAME_FIELDS = ['firstName', 'lastName'] as const;
export type NameField = (typeof NAME_FIELDS)[number];

/**
 * §5 Identity is silent on length; §5 Address limits first and last name to 24. The profile's names are
 * the ones an address is built from (§3 Address: personName from firstName and lastName), so the same
 * limit keeps every profile name usable on an address.
 */
export const NAME_MAX_LENGTH = 24;

/**
 * §5 Identity: letters, digits, space, dot, backtick, tilde, apostrophe and hyphen. Letters are any
 * Unicode letter with its combining marks (cardholders have accents: José, Zoë, Nguyễn); digits are
 * ASCII, as on a card.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}0-9 .`~'-]*$/u;
const LETTER = /\p{L}/u;

export const NAME_MESSAGE_KEYS = [
  'identity:firstName.required',
  'identity:firstName.characters',
  'identity:firstName.letter',
  'identity:firstName.tooLong',
  'identity:lastName.required',
  'identity:lastName.characters',
  'identity:lastName.letter',
  'identity:lastName.tooLong',
] as const;
export type NameMessageKey = (typeof NAME_MESSAGE_KEYS)[number];

type NameRuleId = 'required' | 'characters' | 'letter' | 'tooLong';
const nameKey = (field: NameField, rule: NameRuleId) => `identity:${field}.${rule}` as const;

/** §5 Identity, first and last name, in the order a form reports them. Values are normalised first. */
export const NAME_RULES: readonly {
  readonly id: NameRuleId;
  readonly spec: string;
  readonly fails: (name: string) => boolean;
}[] = [
  { id: 'required', spec: '§5 Identity', fails: (name) => name === '' },
  { id: 'characters', spec: '§5 Identity', fails: (name) => !NAME_CHARACTERS.test(name) },
  { id: 'letter', spec: '§5 Identity', fails: (name) => !LETTER.test(name) },
  { id: 'tooLong', spec: '§5 Address (24)', fails: (name) => name.length > NAME_MAX_LENGTH },
];

function nameRules(field: NameField): Rule<NameMessageKey, undefined>[] {
  return NAME_RULES.map((rule) => ({ key: nameKey(field, rule.id), spec: rule.spec, fails: rule.fails }));
}

/**
 * What is sent: trimmed, runs of whitespace as one space (a pasted tab or double space is never meant),
 * typographic apostrophes as ASCII ones (phone keyboards type O’Brien), and Unicode NFC so an accent
 * typed as a combining mark is the same name as the precomposed one.
 */
export function normaliseName(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .normalize('NFC');
}

/** The first message for a first or last name, or null when it is valid. */
export function validateName(name: string, field: NameField): NameMessageKey | null {
  return firstFailingRule(nameRules(field), normaliseName(name), undefined);
}

/** §5 Identity: the schema of one name field, its issues in NAME_RULES order, its output normalised. */
export function nameSchema(field: NameField) {
  return v.pipe(
    v.string(nameKey(field, 'required')),
    v.transform(normaliseName),
    v.nonEmpty(nameKey(field, 'required')),
    v.regex(NAME_CHARACTERS, nameKey(field, 'characters')),
    v.regex(LETTER, nameKey(field, 'letter')),
    v.maxLength(NAME_MAX_LENGTH, nameKey(field, 'tooLong')),
  );
}

export const FirstNameSchema = nameSchema('firstName');
export const LastNameSchema = nameSchema('lastName');

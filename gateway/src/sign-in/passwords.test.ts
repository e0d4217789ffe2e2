// §8 invalidPassword* codes for the §5 password rules: the table walked, each rule's code checked
// against the shared catalogue, and each rule reached through a sample password.
import { describe, expect, it } from 'vitest';
import { PASSWORD_CODE_PREFIX, PASSWORD_ERRORS } from '@portal/domain/errors';
import {
  PASSWORD_MESSAGE_KEYS,
  PASSWORD_RULES,
  type PasswordMessageKey,
  validatePassword,
} from '@portal/domain/identity';
import { GatewayError } from '../errors';
import { checkNewPassword, PASSWORD_REUSED_CODE, PASSWORD_RULE_CODES, passwordRuleError } from './passwords';

/** A password whose first failing rule is the key (for the username `quayside`). */
const SAMPLES: Readonly<Record<PasswordMessageKey, string>> = {
  'identity:password.required': '',
  'identity:password.tooShort': 'Ab1!',
  'identity:password.tooLong': `Ab1!${'xy'.repeat(31)}`,
  'identity:password.space': 'Lantern Quay#58',
  'identity:password.syntax': 'Lantern\u0000Quay#58',
  'identity:password.letter': '1357#2468!975',
  'identity:password.digit': 'Lantern#Quayxy',
  'identity:password.upperCase': 'lantern#quay58',
  'identity:password.lowerCase': 'LANTERN#QUAY58',
  'identity:password.special': 'LanternQuay582',
  'identity:password.repetitive': 'Lantern#Quay555',
  'identity:password.sequence': 'Lantern#Quay567',
  'identity:password.literal': 'Lantern#Password58',
  'identity:password.username': 'Lantern#Quayside58',
};

const known = new Set<string>(Object.keys(PASSWORD_ERRORS));

describe('PASSWORD_RULE_CODES (§5 rule -> §8 code)', () => {
  it('has a code for every shared password rule, each of the invalidPassword family', () => {
    expect(Object.keys(PASSWORD_RULE_CODES).sort()).toEqual([...PASSWORD_MESSAGE_KEYS].sort());
    for (const code of Object.values(PASSWORD_RULE_CODES)) expect(code.startsWith(PASSWORD_CODE_PREFIX)).toBe(true);
  });

  it('uses every §8 password code the catalogue has for a §5 rule (all but the history code)', () => {
    const used = new Set<string>(Object.values(PASSWORD_RULE_CODES).filter((c) => known.has(c)));
    expect([...known].filter((c) => !used.has(c))).toEqual([PASSWORD_REUSED_CODE]);
  });

  it.each(PASSWORD_RULES.map((rule) => [rule.key, rule.spec] as const))(
    '%s (%s): its sample breaks it first, and the gateway answers its code',
    (key) => {
      const sample = SAMPLES[key];
      expect(validatePassword(sample, 'quayside')).toBe(key);
      let thrown: unknown = null;
      try {
        checkNewPassword('quayside', sample);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(GatewayError);
      expect(thrown).toMatchObject({ status: 400, code: PASSWORD_RULE_CODES[key] });
    },
  );

  it('a good password passes, as typed', () => {
    expect(checkNewPassword('quayside', 'Lantern#Quay58')).toBe('Lantern#Quay58');
  });

  it('a message that is not a password rule is an inputValidationError; a non-string password too', () => {
    expect(passwordRuleError('something else')).toMatchObject({ status: 400, code: 'inputValidationError' });
    expect(() => checkNewPassword('quayside', 42)).toThrow(GatewayError);
  });
});

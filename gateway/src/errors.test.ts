// The gateway's errors hold to the §8 catalogue: every code it can answer is one the catalogue names.
import { describe, expect, it } from 'vitest';
import { CATALOGUE_CODES } from '@portal/domain/errors';
import { CODES, GatewayError } from './errors';
import { PASSWORD_REUSED_CODE, PASSWORD_RULE_CODES } from './sign-in/passwords';

describe('gateway error codes (ARCHITECTURE §4: every error with a catalogue code)', () => {
  it('every code the gateway answers with is in the catalogue', () => {
    for (const code of [...Object.values(CODES), ...Object.values(PASSWORD_RULE_CODES), PASSWORD_REUSED_CODE]) {
      expect(CATALOGUE_CODES.has(code), code).toBe(true);
    }
  });

  it('a code the catalogue does not name does not compile', () => {
    // @ts-expect-error 'usernameTakn' is not a catalogue code: a renamed or misspelled code breaks the build.
    const error = new GatewayError(409, 'usernameTakn', 'typo');
    expect(error.code).toBe('usernameTakn');
  });
});

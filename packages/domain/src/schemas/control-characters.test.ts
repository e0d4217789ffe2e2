// A username typed to find an account (sign-in, forgot password, migration) holds no control character:
// a NUL byte reached the gateway's database and answered 500. The
// form and the gateway parse with these same schemas, so both refuse it with the username's message.
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hasControlCharacter } from '../identity/identity-username';
import { TokenRequestSchema } from './auth';
import { CredentialRecoveryRequestSchema, EstablishAccountRequestSchema } from './credentials';
import { forgotPasswordFormSchema, loginFormSchema } from './forms';

const messages = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((i) => `${v.getDotPath(i) ?? ''} ${i.message}`);

/** C0 controls, DEL and the C1 controls: never part of a name a person types. */
const CONTROL = fc
  .oneof(fc.integer({ min: 0x00, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((n) => String.fromCharCode(n));

describe('a username typed to find an account refuses control characters', () => {
  it.each([
    'ready.rita\u0000',
    'ready\u0000.rita',
    'ready.rita\u0007',
    'ready.rita\u001b[31m',
    'ready\u0085rita',
    'ready\u007frita',
  ])('%j', (username) => {
    expect(messages(loginFormSchema, { username, password: 'x' })).toEqual(['username identity:username.characters']);
    expect(
      messages(TokenRequestSchema, { grant_type: 'password', username, password: 'x', code_challenge: 'c' }),
    ).toEqual(['username identity:username.characters']);
    expect(messages(forgotPasswordFormSchema, { userName: username })).toEqual([
      'userName identity:username.characters',
    ]);
    expect(messages(CredentialRecoveryRequestSchema, { userName: username })).toEqual([
      'userName identity:username.characters',
    ]);
    expect(messages(EstablishAccountRequestSchema, { userName: username, email: 'mia@example.com' })).toEqual([
      'userName identity:username.characters',
    ]);
  });

  it('property: any control character anywhere in the name is refused', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), CONTROL, fc.string({ maxLength: 10 }), (before, control, after) => {
        const username = `${before}${control}${after}`;
        // Spaces around a name are trimmed (tabs and line ends among them); what is left must hold none.
        if (!hasControlCharacter(username.trim())) return;
        expect(v.safeParse(loginFormSchema, { username, password: 'x' }).success).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('a name as it was chosen, even one that predates the §5 rules, still signs in', () => {
    for (const username of ['ready.rita', 'Jane Doe', 'josé.garcía', "o'neil", 'a']) {
      expect(v.safeParse(loginFormSchema, { username, password: 'x' }).success).toBe(true);
    }
  });
});

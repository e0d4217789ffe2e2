import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  acceptTermsFormSchema,
  addEmailFormSchema,
  addPhoneFormSchema,
  enrolmentFormSchema,
  enrolmentPasswordMessage,
  forgotPasswordFormSchema,
  forgotUsernameFormSchema,
  loginFormSchema,
  resetPasswordFormSchema,
  setPinFormSchema,
  verifyCodeFormSchema,
  changePasswordFormSchema,
  ENROLMENT_FIELDS,
  establishAccountFormSchema,
  profileNamesFormSchema,
} from './forms';
import { TokenRequestSchema } from './auth';
import { AddEmailRequestSchema, AddPhoneRequestSchema } from './contacts';
import {
  CodeVerificationRequestSchema,
  CredentialRecoveryRequestSchema,
  EstablishAccountRequestSchema,
  UsernameRecoveryRequestSchema,
} from './credentials';
import { EnrolmentRequestSchema, UserUpdateSchema } from './users';

const messages = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((i) => `${v.getDotPath(i) ?? ''} ${i.message}`);

const enrolment = {
  firstName: 'Ana María',
  lastName: "O'Neil",
  email: 'ana.oneil@example.com',
  userName: 'ana.oneil',
  password: 'Gx7!kqPz-Wlm4',
  acceptTerms: true,
};

describe('the portal forms, composed from the domain rules (§2 Screens)', () => {
  it('§2 Login only requires both fields', () => {
    expect(messages(loginFormSchema, { username: 'legacy user', password: 'x' })).toEqual([]);
    expect(messages(loginFormSchema, { username: '', password: '' })).toEqual([
      'username identity:username.required',
      'password identity:password.required',
    ]);
  });

  it('§2 CreateAccount accepts a complete enrolment', () => {
    expect(messages(enrolmentFormSchema, enrolment)).toEqual([]);
  });

  it('§5 an empty enrolment is refused field by field, the password among them (not only once the others pass)', () => {
    const empty = { firstName: '', lastName: '', email: '', userName: '', password: '', acceptTerms: false };
    const fields = new Set(messages(enrolmentFormSchema, empty).map((m) => m.split(' ')[0]));
    expect([...fields].sort()).toEqual(['acceptTerms', 'email', 'firstName', 'lastName', 'password', 'userName']);
    expect(messages(enrolmentFormSchema, empty)).toContain('password identity:password.required');
    // A weak password shows at once beside another field's mistake, the username rule too.
    expect(messages(enrolmentFormSchema, { ...enrolment, firstName: '', password: 'Xy9!ana.oneilQ' })).toContain(
      'password identity:password.username',
    );
  });

  it('§5 the enrolment password may not contain the username (checked with it in hand)', () => {
    const withUsername = { ...enrolment, password: 'Xy9!ana.oneilQ' };
    expect(messages(enrolmentFormSchema, withUsername)).toEqual(['password identity:password.username']);
    expect(messages(enrolmentFormSchema, { ...enrolment, password: 'Sh0rt!' })).toEqual([
      'password identity:password.tooShort',
    ]);
    expect(enrolmentPasswordMessage(withUsername.userName, withUsername.password)).toBe('identity:password.username');
    expect(enrolmentPasswordMessage(enrolment.userName, enrolment.password)).toBeNull();
  });

  it.each([
    ['firstName', '', 'identity:firstName.required'],
    ['email', 'ana..oneil@example.com', null],
    ['acceptTerms', false, 'identity:terms.required'],
  ] as const)('§5 an enrolment %s of %j is refused', (field, value, key) => {
    const found = messages(enrolmentFormSchema, { ...enrolment, [field]: value });
    expect(found.some((m) => m.startsWith(`${field} `))).toBe(true);
    if (key) expect(found).toContain(`${field} ${key}`);
  });

  it('the recovery, reset, code, contact, PIN and terms forms each apply their field rule', () => {
    expect(messages(forgotPasswordFormSchema, { userName: '' })).toEqual(['userName identity:username.required']);
    // A username typed to find an account is trimmed: spaces alone are no username.
    expect(v.parse(forgotPasswordFormSchema, { userName: '  ready.rita ' })).toEqual({ userName: 'ready.rita' });
    expect(messages(forgotPasswordFormSchema, { userName: '   ' })).toEqual(['userName identity:username.required']);
    expect(messages(forgotUsernameFormSchema, { email: 'ana@example.com' })).toEqual([]);
    expect(messages(resetPasswordFormSchema('ana.oneil'), { password: 'short' })[0]).toMatch(
      /^password identity:password\./,
    );
    expect(messages(verifyCodeFormSchema, { code: '123 456' })).toEqual([]);
    expect(messages(verifyCodeFormSchema, { code: '12345' })).toEqual(['code identity:code.format']);
    expect(messages(addEmailFormSchema, { email: 'not an email' })[0]).toMatch(/^email identity:email\./);
    expect(messages(addPhoneFormSchema, { phoneNumber: '(202)555-0123' })).toEqual([]);
    expect(messages(setPinFormSchema, { pin: '4821', confirmPin: '4821' })).toEqual([]);
    expect(messages(setPinFormSchema, { pin: '4821', confirmPin: '4822' })[0]).toMatch(/^confirmPin identity:pin\./);
    expect(messages(acceptTermsFormSchema, { acceptTerms: false })).toEqual(['acceptTerms identity:terms.required']);
    expect(
      messages(changePasswordFormSchema('ana.oneil'), { currentPassword: '', newPassword: 'Gx7!kqPz-Wlm4' }),
    ).toEqual(['currentPassword identity:password.required']);
    expect(
      messages(changePasswordFormSchema('ana.oneil'), { currentPassword: 'old', newPassword: 'Xy9!ana.oneilQ' }),
    ).toEqual(['newPassword identity:password.username']);
    expect(messages(profileNamesFormSchema, { firstName: 'Ana', lastName: '' })[0]).toBe(
      'lastName identity:lastName.required',
    );
  });
});

describe('the form schemas, for any input (fast-check)', () => {
  const schemas = [
    loginFormSchema,
    enrolmentFormSchema,
    forgotPasswordFormSchema,
    forgotUsernameFormSchema,
    resetPasswordFormSchema('ana.oneil'),
    verifyCodeFormSchema,
    addEmailFormSchema,
    addPhoneFormSchema,
    setPinFormSchema,
    acceptTermsFormSchema,
  ];

  it('never throw, whatever object or value arrives', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...schemas),
        fc.oneof(fc.jsonValue(), fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.boolean()))),
        (schema, input) => {
          v.safeParse(schema, input);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('an enrolment with generated valid fields passes', () => {
    const letters = fc.stringMatching(/^[A-Za-z]{2,12}$/);
    fc.assert(
      fc.property(letters, letters, fc.stringMatching(/^[a-z]{6,20}$/), (first, last, user) => {
        const password = 'Gx7!kqPz-Wlm4';
        fc.pre(!password.toLowerCase().includes(user));
        expect(
          messages(enrolmentFormSchema, {
            ...enrolment,
            firstName: first,
            lastName: last,
            userName: user,
            email: `${user}@example.com`,
          }),
        ).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("one schema on both sides of the wire: the request bodies are the forms' own schemas", () => {
  it("where a body is a form's values, its wire schema is that very object", () => {
    expect(CredentialRecoveryRequestSchema).toBe(forgotPasswordFormSchema);
    expect(UsernameRecoveryRequestSchema).toBe(forgotUsernameFormSchema);
    expect(EstablishAccountRequestSchema).toBe(establishAccountFormSchema);
    expect(CodeVerificationRequestSchema).toBe(verifyCodeFormSchema);
    expect(AddEmailRequestSchema).toBe(addEmailFormSchema);
    expect(UserUpdateSchema).toBe(profileNamesFormSchema);
  });

  it("where a body carries more than a form, it is built from the form's field schemas", () => {
    expect(TokenRequestSchema.entries.username).toBe(loginFormSchema.entries.username);
    expect(TokenRequestSchema.entries.password).toBe(loginFormSchema.entries.password);
    expect(AddPhoneRequestSchema.entries.phoneNumber).toBe(addPhoneFormSchema.entries.phoneNumber);
    for (const [field, schema] of Object.entries(ENROLMENT_FIELDS)) {
      expect(EnrolmentRequestSchema.pipe[0].entries[field as keyof typeof ENROLMENT_FIELDS], field).toBe(schema);
      expect(enrolmentFormSchema.pipe[0].entries[field as keyof typeof ENROLMENT_FIELDS], field).toBe(schema);
    }
  });

  it('the enrolment body refuses what the form refuses, with the same message on the same field', () => {
    const body = {
      firstName: enrolment.firstName,
      lastName: enrolment.lastName,
      email: enrolment.email,
      userName: enrolment.userName,
      password: enrolment.password,
      acceptedTerms: ['t-1'],
    };
    expect(messages(EnrolmentRequestSchema, body)).toEqual([]);
    for (const bad of [
      { password: 'Xy9!ana.oneilQ' },
      { email: 'ana..oneil@example.com' },
      { userName: 'ana oneil' },
      { firstName: '' },
    ]) {
      expect(messages(EnrolmentRequestSchema, { ...body, ...bad })).toEqual(
        messages(enrolmentFormSchema, { ...enrolment, ...bad }),
      );
    }
  });
});

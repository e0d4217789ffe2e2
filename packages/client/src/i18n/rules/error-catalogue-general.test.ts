// Walks the §8 Sign-in and general rules and the §8 Addresses table row by row through resolveError.
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_ADD_ERRORS,
  ADDRESS_DELETE_ERRORS,
  ADDRESS_UPDATE_ERRORS,
  type ErrorOperation,
  type ErrorOutcome,
  type ErrorTable,
  LOCK_CODES,
  normaliseError,
  PASSWORD_ERRORS,
  PERMANENT_LOCK_CODES,
  resolveError,
  SIGN_IN_AND_GENERAL_RULES,
  SIGN_IN_ERRORS,
  TECHNICAL_ERROR_CODES,
} from '@portal/domain/errors';
import en from '../locales/en/errors.json';
import es from '../locales/es/errors.json';

const expected = (row: ErrorOutcome) => ({
  messageKey: row.messageKey,
  presentation: row.presentation,
  appendCustomerSupport: row.appendCustomerSupport === true,
});
const general = (code: string | null, status: number | null, message = 'Server text') =>
  resolveError('general', normaliseError(code === null ? { message } : { responseStatus: { code, message } }, status));

describe('§7 Change credentials: a change of password in userSettings', () => {
  const change = (code: string, status: number) =>
    resolveError('passwordChange', normaliseError({ responseStatus: { code, message: 'Server text' } }, status));

  it('a wrong current password says the current password is not right, on the form (not sign-in’s "username or password")', () => {
    expect(change('invalidCredentials', 400)).toEqual({
      messageKey: 'errors:credentials.currentIncorrect',
      presentation: 'form',
      appendCustomerSupport: false,
    });
    expect(general('invalidCredentials', 400).messageKey).toBe('errors:signIn.invalidCredentials');
  });

  it.each(SIGN_IN_AND_GENERAL_RULES.map((rule) => [rule.spec, rule] as const))(
    'otherwise as §8 Sign-in and general: %s',
    (_spec, rule) => {
      const code =
        rule.codes?.[0] ?? (rule.codePrefix === undefined ? 'SOME_OTHER_CODE' : `${rule.codePrefix}Unlisted`);
      if (code === 'invalidCredentials') return;
      const status = rule.statuses?.[0] ?? 400;
      expect(change(code, status)).toEqual(general(code, status));
    },
  );
});

describe('§8 Sign-in and general, rule by rule', () => {
  it.each(SIGN_IN_AND_GENERAL_RULES.map((rule) => [rule.spec, rule] as const))('%s', (_spec, rule) => {
    const code = rule.codes?.[0] ?? (rule.codePrefix === undefined ? 'SOME_OTHER_CODE' : `${rule.codePrefix}Unlisted`);
    const status = rule.statuses?.[0] ?? 400;
    expect(general(code, status)).toEqual(expected(rule.then));
  });

  it.each(TECHNICAL_ERROR_CODES)('§8 the technical error message is shown for %s', (code) => {
    expect(general(code, 400)).toEqual({
      messageKey: 'errors:technical',
      presentation: 'form',
      appendCustomerSupport: false,
    });
  });

  it('§8 the technical codes are VMCP_001 to 004, VMCP_1001 to 1005, VMCP_1007 to 1011 and 9612', () => {
    const range = (prefix: string, from: number, to: number, width: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${String(from + i).padStart(width, '0')}`);
    expect([...TECHNICAL_ERROR_CODES]).toEqual([
      ...range('VMCP_', 1, 4, 3),
      ...range('VMCP_', 1001, 1005, 4),
      ...range('VMCP_', 1007, 1011, 4),
      '9612',
    ]);
  });

  it.each(Object.entries(PASSWORD_ERRORS))('§8 password-specific message for %s', (code, row) => {
    expect(general(code, 400)).toEqual(expected(row));
  });

  it.each(Object.entries(SIGN_IN_ERRORS))(
    "docs/decisions/013: the sign-in flows' %s has its own message",
    (code, row) => {
      expect(general(code, 400)).toEqual(expected(row));
    },
  );

  it('§8 an unlisted invalidPassword* code gets the generic password message', () => {
    expect(general('invalidPasswordFormat', 400).messageKey).toBe('errors:password.invalid');
  });
});

describe('§8 Sign-in and general: locks', () => {
  it.each<[string, string | null, number, string, boolean]>([
    ['HTTP 403 with no code', null, 403, 'temporaryLock', false],
    ['HTTP 403 with another code', 'AUTH_123', 403, 'temporaryLock', false],
    ['HTTP 403 with a technical code', 'VMCP_1001', 403, 'temporaryLock', false],
    ['409 with ICM_1004', 'ICM_1004', 409, 'permanentLock', true],
    ['409 with 9617', '9617', 409, 'permanentLock', true],
    ['403 with ICM_1004', 'ICM_1004', 403, 'permanentLock', true],
    ['403 with 9617', '9617', 403, 'permanentLock', true],
    ['409 with ICM_1014', 'ICM_1014', 409, 'temporaryLock', true],
    ['403 with ICM_1014', 'ICM_1014', 403, 'temporaryLock', true],
    ['409 with 9618', '9618', 409, 'temporaryLock', false],
    ['403 with 9618', '9618', 403, 'temporaryLock', false],
  ])('%s: %s', (_what, code, status, presentation, support) => {
    const result = general(code, status);
    expect(result.presentation).toBe(presentation);
    expect(result.messageKey).toBe(
      presentation === 'permanentLock' ? 'errors:lock.permanent' : 'errors:lock.temporary',
    );
    expect(result.appendCustomerSupport).toBe(support);
  });

  it('§8 the lock codes are ICM_1004, 9617, ICM_1014 and 9618; ICM_1004 and 9617 are permanent', () => {
    expect([...LOCK_CODES]).toEqual(['ICM_1004', '9617', 'ICM_1014', '9618']);
    expect([...PERMANENT_LOCK_CODES]).toEqual(['ICM_1004', '9617']);
  });

  it.each([403, 409, 500])('§8 "except VMCP_1006": VMCP_1006 with %i goes to the terms form', (status) => {
    expect(general('VMCP_1006', status)).toEqual({
      messageKey: 'errors:commonMessage',
      presentation: 'form',
      appendCustomerSupport: false,
    });
  });

  it.each<[string, string, number]>([
    ['409 with another code', 'AUTH_123', 409],
    ['ICM_1004 with 400', 'ICM_1004', 400],
    ['9617 with 422', '9617', 422],
  ])('%s is not a lock: the form shows the catalogue’s message', (_what, code, status) => {
    expect(general(code, status)).toEqual({
      messageKey: 'errors:unexpected',
      presentation: 'form',
      appendCustomerSupport: false,
    });
  });

  it('§8 ICM_1014 appends customer support whatever the status', () => {
    expect(general('ICM_1014', 400).appendCustomerSupport).toBe(true);
  });

  it.each<[string, string | null, number]>([
    ['a temporary lock', null, 403],
    ['a permanent lock', 'ICM_1004', 409],
  ])('§8 on the login page %s shows as a dismissing notification', (_what, code, status) => {
    const error = normaliseError(code === null ? null : { code }, status);
    const onLogin = resolveError('general', error, { onLoginPage: true });
    const elsewhere = resolveError('general', error);
    expect(onLogin.presentation).toBe('notification');
    expect(elsewhere.presentation).not.toBe('notification');
    expect(onLogin.messageKey).toBe(elsewhere.messageKey);
    expect(onLogin.appendCustomerSupport).toBe(elsewhere.appendCustomerSupport);
  });

  it('the login page changes nothing but a lock', () => {
    const error = normaliseError(null, 500);
    expect(resolveError('general', error, { onLoginPage: true })).toEqual(resolveError('general', error));
  });
});

describe('§8 Sign-in and general: technical errors and the rest', () => {
  it.each([401, 500, 502])('§8 HTTP %i raises a technical error popup, with or without a body', (status) => {
    const popup = { messageKey: 'errors:technical', presentation: 'technicalPopup', appendCustomerSupport: false };
    expect(general(null, status)).toEqual(popup);
    expect(resolveError('general', normaliseError(undefined, status))).toEqual(popup);
    expect(general('AUTH_123', status)).toEqual(popup);
  });

  it('§8 no response at all gives VMCP_001: the technical message on the form', () => {
    expect(resolveError('general', normaliseError(undefined))).toEqual({
      messageKey: 'errors:technical',
      presentation: 'form',
      appendCustomerSupport: false,
    });
  });

  it('anything thrown that is not an ApiError counts as no response', () => {
    expect(resolveError('general', new Error('Network Error'))).toEqual(
      resolveError('general', normaliseError(undefined)),
    );
    expect(resolveError('general', 'oops').messageKey).toBe('errors:technical');
  });

  it('§8 other errors go onto the model for the form, with the catalogue’s message, not the server’s (decision 025)', () => {
    expect(general('USER_2001', 400, '  The username is taken  ')).toEqual({
      messageKey: 'errors:unexpected',
      presentation: 'form',
      appendCustomerSupport: false,
    });
  });

  it('a message that is only the code (the normaliser’s default) is not a server message', () => {
    expect(resolveError('general', normaliseError({ code: 'USER_2001' }, 400))).not.toHaveProperty('serverMessage');
  });

  it('§8 customer support is appended for an unverified primary contact', () => {
    const error = normaliseError({ code: 'USER_2001' }, 400);
    expect(resolveError('general', error, { unverifiedPrimary: true }).appendCustomerSupport).toBe(true);
    expect(resolveError('general', error, { unverifiedPrimary: false }).appendCustomerSupport).toBe(false);
  });
});

describe.each<[string, ErrorOperation, ErrorTable]>([
  ['§8 Addresses, Add', 'addressAdd', ADDRESS_ADD_ERRORS],
  ['§8 Addresses, Update', 'addressUpdate', ADDRESS_UPDATE_ERRORS],
  ['§8 Addresses, Delete', 'addressDelete', ADDRESS_DELETE_ERRORS],
])('%s', (_table, operation, table) => {
  it.each(Object.entries(table))('row %s', (code, row) => {
    expect(resolveError(operation, normaliseError({ message: 'Server text' }, Number(code)))).toEqual(expected(row));
  });

  it.each([401, 502])('§8 HTTP %i raises the technical popup', (status) => {
    expect(resolveError(operation, normaliseError(null, status)).presentation).toBe('technicalPopup');
  });

  it('an error without a row carries the server message', () => {
    expect(
      resolveError(operation, normaliseError({ code: 'ADDR_77', message: 'Too many addresses' }, 409)).serverMessage,
    ).toBe('Too many addresses');
  });
});

describe('§8 Addresses: what the table says', () => {
  it('§8 lists add 400/422/500, update 400/404/422/500, delete 404/500', () => {
    expect(Object.keys(ADDRESS_ADD_ERRORS).sort()).toEqual(['400', '422', '500']);
    expect(Object.keys(ADDRESS_UPDATE_ERRORS).sort()).toEqual(['400', '404', '422', '500']);
    expect(Object.keys(ADDRESS_DELETE_ERRORS).sort()).toEqual(['404', '500']);
  });

  it('§8 a 422 on add or update opens the address-not-found modal with the validation-service message', () => {
    for (const table of [ADDRESS_ADD_ERRORS, ADDRESS_UPDATE_ERRORS]) {
      expect(table['422']).toEqual({ messageKey: 'errors:address.validationService', presentation: 'modal' });
    }
  });

  it.each<[ErrorOperation, string, string]>([
    ['addressAdd', 'form', 'errors:address.failed'],
    ['addressUpdate', 'form', 'errors:address.failed'],
    ['addressDelete', 'notification', 'errors:address.unableToDelete'],
  ])('%s without a row: %s, %s', (operation, presentation, messageKey) => {
    expect(resolveError(operation, normaliseError({ code: 'ADDR_77' }, 409))).toEqual({
      messageKey,
      presentation,
      appendCustomerSupport: false,
    });
  });

  it('§8 no response on an address save: the technical message on the form', () => {
    expect(resolveError('addressAdd', normaliseError(undefined))).toEqual({
      messageKey: 'errors:technical',
      presentation: 'form',
      appendCustomerSupport: false,
    });
  });
});

describe('§8 Sign-in and general: what reaches a cardholder', () => {
  it.each<[string, string, number]>([
    ['inputValidationError', 'contactId: a two-factor code goes to a verified contact', 400],
    ['404', 'No such user', 404],
    ['SOMETHING_NEW', 'Raw text of a code the catalogue lacks', 418],
  ])('%s gives a catalogue message on the form, never the gateway’s own text', (code, message, status) => {
    expect(resolveError('general', normaliseError({ responseStatus: { code, message } }, status))).toEqual({
      messageKey: 'errors:unexpected',
      presentation: 'form',
      appendCustomerSupport: false,
    });
  });

  it.each(['invalidToken', 'insufficientScope'])(
    '%s (401) is the technical popup, without the server’s text',
    (code) => {
      expect(
        resolveError(
          'general',
          normaliseError({ responseStatus: { code, message: 'This call needs a full token.' } }, 401),
        ),
      ).toEqual({
        messageKey: 'errors:technical',
        presentation: 'technicalPopup',
        appendCustomerSupport: false,
      });
    },
  );

  it.each([
    ['login', 'errors:flow.ended'],
    ['recovery', 'errors:flow.ended'],
    ['migration', 'errors:flow.ended'],
    ['enrolment', 'errors:flow.enrolmentEnded'],
  ] as const)('a 401 on the token of a %s under way ends that flow, with its own message', (flow, messageKey) => {
    const lapsed = normaliseError({ responseStatus: { code: 'invalidToken', message: 'x' } }, 401);
    expect(resolveError('general', lapsed, { flowUnderWay: flow })).toEqual({
      messageKey,
      presentation: 'flowEnded',
      appendCustomerSupport: false,
    });
  });

  it('only a 401 ends a flow: another failure in a flow is what it always was', () => {
    const failure = normaliseError({ responseStatus: { code: 'VMCP_001', message: '' } }, 500);
    expect(resolveError('general', failure, { flowUnderWay: 'login' })).toEqual(resolveError('general', failure));
  });

  it('invalidPasswordSyntax says what the syntax rule is: characters a keyboard cannot type', () => {
    expect(general('invalidPasswordSyntax', 400).messageKey).toBe('errors:password.syntax');
    expect(en.password.syntax).toMatch(/keyboard/);
    expect(es.password.syntax).toMatch(/teclado/);
  });
});

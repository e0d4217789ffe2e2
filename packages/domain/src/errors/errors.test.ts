import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  ERROR_BODY_WRAPPERS,
  ERROR_CODE_FIELDS,
  ERROR_STATUS_FIELDS,
  errorBody,
  isApiError,
  NO_BODY_CODE,
  normaliseError,
} from './errors';

describe('§8 error body shapes', () => {
  it('§8 tries the wrappers ResponseStatus, responseStatus, errorResponse, error, verificationStatus in order', () => {
    expect(ERROR_BODY_WRAPPERS).toEqual([
      'ResponseStatus',
      'responseStatus',
      'errorResponse',
      'error',
      'verificationStatus',
    ]);
    expect(ERROR_CODE_FIELDS).toEqual(['reason', 'code', 'error']);
    expect(ERROR_STATUS_FIELDS).toEqual(['httpStatus', 'statusCode', 'status']);
  });

  const wrap = (wrapper: string | null, inner: Record<string, unknown>): unknown =>
    wrapper ? { [wrapper]: inner } : inner;
  const shapes = [...ERROR_BODY_WRAPPERS, null] as const;
  const table = shapes.flatMap((wrapper) =>
    ERROR_CODE_FIELDS.flatMap((codeField) =>
      ERROR_STATUS_FIELDS.map((statusField) => [wrapper ?? 'direct', codeField, statusField, wrapper] as const),
    ),
  );

  it.each(table)('§8 %s body: code from %s, status from %s', (_shape, codeField, statusField, wrapper) => {
    const body = wrap(wrapper, { [codeField]: 'PROFILE_3004', [statusField]: 409, message: 'Card already added' });
    const error = normaliseError(body, 400);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('PROFILE_3004');
    expect(error.status).toBe(409);
    expect(error.message).toBe('Card already added');
    expect(error.original).toBe(body);
  });

  it.each(shapes.map((w) => [w ?? 'direct', w] as const))(
    '§8 %s body given as JSON text is parsed the same way',
    (_shape, wrapper) => {
      const body = JSON.stringify(wrap(wrapper, { reason: 'ICM_1004', statusCode: '403' }));
      const error = normaliseError(body, 500);
      expect([error.code, error.status]).toEqual(['ICM_1004', 403]);
      expect(error.original).toBe(body);
    },
  );

  it.each<[string, Record<string, unknown>, string]>([
    ['reason before code', { reason: 'A', code: 'B', error: 'C' }, 'A'],
    ['code before error', { code: 'B', error: 'C' }, 'B'],
    ['a blank reason is skipped', { reason: '  ', code: 'B' }, 'B'],
    ['a numeric code is text', { code: 9617 }, '9617'],
    ['a code is trimmed', { code: ' DPS_0001 ' }, 'DPS_0001'],
  ])('§8 code field order: %s', (_what, body, code) => {
    expect(normaliseError(body, 400).code).toBe(code);
  });

  it.each<[string, Record<string, unknown>, number | null]>([
    ['httpStatus before statusCode', { code: 'X', httpStatus: 401, statusCode: 402, status: 403 }, 401],
    ['statusCode before status', { code: 'X', statusCode: 402, status: 403 }, 402],
    ['a status given as text', { code: 'X', status: '422' }, 422],
    ['an out-of-range status falls back to the transport status', { code: 'X', status: 999 }, 418],
    ['a non-numeric status falls back', { code: 'X', status: 'FAILED' }, 418],
    ['a fractional status falls back', { code: 'X', status: 404.5 }, 418],
  ])('§8 status fields: %s', (_what, body, status) => {
    expect(normaliseError(body, 418).status).toBe(status);
  });

  it('§8 the first wrapper present wins: ResponseStatus over responseStatus', () => {
    expect(normaliseError({ ResponseStatus: { code: 'FIRST' }, responseStatus: { code: 'SECOND' } }, 400).code).toBe(
      'FIRST',
    );
  });

  it('§8 an error field that is text, not a wrapper, is the code of a direct body', () => {
    const error = normaliseError({ error: 'invalid_grant', status: 400 }, 400);
    expect([error.code, error.status]).toEqual(['invalid_grant', 400]);
  });

  it('§8 a wrapper that is a list is not a wrapper', () => {
    expect(normaliseError({ errorResponse: [{ code: 'X' }], code: 'DIRECT' }, 400).code).toBe('DIRECT');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['message', { code: 'X', message: 'm1', errorMessage: 'm2' }, 'm1'],
    ['errorMessage', { code: 'X', errorMessage: 'm2', description: 'm3' }, 'm2'],
    ['description', { code: 'X', description: 'm3' }, 'm3'],
    ['no message: the code', { code: 'X' }, 'X'],
  ])('the message comes from %s', (_what, body, message) => {
    expect(normaliseError(body, 400).message).toBe(message);
  });
});

describe('§8 no response body gives VMCP_001', () => {
  it.each<[string, unknown, number | null]>([
    ['undefined, no response', undefined, null],
    ['null, no response', null, null],
    ['empty text with a 502', '', 502],
    ['blank text with a 500', '   ', 500],
    ['undefined with a 504', undefined, 504],
  ])('%s', (_what, body, status) => {
    const error = normaliseError(body, status);
    expect(error.code).toBe(NO_BODY_CODE);
    expect(NO_BODY_CODE).toBe('VMCP_001');
    expect(error.status).toBe(status);
  });

  it('defaults the transport status to none', () => {
    expect(normaliseError(undefined).status).toBeNull();
  });

  it.each<[string, unknown, number, string]>([
    ['a text body that is not JSON', 'Bad Gateway', 502, '502'],
    ['an object without a code', { message: 'Server error' }, 500, '500'],
    ['a list', [1, 2], 400, '400'],
    ['a number', 42, 404, '404'],
  ])('%s has the HTTP status as its code', (_what, body, status, code) => {
    expect(normaliseError(body, status).code).toBe(code);
  });

  it('a body without code or status is VMCP_001', () => {
    expect(normaliseError({ message: 'something' }, null).code).toBe('VMCP_001');
  });
});

describe('the gateway error body', () => {
  it('§8 is a shape the normaliser reads back', () => {
    const error = normaliseError(errorBody('PROFILE_3006', 409, 'Nickname already in use'), 409);
    expect([error.code, error.status, error.message]).toEqual(['PROFILE_3006', 409, 'Nickname already in use']);
  });

  it('isApiError tells ApiError from other errors', () => {
    expect(isApiError(new ApiError('X', null, 'x', null))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ code: 'X' })).toBe(false);
    expect(new ApiError('X', 400, 'x', null).name).toBe('ApiError');
  });

  it("isApiError knows an ApiError made by another app's copy of the class (the rules are bundled per app)", () => {
    const fromAnotherCopy = Object.assign(new Error('x'), {
      name: 'ApiError',
      code: 'X',
      [Symbol.for('@portal/domain/ApiError')]: true,
    });
    expect(isApiError(fromAnotherCopy)).toBe(true);
    expect(isApiError(Object.assign(new Error('x'), { name: 'ApiError', code: 'X' }))).toBe(false);
  });
});

describe('§8 normaliseError properties', () => {
  const statusArb = fc.option(fc.integer({ min: 100, max: 599 }), { nil: null });
  const check = (body: unknown, httpStatus: number | null) => {
    const error = normaliseError(body, httpStatus);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code.length).toBeGreaterThan(0);
    expect(error.message.length).toBeGreaterThan(0);
    expect(
      error.status === null || (Number.isInteger(error.status) && error.status >= 100 && error.status <= 599),
    ).toBe(true);
    expect(error.original).toBe(body);
  };

  it('returns an ApiError for any JSON value and never throws', () => {
    fc.assert(fc.property(fc.jsonValue(), statusArb, check), { numRuns: 1000 });
  });

  it('returns an ApiError for any text and never throws', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), statusArb, check), { numRuns: 1000 });
  });

  it('returns an ApiError for any JSON value sent as text', () => {
    fc.assert(fc.property(fc.json(), statusArb, check), { numRuns: 1000 });
  });

  it('finds a code placed in any wrapper and code field', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ERROR_BODY_WRAPPERS, null),
        fc.constantFrom(...ERROR_CODE_FIELDS),
        fc.stringMatching(/^[A-Z]{2,8}_\d{1,4}$/),
        (wrapper, field, code) => {
          const inner = { [field]: code };
          expect(normaliseError(wrapper ? { [wrapper]: inner } : inner, 400).code).toBe(code);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

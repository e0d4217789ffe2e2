// The catalogue's codes: the type a server's answers are held to, and the list behind it.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CATALOGUE_CODES, type CatalogueCode } from './catalogue-codes';

describe('§8 the catalogue codes', () => {
  it('names the codes of every table, the lock and technical lists, and the status-decided codes of decision 013', () => {
    for (const code of [
      'PROFILE_3004',
      '10300',
      '422',
      'inputValidationError',
      'DPS_0001',
      'invalidPasswordNoDigit',
      'invalidCredentials',
      '9618',
      'ICM_1004',
      'VMCP_001',
      '9612',
      'VMCP_1006',
      'invalidToken',
      'insufficientScope',
    ]) {
      expect(CATALOGUE_CODES.has(code), code).toBe(true);
    }
    expect(CATALOGUE_CODES.has('notACode')).toBe(false);
  });

  it('names the activation codes and the PIN rules’ codes (docs/decisions/029)', () => {
    for (const code of [
      'activationCardNotFound',
      'activationAlreadyActive',
      'activationLocked',
      'invalidPinRequired',
      'invalidPinFormat',
      'invalidPinRepeated',
      'invalidPinSequence',
    ]) {
      expect(CATALOGUE_CODES.has(code), code).toBe(true);
    }
    expectTypeOf<'activationLocked'>().toExtend<CatalogueCode>();
    expectTypeOf<'invalidPinSequence'>().toExtend<CatalogueCode>();
    expectTypeOf<'invalidPinMismatch'>().not.toExtend<CatalogueCode>();
  });

  it('the type takes a catalogue code and refuses any other string', () => {
    expectTypeOf<'invalidCode'>().toExtend<CatalogueCode>();
    expectTypeOf<'PROFILE_3006'>().toExtend<CatalogueCode>();
    expectTypeOf<'invalidCodes'>().not.toExtend<CatalogueCode>();
    expectTypeOf<string>().not.toExtend<CatalogueCode>();
  });
});

// Walks the card activation rows (docs/decisions/029) through resolveError: the activation table, the PIN
// rules' codes with their own messages, the activation token's end, and §8 Sign-in and general behind them.
import { describe, expect, it } from 'vitest';
import { messageLeaves as leaves } from '@portal/domain/testing';
import enIdentity from '../locales/en/identity.json';
import esIdentity from '../locales/es/identity.json';
import en from '../locales/en/errors.json';
import { PIN_RULES } from '@portal/domain/identity';
import {
  ACTIVATION_ERRORS,
  ACTIVATION_RULES,
  type ErrorOutcome,
  type ErrorTable,
  isHttpStatusKey,
  normaliseError,
  PIN_ERRORS,
  resolveError,
} from '@portal/domain/errors';

const expected = (row: ErrorOutcome) => ({
  messageKey: row.messageKey,
  presentation: row.presentation,
  appendCustomerSupport: row.appendCustomerSupport === true,
});
const activation = (code: string | null, status: number | null) =>
  resolveError(
    'activation',
    normaliseError(
      code === null ? { message: 'Server text' } : { responseStatus: { code, message: 'Server text' } },
      status,
    ),
  );
const rows = (table: ErrorTable) => Object.entries(table).filter(([code]) => !isHttpStatusKey(code));

describe('§7 Card activation: the activation table', () => {
  it.each(rows(ACTIVATION_ERRORS))('%s, with the status the gateway sends and any other', (code, row) => {
    for (const status of [400, 409, 422, 423]) expect(activation(code, status)).toEqual(expected(row));
  });

  it('a card that matches nothing, already active, or locked: one text each, on the form', () => {
    expect(activation('activationCardNotFound', 400)).toEqual({
      messageKey: 'errors:activation.cardNotFound',
      presentation: 'form',
      appendCustomerSupport: false,
    });
    expect(activation('activationAlreadyActive', 409)).toEqual({
      messageKey: 'errors:activation.alreadyActive',
      presentation: 'form',
      appendCustomerSupport: false,
    });
    expect(activation('activationLocked', 423)).toEqual({
      messageKey: 'errors:activation.locked',
      presentation: 'form',
      appendCustomerSupport: true,
    });
  });

  it('the lock says 24 hours and to call customer support, whose text follows (SPEC-DECISIONS)', () => {
    expect(en.activation.locked).toContain('24 hours');
    expect(en.activation.locked).toContain('customer support');
    expect(activation(null, 423).appendCustomerSupport).toBe(true);
  });

  it('a card not found never names a field as the wrong one: it lists what to check', () => {
    expect(en.activation.cardNotFound).toMatch(/card number, expiry date and security code/);
  });
});

describe('SPEC-DECISIONS PIN refused by the gateway', () => {
  it.each(Object.entries(PIN_ERRORS))('%s shows its rule’s own message on the form', (code, row) => {
    expect(activation(code, 400)).toEqual(expected(row));
    expect(row.messageKey.startsWith('identity:pin.')).toBe(true);
  });

  it('every rule of the PIN (PIN_RULES) has a code, and no code names a rule that does not exist', () => {
    expect(Object.values(PIN_ERRORS).map((row) => row.messageKey)).toEqual(PIN_RULES.map((rule) => rule.key));
  });

  it('the borrowed messages have en and es texts (identity.json), not errors.json copies', () => {
    const english = Object.fromEntries(leaves(enIdentity));
    const spanish = Object.fromEntries(leaves(esIdentity));
    for (const row of Object.values(PIN_ERRORS)) {
      const path = row.messageKey.replace('identity:', '');
      expect(english[path], path).toBeTruthy();
      expect(spanish[path], path).toBeTruthy();
    }
    expect(JSON.stringify(en)).not.toContain('PIN');
  });
});

describe('the activation token (docs/decisions/025 and 029)', () => {
  it.each(['invalidToken', 'insufficientScope', 'VMCP_001'])('a 401 (%s) ends the activation flow', (code) => {
    expect(activation(code, 401)).toEqual({
      messageKey: 'errors:activation.ended',
      presentation: 'flowEnded',
      appendCustomerSupport: false,
    });
  });

  it('the token’s end is tried first: a 401 is never the technical popup here', () => {
    expect(ACTIVATION_RULES[0]?.statuses).toEqual([401]);
    expect(resolveError('general', normaliseError({ code: 'invalidToken' }, 401)).presentation).toBe('technicalPopup');
  });
});

describe('otherwise §8 Sign-in and general', () => {
  it.each([
    ['tooManyRequests', 429, 'errors:limit.tooManyRequests'],
    ['serviceBusy', 503, 'errors:limit.serviceBusy'],
    ['flowNotOffered', 404, 'errors:signIn.notOffered'],
    ['VMCP_001', 500, 'errors:technical'],
    ['inputValidationError', 400, 'errors:unexpected'],
  ])('%s (%i)', (code, status, key) => {
    expect(activation(code, status).messageKey).toBe(key);
  });

  it('the server’s own text never shows', () => {
    expect(activation('SOMETHING_ELSE', 418)).toEqual({
      messageKey: 'errors:unexpected',
      presentation: 'form',
      appendCustomerSupport: false,
    });
  });
});

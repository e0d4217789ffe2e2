// Walks every card table of §8 row by row through resolveError, and the card notices and overlays.
import { describe, expect, it } from 'vitest';
import { CARD_CAROUSEL_MESSAGE_KEYS, CAROUSEL_UNAVAILABLE_RULES } from '../card/card-carousel';
import { resolveError, type ErrorOperation } from './error-catalogue';
import {
  CARD_DELETE_NOTICES,
  CARD_EXCEPTION_ERRORS,
  CARD_UNAVAILABLE_REASONS,
  CAROUSEL_OVERLAY_MESSAGES,
  isNoControlYet,
  PORTAL_ADD_CARD_ERRORS,
  PORTAL_UPDATE_CARD_ERRORS,
  WALLET_ADD_CARD_ERRORS,
  WALLET_UPDATE_CARD_ERRORS,
} from './error-catalogue-cards';
import { isHttpStatusKey, type ErrorOutcome, type ErrorTable } from './error-catalogue-model';
import { normaliseError } from './errors';

/** The error a row names, as the normaliser builds it: a status row from a bare HTTP answer, a code row in a 400 body. */
function errorFor(code: string) {
  return isHttpStatusKey(code)
    ? normaliseError({ message: 'Server text' }, Number(code))
    : normaliseError({ responseStatus: { code, message: 'Server text' } }, 400);
}

const expected = (row: ErrorOutcome) => ({
  messageKey: row.messageKey,
  presentation: row.presentation,
  appendCustomerSupport: row.appendCustomerSupport === true,
});
const rows = (table: ErrorTable) => Object.entries(table);

describe.each<[string, ErrorOperation, ErrorTable]>([
  ['§8 Add card (portal)', 'portalAddCard', PORTAL_ADD_CARD_ERRORS],
  ['§8 Update card (portal)', 'portalUpdateCard', PORTAL_UPDATE_CARD_ERRORS],
  ['§8 Add card (embedded)', 'walletAddCard', WALLET_ADD_CARD_ERRORS],
  ['§8 Update (embedded)', 'walletUpdateCard', WALLET_UPDATE_CARD_ERRORS],
])('%s', (_table, operation, table) => {
  it.each(rows(table))('row %s', (code, row) => {
    expect(resolveError(operation, errorFor(code))).toEqual(expected(row));
  });

  it.each(rows(table).filter(([code]) => isHttpStatusKey(code)))(
    'row %s also holds for a body whose code is the status',
    (code, row) => {
      expect(resolveError(operation, normaliseError({ code }, null))).toEqual(expected(row));
    },
  );

  it.each(rows(table).filter(([code]) => !isHttpStatusKey(code)))(
    'row %s holds whatever the status (a code before a status)',
    (code, row) => {
      for (const status of [403, 404, 409, 422, 500]) {
        expect(resolveError(operation, normaliseError({ code }, status))).toEqual(expected(row));
      }
    },
  );

  it('its own 400 row wins over the exception case 400', () => {
    expect(resolveError(operation, errorFor('400')).presentation).not.toBe('technicalModalThenLogin');
  });

  it.each(rows(CARD_EXCEPTION_ERRORS).filter(([code]) => code !== '400'))('§8 Exception cases: %s', (code, row) => {
    expect(resolveError(operation, errorFor(code))).toEqual(expected(row));
  });

  it('§8 an error without a row shows the server message as an error notification', () => {
    expect(
      resolveError(operation, normaliseError({ code: 'PROFILE_9999', message: 'Card rejected by the network' }, 418)),
    ).toEqual({
      messageKey: 'errors:card.failed',
      presentation: 'notification',
      appendCustomerSupport: false,
      serverMessage: 'Card rejected by the network',
    });
  });

  it.each([
    ['tooManyRequests', 429, 'errors:limit.tooManyRequests', 'Too many requests; try again later.'],
    ['serviceBusy', 503, 'errors:limit.serviceBusy', 'The service is busy; try again shortly.'],
  ])(
    'decision 023: a limit (%s) is its own message in the person’s language, never the gateway’s text',
    (code, status, messageKey, text) => {
      expect(resolveError(operation, normaliseError({ responseStatus: { code, message: text } }, status))).toEqual({
        messageKey,
        presentation: 'notification',
        appendCustomerSupport: false,
      });
    },
  );

  it.each([401, 502])('§8 HTTP %i without a row raises the technical popup', (status) => {
    expect(resolveError(operation, normaliseError(null, status)).presentation).toBe('technicalPopup');
  });

  it('§8 no response body gives VMCP_001, the technical message as a notification', () => {
    expect(resolveError(operation, normaliseError(undefined))).toEqual({
      messageKey: 'errors:technical',
      presentation: 'notification',
      appendCustomerSupport: false,
    });
  });
});

describe('§8 the tables say what the spec says', () => {
  it('§8 Add card (portal) lists every code of its table', () => {
    expect(Object.keys(PORTAL_ADD_CARD_ERRORS).sort()).toEqual(
      [
        '299',
        '400',
        '403',
        '404',
        '405',
        '412',
        '422',
        '423',
        '500',
        'PROFILE_3004',
        'PROFILE_3005',
        'PROFILE_3006',
        'VMCP_1006',
      ].sort(),
    );
  });

  it('§8 Update card (portal): PROFILE_3004 means cannot update; the rest as add', () => {
    const { PROFILE_3004: update, ...rest } = PORTAL_UPDATE_CARD_ERRORS;
    const { PROFILE_3004: add, ...addRest } = PORTAL_ADD_CARD_ERRORS;
    expect(update.messageKey).toBe('errors:card.cannotUpdate');
    expect(add.messageKey).toBe('errors:card.alreadyAdded');
    expect(rest).toEqual(addRest);
  });

  it('§8 Add card (embedded) lists every code of its table', () => {
    expect(Object.keys(WALLET_ADD_CARD_ERRORS).sort()).toEqual(
      [
        '299',
        '400',
        '405',
        '403',
        '404',
        '409',
        '412',
        '423',
        '500',
        '1028',
        '10100',
        '10150',
        '10200',
        '10300',
        '10400',
      ].sort(),
    );
  });

  it('§8 Update (embedded): 409 cannot update, no 423, update-specific 400/403/404/405/412/500, the rest as add', () => {
    expect(WALLET_UPDATE_CARD_ERRORS['409'].messageKey).toBe('errors:card.cannotUpdate');
    expect('423' in WALLET_UPDATE_CARD_ERRORS).toBe(false);
    for (const code of ['400', '403', '404', '405', '412', '500'] as const) {
      expect(WALLET_UPDATE_CARD_ERRORS[code].messageKey).toMatch(/^errors:card\.update\./);
      expect(WALLET_UPDATE_CARD_ERRORS[code].messageKey).not.toBe(WALLET_ADD_CARD_ERRORS[code].messageKey);
    }
    for (const code of ['299', '1028', '10100', '10150', '10200', '10300', '10400'] as const) {
      expect(WALLET_UPDATE_CARD_ERRORS[code]).toEqual(WALLET_ADD_CARD_ERRORS[code]);
    }
  });

  it('a code that is a status wins over a different HTTP status (a code before a status)', () => {
    expect(resolveError('walletAddCard', normaliseError({ code: '409' }, 500)).messageKey).toBe(
      'errors:card.alreadyAdded',
    );
    expect(resolveError('walletAddCard', normaliseError({ code: 'X' }, 500)).messageKey).toBe('errors:card.internal');
  });

  it('§8 Update (embedded): a 423 has no row, so it takes the server message', () => {
    expect(resolveError('walletUpdateCard', normaliseError({ message: 'Locked' }, 423))).toMatchObject({
      messageKey: 'errors:card.failed',
      serverMessage: 'Locked',
    });
  });

  it('§8 Exception cases: the technical-error modal, then login, for each listed code; DPS_1002 the prefix-mismatch notification', () => {
    expect(
      Object.entries(CARD_EXCEPTION_ERRORS)
        .filter(([, row]) => row.presentation === 'technicalModalThenLogin')
        .map(([code]) => code),
    ).toEqual(['400', 'PROFILE_0004', 'PROFILE_0002', 'inputValidationError', 'DPS_0001', 'DPS_0002', 'DPS_0003']);
    expect(CARD_EXCEPTION_ERRORS.DPS_1002).toEqual({
      messageKey: PORTAL_ADD_CARD_ERRORS['422'].messageKey,
      presentation: 'notification',
    });
  });
});

describe.each<ErrorOperation>(['card', 'cardList', 'cardDelete'])('§8 Exception cases for the %s call', (operation) => {
  it.each(rows(CARD_EXCEPTION_ERRORS))('row %s', (code, row) => {
    expect(resolveError(operation, errorFor(code))).toEqual(expected(row));
  });
});

describe('§8 Exception cases: the other card calls', () => {
  it('a card list fetch failure gives the get-error notice, not the server text', () => {
    expect(resolveError('cardList', normaliseError({ message: 'boom' }, 500))).toEqual({
      messageKey: 'errors:card.listFailed',
      presentation: 'notification',
      appendCustomerSupport: false,
    });
  });

  it.each([404, 409, 500, 502, null])('§4 a failed delete (%s) shows the could-not-delete notice', (status) => {
    expect(resolveError('cardDelete', normaliseError({ message: 'nope' }, status))).toEqual({
      messageKey: CARD_DELETE_NOTICES.failed,
      presentation: 'notification',
      appendCustomerSupport: false,
    });
  });

  it.each<[string, unknown]>([
    ['a 404', normaliseError({ code: 'DPS_4001' }, 404)],
    ['a 500', normaliseError({ message: 'x' }, 500)],
    ['a session code', normaliseError({ code: 'PROFILE_0004' }, 400)],
    ['no response', normaliseError(undefined)],
    ['a thrown TypeError', new TypeError('x')],
  ])('failure to load or change the virtual control (%s) shows a technical error popup', (_what, error) => {
    expect(resolveError('virtualControl', error)).toEqual({
      messageKey: 'errors:technical',
      presentation: 'technicalPopup',
      appendCustomerSupport: false,
    });
  });

  it('another card call shows the server message', () => {
    expect(resolveError('card', normaliseError({ code: 'X', message: 'Balance unavailable' }, 409)).serverMessage).toBe(
      'Balance unavailable',
    );
  });
});

describe('§4 Suspend control: a 404 with DPS_4001 or DPS_3064 means no control yet', () => {
  it.each<[string, number | null, boolean]>([
    ['DPS_4001', 404, true],
    ['DPS_3064', 404, true],
    ['DPS_4001', 500, false],
    ['DPS_9999', 404, false],
    ['404', 404, false],
    ['DPS_3064', null, false],
  ])('%s with %s: %s', (code, status, expectedAnswer) => {
    expect(isNoControlYet(normaliseError({ code }, status))).toBe(expectedAnswer);
  });
});

describe('§8 Delete notices and carousel overlay messages', () => {
  it('delete notices: deleted successfully; could not delete', () => {
    expect(CARD_DELETE_NOTICES).toEqual({ deleted: 'errors:card.deleted', failed: 'errors:card.deleteFailed' });
  });

  it('§8 names the five carousel overlay messages, one key each, all produced by the card rules', () => {
    expect(Object.keys(CAROUSEL_OVERLAY_MESSAGES)).toEqual([...CARD_UNAVAILABLE_REASONS]);
    expect(new Set(Object.values(CAROUSEL_OVERLAY_MESSAGES)).size).toBe(CARD_UNAVAILABLE_REASONS.length);
  });

  it.each(Object.entries(CAROUSEL_OVERLAY_MESSAGES))(
    '§2 Card carousel: %s is the card rules’ own key %s',
    (_reason, key) => {
      expect(CAROUSEL_UNAVAILABLE_RULES.map((rule) => rule.key)).toContain(key);
      expect(CARD_CAROUSEL_MESSAGE_KEYS).toContain(key);
    },
  );
});

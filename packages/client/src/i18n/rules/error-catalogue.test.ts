// The catalogue as a whole: every key has en and es texts and is reachable, and resolveError is total.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageLeaves as leaves } from '@portal/domain/testing';
import commonEn from '../locales/en/common.json';
import en from '../locales/en/errors.json';
import es from '../locales/es/errors.json';
import {
  CARD_DELETE_NOTICES,
  ERROR_BODY_WRAPPERS,
  ERROR_MESSAGE_KEYS,
  ERROR_OPERATIONS,
  ERROR_POLICIES,
  ERROR_PRESENTATIONS,
  type ErrorOperation,
  FLOW_ENDED,
  FORM_STATE_MESSAGES,
  isHttpStatusKey,
  LOCK_CODES,
  normaliseError,
  PASSWORD_ERRORS,
  PIN_ERRORS,
  PORTAL_ADD_CARD_ERRORS,
  resolveError,
  SESSION_TIMEOUT_MESSAGE,
  TECHNICAL_ERROR_CODES,
  WALLET_ADD_CARD_ERRORS,
} from '@portal/domain/errors';

const keysIn = (tree: unknown) =>
  leaves(tree)
    .map(([k]) => `errors:${k}`)
    .sort();
/** The keys a row borrows from a rule's own namespace (the PIN rules'): their texts are in identity.json. */
const BORROWED_KEYS = Object.values(PIN_ERRORS)
  .map((row) => row.messageKey)
  .sort();

describe('the errors namespace', () => {
  it('en/errors.json holds exactly the keys of ERROR_MESSAGE_KEYS (none missing, none unused)', () => {
    expect(keysIn(en)).toEqual([...ERROR_MESSAGE_KEYS].sort());
  });

  it('es/errors.json holds the same keys', () => {
    expect(keysIn(es)).toEqual(keysIn(en));
  });

  it('no text is empty, and every Spanish text is a translation, not the English one', () => {
    const english = Object.fromEntries(leaves(en));
    for (const [k, text] of leaves(es)) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toBe(english[k]);
    }
    expect(leaves(en).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('no text has a placeholder: the resolver passes no values', () => {
    expect([...leaves(en), ...leaves(es)].filter(([, text]) => text.includes('{{'))).toEqual([]);
  });

  it("§8 VMCP_001's text, written once (the unable-to-process page shows this key too)", () => {
    expect(en.technical).toBe('Sorry, we are unable to process your request at this time. Please try again later.');
    expect(JSON.stringify(commonEn)).not.toContain('unable to process your request');
  });

  it('every key is reachable: a rule, a fallback, a delete notice, a flow ended or the session timeout gives it', () => {
    const produced = new Set<string>([
      ...Object.values(ERROR_POLICIES).flatMap((p) => [
        p.fallback.messageKey,
        ...p.rules.map((r) => r.then.messageKey),
      ]),
      ...Object.values(FLOW_ENDED).map((o) => o.messageKey),
      ...Object.values(CARD_DELETE_NOTICES),
      SESSION_TIMEOUT_MESSAGE,
    ]);
    expect([...produced].filter((k) => k.startsWith('errors:')).sort()).toEqual([...ERROR_MESSAGE_KEYS].sort());
    // The only messages of another namespace are the PIN rules' own (RuleMessageKey), borrowed, not restated.
    expect([...produced].filter((k) => !k.startsWith('errors:')).sort()).toEqual(BORROWED_KEYS);
  });

  it('§8 Form messages are the forms namespace’s keys, not this one’s', () => {
    expect(FORM_STATE_MESSAGES).toEqual({ hasErrors: 'forms:hasErrors', unfilled: 'forms:unfilled' });
  });
});

/** Every code the spec names, and the statuses around them: what a generated error is built from. */
const KNOWN_CODES = [
  ...Object.keys(PORTAL_ADD_CARD_ERRORS),
  ...Object.keys(WALLET_ADD_CARD_ERRORS),
  ...Object.keys(PASSWORD_ERRORS),
  ...TECHNICAL_ERROR_CODES,
  ...LOCK_CODES,
  ...Object.keys(PIN_ERRORS),
  'activationCardNotFound',
  'activationLocked',
  'PROFILE_0004',
  'PROFILE_0002',
  'inputValidationError',
  'DPS_0001',
  'DPS_0002',
  'DPS_0003',
  'DPS_1002',
  'DPS_4001',
  'invalidPasswordOther',
];
const STATUSES = [200, 299, 400, 401, 403, 404, 405, 409, 412, 422, 423, 500, 502, 503];

const operation = fc.constantFrom<ErrorOperation>(...ERROR_OPERATIONS);
const context = fc.record({ onLoginPage: fc.boolean(), unverifiedPrimary: fc.boolean() }, { requiredKeys: [] });
const status = fc.option(fc.oneof(fc.constantFrom(...STATUSES), fc.integer({ min: -1000, max: 1000 })), { nil: null });
/** A §8 body in any of its shapes, with a known or arbitrary code and status. */
const knownBody = fc
  .record({
    wrapper: fc.option(fc.constantFrom(...ERROR_BODY_WRAPPERS), { nil: null }),
    code: fc.oneof(fc.constantFrom(...KNOWN_CODES), fc.string()),
    status: fc.option(fc.constantFrom(...STATUSES, ...STATUSES.map(String)), { nil: undefined }),
    message: fc.option(fc.string(), { nil: undefined }),
  })
  .map(({ wrapper, ...inner }) => (wrapper === null ? inner : { [wrapper]: inner }));
const anyError = fc.oneof(
  fc.tuple(fc.jsonValue(), status).map(([body, s]) => normaliseError(body, s)),
  fc.tuple(fc.json(), status).map(([text, s]) => normaliseError(text, s)),
  fc.tuple(knownBody, status).map(([body, s]) => normaliseError(body, s)),
);

describe('resolveError, for any operation and any error (fast-check)', () => {
  it('returns a key of ERROR_MESSAGE_KEYS (or a borrowed rule message) and a known presentation, and never throws', () => {
    fc.assert(
      fc.property(operation, anyError, context, (op, error, ctx) => {
        const result = resolveError(op, error, ctx);
        expect([...ERROR_MESSAGE_KEYS, ...BORROWED_KEYS]).toContain(result.messageKey);
        expect(ERROR_PRESENTATIONS).toContain(result.presentation);
        expect(typeof result.appendCustomerSupport).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });

  it('anything thrown, not only an ApiError, gives a catalogue answer', () => {
    fc.assert(
      fc.property(operation, fc.anything(), context, (op, thrown, ctx) => {
        expect(ERROR_MESSAGE_KEYS).toContain(resolveError(op, thrown, ctx).messageKey);
      }),
      { numRuns: 1000 },
    );
  });

  it('§8 on the login page a lock is never shown as a lock', () => {
    fc.assert(
      fc.property(operation, anyError, (op, error) => {
        expect(['temporaryLock', 'permanentLock']).not.toContain(
          resolveError(op, error, { onLoginPage: true }).presentation,
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('§8 an unverified primary contact always appends customer support', () => {
    fc.assert(
      fc.property(operation, anyError, (op, error) => {
        expect(resolveError(op, error, { unverifiedPrimary: true }).appendCustomerSupport).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('a server message is only ever the error’s own trimmed text, and never its bare code', () => {
    fc.assert(
      fc.property(operation, anyError, (op, error) => {
        const { serverMessage } = resolveError(op, error);
        if (serverMessage !== undefined) {
          expect(serverMessage).toBe(error.message.trim());
          expect(serverMessage).not.toBe(error.code);
          expect(serverMessage).not.toBe('');
        }
      }),
      { numRuns: 1000 },
    );
  });

  it.each<[string, ErrorOperation, Record<string, { messageKey: string }>]>([
    ['§8 Add card (portal)', 'portalAddCard', PORTAL_ADD_CARD_ERRORS],
    ['§8 Add card (embedded)', 'walletAddCard', WALLET_ADD_CARD_ERRORS],
  ])('%s: a code row wins whatever the status and the body shape', (_table, op, table) => {
    const codeRows = Object.entries(table).filter(([code]) => !isHttpStatusKey(code));
    fc.assert(
      fc.property(
        fc.constantFrom(...codeRows),
        fc.constantFrom(...ERROR_BODY_WRAPPERS),
        status,
        ([code, row], wrapper, s) => {
          expect(resolveError(op, normaliseError({ [wrapper]: { code } }, s)).messageKey).toBe(row.messageKey);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { activateCard, getActivationQuestions, keepActivationAlive, setCardPin } from './activation';
import {
  ACTIVATION_QUESTION_TYPES,
  ActivationQuestionsRequestSchema,
  ActivationQuestionsResponseSchema,
  ActivationResponseSchema,
} from '@portal/domain/schemas';
import { BASE, describeCalls, type CallCase } from './test-kit';

const ACTIVATION = `${BASE}apps/APP%201/activation`;
const CARD = { accountNumber: '4000001234567899', expirationMonth: 9, expirationYear: 2033, cvv: '731' };
const QUESTIONS = {
  cardId: 'CARD-1',
  activationToken: 'AT-1',
  expiresIn: 600,
  questions: [
    { questionId: 'DATE_OF_BIRTH', type: 'DATE_OF_BIRTH' },
    { questionId: 'BILLING_ZIP', type: 'BILLING_ZIP' },
  ],
  attemptsLeft: 3,
};
const ANSWERS = {
  cardId: 'CARD-1',
  activationToken: 'AT-1',
  answers: [{ questionId: 'DATE_OF_BIRTH', answer: '07041985' }],
};
const ACTIVATED = { cardId: 'CARD-1', activated: true, attemptsLeft: 3, pinRequired: true };
const LOCKED = {
  cardId: 'CARD-1',
  activated: false,
  attemptsLeft: 0,
  lockedUntil: '2030-03-05T09:00:00.000Z',
  pinRequired: false,
};

const CASES: CallCase[] = [
  {
    name: '§7 Card activation questions: getActivationQuestions POSTs the card as printed (never in a URL)',
    run: () => getActivationQuestions('APP 1', CARD),
    method: 'post',
    url: `${ACTIVATION}/questions`,
    body: { json: CARD },
    answer: { data: QUESTIONS },
    result: QUESTIONS,
    invalid: { ...QUESTIONS, questions: [{ questionId: 'Q-1', type: 'FAVOURITE_COLOUR' }] },
  },
  {
    name: '§7 Card activation: activateCard POSTs the answers to apps/{extAppId}/activation',
    run: () => activateCard('APP 1', ANSWERS),
    method: 'post',
    url: ACTIVATION,
    body: { json: ANSWERS },
    answer: { data: ACTIVATED },
    result: ACTIVATED,
    invalid: { cardId: 'CARD-1', activated: true },
  },
  {
    name: '§7 Card activation: wrong answers are a result, with the attempts left and the lock',
    run: () => activateCard('APP 1', ANSWERS),
    method: 'post',
    url: ACTIVATION,
    body: { json: ANSWERS },
    answer: { data: LOCKED },
    result: LOCKED,
    invalid: { ...LOCKED, lockedUntil: 'tomorrow' },
  },
  {
    name: '§7 card/pin: setCardPin POSTs the PIN once',
    run: () => setCardPin('APP 1', { cardId: 'CARD-1', activationToken: 'AT-1', pin: '4821' }),
    method: 'post',
    url: `${ACTIVATION}/card/pin`,
    body: { json: { cardId: 'CARD-1', activationToken: 'AT-1', pin: '4821' } },
    answer: { status: 204 },
    result: undefined,
  },
  {
    name: '§7 cardId/keepAlive: keepActivationAlive POSTs to apps/{extAppId}/activation/{cardId}/keepAlive and reads the new lifetime',
    run: () => keepActivationAlive('APP 1', 'CARD/1', { activationToken: 'AT-1' }),
    method: 'post',
    url: `${ACTIVATION}/CARD%2F1/keepAlive`,
    body: { json: { activationToken: 'AT-1' } },
    answer: { data: { expiresIn: 600 } },
    result: { expiresIn: 600 },
    invalid: { expiresIn: -1 },
  },
];

describeCalls('§7 Card activation', CASES);

describe('SPEC-DECISIONS card activation questions', () => {
  it.each(ACTIVATION_QUESTION_TYPES)('a %s question is read', (type) => {
    expect(
      v.parse(ActivationQuestionsResponseSchema, { ...QUESTIONS, questions: [{ questionId: 'Q', type }] }).questions[0]
        ?.type,
    ).toBe(type);
  });

  it('an answer without a question is refused: there is always something to answer', () => {
    expect(v.safeParse(ActivationQuestionsResponseSchema, { ...QUESTIONS, questions: [] }).success).toBe(false);
  });

  it('the card is asked for with month and four-digit year (SPEC-DECISIONS expiry), as digits or numbers', () => {
    expect(
      v.parse(ActivationQuestionsRequestSchema, { ...CARD, expirationMonth: '09', expirationYear: '2033' }),
    ).toEqual(CARD);
    expect(v.safeParse(ActivationQuestionsRequestSchema, { ...CARD, expirationYear: 33 }).success).toBe(false);
    expect(v.safeParse(ActivationQuestionsRequestSchema, { ...CARD, expirationMonth: 13 }).success).toBe(false);
  });

  it('a verdict always says whether a PIN is next and how many attempts are left', () => {
    expect(v.safeParse(ActivationResponseSchema, { cardId: 'CARD-1', activated: false, attemptsLeft: 2 }).success).toBe(
      false,
    );
    expect(
      v.parse(ActivationResponseSchema, { cardId: 'CARD-1', activated: false, attemptsLeft: 2, pinRequired: false }),
    ).toEqual({
      cardId: 'CARD-1',
      activated: false,
      attemptsLeft: 2,
      pinRequired: false,
    });
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { activateCard, getActivationQuestions, keepActivationAlive, setCardPin } from './activation';
import { ACTIVATION_QUESTION_TYPES, ActivationQuestionsResponseSchema } from '../schemas/activation';
import { BASE, describeCalls, type CallCase } from './test-kit';

const ACTIVATION = `${BASE}apps/APP%201/activation`;
const QUESTIONS = { cardId: 'CARD-1', activationToken: 'AT-1', questions: [{ questionId: 'Q-1', type: 'DATE_OF_BIRTH' }, { questionId: 'Q-2', type: 'BILLING_ZIP' }] };
const ANSWERS = { cardId: 'CARD-1', activationToken: 'AT-1', answers: [{ questionId: 'Q-1', answer: '1980-02-03' }] };

const CASES: CallCase[] = [
  {
    name: '§7 Card activation questions: getActivationQuestions POSTs the card number (never in a URL)',
    run: () => getActivationQuestions('APP 1', { accountNumber: '4111111111111111' }),
    method: 'post',
    url: `${ACTIVATION}/questions`,
    body: { json: { accountNumber: '4111111111111111' } },
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
    answer: { data: { cardId: 'CARD-1', activated: true, pinRequired: true } },
    result: { cardId: 'CARD-1', activated: true, pinRequired: true },
    invalid: { cardId: 'CARD-1' },
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
    name: '§7 cardId/keepAlive: keepActivationAlive POSTs to apps/{extAppId}/activation/{cardId}/keepAlive',
    run: () => keepActivationAlive('APP 1', 'CARD/1', { activationToken: 'AT-1' }),
    method: 'post',
    url: `${ACTIVATION}/CARD%2F1/keepAlive`,
    body: { json: { activationToken: 'AT-1' } },
    answer: { status: 204 },
    result: undefined,
  },
];

describeCalls('§7 Card activation', CASES);

describe('SPEC-DECISIONS card activation questions', () => {
  it.each(ACTIVATION_QUESTION_TYPES)('a %s question is read', (type) => {
    expect(v.parse(ActivationQuestionsResponseSchema, { ...QUESTIONS, questions: [{ questionId: 'Q', type }] }).questions[0]?.type).toBe(type);
  });
});

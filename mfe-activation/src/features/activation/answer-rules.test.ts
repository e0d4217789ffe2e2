import { describe, expect, it } from 'vitest';
import { ACTIVATION_QUESTION_TYPES } from '@portal/domain/schemas';
import { ANSWER_FIELDS, answerName, answersSchema, type AnswerVerdict } from './answer-rules';

const NOW = new Date('2026-03-15T12:00:00Z');
const check = (type: keyof typeof ANSWER_FIELDS, value: string): AnswerVerdict => ANSWER_FIELDS[type].check(value, NOW);

describe('SPEC-DECISIONS activation questions: each answer by its rules', () => {
  it.each([
    ['DATE_OF_BIRTH', '', 'identity:dateOfBirth.required'],
    ['DATE_OF_BIRTH', '7/4/90', 'identity:dateOfBirth.format'],
    ['DATE_OF_BIRTH', '13/04/1990', 'identity:dateOfBirth.month'],
    ['DATE_OF_BIRTH', '02/30/1990', 'identity:dateOfBirth.date'],
    ['DATE_OF_BIRTH', '07/04/2026', 'identity:dateOfBirth.year'],
    ['SSN_LAST_FOUR', '', 'activation:answer.ssnLastFour.required'],
    ['SSN_LAST_FOUR', '678', 'activation:answer.ssnLastFour.format'],
    ['SSN_LAST_FOUR', '67a9', 'activation:answer.ssnLastFour.format'],
    ['BILLING_ZIP', '  ', 'activation:answer.billingZip.required'],
    ['BILLING_ZIP', '3030', 'activation:answer.billingZip.format'],
    ['BILLING_ZIP', 'K1A0B', 'activation:answer.billingZip.format'],
    ['MOTHERS_MAIDEN_NAME', ' ', 'activation:answer.mothersMaidenName.required'],
    ['MOTHERS_MAIDEN_NAME', 'x'.repeat(101), 'activation:answer.mothersMaidenName.tooLong'],
  ] as const)('%s %j is refused: %s', (type, value, message) => {
    expect(check(type, value)).toEqual({ ok: false, message });
  });

  it.each([
    ['DATE_OF_BIRTH', '07/04/1990', '07041990'],
    ['DATE_OF_BIRTH', '07-04-1990', '07041990'],
    ['DATE_OF_BIRTH', '07041990', '07041990'],
    ['SSN_LAST_FOUR', '6789', '6789'],
    ['BILLING_ZIP', ' 30301 ', '30301'],
    ['MOTHERS_MAIDEN_NAME', '  de la Cruz ', 'de la Cruz'],
  ] as const)('%s %j is sent as %j', (type, value, answer) => {
    expect(check(type, value)).toEqual({ ok: true, answer });
  });

  it('every type of the contract has a labelled field, no longer than the gateway judges', () => {
    for (const field of Object.values(ANSWER_FIELDS)) {
      expect(field.label).toMatch(/^activation:answer\.\w+\.label$/);
      expect(field.maxLength).toBeLessThanOrEqual(100);
    }
    expect(Object.keys(ANSWER_FIELDS).sort()).toEqual([...ACTIVATION_QUESTION_TYPES].sort());
  });
});

describe('the answers form’s rules (answersSchema, for usePortalForm)', () => {
  const questions = [{ type: 'SSN_LAST_FOUR' as const }, { type: 'MOTHERS_MAIDEN_NAME' as const }];
  // Through the schema's Standard Schema face, as usePortalForm's resolver reads it.
  const judge = (values: Record<string, string>) => answersSchema(questions)['~standard'].validate(values);

  it('give each answer as sent, by its field', () => {
    expect(judge({ [answerName(0)]: ' 1234 ', [answerName(1)]: ' Smith ' })).toMatchObject({
      value: { answer0: '1234', answer1: 'Smith' },
    });
  });

  it('mark every answer that breaks its type’s first rule, on its own field', () => {
    const result = judge({ answer0: '12', answer1: '' });
    const issues = 'issues' in result ? (result.issues ?? []) : [];
    expect(issues.map((issue) => [issue.path?.map((p) => (typeof p === 'object' ? p.key : p)), issue.message])).toEqual(
      [
        [['answer0'], 'activation:answer.ssnLastFour.format'],
        [['answer1'], 'activation:answer.mothersMaidenName.required'],
      ],
    );
  });
});

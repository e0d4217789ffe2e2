// The activation questions' answers (SPEC-DECISIONS card activation questions; decision 029): per
// question type, how the field is drawn, the rules an answer must meet before it is sent (in the order
// a form reports them), and the answer as sent. The date of birth is §5's own rule, run through the
// shared form schema; the other three types have no shared rule yet, so their rules are this table's.
import type { MessageKey } from '@portal/domain/text';
import { asMessageKey, fieldRules, type FieldVerdict } from '@portal/ui/forms';
import { dateOfBirthFormSchema } from '@portal/domain/schemas';
import type { ActivationQuestionType } from './hooks/activation-flow';
import { checkWith } from './standard-check';

/** An answer's first broken rule, or the answer as sent. */
export type AnswerVerdict = { ok: true; answer: string } | { ok: false; message: MessageKey };

interface AnswerField {
  label: MessageKey;
  hint?: MessageKey;
  /** Masked while typed: the last four of an SSN is not for whoever looks over a shoulder. */
  type: 'text' | 'password';
  inputMode: 'numeric' | 'text';
  autoComplete: string;
  maxLength: number;
  check: (value: string, now: Date) => AnswerVerdict;
}

interface Rule {
  message: MessageKey;
  why: string;
  fails: (value: string) => boolean;
}

/** The first rule `value` breaks, in table order, or the value (trimmed) as the answer. */
function byRules(rules: readonly Rule[]): (value: string) => AnswerVerdict {
  return (raw) => {
    const value = raw.trim();
    const broken = rules.find((rule) => rule.fails(value));
    return broken ? { ok: false, message: broken.message } : { ok: true, answer: value };
  };
}

/** The longest answer the gateway judges (decision 029: a name, a date, digits). */
const ANSWER_MAX_LENGTH = 100;

const SSN_LAST_FOUR_RULES: readonly Rule[] = [
  {
    message: 'activation:answer.ssnLastFour.required',
    why: 'SPEC-DECISIONS: every question is answered',
    fails: (v) => v === '',
  },
  {
    message: 'activation:answer.ssnLastFour.format',
    why: 'SPEC-DECISIONS: the last four digits of the SSN',
    fails: (v) => !/^\d{4}$/u.test(v),
  },
];

const BILLING_ZIP_RULES: readonly Rule[] = [
  {
    message: 'activation:answer.billingZip.required',
    why: 'SPEC-DECISIONS: every question is answered',
    fails: (v) => v === '',
  },
  {
    message: 'activation:answer.billingZip.format',
    why: '§5 Address masks: a US ZIP code is XXXXX',
    fails: (v) => !/^\d{5}$/u.test(v),
  },
];

const MAIDEN_NAME_RULES: readonly Rule[] = [
  {
    message: 'activation:answer.mothersMaidenName.required',
    why: 'SPEC-DECISIONS: every question is answered',
    fails: (v) => v === '',
  },
  {
    message: 'activation:answer.mothersMaidenName.tooLong',
    why: 'decision 029: no answer is longer than 100 characters',
    fails: (v) => v.length > ANSWER_MAX_LENGTH,
  },
];

/** The date of birth rule of §5 Identity and credentials (MMDDYYYY, a real date, a year before this one): the shared rule, as the shared form schema states it. */
function checkDateOfBirth(value: string, now: Date): AnswerVerdict {
  const result = checkWith(dateOfBirthFormSchema(now), { dateOfBirth: value });
  if (result.issues) return { ok: false, message: asMessageKey(result.issues[0]?.message) };
  return { ok: true, answer: result.value.dateOfBirth };
}

/** Each question type's field, by SPEC-DECISIONS' list. */
export const ANSWER_FIELDS: Readonly<Record<ActivationQuestionType, AnswerField>> = {
  DATE_OF_BIRTH: {
    label: 'activation:answer.dateOfBirth.label',
    hint: 'activation:answer.dateOfBirth.hint',
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'bday',
    // MM/DD/YYYY with its separators.
    maxLength: 10,
    check: checkDateOfBirth,
  },
  SSN_LAST_FOUR: {
    label: 'activation:answer.ssnLastFour.label',
    hint: 'activation:answer.ssnLastFour.hint',
    type: 'password',
    inputMode: 'numeric',
    autoComplete: 'off',
    maxLength: 4,
    check: byRules(SSN_LAST_FOUR_RULES),
  },
  BILLING_ZIP: {
    label: 'activation:answer.billingZip.label',
    hint: 'activation:answer.billingZip.hint',
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'billing postal-code',
    maxLength: 5,
    check: byRules(BILLING_ZIP_RULES),
  },
  MOTHERS_MAIDEN_NAME: {
    label: 'activation:answer.mothersMaidenName.label',
    type: 'text',
    inputMode: 'text',
    autoComplete: 'off',
    maxLength: ANSWER_MAX_LENGTH,
    check: byRules(MAIDEN_NAME_RULES),
  },
};

/** The answers form's field of question `index`. */
export const answerName = (index: number) => `answer${index}`;

/** The answers form's values: one text per question, by answerName. */
export type Answers = Record<string, string>;

/** The answers form's rules, for usePortalForm: each question judged by its type's check, as sent. */
export function answersSchema(
  questions: readonly { type: ActivationQuestionType }[],
  now: () => Date = () => new Date(),
) {
  return fieldRules<Answers, Answers>(
    Object.fromEntries(
      questions.map((question, index) => [
        answerName(index),
        (value: string): FieldVerdict<string> => {
          const verdict = ANSWER_FIELDS[question.type].check(value ?? '', now());
          return verdict.ok ? { ok: true, value: verdict.answer } : verdict;
        },
      ]),
    ),
  );
}

// The questions' form: one answer per question, judged by answer-rules.ts and behaving as
// usePortalForm's forms do (§5 Form behaviour): a field is checked once changed and left, or once a
// submit was tried, then at every change; a failed submit shows the summary's message and takes focus
// to the first field in error; an empty touched form says it is unfilled; typed text is cleaned
// (script tags, maxLength). It is not usePortalForm because that takes a valibot schema of the whole
// form, and the shared schemas have no answers form yet (only the date of birth): see answer-rules.ts.
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { MessageKey } from '@portal/domain/text';
import {
  cleanTextValue,
  fieldIds,
  firstInDocumentOrder,
  revealAndFocus,
  type FieldIds,
  type FormMessageKey,
} from '@portal/ui/forms';
import { ANSWER_FIELDS, type AnswerVerdict } from '../answer-rules';
import type { ActivationQuestion } from './activation-flow';

interface AnswerBinding {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

export interface AnswersForm {
  /** What FormSummary shows. */
  summary: { formMessage: FormMessageKey | null; failedSubmits: number; summaryId: string };
  /** The ids of question `index`'s input, hint and error. */
  idsOf: (index: number) => FieldIds;
  bind: (index: number) => AnswerBinding;
  errorOf: (index: number) => MessageKey | undefined;
  /** The form's onSubmit: every answer judged, then `onValid` with the answers as sent, in question order. */
  submit: (onValid: (answers: string[]) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

const verdictOf = (question: ActivationQuestion, value: string): AnswerVerdict =>
  ANSWER_FIELDS[question.type].check(value, new Date());
const messageOf = (verdict: AnswerVerdict): MessageKey | undefined => (verdict.ok ? undefined : verdict.message);

export function useAnswersForm(questions: readonly ActivationQuestion[]): AnswersForm {
  const baseId = useId();
  const idsOf = (index: number) => fieldIds(`${baseId}-answer-${index}`);
  const [values, setValues] = useState<readonly string[]>(() => questions.map(() => ''));
  const [errors, setErrors] = useState<readonly (MessageKey | undefined)[]>(() => questions.map(() => undefined));
  // Fields changed by the person; fields checked from now on (changed and left, or after a submit).
  const [changed, setChanged] = useState<ReadonlySet<number>>(new Set());
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [message, setMessage] = useState<FormMessageKey | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);

  const judge = (index: number, value: string) => {
    const question = questions[index];
    if (!question) return;
    setErrors((before) => before.map((error, i) => (i === index ? messageOf(verdictOf(question, value)) : error)));
  };

  const bind = (index: number): AnswerBinding => ({
    value: values[index] ?? '',
    onChange: (event) => {
      const value = cleanTextValue(event.target.value, event.target);
      setValues((before) => before.map((v, i) => (i === index ? value : v)));
      setChanged((before) => new Set(before).add(index));
      setMessage((current) => (current === 'forms:unfilled' ? null : current));
      if (checked.has(index)) judge(index, value);
    },
    onBlur: () => {
      if (!changed.has(index) && failedSubmits === 0) return;
      setChecked((before) => new Set(before).add(index));
      judge(index, values[index] ?? '');
    },
  });

  const submit = (onValid: (answers: string[]) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const verdicts = questions.map((question, index) => verdictOf(question, values[index] ?? ''));
    const answers = verdicts.flatMap((verdict) => (verdict.ok ? [verdict.answer] : []));
    if (answers.length === questions.length) {
      setMessage(null);
      await onValid(answers);
      return;
    }
    const unfilled = changed.size > 0 && values.every((value) => value.trim() === '');
    setErrors(verdicts.map(messageOf));
    setChecked(new Set(questions.map((_, index) => index)));
    setMessage(unfilled ? 'forms:unfilled' : 'forms:hasErrors');
    setFailedSubmits((n) => n + 1);
    // §5: focus (and scroll) to the first field in error, in the page's order.
    const invalid = verdicts
      .flatMap((verdict, index) => (verdict.ok ? [] : [document.getElementById(idsOf(index).input)]))
      .filter((el): el is HTMLElement => el !== null);
    const first = firstInDocumentOrder(invalid);
    if (first) revealAndFocus(first);
  };

  // The generic message goes once nothing is left to correct, as usePortalForm's does.
  const formMessage = message === 'forms:hasErrors' && errors.every((error) => error === undefined) ? null : message;

  return {
    summary: { formMessage, failedSubmits, summaryId: `${baseId}-summary` },
    idsOf,
    bind,
    errorOf: (index) => errors[index],
    submit,
  };
}

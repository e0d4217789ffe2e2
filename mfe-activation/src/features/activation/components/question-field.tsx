// One activation question's answer: its label per type, a hint where the format needs one, and the
// input drawn as answer-rules.ts says, as usePortalForm's Field draws every field.
import { Field, type PortalForm } from '@portal/ui/forms';
import { ANSWER_FIELDS, type Answers } from '../answer-rules';
import type { ActivationQuestion } from '../hooks/activation-flow';

export function QuestionField({
  form,
  question,
  name,
}: {
  form: PortalForm<Answers, Answers>;
  question: ActivationQuestion;
  name: string;
}) {
  const field = ANSWER_FIELDS[question.type];
  return (
    <Field
      form={form}
      name={name}
      label={field.label}
      hint={field.hint}
      type={field.type}
      inputMode={field.inputMode}
      autoComplete={field.autoComplete}
      maxLength={field.maxLength}
      autoCapitalize={field.inputMode === 'text' ? 'words' : 'none'}
      spellCheck={false}
      required
    />
  );
}

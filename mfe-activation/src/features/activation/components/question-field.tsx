// One activation question's answer: its label per type, a hint where the format needs one, the
// announced error, and the input drawn as answer-rules.ts says (the shared fields' look and wiring).
import { useTranslation } from 'react-i18next';
import { FIELD_CLASSES, FieldError, fieldAriaProps } from '@portal/ui/forms';
import { ANSWER_FIELDS } from '../answer-rules';
import type { ActivationQuestion } from '../hooks/activation-flow';
import type { AnswersForm } from '../hooks/use-answers-form';

export function QuestionField({
  form,
  question,
  index,
}: {
  form: AnswersForm;
  question: ActivationQuestion;
  index: number;
}) {
  const { t } = useTranslation('activation');
  const field = ANSWER_FIELDS[question.type];
  const ids = form.idsOf(index);
  const error = form.errorOf(index);
  return (
    <div className={FIELD_CLASSES.field}>
      <label htmlFor={ids.input} className={FIELD_CLASSES.label}>
        {t(field.label)}
      </label>
      {field.hint && (
        <p id={ids.hint} className={FIELD_CLASSES.hint}>
          {t(field.hint)}
        </p>
      )}
      <FieldError id={ids.error} error={error} />
      <input
        {...fieldAriaProps(ids, { invalid: error !== undefined, hasHint: field.hint !== undefined })}
        {...form.bind(index)}
        className={FIELD_CLASSES.input}
        type={field.type}
        inputMode={field.inputMode}
        autoComplete={field.autoComplete}
        maxLength={field.maxLength}
        autoCapitalize={field.inputMode === 'text' ? 'words' : 'none'}
        spellCheck={false}
        aria-required
      />
    </div>
  );
}

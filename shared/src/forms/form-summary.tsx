// The summary region of a form (§5 Form behaviour, §8 "Form messages"): the generic message of a
// failed submit, or the unfilled-form message, announced at once.
import { useTranslation } from 'react-i18next';
import styles from './field.module.css';
import type { FormMessageKey } from './messages';

export interface FormSummaryProps {
  /** The parts of a PortalForm it shows (usePortalForm's return value fits). */
  form: { formMessage: FormMessageKey | null; failedSubmits: number; summaryId: string };
}

/**
 * Put it at the top of the form. The alert region stays in the page while empty, so the message is
 * announced when it arrives; the paragraph is new on each failed submit, so a repeated message is
 * announced again. It takes focus only when no invalid field can (an error on no field of the page).
 */
export function FormSummary({ form }: FormSummaryProps) {
  const { t } = useTranslation('forms');
  return (
    <div id={form.summaryId} role="alert" tabIndex={-1} className={styles.summary}>
      {form.formMessage && (
        <p key={form.failedSubmits} className={styles.summaryMessage}>
          {t(form.formMessage)}
        </p>
      )}
    </div>
  );
}

// The terms checkbox (§2 Terms pages, §5 "accept all terms"): the box, its links and its announced
// error, inside any usePortalForm form. It is the whole of the short checkbox variant (enrolment puts
// it in its own form, whose schema holds TermsAcceptedSchema) and part of the full terms page.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TermsItem } from '@portal/client/api';
import { FieldError, type FieldProps, type PortalForm } from '@portal/ui/forms';
import { TermsLinks } from './terms-links';
import styles from './terms.module.css';

type Values = Record<string, unknown>;

export interface TermsCheckboxProps<TInput extends Values, TOutput extends Values> {
  form: PortalForm<TInput, TOutput>;
  /** The form's boolean field for the box (TermsAcceptedSchema: only `true` passes). */
  name: FieldProps<TInput, TOutput>['name'];
  /** The §3 Terms items the box agrees to. */
  terms: readonly TermsItem[];
}

export function TermsCheckbox<TInput extends Values, TOutput extends Values>({
  form,
  name,
  terms,
}: TermsCheckboxProps<TInput, TOutput>) {
  const { t } = useTranslation('prelogin');
  const base = useId();
  const error = form.errorOf(name);
  const ids = { input: `${base}-box`, error: `${base}-error`, links: `${base}-links` };
  return (
    <div className={styles.agree}>
      <p>{t('terms.read')}</p>
      <TermsLinks terms={terms} id={ids.links} />
      <FieldError id={ids.error} error={error} />
      <div className={styles.box}>
        <input
          type="checkbox"
          id={ids.input}
          {...form.register(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          aria-required
        />
        <label htmlFor={ids.input}>{t('terms.agree')}</label>
      </div>
    </div>
  );
}

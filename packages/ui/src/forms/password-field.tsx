// A password input for usePortalForm forms with a show-password toggle (§2 Login, ResetPassword,
// ForcePassword, CreateAccount, userSettings' change of password):
// the label tied to the input, the announced error of @portal/ui/forms, and the browser's
// password manager told what the field is (current-password or new-password).
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@portal/domain/text';
import { FIELD_CLASSES, FieldError, type FieldProps } from './field';
import { fieldAriaProps, fieldIds } from './field-aria';
import styles from './password-field.module.css';
import type { PortalForm } from './use-portal-form';

type Values = Record<string, unknown>;

export interface PasswordFieldProps<TInput extends Values, TOutput extends Values> {
  form: PortalForm<TInput, TOutput>;
  name: FieldProps<TInput, TOutput>['name'];
  label: MessageKey;
  autoComplete: 'current-password' | 'new-password';
  /** A new password is held to PASSWORD_MAX_LENGTH here; a current one is never cut (it may predate the rules). */
  maxLength?: number;
  /** Shown under the input and read with it (the live checklist of a new password). */
  children?: (describedById: string) => ReactNode;
}

export function PasswordField<TInput extends Values, TOutput extends Values>({
  form,
  name,
  label,
  autoComplete,
  maxLength,
  children,
}: PasswordFieldProps<TInput, TOutput>) {
  const { t } = useTranslation('forms');
  const ids = fieldIds(useId());
  const [shown, setShown] = useState(false);
  const error = form.errorOf(name);
  const aria = fieldAriaProps(ids, { invalid: error !== undefined, hasHint: children !== undefined });
  return (
    <div className={FIELD_CLASSES.field}>
      <label htmlFor={ids.input} className={FIELD_CLASSES.label}>
        {t(label)}
      </label>
      <FieldError id={ids.error} error={error} />
      <div className={styles.passwordRow}>
        <input
          {...aria}
          {...form.register(name)}
          className={`${FIELD_CLASSES.input} ${styles.passwordInput}`}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          maxLength={maxLength}
          autoCapitalize="none"
          spellCheck={false}
          aria-required
        />
        {/* A toggle (aria-pressed) with a constant name, as the APG button pattern asks. */}
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={shown}
          aria-controls={ids.input}
          onClick={() => setShown((s) => !s)}
        >
          {t('forms:password.show')}
        </button>
      </div>
      {children?.(ids.hint)}
    </div>
  );
}

// A text field for screens built on usePortalForm: label tied to the input, hint, an announced error
// and the optional remaining-characters counter of §5 Card nickname (CONVENTIONS 12).
import { useId, type FocusEventHandler } from 'react';
import { useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@portal/domain/text';
import { fieldAriaProps, fieldIds } from './field-aria';
import styles from './field.module.css';

/**
 * The field's frame, label and input classes, for a control Field does not draw (a password with a
 * show toggle, a fieldset's legend): one look for every field, written once.
 */
export const FIELD_CLASSES = {
  field: styles.field ?? '',
  label: styles.label ?? '',
  hint: styles.hint ?? '',
  input: styles.input ?? '',
} as const;
import type { PortalForm } from './use-portal-form';

export interface FieldErrorProps {
  id: string;
  /** The message key to show, or nothing while the field is valid. */
  error: MessageKey | undefined;
}

/**
 * A field's error message. The element stays in the page while empty, as a polite live region, so
 * the message is read when it appears or changes; the hidden prefix marks it as an error to every reader.
 */
export function FieldError({ id, error }: FieldErrorProps) {
  const { t } = useTranslation('forms');
  return (
    <p id={id} className={styles.error} aria-live="polite">
      {error && (
        <>
          <span className="visually-hidden">{t('forms:errorPrefix')} </span>
          {t(error)}
        </>
      )}
    </p>
  );
}

export interface RemainingCharactersProps<TInput extends FieldValues, TOutput extends FieldValues> {
  form: PortalForm<TInput, TOutput>;
  name: FieldPath<TInput>;
  maxLength: number;
  id: string;
}

/**
 * "Characters remaining: N", live as the person types (§5 Card nickname). It is part of the input's
 * description, read on focus, and deliberately not a live region: one announcement per key is noise.
 */
export function RemainingCharacters<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  name,
  maxLength,
  id,
}: RemainingCharactersProps<TInput, TOutput>) {
  const { t } = useTranslation('forms');
  const value: unknown = useWatch({ control: form.control, name });
  const used = typeof value === 'string' ? value.length : 0;
  return (
    <p id={id} className={styles.counter}>
      {t('forms:remaining', { remaining: Math.max(0, maxLength - used) })}
    </p>
  );
}

export interface FieldProps<TInput extends FieldValues, TOutput extends FieldValues> {
  form: PortalForm<TInput, TOutput>;
  name: FieldPath<TInput>;
  /** Message keys, not text: every visible string goes through i18n (CONVENTIONS 10). */
  label: MessageKey;
  hint?: MessageKey;
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url';
  /** §5: the limit, enforced from this attribute (typing, paste and setValue). */
  maxLength?: number;
  /** Shows the remaining-characters counter; needs maxLength. */
  showRemaining?: boolean;
  /** Announced as required; the rule itself is the schema's. */
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url' | 'search' | 'none';
  readOnly?: boolean;
  /** §2 Add and edit card: the card art turns while the security code has focus. */
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The id of a datalist of suggestions (the wallet's address autocomplete). */
  list?: string;
  /** How a phone keyboard capitalises (names in words; codes and digits not at all). */
  autoCapitalize?: 'none' | 'words' | 'sentences';
  spellCheck?: boolean;
}

export function Field<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  name,
  label,
  hint,
  type = 'text',
  maxLength,
  showRemaining = false,
  required = false,
  autoComplete,
  inputMode,
  readOnly,
  onFocus,
  onBlur,
  list,
  autoCapitalize,
  spellCheck,
}: FieldProps<TInput, TOutput>) {
  const { t } = useTranslation('forms');
  const ids = fieldIds(useId());
  const error = form.errorOf(name);
  const counted = showRemaining && maxLength !== undefined;
  const { onBlur: registeredBlur, ...registered } = form.register(name);
  return (
    <div className={styles.field}>
      <label htmlFor={ids.input} className={styles.label}>
        {t(label)}
      </label>
      {hint && (
        <p id={ids.hint} className={styles.hint}>
          {t(hint)}
        </p>
      )}
      <FieldError id={ids.error} error={error} />
      <input
        {...fieldAriaProps(ids, { invalid: error !== undefined, hasHint: hint !== undefined, hasCounter: counted })}
        {...registered}
        className={styles.input}
        type={type}
        maxLength={maxLength}
        aria-required={required || undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
        readOnly={readOnly}
        list={list}
        autoCapitalize={autoCapitalize}
        spellCheck={spellCheck}
        onFocus={onFocus}
        onBlur={(event) => {
          onBlur?.(event);
          return registeredBlur(event);
        }}
      />
      {counted && <RemainingCharacters form={form} name={name} maxLength={maxLength} id={ids.counter} />}
    </div>
  );
}

// A PIN input (SPEC-DECISIONS PIN: 4 digits, entered twice): masked, a numeric keypad on phones, kept
// out of password managers and autofill, with the shared fields' label, announced error and wiring.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@portal/domain/text';
import { FIELD_CLASSES, FieldError, fieldAriaProps, fieldIds, type PortalForm } from '@portal/ui/forms';

/** SPEC-DECISIONS PIN: 4 digits. */
const PIN_LENGTH = 4;

/** The set-PIN form's values (the shared setPinFormSchema's): the PIN and its second entry. */
interface PinValues {
  pin: string;
  confirmPin: string;
}

interface PinFieldProps {
  form: PortalForm<PinValues, PinValues>;
  name: keyof PinValues;
  label: MessageKey;
  /** Shown under the input and read with it (the PIN's live checklist). */
  children?: (describedById: string) => ReactNode;
}

export function PinField({ form, name, label, children }: PinFieldProps) {
  const { t } = useTranslation('activation');
  const ids = fieldIds(useId());
  const error = form.errorOf(name);
  return (
    <div className={FIELD_CLASSES.field}>
      <label htmlFor={ids.input} className={FIELD_CLASSES.label}>
        {t(label)}
      </label>
      <FieldError id={ids.error} error={error} />
      <input
        {...fieldAriaProps(ids, { invalid: error !== undefined, hasHint: children !== undefined })}
        {...form.register(name)}
        className={FIELD_CLASSES.input}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_LENGTH}
        aria-required
      />
      {children?.(ids.hint)}
    </div>
  );
}

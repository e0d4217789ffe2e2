// The card number and expiry fields of the card form: Field's label, hint, error and ARIA wiring, with
// the value shaped as the person types (§5: the number grouped as on the card with its brand's maximum
// length; the expiry's MM / YY mask, a first digit 2 to 9 prefixed with 0).
import { useId } from 'react';
import { useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cardNumberInputMaxLength, EXPIRY_MASKED_LENGTH, formatCardNumber, maskExpiry } from '@portal/domain/card';
import type { MessageKey } from '@portal/domain/text';
import { FIELD_CLASSES, fieldAriaProps, FieldError, fieldIds, type PortalForm } from '@portal/ui/forms';

interface ShapedFieldProps<TInput extends FieldValues, TOutput extends FieldValues> {
  form: PortalForm<TInput, TOutput>;
  name: FieldPath<TInput>;
  label: MessageKey;
  hint?: MessageKey;
  autoComplete: string;
  /** The value as it should read after a keystroke, from the new and the previous text. */
  shape: (next: string, previous: string) => string;
  maxLength: (value: string) => number;
  /** §6 SSO: the number the partner provisioned, shown and sent, not changed. */
  readOnly?: boolean;
}

function ShapedField<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  name,
  label,
  hint,
  autoComplete,
  shape,
  maxLength,
  readOnly = false,
}: ShapedFieldProps<TInput, TOutput>) {
  const { t } = useTranslation('common');
  const ids = fieldIds(useId());
  const error = form.errorOf(name);
  const value: unknown = useWatch({ control: form.control, name });
  const text = typeof value === 'string' ? value : '';
  const registered = form.register(name);
  return (
    <div className={FIELD_CLASSES.field}>
      <label htmlFor={ids.input} className={FIELD_CLASSES.label}>
        {t(label)}
      </label>
      {hint && (
        <p id={ids.hint} className={FIELD_CLASSES.hint}>
          {t(hint)}
        </p>
      )}
      <FieldError id={ids.error} error={error} />
      <input
        {...fieldAriaProps(ids, { invalid: error !== undefined, hasHint: hint !== undefined, hasCounter: false })}
        {...registered}
        onChange={(event) => {
          event.target.value = shape(event.target.value, text);
          return registered.onChange(event);
        }}
        className={FIELD_CLASSES.input}
        type="text"
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={maxLength(text)}
        readOnly={readOnly}
        aria-required={!readOnly}
      />
    </div>
  );
}

/** §5 card number: digits grouped as on the card; its maximum length follows the brand typed. */
export function CardNumberField<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  name,
  readOnly = false,
}: {
  form: PortalForm<TInput, TOutput>;
  name: FieldPath<TInput>;
  readOnly?: boolean;
}) {
  return (
    <ShapedField
      form={form}
      name={name}
      label="common:cardForm.number"
      readOnly={readOnly}
      autoComplete="cc-number"
      shape={(next) => formatCardNumber(next)}
      // Room for one more digit than the brand has, so a pasted number that is too long says so (§5 max length).
      maxLength={(value) => cardNumberInputMaxLength(value) + 2}
    />
  );
}

/** §5 expiry: the MM / YY mask. */
export function ExpiryField<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  name,
}: {
  form: PortalForm<TInput, TOutput>;
  name: FieldPath<TInput>;
}) {
  return (
    <ShapedField
      form={form}
      name={name}
      label="common:cardForm.expiry"
      hint="common:cardForm.expiryHint"
      autoComplete="cc-exp"
      shape={(next, previous) => maskExpiry(next, previous)}
      maxLength={() => EXPIRY_MASKED_LENGTH}
    />
  );
}

// §3 Address countryCode, as a labelled select of the countries offered (the five address countries, or
// the merchant's list in the wallet): the card form's billing section and the wallet's address screens.
import { useId } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AddressCountry } from '@portal/domain/address';
import { FIELD_CLASSES, type PortalForm } from '@portal/ui/forms';

/** The countries' names (§3: the five address countries), each key written out for the message check. */
const COUNTRY_NAMES = {
  US: 'cardForm.billing.countries.US',
  AU: 'cardForm.billing.countries.AU',
  CA: 'cardForm.billing.countries.CA',
  NZ: 'cardForm.billing.countries.NZ',
  BR: 'cardForm.billing.countries.BR',
} as const satisfies Record<AddressCountry, string>;

export interface CountrySelectProps<TInput extends FieldValues, TOutput extends FieldValues> {
  form: PortalForm<TInput, TOutput>;
  name: FieldPath<TInput>;
  countries: readonly AddressCountry[];
  /** The autofill token: `country`, or `billing country` in the card form. */
  autoComplete: string;
}

export function CountrySelect<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  name,
  countries,
  autoComplete,
}: CountrySelectProps<TInput, TOutput>) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <div className={FIELD_CLASSES.field}>
      <label htmlFor={id} className={FIELD_CLASSES.label}>
        {t('cardForm.billing.country')}
      </label>
      <select id={id} className={FIELD_CLASSES.input} autoComplete={autoComplete} {...form.register(name)}>
        {countries.map((code) => (
          <option key={code} value={code}>
            {t(COUNTRY_NAMES[code])}
          </option>
        ))}
      </select>
    </div>
  );
}

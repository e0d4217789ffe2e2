// §2 Add and edit card screen, the billing address section, in its three modes: entry fields (no saved
// address, or a new one being added), edit fields (after pressing Edit), or the saved addresses to choose
// from with Add and Edit; and the Copy primary address checkbox (add mode with cards only).
import { useId } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADDRESS_COUNTRIES, ADDRESS_FIELD_LIMITS, addressInputMaxLengths } from '@portal/domain/address';
import type { BillingAddressMode } from '@portal/domain/card';
import { Field, type PortalForm } from '@portal/ui/forms';
import { addressLines } from './address-text';
import { CountrySelect } from './country-select';
import type { BillingChoice, CardFormValues } from './card-form-model';
import styles from './card-form.module.css';

export interface BillingSectionProps<TOutput extends FieldValues> {
  form: PortalForm<CardFormValues, TOutput>;
  mode: BillingAddressMode;
  choices: readonly BillingChoice[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
  onAdd: () => void;
  onEdit: () => void;
  /** Back to the saved addresses from entry or edit, leaving the fields as they were. */
  onBack: () => void;
  copy: { shown: boolean; checked: boolean; onChange: (checked: boolean) => void; address: readonly string[] };
  /** §5 Address's full rules (the wallet): the person's name and a phone are asked too. */
  fullAddress?: boolean;
}

function AddressFields<TOutput extends FieldValues>({
  form,
  full,
}: {
  form: PortalForm<CardFormValues, TOutput>;
  full: boolean;
}) {
  const country: unknown = useWatch({ control: form.control, name: 'billing.countryCode' });
  const limits = addressInputMaxLengths(country);
  return (
    <div className={styles.addressFields}>
      {/* §5: "Enter in line 1 is suppressed" (the form's own keydown rule keeps Enter in every text field from submitting). */}
      {/* §5 Address, the wallet's full rules: a billing address names its person and has a phone. */}
      {full && (
        <Field
          form={form}
          name="billing.personName"
          label="common:cardForm.billing.personName"
          autoComplete="billing name"
          maxLength={ADDRESS_FIELD_LIMITS.personName}
          required
        />
      )}
      <Field
        form={form}
        name="billing.line1"
        label="common:cardForm.billing.line1"
        autoComplete="billing address-line1"
        maxLength={ADDRESS_FIELD_LIMITS.line1}
        required
      />
      <Field
        form={form}
        name="billing.line2"
        label="common:cardForm.billing.line2"
        autoComplete="billing address-line2"
        maxLength={ADDRESS_FIELD_LIMITS.line2}
      />
      <Field
        form={form}
        name="billing.city"
        label="common:cardForm.billing.city"
        autoComplete="billing address-level2"
        maxLength={ADDRESS_FIELD_LIMITS.city}
        required
      />
      <Field
        form={form}
        name="billing.stateProvinceCode"
        label="common:cardForm.billing.state"
        autoComplete="billing address-level1"
        maxLength={limits.stateProvinceCode}
        required
      />
      <Field
        form={form}
        name="billing.postalCode"
        label="common:cardForm.billing.postalCode"
        autoComplete="billing postal-code"
        maxLength={limits.postalCode}
        required
      />
      <CountrySelect
        form={form}
        name="billing.countryCode"
        countries={ADDRESS_COUNTRIES}
        autoComplete="billing country"
      />
      {full && (
        <Field
          form={form}
          name="billing.phone"
          label="common:cardForm.billing.phone"
          autoComplete="billing tel"
          inputMode="tel"
          maxLength={limits.phone}
          required
        />
      )}
    </div>
  );
}

export function BillingSection<TOutput extends FieldValues>({
  form,
  mode,
  choices,
  selectedKey,
  onSelect,
  onAdd,
  onEdit,
  onBack,
  copy,
  fullAddress = false,
}: BillingSectionProps<TOutput>) {
  const { t } = useTranslation('common');
  const headingId = useId();
  const group = useId();
  return (
    <section className={styles.billing} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('cardForm.billing.heading')}
      </h2>
      {copy.shown && (
        <label className={styles.checkbox}>
          <input type="checkbox" checked={copy.checked} onChange={(event) => copy.onChange(event.target.checked)} />
          {t('cardForm.billing.copyPrimary')}
        </label>
      )}
      {copy.checked ? (
        <div className={styles.copied}>
          <p>{t('cardForm.billing.copied')}</p>
          <p className={styles.addressBlock}>
            {copy.address.map((line) => (
              <span key={line} className={styles.addressLine}>
                {line}
              </span>
            ))}
          </p>
        </div>
      ) : mode === 'carousel' ? (
        <>
          <fieldset className={styles.choices}>
            <legend>{t('cardForm.billing.saved')}</legend>
            <div className={styles.carousel}>
              {choices.map((choice) => (
                <label key={choice.key} className={styles.choice}>
                  <input
                    type="radio"
                    name={group}
                    value={choice.key}
                    checked={choice.key === selectedKey}
                    onChange={() => onSelect(choice.key)}
                  />
                  <span className={styles.addressBlock}>
                    {!choice.saved && <strong>{t('cardForm.billing.current')}</strong>}
                    {addressLines(choice.address).map((line) => (
                      <span key={line} className={styles.addressLine}>
                        {line}
                      </span>
                    ))}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className={styles.inlineActions}>
            <button type="button" className="portal-button portal-button--secondary" onClick={onAdd}>
              {t('cardForm.billing.add')}
            </button>
            <button type="button" className="portal-button portal-button--secondary" onClick={onEdit}>
              {t('cardForm.billing.edit')}
            </button>
          </div>
        </>
      ) : (
        <>
          <AddressFields form={form} full={fullAddress} />
          {choices.length > 0 && (
            <div className={styles.inlineActions}>
              <button type="button" className="portal-button portal-button--secondary" onClick={onBack}>
                {mode === 'edit' ? t('cardForm.billing.cancelEdit') : t('cardForm.billing.useSaved')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

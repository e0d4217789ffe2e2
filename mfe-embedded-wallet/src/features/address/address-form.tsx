// §2 Address screens' form (addressaddnew, addressupdatedelete/{addressId}): every field of §5 Address in
// the wallet (names, lines, city, state or province, postal code, country among the merchant's, phone),
// with §5's masks as the shopper types, Enter in line 1 suppressed, and the buttons of each screen.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  addressFormSchema,
  addressInputMaxLengths,
  ADDRESS_FIELD_LIMITS,
  maskAddressField,
  type AddressCountry,
} from '@portal/domain/address';
import { CountrySelect } from '@portal/ui/card-form';
import { Field, FormError, FormSummary, usePortalForm, type FormMessage } from '@portal/ui/forms';
import { Spinner } from '@portal/ui';
import type { AddressValues } from './address-values';
import {
  placeOfSuggestion,
  SUGGEST_FROM_LENGTH,
  type AddressAutocompleteProvider,
  type AddressSuggestion,
} from './autocomplete';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@portal/domain/constants';

/** §5: line 3 is for New Zealand and Brazil. */
const LINE3_COUNTRIES: readonly string[] = ['NZ', 'BR'];

/** §5 the rules of the country the values name, read from the values being checked. */
const schema = v.lazy((value: unknown) =>
  addressFormSchema(
    typeof value === 'object' && value !== null && 'countryCode' in value ? value.countryCode : undefined,
  ),
) as unknown as v.GenericSchema<AddressValues, AddressValues>;

export interface AddressFormProps {
  initial: AddressValues;
  countries: readonly AddressCountry[];
  submitLabel: 'wallet:address.add' | 'wallet:address.update';
  busy: boolean;
  failure: FormMessage | null;
  onSubmit: (values: AddressValues) => void;
  onCancel: () => void;
  /** The update screen's Delete (it opens the confirmation). */
  onDelete?: () => void;
  /** Given what puts the focus on line 1, for the modals' Edit (§2 "Modals return focus to a named element"). */
  focusLine1Ref: RefObject<(() => void) | null>;
  /** §5 autocomplete: the provider, and the countries it works in (the merchant's; US by default). */
  autocomplete: { provider: AddressAutocompleteProvider; countries: readonly string[] };
}

/** §5 "Enter in line 1 is suppressed"; Enter elsewhere submits. */
function suppressEnterInLine1(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.name === 'line1')
    event.preventDefault();
}

export function AddressForm({
  initial,
  countries,
  submitLabel,
  busy,
  failure,
  onSubmit,
  onCancel,
  onDelete,
  focusLine1Ref,
  autocomplete,
}: AddressFormProps) {
  const { t } = useTranslation('wallet');
  const form = usePortalForm(schema, { defaultValues: initial });
  const country: unknown = form.watch('countryCode');
  const limits = addressInputMaxLengths(country);
  // A place picked from line 1's suggestions fills its fields (the list sets line 1 to the option's label).
  const suggestionsRef = useRef<readonly AddressSuggestion[]>([]);
  const [filled, setFilled] = useState<'postal' | 'saved' | 'service' | null>(null);
  // §5 masks, as the shopper types: phone and postal code in the country's shape.
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name === 'line1') {
        const picked = suggestionsRef.current.find((suggestion) => suggestion.label === values.line1);
        if (!picked) return;
        suggestionsRef.current = [];
        // A hosted service's place is asked for once picked; one it cannot give leaves line 1 as picked, to edit.
        void placeOfSuggestion(picked).then((place) => {
          if (!place) return;
          for (const [field, value] of Object.entries(place) as [keyof typeof place, string][])
            form.setValue(field, value, { shouldValidate: true });
          setFilled('place' in picked ? 'saved' : 'service');
        });
        return;
      }
      if (name !== 'phone' && name !== 'postalCode') return;
      const typed = values[name] ?? '';
      const shaped = maskAddressField(name, typed, values.countryCode);
      if (shaped !== typed) form.setValue(name, shaped);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  useEffect(() => {
    focusLine1Ref.current = () => form.setFocus('line1');
  }, [focusLine1Ref, form]);

  // §5: the postal code typed, 1000 ms after the last key, in a country of the list, fills city and state.
  const postalCode: unknown = form.watch('postalCode');
  useEffect(() => {
    if (
      typeof postalCode !== 'string' ||
      typeof country !== 'string' ||
      postalCode.trim() === '' ||
      !autocomplete.countries.includes(country)
    )
      return undefined;
    let current = true;
    const timer = setTimeout(() => {
      void autocomplete.provider.postalArea(country, postalCode).then((area) => {
        if (!current || area === null) return;
        if (area.city) form.setValue('city', area.city, { shouldValidate: true });
        form.setValue('stateProvinceCode', area.stateProvinceCode, { shouldValidate: true });
        setFilled('postal');
      });
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [postalCode, country, autocomplete, form]);

  // §5: what line 1 holds, 1000 ms after the last key, offers places (the shopper's saved addresses, then
  // an issuer's hosted service's) in the browser's own list under the field; picking one fills the place's fields
  // (the form's watch above, as the list sets the field to the option).
  const line1: unknown = form.watch('line1');
  const suggestionsId = useId();
  const [suggestions, setSuggestions] = useState<readonly AddressSuggestion[]>([]);
  const suggesting =
    typeof line1 === 'string' &&
    typeof country === 'string' &&
    line1.trim().length >= SUGGEST_FROM_LENGTH &&
    autocomplete.countries.includes(country);
  useEffect(() => {
    suggestionsRef.current = suggestions;
  }, [suggestions]);
  useEffect(() => {
    if (!suggesting || typeof line1 !== 'string' || typeof country !== 'string') return undefined;
    let current = true;
    const timer = setTimeout(() => {
      void autocomplete.provider.suggestions(country, line1).then(
        (found) => current && setSuggestions(found.filter((s) => s.label !== line1)),
        () => current && setSuggestions([]),
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [suggesting, line1, country, autocomplete]);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the keydown of line 1 (§5), delegated
    <form noValidate onSubmit={form.submit(onSubmit)} onKeyDown={suppressEnterInLine1} aria-busy={busy}>
      <FormSummary form={form} />
      <FormError message={failure} />
      <Field
        form={form}
        name="personName"
        label="common:cardForm.billing.personName"
        autoComplete="name"
        maxLength={ADDRESS_FIELD_LIMITS.personName}
        required
      />
      <Field
        form={form}
        name="line1"
        label="common:cardForm.billing.line1"
        autoComplete="address-line1"
        maxLength={ADDRESS_FIELD_LIMITS.line1}
        required
        list={suggestionsId}
      />
      <datalist id={suggestionsId} data-testid="address-suggestions">
        {(suggesting ? suggestions : []).map((suggestion) => (
          <option key={suggestion.label} value={suggestion.label} />
        ))}
      </datalist>
      <Field
        form={form}
        name="line2"
        label="common:cardForm.billing.line2"
        autoComplete="address-line2"
        maxLength={ADDRESS_FIELD_LIMITS.line2}
      />
      {typeof country === 'string' && LINE3_COUNTRIES.includes(country) && (
        <Field
          form={form}
          name="line3"
          label="wallet:address.line3"
          autoComplete="address-line3"
          maxLength={ADDRESS_FIELD_LIMITS.line3}
        />
      )}
      <Field
        form={form}
        name="city"
        label="common:cardForm.billing.city"
        autoComplete="address-level2"
        maxLength={ADDRESS_FIELD_LIMITS.city}
        required
      />
      <Field
        form={form}
        name="stateProvinceCode"
        label="common:cardForm.billing.state"
        autoComplete="address-level1"
        maxLength={limits.stateProvinceCode}
      />
      <Field
        form={form}
        name="postalCode"
        label="common:cardForm.billing.postalCode"
        autoComplete="postal-code"
        maxLength={limits.postalCode}
      />
      <CountrySelect form={form} name="countryCode" countries={countries} autoComplete="country" />
      <Field
        form={form}
        name="phone"
        label="common:cardForm.billing.phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={limits.phone}
        required
      />
      <div className="portal-actions">
        <button type="submit" className="portal-button" disabled={form.submitDisabled || busy}>
          {t(submitLabel)}
        </button>
        <button type="button" className="portal-button portal-button--secondary" onClick={onCancel}>
          {t('address.cancel')}
        </button>
        {onDelete && (
          <button type="button" className="portal-button portal-button--secondary" onClick={onDelete}>
            {t('address.delete')}
          </button>
        )}
        {busy && <Spinner label={t('address.saving')} />}
      </div>
      <p role="status" className="visually-hidden">
        {filled === 'postal'
          ? t('address.filled')
          : filled === 'saved'
            ? t('address.filledPlace')
            : filled === 'service'
              ? t('address.filledSuggestion')
              : ''}
      </p>
    </form>
  );
}

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { PortalCard } from '@portal/domain/card';
import {
  billingChanged,
  billingChoices,
  billingValuesOf,
  cardFormSchema,
  initialChoice,
  initialValues,
} from './card-form-model';

const saved = [
  {
    id: 'a-1',
    line1: '1 Main St',
    city: 'Beverly Hills',
    stateProvinceCode: 'CA',
    postalCode: '90210',
    countryCode: 'US',
    default: false,
  },
  {
    id: 'a-2',
    line1: '350 5th Ave',
    city: 'New York',
    stateProvinceCode: 'NY',
    postalCode: '10118',
    countryCode: 'US',
    default: true,
  },
];

const card: PortalCard = {
  panGuid: 'p-1',
  cardNickname: 'Travel',
  accountNumberLastFourDigits: '4444',
  expirationMonth: 9,
  expirationYear: 2031,
  primary: false,
  billingAddress: {
    addressLine1: '350 5th ave',
    city: 'New York',
    stateProvinceCode: 'NY',
    postalCode: '10118',
    countryCode: '840',
  },
  financialAccountType: 'CREDIT_CARD',
  productBrandCode: 'MC',
  cardFeatures: [],
};

describe('the card form model (§2 billing address section, §4 Card edit form state)', () => {
  it('offers the saved addresses, preferred first, and starts a new card on the preferred one', () => {
    const choices = billingChoices(saved);
    expect(choices.map((c) => c.key)).toEqual(['a-2', 'a-1']);
    expect(initialChoice(choices)).toBe('a-2');
  });

  it("starts an edited card on the saved address it was sent with (840 is US, case aside), or offers the card's own first", () => {
    expect(initialChoice(billingChoices(saved, card), card)).toBe('a-2');
    const elsewhere = {
      ...card,
      billingAddress: {
        addressLine1: '9 Elm St',
        city: 'Austin',
        stateProvinceCode: 'TX',
        postalCode: '73301',
        countryCode: 'US',
      },
    };
    const choices = billingChoices(saved, elsewhere);
    expect(choices[0]).toMatchObject({ saved: false, address: { line1: '9 Elm St', countryCode: 'US' } });
    expect(initialChoice(choices, elsewhere)).toBe(choices[0]?.key);
  });

  it('tells an edited address apart from the one it started from, whatever the case or spaces', () => {
    const start = saved[1] ?? null;
    expect(billingChanged({ ...billingValuesOf(start), city: ' new york ' }, start)).toBe(false);
    expect(billingChanged({ ...billingValuesOf(start), city: 'Brooklyn' }, start)).toBe(true);
  });

  it("starts the edit form from the card's expiry, nickname and primary flag", () => {
    expect(initialValues('edit', card, null)).toMatchObject({
      expiry: '09 / 31',
      nickName: 'Travel',
      default: false,
      cvv: '',
      billing: { countryCode: 'US' },
    });
    expect(initialValues('add', undefined, null)).toMatchObject({ expiry: '', nickName: '', accountNumber: '' });
  });

  it('checks the billing fields only while an address is being entered (§5 portal rules)', () => {
    const values = {
      accountNumber: '4242424242424242',
      expiry: '09 / 31',
      cvv: '123',
      nickName: '',
      default: false,
      billing: billingValuesOf(null),
    };
    expect(v.safeParse(cardFormSchema({ mode: 'add', card: undefined, addressEntered: false }), values).success).toBe(
      true,
    );
    const entered = v.safeParse(cardFormSchema({ mode: 'add', card: undefined, addressEntered: true }), values);
    expect(entered.success).toBe(false);
    expect(entered.issues?.map((issue) => v.getDotPath(issue))).toContain('billing.line1');
    // The country's own rules: a US ZIP needs 5 digits, a Canadian postal code does not.
    const place = { line1: '1 Main St', city: 'Ottawa', stateProvinceCode: 'ON', postalCode: 'K1A', countryCode: 'US' };
    const schema = cardFormSchema({ mode: 'add', card: undefined, addressEntered: true });
    expect(v.safeParse(schema, { ...values, billing: { ...values.billing, ...place } }).success).toBe(false);
    expect(
      v.safeParse(schema, { ...values, billing: { ...values.billing, ...place, countryCode: 'CA' } }).success,
    ).toBe(true);
  });
});

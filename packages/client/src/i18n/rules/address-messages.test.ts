import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/address.json';
import es from '../locales/es/address.json';
import {
  ADDRESS_COUNTRY_RULES,
  ADDRESS_MESSAGE_KEYS,
  type AddressErrors,
  type AddressMessageKey,
  AddressSchema,
  validateAddress,
  validatePortalAddress,
} from '@portal/domain/address';

const isTree = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const textAt = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (isTree(node) ? node[part] : undefined), tree);

/** Every `a.b.c` path of a nested message file whose value is text. */
function paths(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix];
  if (!isTree(tree)) return [];
  return Object.entries(tree).flatMap(([k, sub]) => paths(sub, prefix ? `${prefix}.${k}` : k));
}

const US = {
  personName: 'Ann Lee',
  line1: '1 Main St',
  city: 'Austin',
  stateProvinceCode: 'TX',
  postalCode: '78701',
  phone: '(512)555-0100',
  countryCode: 'US',
};
const field = (errors: AddressErrors, name: keyof AddressErrors) => errors[name];
const full = (patch: Record<string, unknown>, name: keyof AddressErrors) =>
  field(validateAddress({ ...US, ...patch }), name);

/** One real call of the rules for each key: proof that no key in the message files is unused. */
const PRODUCERS: Record<AddressMessageKey, () => unknown> = {
  'address:data.invalid': () => v.safeParse(AddressSchema, { line1: 1 }).issues?.[0]?.message,
  'address:personName.required': () => full({ personName: '' }, 'personName'),
  'address:personName.tooLong': () => full({ personName: 'a'.repeat(121) }, 'personName'),
  'address:firstName.required': () => full({ personName: '', lastName: 'Lee' }, 'firstName'),
  'address:firstName.tooLong': () => full({ firstName: 'a'.repeat(25) }, 'firstName'),
  'address:lastName.required': () => full({ personName: '', firstName: 'Ann' }, 'lastName'),
  'address:lastName.tooLong': () => full({ lastName: 'a'.repeat(25) }, 'lastName'),
  'address:line1.required': () => full({ line1: '' }, 'line1'),
  'address:line1.tooLong': () => full({ line1: 'a'.repeat(141) }, 'line1'),
  'address:line1.invalid': () => full({ line1: '<x>' }, 'line1'),
  'address:line2.tooLong': () => full({ line2: 'a'.repeat(141) }, 'line2'),
  'address:line2.invalid': () => full({ line2: '<x>' }, 'line2'),
  'address:line3.tooLong': () => full({ line3: 'a'.repeat(101) }, 'line3'),
  'address:line3.invalid': () => full({ line3: '<x>' }, 'line3'),
  'address:city.required': () => full({ city: '' }, 'city'),
  'address:city.tooLong': () => full({ city: 'a'.repeat(101) }, 'city'),
  'address:city.invalid': () => full({ city: '123' }, 'city'),
  'address:city.fixedLabel.SG': () => ADDRESS_COUNTRY_RULES.SG.fixedCity.label,
  'address:stateProvinceCode.required': () => full({ stateProvinceCode: '' }, 'stateProvinceCode'),
  'address:stateProvinceCode.tooShort': () => full({ stateProvinceCode: 'T' }, 'stateProvinceCode'),
  'address:stateProvinceCode.tooLong': () => full({ stateProvinceCode: 'TEX' }, 'stateProvinceCode'),
  'address:stateProvinceCode.invalid': () => full({ countryCode: 'FR', stateProvinceCode: '75' }, 'stateProvinceCode'),
  'address:stateProvinceCode.alphabetic': () =>
    field(validatePortalAddress({ ...US, stateProvinceCode: 'T1' }), 'stateProvinceCode'),
  'address:stateProvinceCode.format.US': () => full({ stateProvinceCode: 'ZZ' }, 'stateProvinceCode'),
  'address:stateProvinceCode.format.CA': () =>
    full({ countryCode: 'CA', stateProvinceCode: 'ZZ' }, 'stateProvinceCode'),
  'address:stateProvinceCode.format.AU': () =>
    full({ countryCode: 'AU', stateProvinceCode: 'ZZ' }, 'stateProvinceCode'),
  'address:stateProvinceCode.format.BR': () =>
    full({ countryCode: 'BR', stateProvinceCode: 'ZZ' }, 'stateProvinceCode'),
  'address:postalCode.required': () => full({ postalCode: '' }, 'postalCode'),
  'address:postalCode.tooShort': () => full({ postalCode: '1' }, 'postalCode'),
  'address:postalCode.tooLong': () => full({ postalCode: '1'.repeat(11) }, 'postalCode'),
  'address:postalCode.invalid': () => full({ countryCode: 'FR', postalCode: '--' }, 'postalCode'),
  'address:postalCode.format.US': () => full({ postalCode: 'ABCDE' }, 'postalCode'),
  'address:postalCode.format.CA': () => full({ countryCode: 'CA', postalCode: 'ABCDEF' }, 'postalCode'),
  'address:postalCode.format.AU': () => full({ countryCode: 'AU', postalCode: 'ABCD' }, 'postalCode'),
  'address:postalCode.format.NZ': () => full({ countryCode: 'NZ', postalCode: 'ABCD' }, 'postalCode'),
  'address:postalCode.format.BR': () => full({ countryCode: 'BR', postalCode: 'ABCDEFGH' }, 'postalCode'),
  'address:phone.required': () => full({ phone: '' }, 'phone'),
  'address:phone.invalid': () => full({ countryCode: 'FR', phone: '1' }, 'phone'),
  'address:phone.format.nanp': () => full({ phone: '1' }, 'phone'),
  'address:phone.format.AU': () => full({ countryCode: 'AU', phone: '1' }, 'phone'),
  'address:phone.format.NZ': () => full({ countryCode: 'NZ', phone: '1' }, 'phone'),
  'address:phone.format.BR': () => full({ countryCode: 'BR', phone: '1' }, 'phone'),
  'address:countryCode.invalid': () => full({ countryCode: 'USA' }, 'countryCode'),
};

describe('address messages', () => {
  it('ADDRESS_MESSAGE_KEYS lists each key once, all in the address namespace', () => {
    expect(new Set(ADDRESS_MESSAGE_KEYS).size).toBe(ADDRESS_MESSAGE_KEYS.length);
    for (const key of ADDRESS_MESSAGE_KEYS) expect(key).toMatch(/^address:[A-Za-z0-9]+(\.[A-Za-z0-9]+)*$/);
  });

  it.each(ADDRESS_MESSAGE_KEYS)('%s is produced by a rule', (key) => {
    expect(PRODUCERS[key]()).toBe(key);
  });

  it.each([
    ['en', en],
    ['es', es],
  ])('%s has a text for every key and no other', (_locale, messages) => {
    expect(paths(messages).sort()).toEqual(ADDRESS_MESSAGE_KEYS.map((k) => k.slice('address:'.length)).sort());
    for (const path of paths(messages)) expect(String(textAt(messages, path)).trim()).not.toBe('');
  });

  it('the Spanish texts are not the English ones', () => {
    const same = paths(en).filter((p) => textAt(en, p) === textAt(es, p));
    expect(same).toEqual([]);
  });
});

// §5 Address: personName or both firstName and lastName; §3: personName built from first and last.

export type AddressNameField = 'personName' | 'firstName' | 'lastName';
export type AddressNames = Partial<Record<AddressNameField, string | null | undefined>>;

const blank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/** §5: "personName, or both firstName and lastName, required". */
export function hasAddressName(names: AddressNames): boolean {
  return !blank(names.personName) || (!blank(names.firstName) && !blank(names.lastName));
}

/**
 * §5: "If personName is blank, first and last are required, and vice versa": when the rule is broken,
 * every blank one of the three is the field to fill (personName is then always among them).
 */
export function missingAddressName(field: AddressNameField, names: AddressNames): boolean {
  return !hasAddressName(names) && blank(names[field]);
}

/** §3: the person's name as one text: personName, else first and last name joined by a space. */
export function personNameOf(names: AddressNames): string {
  if (!blank(names.personName)) return (names.personName ?? '').trim();
  return [names.firstName, names.lastName]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * §3 "built from firstName and lastName where needed": only when personName is blank and both parts
 * are there, so building it never makes an address valid that §5 calls incomplete.
 */
export function builtPersonName(names: AddressNames): string | null {
  return blank(names.personName) && !blank(names.firstName) && !blank(names.lastName) ? personNameOf(names) : null;
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtPersonName, hasAddressName, missingAddressName, personNameOf, type AddressNames } from './address-names';

describe('§5 Address: personName, or both firstName and lastName', () => {
  it.each<[string, AddressNames, boolean, string[]]>([
    ['personName alone', { personName: 'Ana Souza' }, true, []],
    ['first and last', { firstName: 'Ana', lastName: 'Souza' }, true, []],
    ['all three', { personName: 'Ana Souza', firstName: 'Ana', lastName: 'Souza' }, true, []],
    ['personName and first only', { personName: 'Ana Souza', firstName: 'Ana' }, true, []],
    ['nothing', {}, false, ['personName', 'firstName', 'lastName']],
    ['blanks', { personName: '  ', firstName: '\t', lastName: '' }, false, ['personName', 'firstName', 'lastName']],
    ['first only', { firstName: 'Ana' }, false, ['personName', 'lastName']],
    ['last only', { lastName: 'Souza', personName: null }, false, ['personName', 'firstName']],
  ])('§5 %s: complete %s, missing %j', (_name, names, complete, missing) => {
    expect(hasAddressName(names)).toBe(complete);
    expect((['personName', 'firstName', 'lastName'] as const).filter((f) => missingAddressName(f, names))).toEqual(
      missing,
    );
  });
});

describe('§3 personName built from firstName and lastName where needed', () => {
  it.each<[AddressNames, string, string | null]>([
    [{ personName: ' Ana Souza ' }, 'Ana Souza', null],
    [{ firstName: ' Ana ', lastName: ' Souza ' }, 'Ana Souza', 'Ana Souza'],
    [{ personName: 'A. Souza', firstName: 'Ana', lastName: 'Souza' }, 'A. Souza', null],
    [{ firstName: 'Ana' }, 'Ana', null],
    [{ lastName: 'Souza' }, 'Souza', null],
    [{}, '', null],
  ])('§3 %j reads as %j and builds %j', (names, read, built) => {
    expect(personNameOf(names)).toBe(read);
    expect(builtPersonName(names)).toBe(built);
  });

  it('property: building a personName never turns an incomplete name complete, and is stable', () => {
    const part = fc.option(fc.string({ maxLength: 30 }), { nil: undefined });
    fc.assert(
      fc.property(part, part, part, (personName, firstName, lastName) => {
        const names = { personName, firstName, lastName };
        const built = builtPersonName(names);
        const after = built === null ? names : { ...names, personName: built };
        expect(hasAddressName(after)).toBe(hasAddressName(names));
        expect(builtPersonName(after)).toBeNull();
        expect(personNameOf(after)).toBe(personNameOf(names));
      }),
      { numRuns: 1000 },
    );
  });
});

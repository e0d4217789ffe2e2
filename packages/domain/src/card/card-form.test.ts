import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addCardFormSchema, editCardFormSchema } from './card-form';
import { brandOf } from './card-brand';
import { validateExpiry } from './card-expiry';
import { CARD_MESSAGE_KEYS } from './card-messages';
import { validateNameOnCard } from './card-name-on-card';
import { validateNickname } from './card-nickname';
import { normaliseCardNumber, validateCardNumber } from './card-number';
import { SECURITY_CODE_CONTEXTS, validateSecurityCode } from './card-security-code';

const NOW = new Date(2026, 4, 15);
const now = () => NOW;
const visa = {
  accountNumber: '4111 1111 1111 1111',
  expiry: '09 / 27',
  cvv: '123',
  nickName: ' Travel ',
  nameOnCard: 'Ana Pérez',
  default: true,
};
const amex = { ...visa, accountNumber: '3782 822463 10005', cvv: '1234' };

/** What a form shows: the first message of each field, in the order the fields report. */
function issuesOf(schema: v.GenericSchema, input: unknown): [string | null, string][] {
  const first = new Map<string | null, string>();
  for (const issue of v.safeParse(schema, input).issues ?? [])
    if (!first.has(v.getDotPath(issue))) first.set(v.getDotPath(issue), issue.message);
  return [...first];
}

describe('§5 Card, the add card form', () => {
  it('§7 gives what is sent: normalised number, month and four-digit year, trimmed nickname', () => {
    expect(v.parse(addCardFormSchema({ context: 'wallet', now }), visa)).toEqual({
      accountNumber: '4111111111111111',
      expiry: { month: 9, year: 2027 },
      cvv: '123',
      nickName: 'Travel',
      nameOnCard: 'Ana Pérez',
      default: true,
    });
  });

  it('§4 an empty nickname is allowed (a default is generated) and default is false unless ticked', () => {
    const { nickName: _n, default: _d, ...rest } = visa;
    expect(v.parse(addCardFormSchema({ context: 'wallet', now }), rest)).toMatchObject({
      nickName: '',
      default: false,
    });
  });

  it.each([
    ['wallet', amex, []],
    ['wallet', { ...amex, cvv: '123' }, [['cvv', 'card:securityCode.tooShort']]],
    ['portal', { ...amex, cvv: '123' }, []],
    ['wallet', { ...visa, cvv: '1234' }, [['cvv', 'card:securityCode.tooLong']]],
    ['portal', { ...visa, cvv: '1234' }, [['cvv', 'card:securityCode.tooLong']]],
    ['wallet', { ...visa, cvv: '12' }, [['cvv', 'card:securityCode.tooShort']]],
    ['wallet', { ...visa, accountNumber: '4111', cvv: '1234' }, [['accountNumber', 'card:number.tooShort']]],
    ['wallet', { ...visa, cvv: '12345' }, [['cvv', 'card:securityCode.tooLong']]],
    ['wallet', { ...visa, cvv: '' }, [['cvv', 'card:securityCode.required']]],
  ] as const)('§5 in the %s the security code is checked against the number brand: %j', (context, input, issues) => {
    expect(issuesOf(addCardFormSchema({ context, now }), input)).toEqual(issues);
  });

  it('§5 each field reports on its own path with its own message', () => {
    const input = {
      accountNumber: '4111111111111112',
      expiry: '13 / 27',
      cvv: 'abc',
      nickName: 'a'.repeat(41),
      nameOnCard: '123',
    };
    expect(issuesOf(addCardFormSchema({ context: 'wallet', now }), input)).toEqual([
      ['accountNumber', 'card:number.invalid'],
      ['cvv', 'card:securityCode.notDigits'],
      ['expiry', 'card:expiry.invalidMonth'],
      ['nickName', 'card:nickname.tooLong'],
      ['nameOnCard', 'card:nameOnCard.needsLetter'],
    ]);
  });

  it('§6 the merchant configuration reaches the number', () => {
    expect(issuesOf(addCardFormSchema({ context: 'wallet', now, config: { acceptedBrands: ['visa'] } }), amex)).toEqual(
      [['accountNumber', 'card:number.brandNotAccepted']],
    );
  });

  it('§5 the portal does not check the name on card; the wallet requires it', () => {
    const { nameOnCard: _name, ...noName } = visa;
    expect(v.parse(addCardFormSchema({ context: 'portal', now }), noName).nameOnCard).toBe('');
    expect(v.parse(addCardFormSchema({ context: 'portal', now }), { ...visa, nameOnCard: '12' }).nameOnCard).toBe('12');
    expect(issuesOf(addCardFormSchema({ context: 'wallet', now }), noName)).toEqual([
      ['nameOnCard', 'card:nameOnCard.required'],
    ]);
  });

  it('a missing field gets its own required message; a body that is not an object the data message', () => {
    expect(issuesOf(addCardFormSchema({ context: 'wallet', now }), {})).toEqual([
      ['accountNumber', 'card:number.required'],
      ['cvv', 'card:securityCode.required'],
      ['expiry', 'card:expiry.required'],
      ['nameOnCard', 'card:nameOnCard.required'],
    ]);
    expect(issuesOf(addCardFormSchema({ context: 'wallet', now }), 'card')).toEqual([[null, 'card:data.invalidCard']]);
  });

  it('never throws on any value, and every message is a card key', () => {
    const schema = addCardFormSchema({ context: 'wallet', now });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record(
            {
              accountNumber: fc.string(),
              expiry: fc.string(),
              cvv: fc.stringMatching(/^\d{0,5}$/),
              nickName: fc.string(),
              nameOnCard: fc.string(),
              default: fc.anything(),
            },
            { requiredKeys: [] },
          ),
        ),
        (input) => {
          for (const issue of v.safeParse(schema, input).issues ?? [])
            expect(CARD_MESSAGE_KEYS).toContain(issue.message);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('§5 the form and the field validators are one rule', () => {
  it('each field of the add form shows exactly what its validator says', () => {
    const numbers = fc.oneof(
      fc.constantFrom('4111 1111 1111 1111', '378282246310005', '5555555555554444', '4111'),
      fc.stringMatching(/^[3-7][\d ]{0,17}$/),
    );
    fc.assert(
      fc.property(
        fc.record({
          accountNumber: numbers,
          expiry: fc.oneof(fc.constantFrom('09 / 27', '13 / 27', '04 / 26', ''), fc.stringMatching(/^\d{0,4}$/)),
          cvv: fc.stringMatching(/^\d{0,5}$/),
          nickName: fc.oneof(fc.constantFrom('Travel', 'Card 123456789', 'a'.repeat(41)), fc.string({ maxLength: 45 })),
          nameOnCard: fc.oneof(fc.constantFrom('Ana', '123', ''), fc.string({ maxLength: 10 })),
        }),
        fc.constantFrom(...SECURITY_CODE_CONTEXTS),
        (input, context) => {
          const shown = new Map(issuesOf(addCardFormSchema({ context, now }), input));
          expect(shown.get('accountNumber') ?? null).toBe(validateCardNumber(input.accountNumber));
          expect(shown.get('expiry') ?? null).toBe(validateExpiry(input.expiry, NOW));
          expect(shown.get('nickName') ?? null).toBe(validateNickname(input.nickName));
          expect(shown.get('nameOnCard') ?? null).toBe(
            context === 'wallet' ? validateNameOnCard(input.nameOnCard) : null,
          );
          const numberValid = validateCardNumber(input.accountNumber) === null;
          const anyBrand = validateSecurityCode(input.cvv, { context, brand: null });
          const expected =
            anyBrand ??
            (numberValid
              ? validateSecurityCode(input.cvv, { context, brand: brandOf(normaliseCardNumber(input.accountNumber)) })
              : null);
          expect(shown.get('cvv') ?? null).toBe(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('§5 Card, the edit card form', () => {
  it('§2 has no number field; the security code follows the saved brand', () => {
    const { accountNumber: _number, ...edit } = amex;
    expect(v.parse(editCardFormSchema({ context: 'wallet', brand: 'amex', now }), edit)).toMatchObject({
      cvv: '1234',
      expiry: { month: 9, year: 2027 },
    });
    expect(issuesOf(editCardFormSchema({ context: 'wallet', brand: 'visa', now }), edit)).toEqual([
      ['cvv', 'card:securityCode.tooLong'],
    ]);
    expect(issuesOf(editCardFormSchema({ context: 'portal', brand: null, now }), { ...edit, cvv: '12' })).toEqual([
      ['cvv', 'card:securityCode.tooShort'],
    ]);
  });
});

// The card PIN set during activation, typed twice (SPEC-DECISIONS PIN; §2 Activation routes activation/set-pin).
import * as v from 'valibot';
import { firstFailingRule, type Rule } from './identity-rules';

/** SPEC-DECISIONS PIN: 4 digits. */
export const PIN_DIGITS = 4;

export const PIN_MESSAGE_KEYS = [
  'identity:pin.required',
  'identity:pin.format',
  'identity:pin.repeated',
  'identity:pin.sequence',
  'identity:pin.confirmRequired',
  'identity:pin.mismatch',
] as const;
export type PinMessageKey = (typeof PIN_MESSAGE_KEYS)[number];

const isPinShape = (pin: string) => new RegExp(`^\\d{${PIN_DIGITS}}$`).test(pin);

/** SPEC-DECISIONS: all four digits the same (0000, 7777). */
const allSame = (pin: string) => isPinShape(pin) && [...pin].every((d) => d === pin[0]);

/** SPEC-DECISIONS: a straight run up or down (1234, 9876); digits do not wrap, so 8901 is not one. */
function straightRun(pin: string): boolean {
  if (!isPinShape(pin)) return false;
  const steps = [...pin].slice(1).map((d, i) => Number(d) - Number(pin[i]));
  return steps.every((step) => step === 1) || steps.every((step) => step === -1);
}

/** SPEC-DECISIONS PIN, in the order a form reports them. A PIN is never trimmed: it is checked as typed. */
export const PIN_RULES: readonly Rule<PinMessageKey>[] = [
  { key: 'identity:pin.required', spec: 'SPEC-DECISIONS PIN', fails: (pin) => pin === '' },
  { key: 'identity:pin.format', spec: 'SPEC-DECISIONS PIN (4 digits)', fails: (pin) => !isPinShape(pin) },
  { key: 'identity:pin.repeated', spec: 'SPEC-DECISIONS PIN (not all the same)', fails: allSame },
  { key: 'identity:pin.sequence', spec: 'SPEC-DECISIONS PIN (no straight run)', fails: straightRun },
];

/** The first message for a new PIN, or null when it may be used. */
export function validatePin(pin: string): PinMessageKey | null {
  return firstFailingRule(PIN_RULES, pin, undefined);
}

/** SPEC-DECISIONS "entered twice": the second entry's message, or null when it matches the first. */
export function validatePinConfirmation(pin: string, confirmation: string): PinMessageKey | null {
  if (confirmation === '') return 'identity:pin.confirmRequired';
  return confirmation === pin ? null : 'identity:pin.mismatch';
}

/** The PIN field; issues in PIN_RULES order. */
export const PinSchema = v.pipe(
  v.string('identity:pin.required'),
  v.nonEmpty('identity:pin.required'),
  v.length(PIN_DIGITS, 'identity:pin.format'),
  v.digits('identity:pin.format'),
  v.check((pin: string) => !allSame(pin), 'identity:pin.repeated'),
  v.check((pin: string) => !straightRun(pin), 'identity:pin.sequence'),
);

/** The set-PIN form: the PIN and its second entry, a mismatch reported on the second field. */
export const PinEntrySchema = v.pipe(
  v.object({
    pin: PinSchema,
    confirmPin: v.pipe(v.string('identity:pin.confirmRequired'), v.nonEmpty('identity:pin.confirmRequired')),
  }),
  v.forward(
    // An empty second entry already has its own message; valibot runs this check even then.
    v.partialCheck(
      [['pin'], ['confirmPin']],
      (input) => input.confirmPin === '' || input.pin === input.confirmPin,
      'identity:pin.mismatch',
    ),
    ['confirmPin'],
  ),
);

// The sandbox's answers for the embedded wallet's cards, so that the embedded error codes are reachable by
// documented demo situations. There is no card network behind the sandbox, so what a network would
// answer is asked for as payment sandboxes let a tester ask: a save's outcome by the security code
// typed, and what the network says of a card (3-D Secure failed, not verified, a Canadian debit card) by
// its number, from a short list of test numbers. Any other code and number are checked and saved for
// real. The production profile has none of this. The gateway's README lists both tables (checked by a test).
import type { CatalogueCode } from '@portal/domain/errors';
import { GatewayError } from '../errors';

interface SandboxOutcome {
  readonly status: number;
  readonly code: CatalogueCode;
  readonly meaning: string;
}

/**
 * Security code -> the answer of §8 Add card (embedded) and its update variant. Codes that are HTTP
 * statuses are sent as themselves (299 with status 404, as a 2xx would read as success); the network's
 * own codes are three digits of their name: 128 for 1028, 101 for 10100, 115 for 10150, 102 for 10200,
 * 103 for 10300, 104 for 10400, with status 422 (refused, the request itself was well formed).
 */
export const WALLET_SANDBOX_SECURITY_CODES: Readonly<Record<string, SandboxOutcome>> = {
  '299': { status: 404, code: '299', meaning: 'no match on record' },
  '400': { status: 400, code: '400', meaning: 'invalid request' },
  '403': { status: 403, code: '403', meaning: 'max attempts' },
  '404': { status: 404, code: '404', meaning: 'not found' },
  '405': { status: 405, code: '405', meaning: 'invalid request' },
  '409': { status: 409, code: '409', meaning: 'already added, or cannot update' },
  '412': { status: 412, code: '412', meaning: 'unauthorized' },
  '423': { status: 423, code: '423', meaning: 'account locked' },
  '500': { status: 500, code: '500', meaning: 'internal error' },
  '128': { status: 422, code: '1028', meaning: 'risk check' },
  '101': { status: 422, code: '10100', meaning: 'address check failed' },
  '115': { status: 422, code: '10150', meaning: 'address and security code failed' },
  '102': { status: 422, code: '10200', meaning: 'security code failed' },
  '103': { status: 422, code: '10300', meaning: 'invalid card number' },
  '104': { status: 422, code: '10400', meaning: 'country not permitted' },
};

/** In the sandbox profile, the refusal a wallet save's security code asks for (nothing is saved then). */
export function walletSandboxRefusal(profile: 'sandbox' | 'production', securityCode: string): GatewayError | null {
  if (profile !== 'sandbox') return null;
  const outcome = WALLET_SANDBOX_SECURITY_CODES[securityCode];
  return outcome ? new GatewayError(outcome.status, outcome.code, `sandbox: ${outcome.meaning}`) : null;
}

/** What the card network says of a card when it is saved: §3 verificationStatus, failed3ds, cardType and the country of issuance. */
export interface NetworkVerdict {
  readonly verificationStatus: 'VERIFIED' | 'PENDING_VERIFICATION';
  readonly failed3ds: boolean;
  readonly cardType: 'CREDIT' | 'DEBIT' | 'PREPAID';
  readonly countryOfIssuance: string;
}

/** A card the network verified, a US credit card: what every number outside the test list gets. */
export const VERIFIED_US_CREDIT: NetworkVerdict = {
  verificationStatus: 'VERIFIED',
  failed3ds: false,
  cardType: 'CREDIT',
  countryOfIssuance: 'US',
};

/** The sandbox's test numbers (all pass Luhn), and what the network says of each. */
export const WALLET_SANDBOX_CARDS: Readonly<
  Record<string, { readonly meaning: string; readonly verdict: NetworkVerdict }>
> = {
  '4000000000003220': { meaning: '3-D Secure failed', verdict: { ...VERIFIED_US_CREDIT, failed3ds: true } },
  '4000000000000101': {
    meaning: 'not verified (verification pending)',
    verdict: { ...VERIFIED_US_CREDIT, verificationStatus: 'PENDING_VERIFICATION' },
  },
  '4000001240000000': {
    meaning: 'a Canadian Visa debit card',
    verdict: { ...VERIFIED_US_CREDIT, cardType: 'DEBIT', countryOfIssuance: 'CA' },
  },
};

/** What the network says of a card: the test list's verdict in the sandbox, else verified. */
export function networkVerdict(profile: 'sandbox' | 'production', cardNumber: string): NetworkVerdict {
  return (profile === 'sandbox' ? WALLET_SANDBOX_CARDS[cardNumber]?.verdict : undefined) ?? VERIFIED_US_CREDIT;
}

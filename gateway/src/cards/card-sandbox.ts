// The sandbox's card outcomes, so that every §8 add and update code is reachable by a documented demo
// situation. There is no card network behind the sandbox, so the answers a network or an issuer's
// systems would give (no match on record, a lock, a prefix its BIN ranges refuse…) are asked for the
// way payment sandboxes let a tester ask: by the security code typed. With any other code the card is
// checked and saved for real (duplicates, nickname, the §5 rules). The production profile has none of
// this: there a security code is only checked against §5 and dropped.
import type { CatalogueCode } from '@portal/domain/errors';
import { GatewayError } from '../errors';

interface SandboxOutcome {
  readonly status: number;
  readonly code: CatalogueCode;
  /** What a real system would have meant (the gateway's message; the portal shows the catalogue's). */
  readonly meaning: string;
}

/**
 * Security code -> the answer of §8 Add card (portal) and Update card (portal). Codes that are HTTP
 * statuses are sent as themselves; the others are three digits of their name (304 for PROFILE_3004…).
 * The README of the gateway lists them (checked by a test).
 */
export const SANDBOX_SECURITY_CODES: Readonly<Record<string, SandboxOutcome>> = {
  // A 2xx would read as success to any HTTP client: the code says 299, the status 404.
  '299': { status: 404, code: '299', meaning: 'no match on record' },
  '400': { status: 400, code: '400', meaning: 'invalid request' },
  '403': { status: 403, code: '403', meaning: 'invalid input' },
  '404': { status: 404, code: '404', meaning: 'not found' },
  '405': { status: 405, code: '405', meaning: 'invalid request' },
  '412': { status: 412, code: '412', meaning: 'unauthorized' },
  '422': { status: 422, code: '422', meaning: 'the prefix does not match the issuer' },
  '423': { status: 423, code: '423', meaning: 'locked' },
  '500': { status: 500, code: '500', meaning: 'internal error' },
  '102': { status: 400, code: 'DPS_1002', meaning: 'prefix mismatch (exception case)' },
  '106': { status: 409, code: 'VMCP_1006', meaning: 'common message' },
  '304': { status: 409, code: 'PROFILE_3004', meaning: 'already added, or cannot update' },
  '305': { status: 423, code: 'PROFILE_3005', meaning: 'locked' },
};

/** In the sandbox profile, the refusal a security code asks for (nothing is saved then). */
export function sandboxRefusal(
  profile: 'sandbox' | 'production',
  securityCode: string | undefined,
): GatewayError | null {
  if (profile !== 'sandbox' || securityCode === undefined) return null;
  const outcome = SANDBOX_SECURITY_CODES[securityCode];
  return outcome ? new GatewayError(outcome.status, outcome.code, `sandbox: ${outcome.meaning}`) : null;
}

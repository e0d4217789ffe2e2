// §2 sso/launch, read from its address (decision 031): a plain arrival from the partner's "Manage my
// cards" starts a single sign-on; the partner's answer (a code with its state, RFC 6749 §4.1.2) is
// completed only when its state is the one this tab started, so an answer made for someone else's
// browser (a forged or replayed launch) signs nobody in; an error the partner answered is a refusal.
import type { SsoEnrolRequest } from '@portal/client/api';

export type LaunchStep =
  | { kind: 'authorize' }
  | { kind: 'complete'; answer: SsoEnrolRequest }
  | { kind: 'refused'; reason: 'partnerError' | 'incompleteAnswer' | 'notThisTab' };

/** The query parameters of an authorization answer: any of them makes the address an answer, not an arrival. */
const ANSWER_PARAMS = ['code', 'state', 'error', 'iss'] as const;

/**
 * What sso/launch does with its query string, given the state this tab's launch is waiting for (null
 * when none is).
 */
export function launchStepOf(search: string, expectedState: string | null): LaunchStep {
  const query = new URLSearchParams(search);
  if (!ANSWER_PARAMS.some((name) => query.has(name))) return { kind: 'authorize' };
  if (query.has('error')) return { kind: 'refused', reason: 'partnerError' };
  const code = query.get('code') ?? '';
  const state = query.get('state') ?? '';
  if (code === '' || state === '') return { kind: 'refused', reason: 'incompleteAnswer' };
  if (expectedState === null || state !== expectedState) return { kind: 'refused', reason: 'notThisTab' };
  const iss = query.get('iss');
  return { kind: 'complete', answer: { federatedToken: code, state, ...(iss ? { iss } : {}) } };
}

// Fixtures of the enrolment tests: the terms a new account accepts, and a session mid-enrolment.
import type { TermsItem } from '@portal/client/api';
import type { StoredSession } from '@portal/domain/session';

export const ENROLMENT_TERMS: TermsItem[] = [
  { featureCode: 'APP', type: 'EC', url: 'https://bank.example/docs/terms-v7', guid: 'terms-ec-7' },
  { featureCode: 'APP', type: 'PR', url: 'https://bank.example/docs/privacy-v3', guid: 'terms-pr-3' },
  { featureCode: 'APP', type: 'SL', url: 'https://bank.example/docs/licence-v2', guid: 'terms-sl-2' },
];

/** A session as enroll leaves it: partial access with the VERIFY_USERNAME probe, the code sent a minute ago. */
export function enrolmentSession(overrides: Partial<StoredSession> = {}): Partial<StoredSession> {
  return {
    fullAccess: false,
    partialAccess: true,
    userId: 'guid-nina',
    userName: 'new.nina',
    token: { name: 'access_token', value: 'partial-1', timestamp: Date.now() },
    loginScope: ['verifyCode', 'home'],
    flowConfig: {
      flow: 'enrolment',
      step: 'verifyCode',
      probes: { VERIFY_USERNAME: 'ref-verify-1' },
      code: { contactId: null, maskedContact: null, sentAt: Date.now() - 60_000 },
    },
    ...overrides,
  };
}

// Fixtures of the migration tests: a migrated issuer and the session at each step.
import type { TermsItem } from '@portal/client/api';
import type { StoredSession } from '@portal/domain/session';
import { testIssuer } from '@portal/ui/testing';

export const MIGRATED = testIssuer({ flags: { migratedApp: true } });

export const PENDING_TERMS: TermsItem[] = [
  { featureCode: 'APP', type: 'EC', url: 'https://bank.example/docs/terms-v8', guid: 'terms-ec-8' },
  { featureCode: 'APP', type: 'PR', url: 'https://bank.example/docs/privacy-v4', guid: 'terms-pr-4' },
];

export function atVerify(step: 'verifyAccount' | 'simVerifyAccount' = 'verifyAccount'): Partial<StoredSession> {
  return {
    userId: 'guid-mia',
    userName: 'migrate.mia',
    flowConfig: {
      flow: 'migration',
      step,
      probes: {},
      code: { contactId: 'email-mia', maskedContact: 'm•••@bank.example', sentAt: Date.now() - 60_000 },
    },
  };
}

export function atReset(): Partial<StoredSession> {
  return {
    ...atVerify(),
    token: { name: 'access_token', value: 'reset-mia', timestamp: Date.now() },
    flowConfig: { flow: 'migration', step: 'resetPassword', probes: {}, code: null },
  };
}

export function atTerms(): Partial<StoredSession> {
  return {
    userId: 'guid-mia',
    userName: 'migrate.mia',
    partialAccess: true,
    token: { name: 'access_token', value: 'partial-mia', timestamp: Date.now() },
    loginScope: ['acceptTac', 'home'],
    tacInfo: { probesRef: 'ref-tnc-1', termsRefs: ['terms-ec-8', 'terms-pr-4'] },
    flowConfig: { flow: 'migration', step: 'acceptTac', probes: { ACCEPT_TNC: 'ref-tnc-1' }, code: null },
  };
}

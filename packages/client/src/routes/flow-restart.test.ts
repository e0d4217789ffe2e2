// docs/decisions/025 and 029: where a flow whose token was refused starts again.
import { describe, expect, it } from 'vitest';
import { EMPTY_SESSION, type FlowConfig, type StoredSession } from '@portal/domain/session';
import { flowRestartPath } from './flow-restart';

const session = (flowConfig: FlowConfig | null, ca_token: string | null = null): StoredSession => ({
  ...EMPTY_SESSION,
  flowConfig,
  ca_token,
});

describe('flowRestartPath', () => {
  it.each<[string, FlowConfig | null, string | null, string]>([
    ['no flow stored', null, null, '/login'],
    ['a card activation under way (decision 029): its own start', null, 'ca-token-1', '/activation'],
    ['a sign-in', { flow: 'login', step: 'verifyCode', probes: {}, code: null }, null, '/login'],
    ['a recovery', { flow: 'recovery', step: 'resetPassword', probes: {}, code: null }, null, '/forgotpassword'],
    [
      'an enrolment: finished by signing in',
      { flow: 'enrolment', step: 'verifyCode', probes: {}, code: null },
      null,
      '/login',
    ],
    [
      'a migration',
      { flow: 'migration', step: 'verifyAccount', probes: {}, code: null },
      null,
      '/migration/establishAccount',
    ],
    [
      'a migration at its terms: signing in finishes it',
      { flow: 'migration', step: 'acceptTac', probes: {}, code: null },
      null,
      '/login',
    ],
  ])('%s', (_name, flowConfig, token, path) => {
    expect(flowRestartPath(session(flowConfig, token))).toBe(path);
  });
});

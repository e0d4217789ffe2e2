// The sign-in flows' sent code (§3 flowConfig): the step's store reads the code of its own flow's
// stored step, live, and records a new one in the session, with the contact it went to (§3 contactId),
// so a refresh restores both (§2 Page refresh).
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setStoredSession } from '../../testing';
import { EMPTY_SESSION, type SentCode } from '@portal/domain/session';
import { portalStore, recordCodeSent, sessionAtom } from '@portal/client/state';
import { useFlowCodeStore } from './use-flow-code-store';

const CODE: SentCode = { contactId: 'email-1', maskedContact: 'r•••@bank.example', sentAt: 1000 };
const NEW_CODE: SentCode = { contactId: 'phone-1', maskedContact: '(•••) •••-0142', sentAt: 2000 };

beforeEach(() => portalStore.set(sessionAtom, EMPTY_SESSION));

describe('useFlowCodeStore: the code a flow sent, kept in the session', () => {
  it('is the code of its flow’s stored step', () => {
    setStoredSession({ flowConfig: { flow: 'recovery', step: 'verifyCode', probes: {}, code: CODE } });
    expect(renderHook(() => useFlowCodeStore('recovery')).result.current.sent).toEqual(CODE);
  });

  it.each([
    ['no flow is under way', null],
    ['its step sent none yet', { flow: 'recovery', step: 'verifyCode', probes: {}, code: null }],
    [
      'another flow is under way, whatever its code',
      { flow: 'migration', step: 'verifyAccount', probes: {}, code: CODE },
    ],
  ] as const)('is none when %s', (_, flowConfig) => {
    setStoredSession({ flowConfig });
    expect(renderHook(() => useFlowCodeStore('recovery')).result.current.sent).toBeNull();
  });

  it('is live: a code recorded in the session renders anew with it', () => {
    setStoredSession({ flowConfig: { flow: 'login', step: 'verifyCode', probes: {}, code: CODE } });
    const { result } = renderHook(() => useFlowCodeStore('login'));
    act(() => recordCodeSent(NEW_CODE));
    expect(result.current.sent).toEqual(NEW_CODE);
  });

  it('records a new code as the step’s, and the contact it went to as the session’s', () => {
    setStoredSession({
      contactId: 'email-1',
      flowConfig: { flow: 'enrolment', step: 'verifyCode', probes: {}, code: CODE },
    });
    const { result } = renderHook(() => useFlowCodeStore('enrolment'));
    act(() => result.current.record(NEW_CODE));
    expect(portalStore.get(sessionAtom)).toEqual({
      ...EMPTY_SESSION,
      contactId: 'phone-1',
      flowConfig: { flow: 'enrolment', step: 'verifyCode', probes: {}, code: NEW_CODE },
    });
    expect(result.current.sent).toEqual(NEW_CODE);
  });

  it('keeps the session’s contact when the gateway did not say where the code went', () => {
    setStoredSession({
      contactId: 'email-1',
      flowConfig: { flow: 'recovery', step: 'verifyCode', probes: {}, code: null },
    });
    const { result } = renderHook(() => useFlowCodeStore('recovery'));
    act(() => result.current.record({ contactId: null, maskedContact: null, sentAt: 3000 }));
    expect(portalStore.get(sessionAtom).contactId).toBe('email-1');
    expect(result.current.sent).toEqual({ contactId: null, maskedContact: null, sentAt: 3000 });
  });
});

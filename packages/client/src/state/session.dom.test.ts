import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_SESSION, SESSION_STORAGE_KEY, type StoredSession } from '@portal/domain/session';
import { portalStore } from './atoms';
import {
  accessLevelAtom,
  applyTokenAnswer,
  beginEnrolment,
  beginMigration,
  beginRecovery,
  chooseChallengeContact,
  dropAccess,
  endFlowKeepingServerSession,
  endResetFlow,
  heldSessionAtom,
  holdProfile,
  moveMigration,
  nextLoginRoute,
  purgeSession,
  recordCodeSent,
  recordNoCodeSent,
  replaceEnrolmentEmail,
  resetCodeVerified,
  sessionAtom,
  setServerSessionId,
  signedInAs,
  spendResetToken,
  startSessionPersistence,
} from './session';

const answer = (over: Partial<Parameters<typeof applyTokenAnswer>[0]> = {}) => ({
  access_token: 'opaque-1',
  scope: 'partial',
  userGuid: 'user-1',
  isUnverified: false,
  isChallenge: true,
  newTac: true,
  probes: [
    { type: 'SOLVE_CHALLENGE', ref: 'ref-2fa' },
    { type: 'ACCEPT_TNC', ref: 'ref-tnc', data: { refs: ['t-1', 't-2'] } },
  ],
  ...over,
});

const session = () => portalStore.get(sessionAtom);
const code = { contactId: 'email-1', maskedContact: 'r•••@bank.example', sentAt: 5000 };

let stop: () => void = () => undefined;
beforeEach(() => {
  sessionStorage.clear();
  stop = startSessionPersistence(sessionStorage);
  purgeSession();
});
afterEach(() => stop());

describe('the session in the shared store (§3, §4)', () => {
  it('a partial answer queues the steps, keeps the probe refs and the terms, and gives partial access', () => {
    expect(applyTokenAnswer(answer(), 1000)).toEqual(['challenge', 'acceptTac', 'home']);
    const s = session();
    expect(portalStore.get(accessLevelAtom)).toBe('partial');
    expect(s.token).toEqual({ name: 'access_token', value: 'opaque-1', timestamp: 1000 });
    expect(s.flowConfig).toEqual({
      flow: 'login',
      step: 'challenge',
      probes: { SOLVE_CHALLENGE: 'ref-2fa', ACCEPT_TNC: 'ref-tnc' },
      code: null,
    });
    expect(s.tacInfo).toEqual({ probesRef: 'ref-tnc', termsRefs: ['t-1', 't-2'] });
    expect(nextLoginRoute()).toBe('/login/challenge');
  });

  it('the last answer gives full access and clears the flow', () => {
    applyTokenAnswer(answer(), 1000);
    applyTokenAnswer(
      answer({ access_token: 'opaque-2', scope: 'full', isChallenge: false, newTac: false, probes: [] }),
      2000,
    );
    expect(portalStore.get(accessLevelAtom)).toBe('full');
    expect(session().flowConfig).toBeNull();
    expect(nextLoginRoute()).toBe('/home');
  });

  it("an answer whose next step is not the flow's own belongs to the sign-in pages", () => {
    applyTokenAnswer(answer({ isChallenge: false }), 1000, 'enrolment');
    expect(session().flowConfig).toMatchObject({ flow: 'login', step: 'acceptTac' });
    applyTokenAnswer(answer({ isChallenge: false }), 1000, 'migration');
    expect(session().flowConfig).toMatchObject({ flow: 'migration', step: 'acceptTac' });
  });

  it('§3 userName: the user who signed in with a password', () => {
    signedInAs('ready.rita', answer(), 1000);
    expect(session()).toMatchObject({ userName: 'ready.rita', userId: 'user-1', partialAccess: true });
  });

  it('§2 login/challenge: the chosen contact, and the code sent to it, kept in the flow', () => {
    applyTokenAnswer(answer(), 1000);
    chooseChallengeContact('phone-1');
    recordCodeSent({ contactId: 'phone-1', maskedContact: '(•••) •••-0142', sentAt: 2000 });
    expect(session().contactId).toBe('phone-1');
    expect(session().flowConfig?.code).toEqual({ contactId: 'phone-1', maskedContact: '(•••) •••-0142', sentAt: 2000 });
    recordNoCodeSent();
    expect(session().flowConfig?.code).toBeNull();
  });

  it('a code recorded with no flow under way changes nothing', () => {
    recordCodeSent(code);
    expect(session()).toBe(EMPTY_SESSION);
  });

  it('§4 Forgot password: the code, then the reset token, then nothing of the flow', () => {
    beginRecovery({ userGuid: 'user-1', userName: 'rita', code });
    expect(session()).toMatchObject({
      userId: 'user-1',
      userName: 'rita',
      contactId: 'email-1',
      flowConfig: { flow: 'recovery', step: 'verifyCode', code },
    });
    resetCodeVerified('recovery', 'reset-1', 6000);
    expect(session()).toMatchObject({
      token: { value: 'reset-1', timestamp: 6000 },
      flowConfig: { flow: 'recovery', step: 'resetPassword', code: null },
    });
    // A new recovery never carries the abandoned one's reset token.
    beginRecovery({ userGuid: 'user-1', userName: 'rita', code });
    expect(session().token).toBeNull();
    resetCodeVerified('recovery', 'reset-2', 7000);
    endResetFlow();
    expect(session()).toMatchObject({ token: null, userId: null, userName: null, contactId: null, flowConfig: null });
  });

  it('§4 Migration: the code, its steps, the spent reset token; the email is held, never stored', () => {
    beginMigration({ userGuid: 'user-2', userName: 'mia', code }, 'verifyAccount', 'mia@tailspinrewards.example');
    expect(session().flowConfig).toEqual({ flow: 'migration', step: 'verifyAccount', probes: {}, code });
    expect(portalStore.get(heldSessionAtom).migrationContact).toBe('mia@tailspinrewards.example');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).not.toContain('tailspinrewards');
    resetCodeVerified('migration', 'reset-3', 8000);
    expect(session().flowConfig?.step).toBe('resetPassword');
    spendResetToken();
    expect(session().token).toBeNull();
    moveMigration('establishAccount');
    expect(session().flowConfig).toMatchObject({ flow: 'migration', step: 'establishAccount' });
  });

  it('§4 Enrolment: the partial answer, its code sent at once, then an email replaced', () => {
    const scope = beginEnrolment(
      answer({
        isUnverified: true,
        isChallenge: false,
        newTac: false,
        probes: [{ type: 'VERIFY_USERNAME', ref: 'ref-v' }],
      }),
      { userName: 'nina', email: 'nina@bank.example', fullName: 'Nina O' },
      9000,
    );
    expect(scope).toEqual(['verifyCode', 'home']);
    expect(session()).toMatchObject({
      userName: 'nina',
      flowConfig: {
        flow: 'enrolment',
        step: 'verifyCode',
        probes: { VERIFY_USERNAME: 'ref-v' },
        code: { sentAt: 9000 },
      },
    });
    expect(portalStore.get(heldSessionAtom)).toMatchObject({
      userPrimaryEmail: 'nina@bank.example',
      unverifiedPrimary: true,
      fullName: 'Nina O',
    });
    replaceEnrolmentEmail('email-new', 'nina.o@bank.example');
    expect(session().contactId).toBe('email-new');
    expect(portalStore.get(heldSessionAtom).userPrimaryEmail).toBe('nina.o@bank.example');
  });

  it('§4 expiry: access and token at once; a refresh ending a flow keeps only the server session ids', () => {
    applyTokenAnswer(answer(), 1000);
    setServerSessionId('dfp-1');
    dropAccess();
    expect(session()).toMatchObject({ fullAccess: false, partialAccess: false, token: null, userId: 'user-1' });
    endFlowKeepingServerSession();
    expect(session()).toEqual({ ...EMPTY_SESSION, sessionId: 'dfp-1' });
  });
});

describe('§3 persistence, started explicitly', () => {
  it('keeps the stored part in sessionStorage, and a purge leaves nothing there or in memory', () => {
    applyTokenAnswer(answer(), 1000);
    holdProfile({ fullName: 'Rita Ready' });
    const stored = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    expect(stored['userId']).toBe('user-1');
    expect(stored).not.toHaveProperty('fullName');
    purgeSession();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(session()).toBe(EMPTY_SESSION);
    expect(portalStore.get(heldSessionAtom).fullName).toBeNull();
  });

  it('reads the stored session back when started, and writes nothing before', () => {
    stop();
    const stored: StoredSession = {
      ...EMPTY_SESSION,
      partialAccess: true,
      userId: 'user-9',
      loginScope: ['acceptTac', 'home'],
    };
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
    portalStore.set(sessionAtom, EMPTY_SESSION);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    stop = startSessionPersistence(sessionStorage);
    expect(session()).toEqual(stored);
  });

  it('without storage (a private window that refuses it) the session lives in memory only', () => {
    stop();
    stop = startSessionPersistence(null);
    applyTokenAnswer(answer(), 1000);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(session().userId).toBe('user-1');
  });
});

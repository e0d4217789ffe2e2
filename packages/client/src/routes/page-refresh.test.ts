import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  PAGE_REFRESH_RULES,
  pageRefreshOutcome,
  pageRefreshRule,
  REFRESH_TARGETS,
  type RefreshOutcome,
} from './page-refresh';
import {
  EMPTY_SESSION,
  ENROLMENT_STEPS,
  LOGIN_STEPS,
  MIGRATION_STEPS,
  RECOVERY_STEPS,
  StoredSessionSchema,
  type StoredSession,
} from '@portal/domain/session';

const token = { name: 'access_token', value: 'opaque', timestamp: 1 };
const NONE: StoredSession = EMPTY_SESSION;
const PARTIAL: StoredSession = {
  ...EMPTY_SESSION,
  partialAccess: true,
  userId: 'u-1',
  token,
  loginScope: ['challenge', 'acceptTac', 'home'],
  flowConfig: { flow: 'login', step: 'challenge', probes: { SOLVE_CHALLENGE: 'ref-1' }, code: null },
  tacInfo: { probesRef: 'ref-2', termsRefs: ['t-1'] },
};
const FULL: StoredSession = { ...EMPTY_SESSION, fullAccess: true, userId: 'u-1', token, loginScope: ['home'] };
const MIGRATION_CODE: StoredSession = {
  ...EMPTY_SESSION,
  flowConfig: {
    flow: 'migration',
    step: 'verifyAccount',
    probes: {},
    code: { contactId: 'c-1', maskedContact: 'r•••@bank.example', sentAt: 1 },
  },
};
const MIGRATION_RESET: StoredSession = {
  ...EMPTY_SESSION,
  partialAccess: true,
  token,
  loginScope: ['forcePasswordReset'],
  flowConfig: { flow: 'migration', step: 'resetPassword', probes: {}, code: null },
};
const MIGRATION_TERMS: StoredSession = {
  ...PARTIAL,
  loginScope: ['acceptTac', 'home'],
  flowConfig: { flow: 'migration', step: 'acceptTac', probes: { ACCEPT_TNC: 'ref-2' }, code: null },
};
const ACTIVATING: StoredSession = { ...EMPTY_SESSION, ca_token: 'ca-1' };
const ENROLLING: StoredSession = {
  ...EMPTY_SESSION,
  partialAccess: true,
  userId: 'u-2',
  userName: 'new.nina',
  token,
  loginScope: ['verifyCode', 'home'],
  flowConfig: {
    flow: 'enrolment',
    step: 'verifyCode',
    probes: { VERIFY_USERNAME: 'ref-3' },
    code: { contactId: null, maskedContact: null, sentAt: 1 },
  },
};

const keep: RefreshOutcome = { action: 'keep' };
const to = (target: (typeof REFRESH_TARGETS)[number], endFlow: boolean): RefreshOutcome => ({
  action: 'redirect',
  to: target,
  endFlow,
});

type Row = readonly [path: string, session: StoredSession, sessionName: string, outcome: RefreshOutcome];

/** §2 Page refresh, sentence by sentence, on every §2 route it names. */
const TABLE: readonly Row[] = [
  // "A refresh restores the flow: login, identity verification, migration, card activation, or the activation PIN step."
  ['/login', NONE, 'none', keep],
  ['/login', PARTIAL, 'partial', keep],
  ['/idv', PARTIAL, 'partial', keep],
  ['/2fa', PARTIAL, 'partial', keep],
  ['/tnc', PARTIAL, 'partial', keep],
  ['/migration/establishAccount', NONE, 'none', keep],
  ['/migration/verifyAccount', MIGRATION_CODE, 'migration code sent', keep],
  ['/migration/simVerifyAccount', MIGRATION_CODE, 'migration code sent', keep],
  ['/migration/verifyAccount', NONE, 'none', to('/migration/establishAccount', true)],
  ['/migration/resetPassword', MIGRATION_RESET, 'migration reset token', keep],
  ['/migration/resetPassword', MIGRATION_CODE, 'migration without a token', to('/migration/establishAccount', true)],
  ['/migration/acceptTac', MIGRATION_TERMS, 'migration terms pending', keep],
  ['/migration/acceptTac', NONE, 'none', to('/login', true)],
  ['/activation', NONE, 'none', keep],
  ['/activation/set-pin', ACTIVATING, 'activation token', keep],
  ['/activation/set-pin', NONE, 'none', to('/activation', true)],
  ['/activation/questions/1234', ACTIVATING, 'activation token', to('/activation', true)],
  ['/activation/questions/1234/wrong', NONE, 'none', to('/activation', true)],
  ['/activation/success', NONE, 'none', keep],
  ['/activation/set-pin/success', NONE, 'none', keep],
  // "The enrolment verify and edit-email pages go back to enroll." Decision 025: enroll resumes the
  // enrolment stored (its account exists), so the enrolment's own state is kept; anything else goes.
  ['/createAccount/verifyCode', ENROLLING, 'enrolment under way', to('/createAccount/enroll', false)],
  ['/createAccount/editEmail', ENROLLING, 'enrolment under way', to('/createAccount/enroll', false)],
  ['/createAccount/verifyCode', PARTIAL, 'partial', to('/createAccount/enroll', true)],
  ['/createAccount/editEmail', PARTIAL, 'partial', to('/createAccount/enroll', true)],
  ['/createAccount/verifyCode', NONE, 'none', to('/createAccount/enroll', true)],
  ['/createAccount/addCard', FULL, 'full', keep],
  ['/createAccount/addCard', PARTIAL, 'partial', to('/createAccount/enroll', true)],
  ['/createAccount', NONE, 'none', keep],
  ['/createAccount/enroll', NONE, 'none', keep],
  // "Forgot-password pages go to forgotpassword."
  ['/forgotpassword', NONE, 'none', keep],
  ['/forgotPassword/verifyCode', NONE, 'none', to('/forgotpassword', true)],
  ['/forgotPassword/resetPassword', MIGRATION_RESET, 'a reset token', to('/forgotpassword', true)],
  ['/forgotusername', NONE, 'none', keep],
  // "Login sub-pages go to login." A sign-in under way is not resumed there: it starts again.
  ['/login/verifyCode', PARTIAL, 'partial', to('/login', true)],
  ['/login/challenge', PARTIAL, 'partial', to('/login', true)],
  ['/login/challenge/verifyCode/email', PARTIAL, 'partial', to('/login', true)],
  ['/login/challenge/verifyCode/phone', PARTIAL, 'partial', to('/login', true)],
  ['/login/acceptTac', PARTIAL, 'partial', to('/login', true)],
  ['/login/forcePasswordReset', MIGRATION_RESET, 'a reset token', to('/login', true)],
  ['/login/forcePasswordReset/success', NONE, 'none', to('/login', true)],
  // A full session is never dropped: the guard then sends it home from login.
  ['/login/acceptTac', FULL, 'full', to('/login', false)],
  // "Logged-in pages are kept only for a full-access user, otherwise they go to login."
  ...[
    '/home',
    '/addCard',
    '/editCard/card-1',
    '/userSettings',
    '/userSettings/addEmail',
    '/userSettings/addPhone',
    '/userSettings/email/verifyCode/c-1',
    '/userSettings/phone/verifyCode/c-2',
    '/accounts',
    '/features',
    '/ssoLink',
    '/signOut',
    '/sso/addCard',
  ].flatMap((path): Row[] => [
    [path, FULL, 'full', keep],
    [path, PARTIAL, 'partial', to('/login', true)],
    [path, NONE, 'none', to('/login', true)],
  ]),
  // Pages outside any flow are simply shown again.
  ['/', NONE, 'none', keep],
  ['/agreement', NONE, 'none', keep],
  ['/timeout', NONE, 'none', keep],
  ['/sso/launch', NONE, 'none', keep],
  ['/pages/terms', FULL, 'full', keep],
  ['/pages/privacy', NONE, 'none', keep],
  ['/pages/electronic_communication', PARTIAL, 'partial', keep],
  ['/error', NONE, 'none', keep],
  ['/error/404', NONE, 'none', keep],
  ['/no/such/page', PARTIAL, 'partial', keep],
  // Matched as the route map matches: by segment, without regard to case or a trailing slash.
  ['/HOME', NONE, 'none', to('/login', true)],
  ['/login/', PARTIAL, 'partial', keep],
  ['/homework', NONE, 'none', keep],
];

describe('§2 Page refresh, the table', () => {
  it.each(TABLE)('%s with a %s session', (path, session, _name, outcome) => {
    expect(pageRefreshOutcome(path, session)).toEqual(outcome);
  });

  it('every rule is reached by some path of the table (no dead rows)', () => {
    const reached = new Set(TABLE.map(([path]) => pageRefreshRule(path)));
    for (const rule of PAGE_REFRESH_RULES) expect(reached.has(rule), `${rule.path}: ${rule.why}`).toBe(true);
  });
});

describe('§2 Page refresh, properties (1,000 runs)', () => {
  const specPaths = [...new Set(TABLE.map(([path]) => path))];
  const segment = fc.oneof(
    fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/),
    fc.constantFrom('login', 'home', 'createAccount', 'migration', 'activation', 'set-pin', 'forgotPassword'),
  );
  const path = fc.oneof(
    fc.constantFrom(...specPaths),
    fc.array(segment, { maxLength: 6 }).map((s) => `/${s.join('/')}`),
    fc
      .tuple(fc.constantFrom(...specPaths), fc.array(segment, { minLength: 1, maxLength: 3 }))
      .map(([p, s]) => `${p}/${s.join('/')}`),
    fc.string(),
  );
  const text = fc.option(fc.string({ maxLength: 8 }), { nil: null });
  const session: fc.Arbitrary<StoredSession> = fc.record({
    fullAccess: fc.boolean(),
    partialAccess: fc.boolean(),
    userId: text,
    userName: text,
    contactId: text,
    flowConfig: fc.option(
      fc.oneof(
        ...(
          [
            ['login', LOGIN_STEPS],
            ['enrolment', ENROLMENT_STEPS],
            ['recovery', RECOVERY_STEPS],
            ['migration', MIGRATION_STEPS],
          ] as const
        ).map(([flow, steps]) =>
          fc.record({
            flow: fc.constant(flow),
            step: fc.constantFrom<string>(...steps),
            probes: fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 })),
            code: fc.option(fc.record({ contactId: text, maskedContact: text, sentAt: fc.integer() }), { nil: null }),
          }),
        ),
      ) as fc.Arbitrary<StoredSession['flowConfig']>,
      { nil: null },
    ),
    ca_token: text,
    sessionId: text,
    token: fc.option(fc.record({ name: fc.constant('access_token'), value: fc.string(), timestamp: fc.integer() }), {
      nil: null,
    }),
    loginScope: fc.array(fc.constantFrom(...LOGIN_STEPS), { maxLength: 4 }),
    tacInfo: fc.option(
      fc.record({
        probesRef: fc.string({ maxLength: 4 }),
        termsRefs: fc.array(fc.string({ maxLength: 4 }), { maxLength: 2 }),
      }),
      { nil: null },
    ),
    isSmsFreeApp: fc.boolean(),
    lastActivityAt: fc.option(fc.integer(), { nil: null }),
  });

  it('the generated sessions are stored sessions (§3)', () => {
    fc.assert(
      fc.property(session, (s) => v.is(StoredSessionSchema, s)),
      { numRuns: 1000 },
    );
  });

  it('is total: never throws and always answers keep or a known route', () => {
    fc.assert(
      fc.property(path, session, (p, s) => {
        const outcome = pageRefreshOutcome(p, s);
        if (outcome.action === 'redirect') expect(REFRESH_TARGETS).toContain(outcome.to);
        else expect(outcome).toEqual({ action: 'keep' });
      }),
      { numRuns: 1000 },
    );
  });

  it('never drops a full-access session, and lands on a page a second refresh keeps', () => {
    fc.assert(
      fc.property(path, session, (p, s) => {
        const outcome = pageRefreshOutcome(p, s);
        if (outcome.action !== 'redirect') return;
        if (s.fullAccess) expect(outcome.endFlow).toBe(false);
        const after = outcome.endFlow ? { ...EMPTY_SESSION, sessionId: s.sessionId } : s;
        expect(pageRefreshOutcome(outcome.to, after)).toEqual({ action: 'keep' });
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps a logged-in page exactly when the session has full access', () => {
    const loggedIn = fc.constantFrom(
      '/home',
      '/addCard',
      '/editCard/x',
      '/userSettings/addPhone',
      '/accounts',
      '/features',
      '/ssoLink',
      '/signOut',
    );
    fc.assert(
      fc.property(loggedIn, session, (p, s) => {
        expect(pageRefreshOutcome(p, s).action === 'keep').toBe(s.fullAccess);
      }),
      { numRuns: 1000 },
    );
  });
});

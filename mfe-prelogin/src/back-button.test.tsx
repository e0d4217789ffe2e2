// §2 Back button on every page of the recovery, enrolment and migration flows: a flow's first page
// goes to login; a later page asks first, and Leave ends what the flow holds (flow/use-flow-exit.tsx,
// the route registry's back rules).
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TermsResponseSchema } from '@portal/domain/schemas';
import type { StoredSession } from '@portal/domain/session';
import { startTestGateway, type ReceivedRequest } from '@portal/ui/testing/network';
import { enrolmentRoutes } from './features/enrolment/routes';
import { ENROLMENT_TERMS, enrolmentSession } from './features/enrolment/testing/fixtures';
import { migrationRoutes } from './features/migration/routes';
import { atReset, atTerms, atVerify, MIGRATED, PENDING_TERMS } from './features/migration/testing/fixtures';
import { recoveryRoutes } from './features/recovery/routes';
import { pressBack } from '@portal/ui/testing';
import { findTitle, renderFlow, storedSession } from './testing/render-prelogin';

const gateway = startTestGateway();

const ROUTES = [...recoveryRoutes, ...enrolmentRoutes, ...migrationRoutes];

const RECOVERY_CODE: Partial<StoredSession> = {
  userId: 'guid-rita',
  userName: 'ready.rita',
  flowConfig: { flow: 'recovery', step: 'verifyCode', probes: {}, code: null },
};
const RECOVERY_RESET: Partial<StoredSession> = {
  ...RECOVERY_CODE,
  token: { name: 'access_token', value: 'reset-rita', timestamp: Date.now() },
  flowConfig: { flow: 'recovery', step: 'resetPassword', probes: {}, code: null },
};

async function openAt(path: string, title: string, session?: Partial<StoredSession>) {
  // A page before the flow, so that back has somewhere to go.
  window.history.replaceState(null, '', '/');
  window.history.pushState(null, '', path);
  const flow = await renderFlow({ routes: ROUTES, path, session, issuer: MIGRATED });
  await findTitle(title);
  return flow;
}

let revocations: ReceivedRequest[];
beforeEach(() => {
  gateway.reply('get', 'apps/:extAppId/terms', TermsResponseSchema, { terms: ENROLMENT_TERMS });
  gateway.reply('get', 'users/:userGuid/getTerms', TermsResponseSchema, { terms: PENDING_TERMS });
  revocations = gateway.replyEmpty('post', 'oauth2/lcm/token/authorized/revocation');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The token each revocation revoked (its form-urlencoded body). */
const revokedTokens = () => revocations.map((r) => Object.fromEntries(new URLSearchParams(String(r.body))));

describe('§2 Back button: a flow’s first page goes to login', () => {
  it.each([
    ['/forgotpassword', 'Forgot your password?'],
    ['/forgotusername', 'Forgot your username?'],
    ['/createAccount', 'Create your account'],
    ['/migration/establishAccount', 'Update your account'],
  ])('%s', async (path, title) => {
    await openAt(path, title);
    await pressBack();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('§2 Back button: a later page asks before leaving', () => {
  it.each([
    ['/forgotPassword/verifyCode', 'Enter your verification code', RECOVERY_CODE],
    ['/forgotPassword/resetPassword', 'Choose a new password', RECOVERY_RESET],
    ['/createAccount/enroll', 'Your details', undefined],
    ['/createAccount/verifyCode', 'Check your email', enrolmentSession()],
    ['/createAccount/editEmail', 'Change your email address', enrolmentSession()],
    ['/migration/verifyAccount', 'Verify your account', atVerify()],
    ['/migration/resetPassword', 'Choose a new password', atReset()],
    ['/migration/acceptTac', 'Accept our terms', atTerms()],
  ])('%s: Stay keeps everything', async (path, title, session) => {
    const { user } = await openAt(path, title, session);
    const before = storedSession();
    await pressBack();
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(storedSession()).toEqual(before);
  });

  it.each([
    ['/forgotPassword/verifyCode', 'Enter your verification code', RECOVERY_CODE, null],
    ['/forgotPassword/resetPassword', 'Choose a new password', RECOVERY_RESET, null],
    ['/createAccount/enroll', 'Your details', undefined, null],
    ['/createAccount/verifyCode', 'Check your email', enrolmentSession(), 'partial-1'],
    ['/createAccount/editEmail', 'Change your email address', enrolmentSession(), 'partial-1'],
    ['/migration/verifyAccount', 'Verify your account', atVerify(), null],
    ['/migration/resetPassword', 'Choose a new password', atReset(), 'reset-mia'],
    ['/migration/acceptTac', 'Accept our terms', atTerms(), 'partial-mia'],
  ])('%s: Leave ends the flow and goes to login', async (path, title, session, revoked) => {
    const { user } = await openAt(path, title, session);
    await pressBack();
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await findTitle('stand-in: /login');
    const after = storedSession();
    expect([after.token, after.flowConfig, after.userId, after.partialAccess]).toEqual([null, null, null, false]);
    if (revoked)
      await vi.waitFor(() => expect(revokedTokens()).toEqual([{ token: revoked, token_type_hint: 'access_token' }]));
    else {
      // A revocation sent would have reached the gateway by now.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(revocations).toEqual([]);
    }
  });
});

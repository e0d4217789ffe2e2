import { screen } from '@testing-library/react';
import { CODE_CHALLENGE_LENGTH } from '@portal/domain/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TermsResponseSchema, TokenResponseSchema } from '@portal/domain/schemas';
import { startTestGateway, type ReceivedRequest } from '@portal/ui/testing/network';
import {
  fieldError,
  findTitle,
  notifications,
  popup,
  renderFlow,
  storedSession,
  tokenAnswer,
} from '../../../testing/render-prelogin';
import { migrationRoutes } from '../routes';
import { isMigrationNoticeVisible } from '@portal/client/state';
import { atReset, MIGRATED, PENDING_TERMS } from '../testing/fixtures';

const gateway = startTestGateway();
const RESET = 'users/guid-mia/resetCredential';
const SIGN_IN = 'apps/TEST-WEB-01/oauth2/token';
/** The fields of a form-urlencoded body (the OAuth2 calls). */
const formOf = (request: ReceivedRequest) => Object.fromEntries(new URLSearchParams(String(request.body)));

const PASSWORD = 'Tailspin!Rewards58';
const open = () =>
  renderFlow({ routes: migrationRoutes, path: '/migration/resetPassword', session: atReset(), issuer: MIGRATED });
const passwordInput = () => screen.getByLabelText('New password');
const TERMS_PENDING = tokenAnswer({
  access_token: 'partial-mia',
  scope: 'partial',
  userGuid: 'guid-mia',
  newTac: true,
  probes: [{ type: 'ACCEPT_TNC', ref: 'ref-tnc-1', data: { refs: ['terms-ec-8', 'terms-pr-4'] } }],
});

afterEach(() => {
  vi.resetAllMocks();
  localStorage.clear();
});

describe('§2 migration/resetPassword', () => {
  it('has one h1, a new-password input with its checklist and a show-password toggle', async () => {
    await open();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Choose a new password']);
    expect(passwordInput().getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText('Use at least 12 characters.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show password' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('decision 013: resets with the reset token, then signs in with the new password; pending terms lead to acceptTac', async () => {
    const reset = gateway.replyEmpty('post', RESET);
    const signedIn = gateway.reply('post', SIGN_IN, TokenResponseSchema, TERMS_PENDING);
    gateway.reply('get', 'users/guid-mia/getTerms', TermsResponseSchema, { terms: PENDING_TERMS });
    const { user } = await open();
    await user.type(passwordInput(), `${PASSWORD}{Enter}`);
    await findTitle('Accept our terms');
    expect(reset.map((r) => r.body)).toEqual([{ password: PASSWORD }]);
    expect(signedIn.map(formOf)).toEqual([
      {
        grant_type: 'password',
        username: 'migrate.mia',
        password: PASSWORD,
        code_challenge: expect.stringMatching(new RegExp(`^[A-Za-z0-9]{${CODE_CHALLENGE_LENGTH}}$`)) as unknown,
      },
    ]);
    const session = storedSession();
    expect([session.partialAccess, session.token?.value, session.tacInfo?.probesRef, session.flowConfig?.step]).toEqual(
      [true, 'partial-mia', 'ref-tnc-1', 'acceptTac'],
    );
    expect(window.location.pathname).toBe('/migration/acceptTac');
    // The step's pending terms are read and shown (no read is left in flight for the next test).
    await screen.findByRole('checkbox');
  });

  it('no terms pending: home at once, with the success message', async () => {
    gateway.replyEmpty('post', RESET);
    gateway.reply(
      'post',
      SIGN_IN,
      TokenResponseSchema,
      tokenAnswer({ access_token: 'full-mia', userGuid: 'guid-mia' }),
    );
    const { user } = await open();
    await user.type(passwordInput(), `${PASSWORD}{Enter}`);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(storedSession().fullAccess).toBe(true);
    expect(isMigrationNoticeVisible('guid-mia')).toBe(true);
    // The closed flow never falls back to its start on the way out.
    await findTitle('stand-in: /home');
    expect(screen.queryByRole('heading', { name: 'Update your account' })).toBeNull();
  });

  it('a sign-in that fails after the reset sends the person to login, told the account is updated', async () => {
    gateway.replyEmpty('post', RESET);
    gateway.fail('post', SIGN_IN, 'VMCP_001', 502);
    const { user } = await open();
    await user.type(passwordInput(), `${PASSWORD}{Enter}`);
    await findTitle('stand-in: /login');
    expect(popup()?.messageKey).toBe('errors:technical');
    expect(notifications()).toEqual([{ type: 'success', messageKey: 'prelogin:migration.reset.signInYourself' }]);
    expect([storedSession().token, storedSession().flowConfig]).toEqual([null, null]);
  });

  it('§5 a password containing the username is refused on the field', async () => {
    const reset = gateway.replyEmpty('post', RESET);
    const { user } = await open();
    await user.type(passwordInput(), 'Migrate.Mia!Rewards58{Enter}');
    await vi.waitFor(() => expect(fieldError(passwordInput())).toBe("Don't include your username."));
    expect(reset).toEqual([]);
  });

  it('§8 a password rule code (400 invalidPasswordHistory) shows on the field; no sign-in is tried', async () => {
    gateway.fail('post', RESET, 'invalidPasswordHistory', 400);
    const signedIn = gateway.reply('post', SIGN_IN, TokenResponseSchema, TERMS_PENDING);
    const { user } = await open();
    await user.type(passwordInput(), `${PASSWORD}{Enter}`);
    await vi.waitFor(() =>
      expect(fieldError(passwordInput())).toBe("You've used this password recently. Choose a different one."),
    );
    expect(signedIn).toEqual([]);
    expect(storedSession().token?.value).toBe('reset-mia');
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUserTerms, requestToken, resetCredential } from '@portal/client/api';
import type * as Api from '@portal/client/api';
import {
  apiError,
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

vi.mock('@portal/client/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  resetCredential: vi.fn(),
  requestToken: vi.fn(),
  getUserTerms: vi.fn(),
}));

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
    vi.mocked(resetCredential).mockResolvedValue(undefined);
    vi.mocked(requestToken).mockResolvedValue(TERMS_PENDING);
    vi.mocked(getUserTerms).mockResolvedValue(PENDING_TERMS);
    const { user } = await open();
    await user.type(passwordInput(), `${PASSWORD}{Enter}`);
    await findTitle('Accept our terms');
    expect(resetCredential).toHaveBeenCalledWith('guid-mia', { password: PASSWORD });
    expect(requestToken).toHaveBeenCalledWith('TEST-WEB-01', { username: 'migrate.mia', password: PASSWORD });
    const session = storedSession();
    expect([session.partialAccess, session.token?.value, session.tacInfo?.probesRef, session.flowConfig?.step]).toEqual(
      [true, 'partial-mia', 'ref-tnc-1', 'acceptTac'],
    );
    expect(window.location.pathname).toBe('/migration/acceptTac');
  });

  it('no terms pending: home at once, with the success message', async () => {
    vi.mocked(resetCredential).mockResolvedValue(undefined);
    vi.mocked(requestToken).mockResolvedValue(tokenAnswer({ access_token: 'full-mia', userGuid: 'guid-mia' }));
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
    vi.mocked(resetCredential).mockResolvedValue(undefined);
    vi.mocked(requestToken).mockRejectedValue(apiError('VMCP_001', 502));
    const { user } = await open();
    await user.type(passwordInput(), `${PASSWORD}{Enter}`);
    await findTitle('stand-in: /login');
    expect(popup()?.messageKey).toBe('errors:technical');
    expect(notifications()).toEqual([{ type: 'success', messageKey: 'prelogin:migration.reset.signInYourself' }]);
    expect([storedSession().token, storedSession().flowConfig]).toEqual([null, null]);
  });

  it('§5 a password containing the username is refused on the field', async () => {
    const { user } = await open();
    await user.type(passwordInput(), 'Migrate.Mia!Rewards58{Enter}');
    await vi.waitFor(() => expect(fieldError(passwordInput())).toBe("Don't include your username."));
    expect(resetCredential).not.toHaveBeenCalled();
  });

  it('§8 a password rule code (400 invalidPasswordHistory) shows on the field; no sign-in is tried', async () => {
    vi.mocked(resetCredential).mockRejectedValue(apiError('invalidPasswordHistory', 400));
    const { user } = await open();
    await user.type(passwordInput(), `${PASSWORD}{Enter}`);
    await vi.waitFor(() =>
      expect(fieldError(passwordInput())).toBe("You've used this password recently. Choose a different one."),
    );
    expect(requestToken).not.toHaveBeenCalled();
    expect(storedSession().token?.value).toBe('reset-mia');
  });
});

// §4 Flows, Migration, end to end: establishAccount, verifyAccount, resetPassword, acceptTac, then
// home with the success message kept in local storage.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptTerms,
  establishAccount,
  getUserTerms,
  requestToken,
  resetCredential,
  verifyMigrationCode,
} from '@portal/client/api';
import type * as Api from '@portal/client/api';
import { findTitle, renderFlow, storedSession, tokenAnswer } from '../../../testing/render-prelogin';
import { migrationRoutes } from '../routes';
import { isMigrationNoticeVisible } from '@portal/client/state';
import { MIGRATED, PENDING_TERMS } from '../testing/fixtures';

vi.mock('@portal/client/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  establishAccount: vi.fn(),
  verifyMigrationCode: vi.fn(),
  resetCredential: vi.fn(),
  requestToken: vi.fn(),
  getUserTerms: vi.fn(),
  acceptTerms: vi.fn(),
}));

afterEach(() => {
  vi.resetAllMocks();
  localStorage.clear();
});

describe('§4 Flows: migration', () => {
  it('establishAccount → verifyAccount → resetPassword → acceptTac → home with the success message', async () => {
    vi.mocked(establishAccount).mockResolvedValue({
      userGuid: 'guid-mia',
      contactId: 'email-mia',
      maskedContact: 'm•••@tailspinrewards.example',
    });
    vi.mocked(verifyMigrationCode).mockResolvedValue(
      tokenAnswer({ access_token: 'reset-mia', scope: 'partial /credentials/reset' }),
    );
    vi.mocked(resetCredential).mockResolvedValue(undefined);
    vi.mocked(requestToken).mockResolvedValue(
      tokenAnswer({
        access_token: 'partial-mia',
        scope: 'partial',
        userGuid: 'guid-mia',
        newTac: true,
        probes: [{ type: 'ACCEPT_TNC', ref: 'ref-tnc-1', data: { refs: ['terms-ec-8'] } }],
      }),
    );
    vi.mocked(getUserTerms).mockResolvedValue(PENDING_TERMS);
    vi.mocked(acceptTerms).mockResolvedValue(tokenAnswer({ access_token: 'full-mia', userGuid: 'guid-mia' }));
    const { user } = await renderFlow({
      routes: migrationRoutes,
      path: '/migration/establishAccount',
      issuer: MIGRATED,
    });

    await findTitle('Update your account');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'migrate.mia');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'mia@tailspinrewards.example{Enter}');

    await findTitle('Verify your account');
    expect(window.location.pathname).toBe('/migration/verifyAccount');
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '864200{Enter}');

    await findTitle('Choose a new password');
    expect(window.location.pathname).toBe('/migration/resetPassword');
    await user.type(screen.getByLabelText('New password'), 'Tailspin!Rewards58{Enter}');

    await findTitle('Accept our terms');
    expect(window.location.pathname).toBe('/migration/acceptTac');
    await user.click(await screen.findByRole('checkbox'));
    await user.keyboard('{Enter}');

    await vi.waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(vi.mocked(verifyMigrationCode).mock.calls).toEqual([['guid-mia', { code: '864200' }]]);
    expect(vi.mocked(resetCredential).mock.calls).toEqual([['guid-mia', { password: 'Tailspin!Rewards58' }]]);
    expect(vi.mocked(requestToken).mock.calls).toEqual([
      ['TEST-WEB-01', { username: 'migrate.mia', password: 'Tailspin!Rewards58' }],
    ]);
    expect(vi.mocked(acceptTerms).mock.calls).toEqual([[{ probes_ref: 'ref-tnc-1' }]]);
    expect(storedSession().fullAccess).toBe(true);
    expect(isMigrationNoticeVisible('guid-mia')).toBe(true);
  });
});

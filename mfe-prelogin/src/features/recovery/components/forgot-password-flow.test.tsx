// §4 Flows, Forgot password, end to end through its three screens: forgotpassword, verifyCode,
// resetPassword, then login with the success notice.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recoverCredential, resetCredential, verifyRecoveryCode } from '@portal/client/api';
import type * as Api from '@portal/client/api';
import { recoveryRoutes } from '../routes';
import { findTitle, notifications, renderFlow, storedSession, tokenAnswer } from '../../../testing/render-prelogin';

vi.mock('@portal/client/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  recoverCredential: vi.fn(),
  verifyRecoveryCode: vi.fn(),
  resetCredential: vi.fn(),
}));

afterEach(() => {
  vi.resetAllMocks();
});

describe('§4 Flows: forgot password', () => {
  it('forgotpassword → verifyCode → resetPassword → login, keyboard only', async () => {
    vi.mocked(recoverCredential).mockResolvedValue({
      userGuid: 'guid-rita',
      contactId: 'email-1',
      maskedContact: 'r•••@bank.example',
    });
    vi.mocked(verifyRecoveryCode).mockResolvedValue(
      tokenAnswer({ access_token: 'reset-token', scope: 'partial /credentials/reset', probes: [] }),
    );
    vi.mocked(resetCredential).mockResolvedValue(undefined);
    const { user } = await renderFlow({ routes: recoveryRoutes, path: '/forgotpassword' });

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username' }));
    await user.keyboard('ready.rita{Enter}');

    await findTitle('Enter your verification code');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Verification code' }));
    await user.keyboard('482913{Enter}');

    await findTitle('Choose a new password');
    expect(storedSession().token?.value).toBe('reset-token');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('New password'));
    await user.keyboard('Harbour!Lights48{Enter}');

    await findTitle('stand-in: /login');
    expect(vi.mocked(recoverCredential).mock.calls).toEqual([['TEST-WEB-01', { userName: 'ready.rita' }]]);
    expect(vi.mocked(verifyRecoveryCode).mock.calls).toEqual([['guid-rita', { code: '482913' }]]);
    expect(vi.mocked(resetCredential).mock.calls).toEqual([['guid-rita', { password: 'Harbour!Lights48' }]]);
    expect(notifications()).toEqual([{ type: 'success', messageKey: 'prelogin:recovery.resetPassword.success' }]);
    expect(storedSession().token).toBeNull();
    expect(storedSession().flowConfig).toBeNull();
  });
});

// §4 Flows, Forgot password, end to end through its three screens: forgotpassword, verifyCode,
// resetPassword, then login with the success notice.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeSentResponseSchema, TokenResponseSchema } from '@portal/domain/schemas';
import { startTestGateway } from '@portal/ui/testing/network';
import { recoveryRoutes } from '../routes';
import { findTitle, notifications, renderFlow, storedSession, tokenAnswer } from '../../../testing/render-prelogin';

const gateway = startTestGateway();

afterEach(() => {
  vi.resetAllMocks();
});

describe('§4 Flows: forgot password', () => {
  it('forgotpassword → verifyCode → resetPassword → login, keyboard only', async () => {
    const recovered = gateway.reply('post', 'apps/TEST-WEB-01/forgotcredential', CodeSentResponseSchema, {
      userGuid: 'guid-rita',
      contactId: 'email-1',
      maskedContact: 'r•••@bank.example',
    });
    const verified = gateway.reply(
      'post',
      'users/guid-rita/otp/verification/forgotcredential',
      TokenResponseSchema,
      tokenAnswer({ access_token: 'reset-token', scope: 'partial /credentials/reset', probes: [] }),
    );
    const reset = gateway.replyEmpty('post', 'users/guid-rita/resetCredential');
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
    expect(recovered.map((r) => r.body)).toEqual([{ userName: 'ready.rita' }]);
    expect(verified.map((r) => r.body)).toEqual([{ code: '482913' }]);
    expect(reset.map((r) => r.body)).toEqual([{ password: 'Harbour!Lights48' }]);
    expect(notifications()).toEqual([{ type: 'success', messageKey: 'prelogin:recovery.resetPassword.success' }]);
    expect(storedSession().token).toBeNull();
    expect(storedSession().flowConfig).toBeNull();
  });
});

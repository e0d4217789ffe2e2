// §4 Flows, Migration, end to end: establishAccount, verifyAccount, resetPassword, acceptTac, then
// home with the success message kept in local storage.
import { CODE_CHALLENGE_LENGTH } from '@portal/domain/session';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeSentResponseSchema, TermsResponseSchema, TokenResponseSchema } from '@portal/domain/schemas';
import { startTestGateway, type ReceivedRequest } from '@portal/ui/testing/network';
import { findTitle, renderFlow, storedSession, tokenAnswer } from '../../../testing/render-prelogin';
import { migrationRoutes } from '../routes';
import { isMigrationNoticeVisible } from '@portal/client/state';
import { MIGRATED, PENDING_TERMS } from '../testing/fixtures';

const gateway = startTestGateway();
/** The fields of a form-urlencoded body (the OAuth2 calls). */
const formOf = (request: ReceivedRequest) => Object.fromEntries(new URLSearchParams(String(request.body)));

afterEach(() => {
  vi.resetAllMocks();
  localStorage.clear();
});

describe('§4 Flows: migration', () => {
  it('establishAccount → verifyAccount → resetPassword → acceptTac → home with the success message', async () => {
    gateway.reply('post', 'apps/TEST-WEB-01/migration', CodeSentResponseSchema, {
      userGuid: 'guid-mia',
      contactId: 'email-mia',
      maskedContact: 'm•••@tailspinrewards.example',
    });
    const verified = gateway.reply(
      'post',
      'users/guid-mia/otp/verification/migration',
      TokenResponseSchema,
      tokenAnswer({ access_token: 'reset-mia', scope: 'partial /credentials/reset' }),
    );
    const reset = gateway.replyEmpty('post', 'users/guid-mia/resetCredential');
    const signedIn = gateway.reply(
      'post',
      'apps/TEST-WEB-01/oauth2/token',
      TokenResponseSchema,
      tokenAnswer({
        access_token: 'partial-mia',
        scope: 'partial',
        userGuid: 'guid-mia',
        newTac: true,
        probes: [{ type: 'ACCEPT_TNC', ref: 'ref-tnc-1', data: { refs: ['terms-ec-8'] } }],
      }),
    );
    gateway.reply('get', 'users/guid-mia/getTerms', TermsResponseSchema, { terms: PENDING_TERMS });
    const accepted = gateway.reply(
      'post',
      'oauth2/token/tnc',
      TokenResponseSchema,
      tokenAnswer({ access_token: 'full-mia', userGuid: 'guid-mia' }),
    );
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
    expect(verified.map((r) => r.body)).toEqual([{ code: '864200' }]);
    expect(reset.map((r) => r.body)).toEqual([{ password: 'Tailspin!Rewards58' }]);
    expect(signedIn.map(formOf)).toEqual([
      {
        grant_type: 'password',
        username: 'migrate.mia',
        password: 'Tailspin!Rewards58',
        code_challenge: expect.stringMatching(new RegExp(`^[A-Za-z0-9]{${CODE_CHALLENGE_LENGTH}}$`)) as unknown,
      },
    ]);
    expect(accepted.map(formOf)).toEqual([{ grant_type: 'authorization_probe', probes_ref: 'ref-tnc-1' }]);
    expect(storedSession().fullAccess).toBe(true);
    expect(isMigrationNoticeVisible('guid-mia')).toBe(true);
  });
});

// §4 Flows, Enrolment, end to end: createAccount, enroll, verifyCode, editEmail (a mistyped address
// replaced), verifyCode again, addCard (No thanks), then home, signed in, with the enrolment notice raised for it.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalCardListSchema } from '@portal/domain/card';
import { EmailSchema, OtvcResponseSchema, TermsResponseSchema, TokenResponseSchema } from '@portal/domain/schemas';
import { AddressListResponseSchema } from '@portal/domain/address';
import { startTestGateway, type ReceivedRequest } from '@portal/ui/testing/network';
import { findTitle, notifications, renderFlow, storedSession, tokenAnswer } from '../../../testing/render-prelogin';
import { enrolmentRoutes } from '../routes';
import { ENROLMENT_TERMS } from '../testing/fixtures';

const gateway = startTestGateway();
/** The fields of a form-urlencoded body (the OAuth2 calls). */
const formOf = (request: ReceivedRequest) => Object.fromEntries(new URLSearchParams(String(request.body)));

afterEach(() => {
  vi.resetAllMocks();
});

describe('§4 Flows: enrolment', () => {
  it('createAccount → enroll → verifyCode → editEmail → verifyCode → addCard (No thanks) → home with the notice', async () => {
    const cards = gateway.reply(
      'get',
      'consumer-controller/v1/account/guid-nina/paymentInstrument',
      PortalCardListSchema,
      { paymentInstruments: [] },
    );
    // The saved addresses' list has no shared schema to parse the stub with: an empty list as the gateway answers it.
    gateway.reply('get', 'consumer-controller/v1/account/guid-nina/address', AddressListResponseSchema, {
      addresses: [],
    });
    gateway.reply('get', 'apps/TEST-WEB-01/terms', TermsResponseSchema, { terms: ENROLMENT_TERMS });
    const enrolled = gateway.reply(
      'post',
      'apps/TEST-WEB-01/enrollment',
      TokenResponseSchema,
      tokenAnswer({
        access_token: 'partial-1',
        scope: 'partial',
        userGuid: 'guid-nina',
        isUnverified: true,
        probes: [{ type: 'VERIFY_USERNAME', ref: 'ref-verify-1' }],
      }),
    );
    const added = gateway.reply('post', 'users/guid-nina/emails', EmailSchema, {
      emailGuid: 'email-new',
      email: 'nina@bank.example',
      primary: true,
    });
    gateway.reply('post', 'users/guid-nina/otvc', OtvcResponseSchema, {
      contactId: 'email-new',
      maskedContact: 'n•••@bank.example',
    });
    const verified = gateway.reply(
      'post',
      'oauth2/token/idv',
      TokenResponseSchema,
      tokenAnswer({ access_token: 'full-1', userGuid: 'guid-nina' }),
    );
    const { user } = await renderFlow({ routes: enrolmentRoutes, path: '/createAccount' });

    await findTitle('Create your account');
    await user.click(screen.getByRole('link', { name: 'Start' }));

    await findTitle('Your details');
    await screen.findByRole('checkbox');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Nina');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Okafor');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'nina@bank.exmaple');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'new.nina');
    await user.type(screen.getByLabelText('Password'), 'Harbour!Lights47');
    await user.click(screen.getByRole('checkbox'));
    await user.keyboard('{Enter}');

    await findTitle('Check your email');
    expect(
      screen.getByText('We sent a 6-digit code to nina@bank.exmaple. It can be used for 10 minutes.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Use a different email address' }));

    await findTitle('Change your email address');
    await user.type(screen.getByRole('textbox', { name: 'New email address' }), 'nina@bank.example{Enter}');

    await findTitle('Check your email');
    expect(
      screen.getByText('We sent a 6-digit code to nina@bank.example. It can be used for 10 minutes.'),
    ).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '135790{Enter}');

    // §2 createAccount/addCard: the new cardholder has no card, so No thanks, not Cancel (§2 Add buttons).
    await findTitle('Add your card');
    await vi.waitFor(() => expect(cards.length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'No thanks' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(enrolled[0]?.body).toMatchObject({ acceptedTerms: ['terms-ec-7', 'terms-pr-3', 'terms-sl-2'] });
    expect(added.map((r) => r.body)).toEqual([{ email: 'nina@bank.example' }]);
    expect(verified.map(formOf)).toEqual([
      { grant_type: 'authorization_probe', probes_ref: 'ref-verify-1', code: '135790' },
    ]);
    expect(notifications()).toEqual([{ type: 'success', messageKey: 'prelogin:enrolment.done', showOn: '/home' }]);
    expect(storedSession().fullAccess).toBe(true);
  });
});

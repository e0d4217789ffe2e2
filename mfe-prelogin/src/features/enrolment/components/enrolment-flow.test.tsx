// §4 Flows, Enrolment, end to end: createAccount, enroll, verifyCode, editEmail (a mistyped address
// replaced), verifyCode again, addCard (No thanks), then home, signed in, with the enrolment notice raised for it.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addEmail,
  enrollUser,
  getAddresses,
  getCards,
  getEnrolmentTerms,
  sendVerificationCode,
  verifyIdentity,
} from '@portal/client/api';
import type * as Api from '@portal/client/api';
import { findTitle, notifications, renderFlow, storedSession, tokenAnswer } from '../../../testing/render-prelogin';
import { enrolmentRoutes } from '../routes';
import { ENROLMENT_TERMS } from '../testing/fixtures';

vi.mock('@portal/client/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  getEnrolmentTerms: vi.fn(),
  enrollUser: vi.fn(),
  verifyIdentity: vi.fn(),
  addEmail: vi.fn(),
  sendVerificationCode: vi.fn(),
  getCards: vi.fn(),
  getAddresses: vi.fn(),
}));

afterEach(() => {
  vi.resetAllMocks();
});

describe('§4 Flows: enrolment', () => {
  it('createAccount → enroll → verifyCode → editEmail → verifyCode → addCard (No thanks) → home with the notice', async () => {
    vi.mocked(getCards).mockResolvedValue([]);
    vi.mocked(getAddresses).mockResolvedValue([]);
    vi.mocked(getEnrolmentTerms).mockResolvedValue(ENROLMENT_TERMS);
    vi.mocked(enrollUser).mockResolvedValue(
      tokenAnswer({
        access_token: 'partial-1',
        scope: 'partial',
        userGuid: 'guid-nina',
        isUnverified: true,
        probes: [{ type: 'VERIFY_USERNAME', ref: 'ref-verify-1' }],
      }),
    );
    vi.mocked(addEmail).mockResolvedValue({ emailGuid: 'email-new', email: 'nina@bank.example', primary: true });
    vi.mocked(sendVerificationCode).mockResolvedValue({ contactId: 'email-new', maskedContact: 'n•••@bank.example' });
    vi.mocked(verifyIdentity).mockResolvedValue(tokenAnswer({ access_token: 'full-1', userGuid: 'guid-nina' }));
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
    expect(getCards).toHaveBeenCalledWith('guid-nina');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'No thanks' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/home'));
    expect(vi.mocked(enrollUser).mock.calls[0]?.[1].acceptedTerms).toEqual(['terms-ec-7', 'terms-pr-3', 'terms-sl-2']);
    expect(addEmail).toHaveBeenCalledWith('guid-nina', { email: 'nina@bank.example' });
    expect(verifyIdentity).toHaveBeenCalledWith({ probes_ref: 'ref-verify-1', code: '135790' });
    expect(notifications()).toEqual([{ type: 'success', messageKey: 'prelogin:enrolment.done', showOn: '/home' }]);
    expect(storedSession().fullAccess).toBe(true);
  });
});

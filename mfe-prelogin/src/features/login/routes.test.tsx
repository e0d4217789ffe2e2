import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '@portal/client/api';
import {
  acceptTerms,
  getEmails,
  getPhones,
  getUserTerms,
  requestToken,
  revokeToken,
  sendVerificationCode,
  verifyIdentity,
  verifyTwoFactor,
} from '@portal/client/api';
import { pressBack } from '@portal/ui/testing';
import {
  findTitle,
  installDialog,
  partialAnswer,
  renderFlow,
  signedInWith,
  storedSession,
  tokenAnswer,
} from '../../testing/render-prelogin';
import { loginRoutes } from './routes';

vi.mock('@portal/client/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  requestToken: vi.fn(),
  getEmails: vi.fn(),
  getPhones: vi.fn(),
  sendVerificationCode: vi.fn(),
  verifyIdentity: vi.fn(),
  verifyTwoFactor: vi.fn(),
  getUserTerms: vi.fn(),
  acceptTerms: vi.fn(),
  revokeToken: vi.fn(),
}));

beforeAll(installDialog);
beforeEach(() => {
  // The gateway says each contact's status; a two-factor code goes only to a verified one (decision 013).
  vi.mocked(getEmails).mockResolvedValue([
    { emailGuid: 'email-1', email: 'u•••@bank.example', primary: true, contactStatus: 'VERIFIED' },
  ]);
  vi.mocked(getPhones).mockResolvedValue([
    { phoneGuid: 'phone-1', phoneNumber: '(•••) •••-0142', primary: true, contactStatus: 'VERIFIED' },
  ]);
  vi.mocked(sendVerificationCode).mockImplementation(async (_user, { contactId }) => ({
    contactId,
    maskedContact: 'u•••@bank.example',
    expiresIn: 600,
  }));
  vi.mocked(getUserTerms).mockResolvedValue([
    { guid: 'terms-ec', featureCode: 'APP', type: 'EC', url: 'https://bank.example/terms/v2' },
  ]);
  vi.mocked(revokeToken).mockResolvedValue(undefined);
});
afterEach(() => {
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('§2 Sign-in order: verifyCode, challenge, acceptTac, home (§4 the login scope queue, one step at a time)', () => {
  it('a user with every probe goes through each page in that order, with the keyboard alone', async () => {
    vi.mocked(requestToken).mockResolvedValue(
      partialAnswer(['VERIFY_USERNAME', 'SOLVE_CHALLENGE', 'ACCEPT_TNC'], 'p-1'),
    );
    vi.mocked(verifyIdentity).mockResolvedValue(partialAnswer(['SOLVE_CHALLENGE', 'ACCEPT_TNC'], 'p-2'));
    vi.mocked(verifyTwoFactor).mockResolvedValue(partialAnswer(['ACCEPT_TNC'], 'p-3'));
    vi.mocked(acceptTerms).mockResolvedValue(tokenAnswer({ access_token: 'full-4' }));
    const { user } = await renderFlow({ routes: loginRoutes, path: '/login' });
    const visited: string[] = [];
    const arrive = async (title: string) => {
      await findTitle(title);
      visited.push(window.location.pathname);
    };
    /** Tab until `target` has focus (it must be reachable in a few presses). */
    const tabTo = async (target: HTMLElement) => {
      for (let presses = 0; presses < 15 && document.activeElement !== target; presses++) await user.tab();
      expect(document.activeElement).toBe(target);
    };

    await user.tab();
    await user.keyboard('unverified.uma');
    await user.tab();
    await user.keyboard('Harbour!Lights47{Enter}');
    await arrive('Verify your email address');
    expect(storedSession().loginScope).toEqual(['verifyCode', 'challenge', 'acceptTac', 'home']);
    await screen.findByText(/We sent a 6-digit code/);
    await tabTo(screen.getByRole('textbox', { name: 'Verification code' }));
    await user.keyboard('111111{Enter}');

    await arrive("Confirm it's you");
    await tabTo(await screen.findByRole('button', { name: 'Send code' }));
    await user.keyboard('{Enter}');
    await arrive('Enter the code from your email');
    await screen.findByText(/We sent a 6-digit code/);
    await tabTo(screen.getByRole('textbox', { name: 'Verification code' }));
    await user.keyboard('222222{Enter}');

    await arrive('Our terms have changed');
    await tabTo(await screen.findByRole('checkbox'));
    await user.keyboard(' ');
    await tabTo(screen.getByRole('button', { name: 'Accept' }));
    await user.keyboard('{Enter}');

    await arrive('stand-in: /home');
    expect(visited).toEqual([
      '/login/verifyCode',
      '/login/challenge',
      '/login/challenge/verifyCode/email',
      '/login/acceptTac',
      '/home',
    ]);
    expect(storedSession()).toMatchObject({
      fullAccess: true,
      partialAccess: false,
      loginScope: ['home'],
      token: { value: 'full-4' },
    });
  });
});

describe('§2 Back button on the sign-in pages', () => {
  it('on a flow page it shows the exit confirmation; Stay keeps the page, Leave ends the sign-in at login', async () => {
    vi.mocked(requestToken).mockResolvedValue(partialAnswer(['SOLVE_CHALLENGE'], 'p-1'));
    const { user } = await renderFlow({ routes: loginRoutes, path: '/login' });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'challenge.chen');
    await user.type(screen.getByLabelText('Password'), 'Harbour!Lights47{Enter}');
    await findTitle("Confirm it's you");

    await pressBack();
    const dialog = await screen.findByRole('dialog', { name: 'Leave sign-in?' });
    expect(window.location.pathname).toBe('/login/challenge');
    await user.click(within(dialog).getByRole('button', { name: 'Stay here' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await pressBack();
    await user.click(await screen.findByRole('button', { name: 'Leave sign-in' }));
    await findTitle('Sign in');
    expect(storedSession()).toMatchObject({ partialAccess: false, token: null });
    await waitFor(() => expect(revokeToken).toHaveBeenCalledWith('p-1'));
  });

  it.each([
    ['/login/forcePasswordReset/success', 'Your password has been changed'],
    ['/timeout', 'Your session has expired'],
  ])('on %s it goes to login', async (path, title) => {
    await renderFlow({ routes: loginRoutes, path: '/' });
    window.history.pushState(null, '', path);
    await findTitle(title);
    await pressBack();
    await findTitle('Sign in');
    expect(window.location.pathname).toBe('/login');
  });
});

describe('§2 Other routes: the sign-in exception paths /idv, /2fa, /tnc resume the stored sign-in', () => {
  it.each(['/idv', '/2fa', '/tnc'])('%s without a session goes to login', async (path) => {
    await renderFlow({ routes: loginRoutes, path });
    await findTitle('Sign in');
  });

  it('/tnc with terms pending resumes at acceptTac', async () => {
    await renderFlow({ routes: loginRoutes, path: '/tnc', session: signedInWith(partialAnswer(['ACCEPT_TNC'])) });
    await findTitle('Our terms have changed');
    expect(window.location.pathname).toBe('/login/acceptTac');
  });

  it('/2fa resumes at the challenge, and /tnc too while the challenge comes first (the order is never skipped)', async () => {
    await renderFlow({
      routes: loginRoutes,
      path: '/tnc',
      session: signedInWith(partialAnswer(['SOLVE_CHALLENGE', 'ACCEPT_TNC'])),
    });
    await findTitle("Confirm it's you");
    expect(window.location.pathname).toBe('/login/challenge');
  });

  it('/idv with an unverified email resumes at verifyCode', async () => {
    await renderFlow({ routes: loginRoutes, path: '/idv', session: signedInWith(partialAnswer(['VERIFY_USERNAME'])) });
    await findTitle('Verify your email address');
  });

  it('/idv with full access goes home', async () => {
    await renderFlow({ routes: loginRoutes, path: '/idv', session: signedInWith(tokenAnswer()) });
    await findTitle('stand-in: /home');
  });
});

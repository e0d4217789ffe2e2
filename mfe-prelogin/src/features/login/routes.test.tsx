import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EmailsResponseSchema,
  type OtvcResponse,
  PhonesResponseSchema,
  TermsResponseSchema,
  TokenResponseSchema,
  OtvcResponseSchema,
} from '@portal/domain/schemas';
import { pressBack } from '@portal/ui/testing';
import { answer, startTestGateway, type ReceivedRequest } from '@portal/ui/testing/network';
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

const gateway = startTestGateway();
/** The fields of a form-urlencoded body (the OAuth2 calls). */
const formOf = (request: ReceivedRequest) => Object.fromEntries(new URLSearchParams(String(request.body)));
/** §7 Token: the sign-in of the test issuer's app. */
const TOKEN_PATH = 'apps/TEST-WEB-01/oauth2/token';

let revoked: ReceivedRequest[];
beforeAll(installDialog);
beforeEach(() => {
  // The gateway says each contact's status; a two-factor code goes only to a verified one (decision 013).
  gateway.reply('get', 'users/guid-chen/emails', EmailsResponseSchema, {
    emails: [{ emailGuid: 'email-1', email: 'u•••@bank.example', primary: true, contactStatus: 'VERIFIED' }],
  });
  gateway.reply('get', 'users/guid-chen/phones', PhonesResponseSchema, {
    phones: [{ phoneGuid: 'phone-1', phoneNumber: '(•••) •••-0142', primary: true, contactStatus: 'VERIFIED' }],
  });
  gateway.handle('post', 'users/guid-chen/otvc', ({ body }) => {
    const sent: OtvcResponse = {
      contactId: (body as { contactId: string }).contactId,
      maskedContact: 'u•••@bank.example',
      expiresIn: 600,
    };
    return answer(OtvcResponseSchema, sent);
  });
  gateway.reply('get', 'users/guid-chen/getTerms', TermsResponseSchema, {
    terms: [{ guid: 'terms-ec', featureCode: 'APP', type: 'EC', url: 'https://bank.example/terms/v2' }],
  });
  revoked = gateway.replyEmpty('post', 'oauth2/lcm/token/authorized/revocation');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('§2 Sign-in order: verifyCode, challenge, acceptTac, home (§4 the login scope queue, one step at a time)', () => {
  it('a user with every probe goes through each page in that order, with the keyboard alone', async () => {
    gateway.reply(
      'post',
      TOKEN_PATH,
      TokenResponseSchema,
      partialAnswer(['VERIFY_USERNAME', 'SOLVE_CHALLENGE', 'ACCEPT_TNC'], 'p-1'),
    );
    gateway.reply(
      'post',
      'oauth2/token/idv',
      TokenResponseSchema,
      partialAnswer(['SOLVE_CHALLENGE', 'ACCEPT_TNC'], 'p-2'),
    );
    gateway.reply('post', 'oauth2/token/2fa', TokenResponseSchema, partialAnswer(['ACCEPT_TNC'], 'p-3'));
    gateway.reply('post', 'oauth2/token/tnc', TokenResponseSchema, tokenAnswer({ access_token: 'full-4' }));
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
    gateway.reply('post', TOKEN_PATH, TokenResponseSchema, partialAnswer(['SOLVE_CHALLENGE'], 'p-1'));
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
    await waitFor(() => expect(revoked.map(formOf)).toEqual([{ token: 'p-1', token_type_hint: 'access_token' }]));
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

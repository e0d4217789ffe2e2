import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  EmailsResponseSchema,
  type OtvcResponse,
  PhonesResponseSchema,
  TermsResponseSchema,
  TokenResponseSchema,
  OtvcResponseSchema,
} from '@portal/domain/schemas';
import { setStoredSession } from '@portal/ui/testing';
import { answer, startTestGateway, type ReceivedRequest } from '@portal/ui/testing/network';

import { leaveSignIn } from '../sign-in-actions';
import {
  fieldError,
  findTitle,
  installDialog,
  partialAnswer,
  popup,
  renderFlow,
  signedInWith,
  storedSession,
  tokenAnswer,
} from '../../../testing/render-prelogin';
import { loginRoutes } from '../routes';

const gateway = startTestGateway();
/** The fields of a form-urlencoded body (the OAuth2 calls). */
const formOf = (request: ReceivedRequest) => Object.fromEntries(new URLSearchParams(String(request.body)));

const CHALLENGED = partialAnswer(['SOLVE_CHALLENGE', 'ACCEPT_TNC']);
const EMAILS = 'users/guid-chen/emails';
const PHONES = 'users/guid-chen/phones';
const TWO_FACTOR = 'oauth2/token/2fa';

let emails: ReceivedRequest[];
let sent: ReceivedRequest[];
beforeAll(installDialog);
beforeEach(() => {
  emails = gateway.reply('get', EMAILS, EmailsResponseSchema, {
    emails: [{ emailGuid: 'email-1', email: 'c•••@bank.example', primary: true, contactStatus: 'VERIFIED' }],
  });
  gateway.reply('get', PHONES, PhonesResponseSchema, {
    phones: [{ phoneGuid: 'phone-1', phoneNumber: '(•••) •••-0142', primary: true, contactStatus: 'VERIFIED' }],
  });
  // The code goes where the request says, masked as the gateway masks it.
  sent = gateway.handle('post', 'users/guid-chen/otvc', ({ body }) => {
    const { contactId } = body as { contactId: string };
    const sent: OtvcResponse = {
      contactId,
      maskedContact: contactId === 'phone-1' ? '(•••) •••-0142' : 'c•••@bank.example',
      expiresIn: 600,
    };
    return answer(OtvcResponseSchema, sent);
  });
  // What the next page of the queue reads (acceptTac), and the revocation of a sign-in left.
  gateway.reply('get', 'users/guid-chen/getTerms', TermsResponseSchema, {
    terms: [{ guid: 'terms-ec', featureCode: 'APP', type: 'EC', url: 'https://bank.example/terms/v2' }],
  });
  gateway.replyEmpty('post', 'oauth2/lcm/token/authorized/revocation');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const choices = () =>
  within(screen.getByRole('group', { name: 'Where should we send your code?' })).getAllByRole('radio');

describe('§2 login/challenge (SOLVE_CHALLENGE)', () => {
  it('offers every email and phone of the profile, masked, the first chosen', async () => {
    await renderFlow({ routes: loginRoutes, path: '/login/challenge', session: signedInWith(CHALLENGED) });
    await findTitle("Confirm it's you");
    await waitFor(() => expect(choices()).toHaveLength(2));
    expect(choices().map((r) => [r.getAttribute('value'), (r as HTMLInputElement).checked])).toEqual([
      ['email-1', true],
      ['phone-1', false],
    ]);
    expect(screen.getByRole('radio', { name: 'Email to c•••@bank.example' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Text message to (•••) •••-0142' })).toBeTruthy();
    // The signed-in user's emails were read; no code is sent before the user chooses.
    expect(emails).not.toEqual([]);
    expect(sent).toEqual([]);
  });

  it('decision 013 "the SOLVE_CHALLENGE code goes only to a verified contact": an unverified email or phone is not offered', async () => {
    gateway.reply('get', EMAILS, EmailsResponseSchema, {
      emails: [
        { emailGuid: 'email-1', email: 'c•••@bank.example', primary: true, contactStatus: 'VERIFIED' },
        { emailGuid: 'email-2', email: 'n•••@new.example', primary: false, contactStatus: 'UNVERIFIED' },
      ],
    });
    gateway.reply('get', PHONES, PhonesResponseSchema, {
      phones: [{ phoneGuid: 'phone-2', phoneNumber: '(•••) •••-0199', primary: false, contactStatus: 'UNVERIFIED' }],
    });
    await renderFlow({ routes: loginRoutes, path: '/login/challenge', session: signedInWith(CHALLENGED) });
    await waitFor(() => expect(choices().map((r) => r.getAttribute('value'))).toEqual(['email-1']));
    expect(screen.queryByRole('radio', { name: 'Email to n•••@new.example' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Text message to (•••) •••-0199' })).toBeNull();
  });

  it('choosing the phone, with the keyboard alone, goes to verifyCode/phone, which sends the code there', async () => {
    const { user } = await renderFlow({
      routes: loginRoutes,
      path: '/login/challenge',
      session: signedInWith(CHALLENGED),
    });
    // user-event moves through a radio group with CSS.escape, which jsdom lacks.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });
    await waitFor(() => expect(choices()).toHaveLength(2));
    choices()[0]?.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(choices()[1]);
    await user.keyboard('{Enter}');
    await findTitle('Enter the code from your text message');
    expect(window.location.pathname).toBe('/login/challenge/verifyCode/phone');
    expect(storedSession().contactId).toBe('phone-1');
    // The masked number is its own span (kept on one line): the status's text, not one text node.
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'We sent a 6-digit code to (•••) •••-0142. It can be used for 10 minutes.',
      ),
    );
    expect(sent.map((r) => r.body)).toEqual([{ contactId: 'phone-1' }]);
  });

  it('§4 the right code answers SOLVE_CHALLENGE with its ref; the queue goes on to acceptTac', async () => {
    const verified = gateway.reply('post', TWO_FACTOR, TokenResponseSchema, partialAnswer(['ACCEPT_TNC'], 'partial-3'));
    const { user } = await renderFlow({
      routes: loginRoutes,
      path: '/login/challenge/verifyCode/email',
      session: () => {
        signedInWith(CHALLENGED)();
        setStoredSession({ contactId: 'email-1' });
      },
    });
    await screen.findByText(/We sent a 6-digit code to c•••@bank\.example/);
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '246810{Enter}');
    await findTitle('Our terms have changed');
    expect(verified.map(formOf)).toEqual([
      { grant_type: 'authorization_probe', probes_ref: 'ref-SOLVE_CHALLENGE', code: '246810' },
    ]);
    expect(storedSession().loginScope).toEqual(['acceptTac', 'home']);
  });

  it('decision 013 a wrong two-factor code shows on the field', async () => {
    gateway.fail('post', TWO_FACTOR, 'invalidCode', 400);
    const { user } = await renderFlow({
      routes: loginRoutes,
      path: '/login/challenge/verifyCode/email',
      session: () => {
        signedInWith(CHALLENGED)();
        setStoredSession({ contactId: 'email-1' });
      },
    });
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    await user.type(input, '000000{Enter}');
    await waitFor(() => expect(fieldError(input)).toBe('That code is not right. Check it and try again.'));
  });

  it('the code page without a chosen contact goes to the choice first', async () => {
    await renderFlow({
      routes: loginRoutes,
      path: '/login/challenge/verifyCode/email',
      session: signedInWith(CHALLENGED),
    });
    await findTitle("Confirm it's you");
    expect(window.location.pathname).toBe('/login/challenge');
  });

  it('§2 Back button: leaving the sign-in from a code page goes straight to login, with no detour through the choice', async () => {
    await renderFlow({
      routes: loginRoutes,
      path: '/login/challenge/verifyCode/email',
      session: () => {
        signedInWith(CHALLENGED)();
        setStoredSession({ contactId: 'email-1' });
      },
    });
    await screen.findByText(/We sent a 6-digit code to c•••@bank\.example/);
    const visited: string[] = [];
    const follow = () => visited.push(window.location.pathname);
    window.addEventListener('popstate', follow);
    onTestFinished(() => window.removeEventListener('popstate', follow));
    act(() => leaveSignIn());
    await findTitle('Sign in');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(visited).toEqual(['/login']);
    expect(window.location.pathname).toBe('/login');
    expect(emails).toEqual([]);
  });

  it('"Send the code somewhere else" goes back to the choice', async () => {
    const { user } = await renderFlow({
      routes: loginRoutes,
      path: '/login/challenge/verifyCode/phone',
      session: () => {
        signedInWith(CHALLENGED)();
        setStoredSession({ contactId: 'phone-1' });
      },
    });
    await user.click(screen.getByRole('link', { name: 'Send the code somewhere else' }));
    await findTitle("Confirm it's you");
  });

  it('decision 025: contacts refused to a lapsed partial token (401) end the sign-in: login again, with a popup saying why', async () => {
    gateway.fail('get', PHONES, 'invalidToken', 401);
    gateway.fail('get', EMAILS, 'invalidToken', 401);
    await renderFlow({ routes: loginRoutes, path: '/login/challenge', session: signedInWith(CHALLENGED) });
    await findTitle('Sign in');
    await waitFor(() =>
      expect(popup()).toEqual({
        messageKey: 'errors:flow.ended',
        buttonKey: 'common:popup.ok',
        action: { kind: 'close' },
      }),
    );
    expect([storedSession().token, storedSession().partialAccess, storedSession().loginScope]).toEqual([
      null,
      false,
      [],
    ]);
  });

  it('§6 reached with no session it goes to login', async () => {
    await renderFlow({ routes: loginRoutes, path: '/login/challenge' });
    await findTitle('Sign in');
    expect(emails).toEqual([]);
  });

  it('§6 reached with full access it goes home', async () => {
    await renderFlow({ routes: loginRoutes, path: '/login/challenge', session: signedInWith(tokenAnswer()) });
    await findTitle('stand-in: /home');
  });
});

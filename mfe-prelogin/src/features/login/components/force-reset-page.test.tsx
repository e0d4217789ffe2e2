import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TokenResponseSchema } from '@portal/domain/schemas';
import { startTestGateway, type ReceivedRequest } from '@portal/ui/testing/network';
import {
  fieldError,
  findTitle,
  installDialog,
  renderFlow,
  signedInWith,
  storedSession,
  tokenAnswer,
} from '../../../testing/render-prelogin';
import { loginRoutes } from '../routes';

const gateway = startTestGateway();
/** The fields of a form-urlencoded body (the OAuth2 calls). */
const formOf = (request: ReceivedRequest) => Object.fromEntries(new URLSearchParams(String(request.body)));
const RESET_PATH = 'users/guid-rosa/resetCredential';

beforeAll(installDialog);
afterEach(() => {
  vi.restoreAllMocks();
});

const RESET = tokenAnswer({ access_token: 'reset-1', scope: 'partial /credentials/reset', userGuid: 'guid-rosa' });
const open = () =>
  renderFlow({ routes: loginRoutes, path: '/login/forcePasswordReset', session: signedInWith(RESET, 'reset.rosa') });
const newPassword = () => screen.getByLabelText('New password');
/** The checklist's rules with their state, as a screen reader hears them. */
const checklist = () =>
  within(screen.getByText('Your password must:').parentElement ?? document.body)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('§2 login/forcePasswordReset', () => {
  it('one new-password input (new-password, show toggle) described by the live checklist of §5', async () => {
    const { user } = await open();
    await findTitle('Choose a new password');
    expect(newPassword().getAttribute('autocomplete')).toBe('new-password');
    expect(newPassword().getAttribute('aria-describedby')).toContain(
      screen.getByText('Your password must:').parentElement?.id,
    );
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
    expect(checklist().every((item) => item?.endsWith('(not yet)'))).toBe(true);

    await user.type(newPassword(), 'reset.rosa');
    expect(checklist()).toContain('○Include a number. (not yet)');
    expect(checklist()).toContain("○Don't include your username. (not yet)");
    expect(checklist()).toContain('✓Include a lower-case letter. (done)');
  });

  it('§5 a password breaking a rule is refused on the field, without a call', async () => {
    const reset = gateway.replyEmpty('post', RESET_PATH);
    const { user } = await open();
    await user.type(newPassword(), 'short1!A{Enter}');
    // The form validates asynchronously: wait for its answer rather than assume one turn is enough.
    await waitFor(() => expect(fieldError(newPassword())).toBe('Use at least 12 characters.'));
    expect(document.activeElement).toBe(newPassword());
    expect(reset).toEqual([]);
  });

  it('decision 013 resets with the reset token, ends the session, and the success page leads to login', async () => {
    const reset = gateway.replyEmpty('post', RESET_PATH);
    const { user } = await open();
    await user.type(newPassword(), 'Quiet#Harbour92{Enter}');
    await findTitle('Your password has been changed');
    expect(reset.map((r) => r.body)).toEqual([{ password: 'Quiet#Harbour92' }]);
    expect(storedSession()).toMatchObject({ token: null, partialAccess: false, fullAccess: false, loginScope: [] });
    expect(window.location.pathname).toBe('/login/forcePasswordReset/success');

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await findTitle('Sign in');
    expect(window.location.pathname).toBe('/login');
  });

  it('§2 force reset, success, then sign-in again with the new password reaches home', async () => {
    const signIn = gateway.reply(
      'post',
      'apps/TEST-WEB-01/oauth2/token',
      TokenResponseSchema,
      tokenAnswer({ userGuid: 'guid-rosa' }),
    );
    gateway.replyEmpty('post', RESET_PATH);
    const { user } = await open();
    await user.type(newPassword(), 'Quiet#Harbour92{Enter}');
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'reset.rosa');
    await user.type(screen.getByLabelText('Password'), 'Quiet#Harbour92{Enter}');
    await findTitle('stand-in: /home');
    expect(signIn.map(formOf)).toEqual([
      expect.objectContaining({ grant_type: 'password', username: 'reset.rosa', password: 'Quiet#Harbour92' }),
    ]);
  });

  it('§8 a password the gateway refuses (invalidPasswordHistory) shows on the field', async () => {
    gateway.fail('post', RESET_PATH, 'invalidPasswordHistory', 400);
    const { user } = await open();
    await user.type(newPassword(), 'Quiet#Harbour92{Enter}');
    await waitFor(() =>
      expect(fieldError(newPassword())).toBe("You've used this password recently. Choose a different one."),
    );
    expect(document.activeElement).toBe(newPassword());
    expect(window.location.pathname).toBe('/login/forcePasswordReset');
  });

  it('§6 reached with no session it goes to login', async () => {
    await renderFlow({ routes: loginRoutes, path: '/login/forcePasswordReset' });
    await findTitle('Sign in');
  });
});

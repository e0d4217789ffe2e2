import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CODE_CHALLENGE_LENGTH } from '@portal/client/api';
import { FIRST_PAINT_ID } from '@portal/domain/platform';
import { TokenResponseSchema } from '@portal/domain/schemas';
import { testIssuer } from '@portal/ui/testing';
import { answer, startTestGateway, type ReceivedRequest } from '@portal/ui/testing/network';
import { PRELOAD_EVENT } from '../hooks/use-preload-remote';
import {
  fieldError,
  findTitle,
  installDialog,
  notifications,
  partialAnswer,
  popup,
  renderFlow,
  signedInWith,
  storedSession,
  tokenAnswer,
} from '../../../testing/render-prelogin';
import { loginRoutes } from '../routes';

const gateway = startTestGateway();
/** §7 Token: the sign-in of the test issuer's app. */
const TOKEN_PATH = 'apps/TEST-WEB-01/oauth2/token';
/** The fields of a form-urlencoded body (the OAuth2 calls). */
const formOf = (request: ReceivedRequest) => Object.fromEntries(new URLSearchParams(String(request.body)));

beforeAll(installDialog);
afterEach(() => {
  vi.restoreAllMocks();
});

const open = (issuer = testIssuer()) => renderFlow({ routes: loginRoutes, path: '/login', issuer });
const username = () => screen.getByRole('textbox', { name: 'Username' });
const password = () => screen.getByLabelText('Password');

describe('§2 login: the screen', () => {
  it('has one h1, the two fields with their autocomplete, and the self-service links', async () => {
    await open();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Sign in']);
    expect(document.title).toBe('Sign in | Test Bank Cards');
    expect([
      username().getAttribute('autocomplete'),
      password().getAttribute('autocomplete'),
      password().getAttribute('type'),
    ]).toEqual(['username', 'current-password', 'password']);
    const links = within(screen.getByRole('navigation', { name: 'Help signing in' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Forgot your password?', '/forgotpassword'],
      ['Forgot your username?', '/forgotusername'],
      ['Create an account', '/createAccount'],
    ]);
  });

  it('§2 shows the issuer marketing image by device type and pixel ratio, with its alt text', async () => {
    await open();
    const image = screen.getByRole('img', { name: 'A person paying with a card' });
    const sources = [...(image.parentElement?.querySelectorAll('source') ?? [])].map((s) => [
      s.getAttribute('media'),
      s.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      [
        '(width < 420px)',
        '/issuer-assets/marketing-banner_mobile_1x.png 1x, /issuer-assets/marketing-banner_mobile_2x.png 2x',
      ],
      [
        '(width < 1025px)',
        '/issuer-assets/marketing-banner_tab_1x.png 1x, /issuer-assets/marketing-banner_tab_2x.png 2x',
      ],
      ['all', '/issuer-assets/marketing-banner_pc_1x.png 1x, /issuer-assets/marketing-banner_pc_2x.png 2x'],
    ]);
    expect(image.getAttribute('src')).toBe('/issuer-assets/marketing-banner_pc_1x.png');
  });

  it("takes over the server's first paint of the image (decision 030): gone once the page is drawn, one image on screen", async () => {
    const copy = document.createElement('div');
    copy.id = FIRST_PAINT_ID;
    copy.dataset['route'] = 'login';
    copy.innerHTML =
      '<div></div><picture><img src="/issuer-assets/marketing-banner_pc_1x.png" alt="A person paying with a card"></picture>';
    document.body.prepend(copy);
    try {
      await open();
      expect(copy.isConnected).toBe(false);
      expect(screen.getAllByRole('img', { name: 'A person paying with a card' })).toHaveLength(1);
    } finally {
      copy.remove();
    }
  });

  it.each([{ ssoApp: true }, { activationOnlyApp: true }, { appLoginDisabled: true }])(
    '§6 no self-service links when the issuer forbids those routes (%o)',
    async (flags) => {
      await open(testIssuer({ flags }));
      expect(screen.queryByRole('navigation', { name: 'Help signing in' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
    },
  );

  it('ARCHITECTURE §2 asks the shell to warm mfe-postlogin while the form is on screen', async () => {
    const asked: unknown[] = [];
    const listener = (event: Event) => asked.push((event as CustomEvent).detail);
    window.addEventListener(PRELOAD_EVENT, listener);
    await open();
    window.removeEventListener(PRELOAD_EVENT, listener);
    expect(asked).toContainEqual({ remote: 'mfe_postlogin' });
  });

  it('the show-password toggle shows and hides the password, and says which it does', async () => {
    const { user } = await open();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect([password().getAttribute('type'), toggle.getAttribute('aria-pressed')]).toEqual(['text', 'true']);
    await user.click(toggle);
    expect(password().getAttribute('type')).toBe('password');
  });

  it('§5 an empty submit names both fields and focuses the username', async () => {
    const signIn = gateway.reply('post', TOKEN_PATH, TokenResponseSchema, tokenAnswer());
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(fieldError(username())).toBe('Enter your username.');
    expect(fieldError(password())).toBe('Enter a password.');
    expect(document.activeElement).toBe(username());
    expect(signIn).toEqual([]);
  });
});

describe('§2 login: signing in (decision 013)', () => {
  it('sends the username, password and a 45-character code challenge; full access goes home', async () => {
    const signIn = gateway.reply(
      'post',
      TOKEN_PATH,
      TokenResponseSchema,
      tokenAnswer({ access_token: 'full-1', userGuid: 'guid-rita' }),
    );
    const { user } = await open();
    await user.type(username(), 'ready.rita');
    await user.type(password(), 'Harbour!Lights47{Enter}');
    await findTitle('stand-in: /home');
    expect(signIn).toHaveLength(1);
    const body = signIn.map(formOf)[0];
    expect(body).toMatchObject({ grant_type: 'password', username: 'ready.rita', password: 'Harbour!Lights47' });
    expect(body?.['code_challenge']).toMatch(new RegExp(`^[A-Za-z0-9]{${CODE_CHALLENGE_LENGTH}}$`));
    expect(storedSession()).toMatchObject({
      fullAccess: true,
      partialAccess: false,
      userId: 'guid-rita',
      userName: 'ready.rita',
      token: { value: 'full-1' },
    });
    expect(window.location.pathname).toBe('/home');
  });

  it('showing the password changes nothing that is sent: typed while shown, every character goes as typed (markup too)', async () => {
    const signIn = gateway.reply(
      'post',
      TOKEN_PATH,
      TokenResponseSchema,
      tokenAnswer({ access_token: 'full-1', userGuid: 'guid-rita' }),
    );
    const { user } = await open();
    const typed = 'Harbour<script>x</script>!Lights47';
    await user.type(username(), 'ready.rita');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    await user.type(password(), typed.replace(/[{[]/g, '$&$&'));
    expect((password() as HTMLInputElement).value).toBe(typed);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await findTitle('stand-in: /home');
    expect(signIn.map(formOf)[0]).toMatchObject({ password: typed });
  });

  it('§4 a partial answer starts the login queue at its first page', async () => {
    gateway.reply('post', TOKEN_PATH, TokenResponseSchema, partialAnswer(['SOLVE_CHALLENGE', 'ACCEPT_TNC']));
    const { user } = await open();
    await user.type(username(), 'challenge.chen');
    await user.type(password(), 'Harbour!Lights47{Enter}');
    await vi.waitFor(() => expect(window.location.pathname).toBe('/login/challenge'));
    expect(storedSession().loginScope).toEqual(['challenge', 'acceptTac', 'home']);
  });

  it('§4 a force-reset scope goes to login/forcePasswordReset', async () => {
    gateway.reply('post', TOKEN_PATH, TokenResponseSchema, tokenAnswer({ scope: 'partial /credentials/reset' }));
    const { user } = await open();
    await user.type(username(), 'reset.rosa');
    await user.type(password(), 'Harbour!Lights47{Enter}');
    await findTitle('Choose a new password');
    expect(window.location.pathname).toBe('/login/forcePasswordReset');
  });

  it('invalidCredentials shows on the form, which takes focus, and clears the password', async () => {
    gateway.fail('post', TOKEN_PATH, 'invalidCredentials', 400, 'Bad credentials');
    const { user } = await open();
    await user.type(username(), 'ready.rita');
    await user.type(password(), 'wrong{Enter}');
    const message = await screen.findByText('The username or password is incorrect.');
    const region = message.closest('[role="alert"]');
    expect(region).not.toBeNull();
    // The message, the cleared password and the focus arrive in the same turn or the next.
    await waitFor(() => expect([(password() as HTMLInputElement).value, document.activeElement]).toEqual(['', region]));
    expect([notifications(), popup()]).toEqual([[], null]);
    expect(window.location.pathname).toBe('/login');
  });

  it('§8 9618 (temporary lock) is a dismissing notification on the login page, not a popup', async () => {
    gateway.fail('post', TOKEN_PATH, '9618', 409);
    const { user } = await open();
    await user.type(username(), 'ready.rita');
    await user.type(password(), 'Harbour!Lights47{Enter}');
    await vi.waitFor(() => expect(notifications()).toEqual([{ type: 'error', messageKey: 'errors:lock.temporary' }]));
    expect(popup()).toBeNull();
    expect(screen.queryByText('The username or password is incorrect.')).toBeNull();
  });

  it('§8 ICM_1004 (permanent lock) is a dismissing notification with the customer-support text', async () => {
    gateway.fail('post', TOKEN_PATH, 'ICM_1004', 409);
    const { user } = await open();
    await user.type(username(), 'locked.lee');
    await user.type(password(), 'Harbour!Lights47{Enter}');
    await vi.waitFor(() =>
      expect(notifications()).toEqual([{ type: 'error', messageKey: 'errors:lock.permanent', customerSupport: true }]),
    );
    expect(popup()).toBeNull();
  });

  it('§8 a 500 raises the technical popup, whose one button only closes (nobody is signed in)', async () => {
    gateway.fail('post', TOKEN_PATH, 'VMCP_001', 500);
    const { user } = await open();
    await user.type(username(), 'ready.rita');
    await user.type(password(), 'Harbour!Lights47{Enter}');
    await vi.waitFor(() =>
      expect(popup()).toMatchObject({ messageKey: 'errors:technical', action: { kind: 'close' } }),
    );
  });

  it('a new sign-in drops a partial session left from before, so its token is not sent', async () => {
    // The stored token as the sign-in request leaves.
    const tokenWhenSent: unknown[] = [];
    const signIn = gateway.handle('post', TOKEN_PATH, () => {
      tokenWhenSent.push(storedSession().token);
      return answer(TokenResponseSchema, tokenAnswer());
    });
    const { user } = await renderFlow({
      routes: loginRoutes,
      path: '/login',
      session: signedInWith(partialAnswer(['ACCEPT_TNC'], 'stale-partial')),
    });
    expect(storedSession().token?.value).toBe('stale-partial');
    await user.type(username(), 'ready.rita');
    await user.type(password(), 'Harbour!Lights47{Enter}');
    await findTitle('stand-in: /home');
    expect(signIn).toHaveLength(1);
    expect(tokenWhenSent).toEqual([null]);
  });
});

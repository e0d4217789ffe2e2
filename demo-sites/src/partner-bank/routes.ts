// The bank's own routes in front of the provider: its home page, the sign-in that creates the
// provider's session, the interaction pages, and the card events endpoint. Every other request is
// the provider's (discovery, /auth, /token, /jwks, /me, /session/end...), its body unread.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type default as Provider } from 'oidc-provider';
import { basicCredentials, sameSecret } from './credentials';
import { parseCardEvent, type EventLog } from './events';
import {
  appendCookie,
  BodyTooLarge,
  formFields,
  isCrossSiteForm,
  readBody,
  readCookie,
  seeOther,
  sendHtml,
  sendJson,
  setSecurityHeaders,
} from './http';
import { fullName, type Member, type MemberDirectory } from './members';
import {
  expiredSignInPage,
  interactionSignInPage,
  messagePage,
  signedInHomePage,
  signedOutHomePage,
  STYLESHEET_PATH,
} from './pages';
import { CLEARED_PENDING_LOGIN_COOKIE, PENDING_LOGIN_COOKIE, type PendingLogins } from './pending-logins';
import { BANK_HOME_CLIENT_ID, firstPartyGrant, type PortalClient } from './provider';

interface Bank {
  readonly provider: Provider;
  readonly issuer: string;
  readonly client: PortalClient;
  readonly launchUrl: string;
  readonly members: MemberDirectory;
  readonly events: EventLog;
  readonly pendingLogins: PendingLogins;
  readonly csp: string;
  readonly log: (line: string) => void;
}

type Handler = (bank: Bank, req: IncomingMessage, res: ServerResponse, uid: string) => Promise<void>;

interface Route {
  /** The path; a group, when there is one, is the interaction's uid. */
  readonly path: RegExp;
  readonly method: 'GET' | 'POST';
  /** A form of the bank's pages: refused when another site's page posts it. */
  readonly form?: boolean;
  readonly handle: Handler;
}

const STYLESHEET = readFileSync(new URL('./bank.css', import.meta.url), 'utf8');

const HOME_SIGN_IN = '/signin';
const WRONG_CREDENTIALS = 'The username or password is not correct. Check both and try again.';
const OTHER_MEMBER_SIGNED_IN =
  'Another member is signed in to online banking on this device. Sign in as that member, or sign out of online banking first.';
const interactionLoginPath = (uid: string) => `/interaction/${uid}/login`;

/** The member of the provider's session on this browser, if one is signed in. */
async function signedInMember(bank: Bank, req: IncomingMessage, res: ServerResponse): Promise<Member | undefined> {
  // The docs' FAQ way to read the session outside the provider's own routes.
  const session = await bank.provider.Session.get(bank.provider.createContext(req, res));
  return session.accountId === undefined ? undefined : bank.members.bySub(session.accountId);
}

const showHome: Handler = async (bank, req, res) => {
  const member = await signedInMember(bank, req, res);
  sendHtml(
    res,
    200,
    member
      ? signedInHomePage({ name: fullName(member), launchUrl: bank.launchUrl, events: bank.events.of(member.sub) })
      : signedOutHomePage({ action: HOME_SIGN_IN }),
  );
};

/** The form's credentials checked against the directory; the password goes no further than this. */
async function checkedSignIn(
  bank: Bank,
  req: IncomingMessage,
): Promise<{ username: string; member: Member | undefined }> {
  const fields = formFields(await readBody(req));
  const username = fields.get('username') ?? '';
  return { username, member: bank.members.signIn(username, fields.get('password') ?? '') };
}

/**
 * Ends the provider's session of this browser, if any, as its own end_session does: the session's
 * grants are revoked with it, and its cookie cleared.
 */
async function endSession(bank: Bank, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { provider } = bank;
  const koa = provider.createContext(req, res);
  const session = await provider.Session.get(koa);
  if (session.accountId === undefined) return;
  const grantIds = Object.values(session.authorizations ?? {}).flatMap(({ grantId }) =>
    grantId === undefined ? [] : [grantId],
  );
  await Promise.all(
    grantIds.flatMap((grantId) => [
      provider.AccessToken.revokeByGrantId(grantId),
      provider.AuthorizationCode.revokeByGrantId(grantId),
      provider.Grant.adapter.destroy(grantId),
    ]),
  );
  await session.destroy();
  koa.cookies.set(provider.cookieName('session'), null);
}

/**
 * The home page's sign-in: once the password is right, an authorization request of the bank's own
 * client (forced to an interaction by prompt=login) whose interaction finishes with this member, so
 * the provider makes its session as for any sign-in. A member signed in before is signed out first:
 * the provider would otherwise switch members through an auto-submitted page, a script the bank's
 * CSP blocks.
 */
const signInAtHome: Handler = async (bank, req, res) => {
  const { username, member } = await checkedSignIn(bank, req);
  if (!member)
    return sendHtml(res, 401, signedOutHomePage({ action: HOME_SIGN_IN, username, error: WRONG_CREDENTIALS }));
  await endSession(bank, req, res);
  appendCookie(res, bank.pendingLogins.start(member.sub));
  const request = new URLSearchParams({
    client_id: BANK_HOME_CLIENT_ID,
    response_type: 'none',
    scope: 'openid',
    redirect_uri: `${bank.issuer}/`,
    prompt: 'login',
  });
  seeOther(res, `/auth?${request.toString()}`);
};

const signOut: Handler = async (bank, req, res) => {
  await endSession(bank, req, res);
  seeOther(res, '/');
};

/** The interaction the browser's cookie names, only on the page of its own uid. */
async function interactionAt(bank: Bank, req: IncomingMessage, res: ServerResponse, uid: string) {
  const interaction = await bank.provider.interactionDetails(req, res);
  if (interaction.uid !== uid) throw new errors.SessionNotFound('the interaction cookie names another interaction');
  return interaction;
}

const showInteraction: Handler = async (bank, req, res, uid) => {
  const interaction = await interactionAt(bank, req, res, uid);
  const { prompt, params, session } = interaction;
  const clientId = typeof params.client_id === 'string' ? params.client_id : '';
  if (prompt.name === 'login') {
    // The home page's sign-in, already checked: finish it without asking again.
    const pendingSub =
      clientId === BANK_HOME_CLIENT_ID ? bank.pendingLogins.take(readCookie(req, PENDING_LOGIN_COOKIE)) : undefined;
    if (pendingSub === undefined)
      return sendHtml(res, 200, interactionSignInPage({ action: interactionLoginPath(uid) }));
    appendCookie(res, CLEARED_PENDING_LOGIN_COOKIE);
    return bank.provider.interactionFinished(
      req,
      res,
      { login: { accountId: pendingSub, amr: ['pwd'] } },
      { mergeWithLastSubmission: false },
    );
  }
  // The only other prompt is consent, which only a client asking for prompt=consent meets: the
  // bank's clients are its own, so it is granted with no screen.
  if (!session) throw new errors.SessionNotFound('a consent prompt with no session');
  const grant = await firstPartyGrant(bank.provider, clientId, session.accountId, interaction.grantId);
  return bank.provider.interactionFinished(
    req,
    res,
    { consent: { grantId: grant.jti } },
    { mergeWithLastSubmission: true },
  );
};

const logInInteraction: Handler = async (bank, req, res, uid) => {
  const interaction = await interactionAt(bank, req, res, uid);
  if (interaction.prompt.name !== 'login') throw new errors.SessionNotFound('the interaction asks for no sign-in');
  const { username, member } = await checkedSignIn(bank, req);
  const action = interactionLoginPath(uid);
  if (!member) return sendHtml(res, 401, interactionSignInPage({ action, username, error: WRONG_CREDENTIALS }));
  // A client that forces a new sign-in (prompt=login, max_age) over a member's session gets that
  // member again: another one would need the provider's member switch, which the CSP blocks (above).
  const signedIn = interaction.session?.accountId;
  if (signedIn !== undefined && signedIn !== member.sub)
    return sendHtml(res, 409, interactionSignInPage({ action, username, error: OTHER_MEMBER_SIGNED_IN }));
  return bank.provider.interactionFinished(
    req,
    res,
    { login: { accountId: member.sub, amr: ['pwd'] } },
    { mergeWithLastSubmission: false },
  );
};

const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

/** The gateway's card events: HTTP Basic with the portal's client credentials, then one strict JSON event. */
const receiveEvent: Handler = async (bank, req, res) => {
  const credentials = basicCredentials(req.headers.authorization);
  const known = credentials !== undefined && credentials.clientId === bank.client.clientId;
  // The secret is compared even for an unknown client id, so the answer takes as long either way.
  if (!sameSecret(credentials?.clientSecret ?? '', bank.client.clientSecret) || !known) {
    res.setHeader('www-authenticate', 'Basic realm="northwind-card-events", charset="UTF-8"');
    return sendJson(res, 401, { error: 'invalid_client', error_description: 'the client id and secret are not right' });
  }
  if (!JSON_TYPE.test(req.headers['content-type'] ?? ''))
    return sendJson(res, 400, { error: 'invalid_request', error_description: 'the body must be application/json' });
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return sendJson(res, 413, { error: 'invalid_request', error_description: error.message });
    return sendJson(res, 400, { error: 'invalid_request', error_description: 'the body is not JSON' });
  }
  const parsed = parseCardEvent(body);
  if (!parsed.ok) return sendJson(res, 400, { error: 'invalid_request', error_description: parsed.problem });
  bank.events.add(parsed.event);
  res.statusCode = 204;
  res.end();
};

const sendStylesheet: Handler = async (_bank, _req, res) => {
  res.setHeader('content-type', 'text/css; charset=utf-8');
  res.setHeader('cache-control', 'no-cache');
  res.end(STYLESHEET);
};

const ROUTES: readonly Route[] = [
  { path: /^\/$/, method: 'GET', handle: showHome },
  { path: /^\/signin$/, method: 'POST', form: true, handle: signInAtHome },
  { path: /^\/signout$/, method: 'POST', form: true, handle: signOut },
  { path: /^\/interaction\/([\w-]+)$/, method: 'GET', handle: showInteraction },
  { path: /^\/interaction\/([\w-]+)\/login$/, method: 'POST', form: true, handle: logInInteraction },
  { path: /^\/api\/events$/, method: 'POST', handle: receiveEvent },
  { path: new RegExp(`^${STYLESHEET_PATH.replace(/\./g, '\\.')}$`), method: 'GET', handle: sendStylesheet },
];

/** A failure of the bank's own routes as a page: an interaction that is gone is the member's to start again, anything else is logged. */
function sendFailure(bank: Bank, res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.end();
  } else if (error instanceof errors.SessionNotFound) {
    sendHtml(res, 400, expiredSignInPage());
  } else if (error instanceof BodyTooLarge) {
    sendHtml(
      res,
      413,
      messagePage('That was too much', 'The form sent more than a sign-in needs. Start again from online banking.'),
    );
  } else {
    bank.log(`request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    sendHtml(
      res,
      500,
      messagePage(
        'Something went wrong',
        'Northwind online banking could not complete this request. Try again in a moment.',
      ),
    );
  }
}

export function createRequestHandler(bank: Bank): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const providerCallback = bank.provider.callback();
  return async (req, res) => {
    setSecurityHeaders(res, bank.csp);
    // The path as sent: new URL() would read a leading '//' as another host.
    const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/';
    const routes = ROUTES.filter((route) => route.path.test(pathname));
    if (routes.length === 0) return providerCallback(req, res);
    const route = routes.find((r) => r.method === req.method);
    if (!route) {
      res.setHeader('allow', routes.map((r) => r.method).join(', '));
      return sendHtml(
        res,
        405,
        messagePage('This page cannot do that', 'The page was asked for in a way it does not answer.'),
      );
    }
    if (route.form && isCrossSiteForm(req)) {
      return sendHtml(
        res,
        403,
        messagePage('Form refused', 'Northwind online banking takes its forms from its own pages only.'),
      );
    }
    try {
      await route.handle(bank, req, res, route.path.exec(pathname)?.[1] ?? '');
    } catch (error) {
      sendFailure(bank, res, error);
    }
  };
}

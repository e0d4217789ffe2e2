// The route registry: one row per route of spec §2, and everything the portal knows about it. The
// single-spa-layout map, the route guard's groups, the page-refresh table (§2 Page refresh), the
// login-step routes (§4), the signed-in nav, the header state (§2 Header states), the back-button
// rule (§2 Back button), each remote's react-router table and every path a screen links to derive
// from these rows: adding a route is adding a row (and its screen, in its remote's screen map).
import type { RemoteName } from '@portal/domain/platform';
import type { MessageKey } from '@portal/domain/text';

/** The shell's own pages (they are not remotes). */
export type ShellAppName = 'shell_not_found' | 'shell_error';
/** What renders a route: a remote, or one of the shell's pages. */
export type AppName = RemoteName | ShellAppName;

/**
 * The access group: which rows of the route guard (§6 Roles and permissions) apply to the route.
 * - prelogin-home, login, recovery, enrolment: public routes, only while not signed in (§6);
 * - enrolment-card: the enrolment's add-card step (§4 Flows), which follows verification: full access only;
 * - login-partial: the later sign-in steps, which need a sign-in under way;
 * - public-flow: flows and pages for anyone not fully signed in (migration, the exception paths, the
 *   agreement): full access goes home, as from every public route (§6);
 * - session-end: the timeout page, open whatever the access level (expiry goes there first, §4);
 * - private: full access only (the logged-in routes); sign-out: any session;
 * - activation, sso: the flows an issuer's flags allow or forbid; open: never redirected.
 */
export type AccessGroup =
  | 'prelogin-home'
  | 'login'
  | 'login-partial'
  | 'recovery'
  | 'enrolment'
  | 'enrolment-card'
  | 'public-flow'
  | 'session-end'
  | 'private'
  | 'sign-out'
  | 'activation'
  | 'sso'
  | 'open';

/**
 * §2 Back button, per route:
 * - browser: the browser's own back;
 * - toLogin: back goes to login (a flow's first page, or a page whose session is gone);
 * - confirmExit: an exit confirmation, whose Leave ends the flow;
 * - confirmLogout: home asks to confirm logout;
 * - toUserSettings: the settings' email and phone verify pages return to userSettings;
 * - enrolmentAddCard: home if the user already has cards, otherwise the exit confirmation.
 */
export type BackRule = 'browser' | 'toLogin' | 'confirmExit' | 'confirmLogout' | 'toUserSettings' | 'enrolmentAddCard';

/**
 * §2 Header states for a visitor who is not fully signed in (state 4, signed in, is the session's):
 * createAccount is state 1 (the create-account button), signInAndCreate state 2 (sign-in and
 * create-account, in the activation flow), plain state 3 (no buttons).
 */
export type HeaderRule = 'createAccount' | 'signInAndCreate' | 'plain';

/** The stored-session facts a refresh rule can ask for (routes/page-refresh.ts holds what each means). */
export type RefreshCondition =
  | 'fullAccess'
  | 'migrationFlow'
  | 'migrationResetToken'
  | 'migrationTermsPending'
  | 'activationToken'
  | 'enrolmentUnderWay';

/** The first page of each flow, where a refresh that cannot restore a page starts it again. */
export const REFRESH_TARGET_IDS = [
  'login',
  'forgotPassword',
  'createAccountEnroll',
  'migrationEstablishAccount',
  'activation',
] as const;
type RefreshTargetId = (typeof REFRESH_TARGET_IDS)[number];

/**
 * §2 Page refresh for one route, with the sentence (or decision) it implements:
 * - keep: the page is shown again, its flow restored from the stored session;
 * - restart: the flow starts again at `at` (its stored state dropped unless fully signed in);
 * - keepIf: kept while the stored session `holds`, else restarted at `otherwise`;
 * - resumeIf: goes to `at`, keeping the flow stored while the session `holds` (the page there resumes
 *   it), else restarted there.
 */
export type RefreshRule =
  | { kind: 'keep'; why: string }
  | { kind: 'restart'; at: RefreshTargetId; why: string }
  | { kind: 'keepIf'; holds: RefreshCondition; otherwise: RefreshTargetId; why: string }
  | { kind: 'resumeIf'; holds: RefreshCondition; at: RefreshTargetId; why: string };

/** A link of the signed-in nav (§2 Header states, logged-in nav), shown when its condition holds. */
export interface NavEntry {
  label: MessageKey;
  /** always; accounts and features when the issuer enables them (§6); ssoLink for SSO apps only. */
  when: 'always' | 'accounts' | 'features' | 'ssoApp';
}

export interface PortalRoute<P extends string = string> {
  /** The path without its leading slash, as §2 writes it; `:name` is a parameter ('' is the pre-login page). */
  path: P;
  owner: AppName;
  access: AccessGroup;
  refresh: RefreshRule;
  back: BackRule;
  header: HeaderRule;
  /** The page title's message key (§1: page titles per screen). */
  title: MessageKey;
  nav?: NavEntry;
  /**
   * A public start route (the pre-login page, login, forgot password, forgot username, create account):
   * entering it ends any partial or reset session under way, revoked and dropped (docs/decisions/025).
   */
  startsAfresh?: true;
  /**
   * The feature folder of its remote whose chunk renders the route (`src/features/<feature>/screens.tsx`,
   * loaded when one of its routes is wanted, decision 028); absent, the remote's first chunk does, and
   * its route table names the screen.
   */
  feature?: string;
}

// §2 Page refresh, the sentences each row points at.
const keep: RefreshRule = {
  kind: 'keep',
  why: '§2 Page refresh: a page outside any flow, or a flow it restores, is shown again',
};
const restoresFlow = (flow: string): RefreshRule => ({
  kind: 'keep',
  why: `§2 Page refresh: a refresh restores the flow: ${flow}`,
});
const loginSubPage: RefreshRule = {
  kind: 'restart',
  at: 'login',
  why: '§2 Page refresh: login sub-pages go to login (a sign-in under way starts again)',
};
const forgotPasswordPage: RefreshRule = {
  kind: 'restart',
  at: 'forgotPassword',
  why: '§2 Page refresh: forgot-password pages go to forgotpassword',
};
const enrolmentPage: RefreshRule = {
  kind: 'resumeIf',
  holds: 'enrolmentUnderWay',
  at: 'createAccountEnroll',
  why: '§2 Page refresh: the enrolment verify and edit-email pages go back to enroll, which offers to continue the enrolment stored (its account exists; decision 025)',
};
const loggedIn: RefreshRule = {
  kind: 'keepIf',
  holds: 'fullAccess',
  otherwise: 'login',
  why: '§2 Page refresh: logged-in pages are kept only for a full-access user, otherwise they go to login',
};
const migrationStep: RefreshRule = {
  kind: 'keepIf',
  holds: 'migrationFlow',
  otherwise: 'migrationEstablishAccount',
  why: '§2 Page refresh: migration restored while its stored flow lasts',
};
const activationStart: RefreshRule = {
  kind: 'restart',
  at: 'activation',
  why: '§2 Page refresh: card activation restored at its start (its questions came with the card number, which is never stored)',
};

const signedOut = { back: 'browser', header: 'plain' } as const;
/** docs/decisions/025: entering the route ends a partial or reset session under way. */
const afresh = { startsAfresh: true } as const;
/** A route rendered by a lazy feature's chunk (PortalRoute.feature). */
const inFeature = <const F extends string>(feature: F) => ({ feature });
const prelogin = <const P extends string>(
  path: P,
  access: AccessGroup,
  refresh: RefreshRule,
  back: BackRule,
  title: MessageKey,
  header: HeaderRule = 'plain',
) => ({ path, owner: 'mfe_prelogin', access, refresh, back, header, title }) satisfies PortalRoute<P>;
type PostloginOptions = Partial<Pick<PortalRoute, 'back' | 'nav' | 'access' | 'feature'>>;
const postlogin = <const P extends string, const M extends PostloginOptions = Record<never, never>>(
  path: P,
  title: MessageKey,
  more: M = {} as M,
) => {
  const row = {
    path,
    owner: 'mfe_postlogin',
    access: 'private',
    refresh: loggedIn,
    back: 'browser',
    header: 'plain',
    title,
  } as const satisfies PortalRoute<P>;
  // What `more` sets replaces the row's own (a spread of a generic is typed as an intersection).
  return { ...row, ...more } as Omit<typeof row, keyof M> & M;
};
const activation = <const P extends string>(path: P, refresh: RefreshRule, title: MessageKey) =>
  ({
    path,
    owner: 'mfe_activation',
    access: 'activation',
    refresh,
    back: 'browser',
    header: 'signInAndCreate',
    title,
  }) satisfies PortalRoute<P>;

/** Every portal route of §2 (the embedded wallet's are WALLET_ROUTES), by id. Order is §2's. */
// biome-ignore format: one route, one row (the registry reads as the table of §2)
export const ROUTES = {
  // §2 Pre-login routes
  preloginHome: { ...prelogin('', 'prelogin-home', keep, 'browser', 'prelogin:home.title', 'createAccount'), ...afresh },
  // A start route (decision 025): a refresh shows the sign-in page again, and any sign-in under way ends.
  login: {
    ...prelogin('login', 'login', { kind: 'keep', why: '§2 Page refresh: the sign-in page is shown again; a sign-in under way ends there (decision 025)' }, 'browser', 'prelogin:login.title', 'createAccount'),
    ...afresh,
    ...inFeature('login'),
  },
  // §6: challenge verification (and every later step of the login scope queue) needs a signed-in state.
  loginVerifyCode: { ...prelogin('login/verifyCode', 'login-partial', loginSubPage, 'confirmExit', 'prelogin:verifyCode.title'), ...inFeature('login') },
  loginChallenge: { ...prelogin('login/challenge', 'login-partial', loginSubPage, 'confirmExit', 'prelogin:challenge.title'), ...inFeature('login') },
  loginChallengeCodeEmail: { ...prelogin('login/challenge/verifyCode/email', 'login-partial', loginSubPage, 'confirmExit', 'prelogin:challenge.code.emailTitle'), ...inFeature('login') },
  loginChallengeCodePhone: { ...prelogin('login/challenge/verifyCode/phone', 'login-partial', loginSubPage, 'confirmExit', 'prelogin:challenge.code.phoneTitle'), ...inFeature('login') },
  loginAcceptTac: { ...prelogin('login/acceptTac', 'login-partial', loginSubPage, 'confirmExit', 'prelogin:acceptTac.title'), ...inFeature('login') },
  loginForceReset: { ...prelogin('login/forcePasswordReset', 'login-partial', loginSubPage, 'confirmExit', 'prelogin:forceReset.title'), ...inFeature('login') },
  // The reset revoked every token (decision 013): its success page is shown signed out, like login.
  loginForceResetSuccess: { ...prelogin('login/forcePasswordReset/success', 'login', loginSubPage, 'toLogin', 'prelogin:forceReset.success.title', 'createAccount'), ...inFeature('login') },
  forgotPassword: {
    ...prelogin('forgotpassword', 'recovery', { kind: 'keep', why: '§2 Page refresh: forgot-password pages go to forgotpassword (it is that page)' }, 'toLogin', 'prelogin:recovery.forgotPassword.title'),
    ...afresh,
    ...inFeature('recovery'),
  },
  forgotPasswordVerifyCode: { ...prelogin('forgotPassword/verifyCode', 'recovery', forgotPasswordPage, 'confirmExit', 'prelogin:recovery.verifyCode.title'), ...inFeature('recovery') },
  forgotPasswordReset: { ...prelogin('forgotPassword/resetPassword', 'recovery', forgotPasswordPage, 'confirmExit', 'prelogin:recovery.resetPassword.title'), ...inFeature('recovery') },
  forgotUsername: { ...prelogin('forgotusername', 'recovery', keep, 'toLogin', 'prelogin:recovery.forgotUsername.title'), ...afresh, ...inFeature('recovery') },
  createAccount: { ...prelogin('createAccount', 'enrolment', keep, 'toLogin', 'prelogin:enrolment.start.title'), ...afresh, ...inFeature('enrolment') },
  createAccountEnroll: { ...prelogin('createAccount/enroll', 'enrolment', keep, 'confirmExit', 'prelogin:enrolment.enroll.title'), ...inFeature('enrolment') },
  createAccountVerifyCode: { ...prelogin('createAccount/verifyCode', 'enrolment', enrolmentPage, 'confirmExit', 'prelogin:enrolment.verifyCode.title'), ...inFeature('enrolment') },
  // The enrolment's add-card step comes after the email is verified, i.e. with full access.
  createAccountAddCard: {
    ...prelogin(
      'createAccount/addCard',
      'enrolment-card',
      { kind: 'keepIf', holds: 'fullAccess', otherwise: 'createAccountEnroll', why: 'enrolment add-card: kept once signed in (it follows verification), else back to enroll' },
      'enrolmentAddCard',
      'prelogin:enrolment.addCard.title',
    ),
    ...inFeature('enrolment'),
  },
  createAccountEditEmail: { ...prelogin('createAccount/editEmail', 'enrolment', enrolmentPage, 'confirmExit', 'prelogin:enrolment.editEmail.title'), ...inFeature('enrolment') },
  agreement: { ...prelogin('agreement', 'public-flow', keep, 'browser', 'prelogin:agreement.title'), ...inFeature('login') },
  // §2 Back button: the pages behind the timeout page need the session that ended.
  sessionTimeout: { ...prelogin('timeout', 'session-end', keep, 'toLogin', 'prelogin:timeout.title'), ...inFeature('login') },
  ssoLaunch: { path: 'sso/launch', owner: 'mfe_sso', access: 'sso', refresh: keep, ...signedOut, title: 'sso:launch.title' } satisfies PortalRoute<'sso/launch'>,
  // ARCHITECTURE §2b "the SSO variants of the card screens": §6's SSO card flow after sso/launch.
  ssoAddCard: { path: 'sso/addCard', owner: 'mfe_sso', access: 'private', refresh: loggedIn, back: 'browser', header: 'plain', title: 'sso:addCard.title' } satisfies PortalRoute<'sso/addCard'>,
  legalTerms: prelogin('pages/terms', 'open', keep, 'browser', 'prelogin:legal.terms.title'),
  legalPrivacy: prelogin('pages/privacy', 'open', keep, 'browser', 'prelogin:legal.privacy.title'),
  legalElectronicCommunication: prelogin('pages/electronic_communication', 'open', keep, 'browser', 'prelogin:legal.electronic_communication.title'),
  // §2 Logged-in routes
  home: postlogin('home', 'postlogin:home.title', { back: 'confirmLogout', nav: { label: 'shell:header.nav.cards', when: 'always' } }),
  addCard: postlogin('addCard', 'postlogin:cards.addTitle', inFeature('cards')),
  editCard: postlogin('editCard/:cardID', 'postlogin:cards.editTitle', inFeature('cards')),
  userSettings: postlogin('userSettings', 'postlogin:settings.title', { nav: { label: 'shell:header.nav.settings', when: 'always' }, ...inFeature('settings') }),
  userSettingsAddEmail: postlogin('userSettings/addEmail', 'postlogin:settings.addEmailTitle', inFeature('settings')),
  userSettingsAddPhone: postlogin('userSettings/addPhone', 'postlogin:settings.addPhoneTitle', inFeature('settings')),
  userSettingsVerifyEmail: postlogin('userSettings/email/verifyCode/:contactGuid', 'postlogin:settings.verifyEmailTitle', { back: 'toUserSettings', ...inFeature('settings') }),
  userSettingsVerifyPhone: postlogin('userSettings/phone/verifyCode/:contactGuid', 'postlogin:settings.verifyPhoneTitle', { back: 'toUserSettings', ...inFeature('settings') }),
  accounts: postlogin('accounts', 'postlogin:accounts.title', { nav: { label: 'shell:header.nav.accounts', when: 'accounts' }, ...inFeature('accounts') }),
  features: postlogin('features', 'postlogin:features.title', { nav: { label: 'shell:header.nav.features', when: 'features' }, ...inFeature('card-features') }),
  ssoLink: postlogin('ssoLink', 'postlogin:ssoLink.title', { nav: { label: 'shell:header.nav.ssoLink', when: 'ssoApp' } }),
  // §2: the logo of a partly signed-in user goes to sign-out, so partial access may sign out.
  signOut: postlogin('signOut', 'postlogin:signOut.title', { access: 'sign-out' }),
  // §2 Migration routes
  migrationEstablishAccount: { ...prelogin('migration/establishAccount', 'public-flow', restoresFlow('migration (its first page)'), 'toLogin', 'prelogin:migration.establish.title'), ...inFeature('migration') },
  migrationVerifyAccount: { ...prelogin('migration/verifyAccount', 'public-flow', migrationStep, 'confirmExit', 'prelogin:migration.verify.title'), ...inFeature('migration') },
  migrationSimVerifyAccount: { ...prelogin('migration/simVerifyAccount', 'public-flow', migrationStep, 'confirmExit', 'prelogin:migration.simVerify.title'), ...inFeature('migration') },
  migrationResetPassword: {
    ...prelogin(
      'migration/resetPassword',
      'public-flow',
      { kind: 'keepIf', holds: 'migrationResetToken', otherwise: 'migrationEstablishAccount', why: '§2 Page refresh: migration restored while its stored flow holds the reset token' },
      'confirmExit',
      'prelogin:migration.reset.title',
    ),
    ...inFeature('migration'),
  },
  // By the terms step the account is migrated (decision 013): without the sign-in's pending terms, sign in.
  migrationAcceptTac: {
    ...prelogin(
      'migration/acceptTac',
      'public-flow',
      { kind: 'keepIf', holds: 'migrationTermsPending', otherwise: 'login', why: '§2 Page refresh: migration restored while its terms are pending, else sign in' },
      'confirmExit',
      'prelogin:migration.terms.title',
    ),
    ...inFeature('migration'),
  },
  // §2 Activation routes
  activation: activation('activation', restoresFlow('card activation'), 'activation:activation.title'),
  activationSetPin: activation(
    'activation/set-pin',
    { kind: 'keepIf', holds: 'activationToken', otherwise: 'activation', why: '§2 Page refresh: the activation PIN step is restored while its card activation token (ca_token) is stored' },
    'activation:setPin.title',
  ),
  // The success pages only state what happened; they depend on nothing stored.
  activationSuccess: activation('activation/success', keep, 'activation:success.title'),
  activationSetPinSuccess: activation('activation/set-pin/success', keep, 'activation:setPinSuccess.title'),
  activationQuestions: activation('activation/questions/:tokenNumber', activationStart, 'activation:questions.title'),
  activationQuestionsError: activation('activation/questions/:tokenNumber/:error', activationStart, 'activation:questions.title'),
  // §2 Other routes
  error: { path: 'error', owner: 'shell_error', access: 'open', refresh: keep, ...signedOut, title: 'shell:errorPage.title' } satisfies PortalRoute<'error'>,
  signinExceptionIdv: { ...prelogin('idv', 'public-flow', restoresFlow('identity verification'), 'browser', 'prelogin:exceptions.title'), ...inFeature('login') },
  signinException2fa: { ...prelogin('2fa', 'public-flow', keep, 'browser', 'prelogin:exceptions.title'), ...inFeature('login') },
  signinExceptionTnc: { ...prelogin('tnc', 'public-flow', keep, 'browser', 'prelogin:exceptions.title'), ...inFeature('login') },
  notFound: { path: 'error/404', owner: 'shell_not_found', access: 'open', refresh: keep, ...signedOut, title: 'common:notFound.title' } satisfies PortalRoute<'error/404'>,
} as const;

export type RouteId = keyof typeof ROUTES;
export type RouteRow = (typeof ROUTES)[RouteId];
/** The ids of the routes an app renders. */
export type RouteIdOf<A extends AppName> = {
  [K in RouteId]: (typeof ROUTES)[K]['owner'] extends A ? K : never;
}[RouteId];
/** The ids of the routes of an app that a lazy feature renders (PortalRoute.feature). */
export type FeatureRouteIdOf<A extends AppName> = {
  [K in RouteIdOf<A>]: (typeof ROUTES)[K] extends { feature: string } ? K : never;
}[RouteIdOf<A>];

/** The rows in §2's order, each with its id. */
export const ROUTE_LIST: readonly (PortalRoute & { id: RouteId })[] = (Object.keys(ROUTES) as RouteId[]).map((id) => ({
  id,
  ...ROUTES[id],
}));

// Every refresh target is a route of the registry (a compile-time check).
REFRESH_TARGET_IDS satisfies readonly RouteId[];

/**
 * §2 Payment-instrument routes (embedded) and Address routes: the wallet's own router inside a
 * merchant's checkout (ARCHITECTURE §2b). They are not in the portal's map: a checkout page mounts
 * the wallet, so no guard, refresh rule or header applies.
 */
export interface WalletRoute<P extends string = string> {
  path: P;
  owner: 'mfe_embedded_wallet';
  title: MessageKey;
  /** cardList is a development-only list (§2). */
  developmentOnly?: true;
}

const wallet = <const P extends string>(path: P, title: MessageKey, developmentOnly?: true) =>
  ({
    path,
    owner: 'mfe_embedded_wallet',
    title,
    ...(developmentOnly ? { developmentOnly } : {}),
  }) satisfies WalletRoute<P>;

export const WALLET_ROUTES = {
  addCard: wallet('addCard', 'wallet:card.addTitle'),
  addCardRetry: wallet('addCard/retry', 'wallet:card.addTitle'),
  editCard: wallet('editCard/:cardID', 'wallet:card.editTitle'),
  editCardRetry: wallet('editCard/:cardID/retry', 'wallet:card.editTitle'),
  deleteCard: wallet('deleteCard/:cardID', 'wallet:card.deleteTitle'),
  cardList: wallet('cardList', 'wallet:card.listTitle', true),
  review: wallet('review', 'wallet:review.title'),
  addressAddNew: wallet('addressaddnew', 'wallet:address.addTitle'),
  addressUpdateDelete: wallet('addressupdatedelete/:addressId', 'wallet:address.updateTitle'),
  suggestedAddress: wallet('suggestedaddress', 'wallet:address.suggestedTitle'),
} as const;

export type WalletRouteId = keyof typeof WALLET_ROUTES;

/** A route's analytics screen name (§1 screen-load event): its id in snake case ('loginAcceptTac' is 'login_accept_tac'). */
export function screenName(id: RouteId): string {
  return id.replace(/([a-z])([A-Z0-9])/g, '$1_$2').toLowerCase();
}

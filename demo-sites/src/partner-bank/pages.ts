// The bank's pages, rendered on the server: each has a title, one h1 in its main, labelled fields,
// no script and nothing from another origin (the bank's CSP allows only its own stylesheet).
import type { PartnerEvent } from './events';
import { html, type SafeHtml } from './html';

const BANK_NAME = 'Northwind online banking';
export const STYLESHEET_PATH = '/assets/bank.css';

function page(title: string, main: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<header class="bank-header"><a class="bank-name" href="/">${BANK_NAME}</a></header>
<main>
${main}
</main>
</body>
</html>
`.markup;
}

interface SignInForm {
  /** Where the form posts: the home's /signin, or an interaction's login. */
  readonly action: string;
  /** The username to show again after a failed attempt. */
  readonly username?: string | undefined;
  /** Why the last attempt failed, shown in the form's alert. */
  readonly error?: string | undefined;
}

const ERROR_ID = 'sign-in-error';

/** The sign-in form; after a failure its alert says why, both fields point at it, and the first has the focus. */
function signInForm({ action, username = '', error }: SignInForm): SafeHtml {
  const failed = error !== undefined;
  const invalid = failed ? html` aria-invalid="true" aria-describedby="${ERROR_ID}"` : html``;
  return html`<form class="sign-in" method="post" action="${action}">
${failed && html`<p id="${ERROR_ID}" class="alert" role="alert">${error}</p>`}
<div class="field">
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${username}"${invalid}${failed && html` autofocus`}>
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
</div>
<button type="submit">Sign in</button>
</form>`;
}

export function signedOutHomePage(form: SignInForm): string {
  return page(
    BANK_NAME,
    html`<h1>${BANK_NAME}</h1>
<p>Sign in to see your accounts and to manage your Northwind cards.</p>
${signInForm(form)}`,
  );
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

function activityItem(event: PartnerEvent): SafeHtml {
  return html`<li>Card ending ${event.cardLast4} added to your card services <time datetime="${event.at}">${DATE_TIME.format(new Date(event.at))} UTC</time></li>`;
}

interface SignedInHome {
  readonly name: string;
  /** The portal's launch URL: "Manage my cards" starts single sign-on there. */
  readonly launchUrl: string;
  readonly events: readonly PartnerEvent[];
}

export function signedInHomePage({ name, launchUrl, events }: SignedInHome): string {
  return page(
    `${BANK_NAME}: welcome`,
    html`<h1>Welcome, ${name}</h1>
<p>Manage your Northwind cards in Northwind card services, with no second sign-in.</p>
<p><a class="button" href="${launchUrl}">Manage my cards</a></p>
<section aria-labelledby="activity-heading">
<h2 id="activity-heading">Recent card activity</h2>
${events.length > 0 ? html`<ul class="activity">${events.map(activityItem)}</ul>` : html`<p>No recent card activity.</p>`}
</section>
<form method="post" action="/signout"><button class="secondary" type="submit">Sign out</button></form>`,
  );
}

/** The sign-in asked for by an interaction: a relying party sent a member who is not signed in. */
export function interactionSignInPage(form: SignInForm): string {
  const heading = `Sign in to ${BANK_NAME}`;
  return page(
    heading,
    html`<h1>${heading}</h1>
<p>Sign in with your online banking details to continue to Northwind card services.</p>
${signInForm(form)}`,
  );
}

/** A page that only says what happened and leads back home. */
export function messagePage(heading: string, text: string): string {
  return page(
    heading,
    html`<h1>${heading}</h1>
<p>${text}</p>
<p><a href="/">Go to ${BANK_NAME}</a></p>`,
  );
}

export const expiredSignInPage = (): string =>
  messagePage(
    'Your sign-in expired',
    'This sign-in page is no longer valid: it was open too long, or it was already used. Start again from online banking.',
  );

/** The provider's sign-out confirmation (RP-initiated logout), around the form it builds with its anti-forgery field. */
export function logoutConfirmPage(providerForm: SafeHtml): string {
  const heading = `Sign out of ${BANK_NAME}?`;
  return page(
    heading,
    html`<h1>${heading}</h1>
${providerForm}
<p class="actions"><button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<button class="secondary" type="submit" form="op.logoutForm">Stay signed in</button></p>`,
  );
}

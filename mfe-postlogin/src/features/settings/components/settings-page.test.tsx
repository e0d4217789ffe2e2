import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Email, Phone } from '@portal/client/api';
import { EmailSchema, EmailsResponseSchema, PhoneSchema, PhonesResponseSchema } from '@portal/domain/schemas';
import { addMessages, i18n } from '@portal/client/i18n';
import { closeErrorPopup, notificationsAtom, portalStore } from '@portal/client/state';
import {
  installDialog,
  popup,
  renderInPortal,
  setStoredSession,
  setUpPortal,
  setupUser,
  uninstallDialog,
} from '@portal/ui/testing';
import { errorBody, startTestGateway, TEST_GATEWAY, answer } from '@portal/ui/testing/network';
import { postloginMessages } from '../../../i18n/messages';
import { messages as settingsMessages } from '../screens';
import { SettingsPage } from './settings-page';

const gateway = startTestGateway();

const USER = 'user-guid-1';
/** §7 Phones and emails under users/{userGuid}. */
const EMAILS = `users/${USER}/emails`;
const PHONES = `users/${USER}/phones`;

type Answer = () => Response | Promise<Response>;
const emailsAnswer =
  (emails: Email[]): Answer =>
  () =>
    answer(EmailsResponseSchema, { emails });
const phonesAnswer =
  (phones: Phone[]): Answer =>
  () =>
    answer(PhonesResponseSchema, { phones });
const refusal =
  (code: string, status: number): Answer =>
  () =>
    Response.json(errorBody(code, status), { status });
/** Slow enough for the section to show it is reading again. */
const later =
  (answer: Answer): Answer =>
  () =>
    new Promise<Response>((resolve) => setTimeout(() => resolve(answer()), 50));
/** Answers `GET path` with `answers` in turn, one a request (the last one again after them). */
function readsInTurn(path: string, ...answers: Answer[]) {
  let turn = 0;
  return gateway.handle('get', path, () => (answers[Math.min(turn++, answers.length - 1)] as Answer)());
}
/** The requests received with `method` on `path`. */
const received = (method: string, path: string) =>
  gateway.requests.filter((r) => r.method === method && r.url.pathname === new URL(path, TEST_GATEWAY).pathname);

// As the gateway answers them: the primary first (decision 027), statuses in capitals.
const RITA: Email = { emailGuid: 'e-rita', email: 'rita@example.com', primary: true, contactStatus: 'VERIFIED' };
const WORK: Email = { emailGuid: 'e-work', email: 'rita.work@example.com', primary: false, contactStatus: 'VERIFIED' };
const FRESH: Email = {
  emailGuid: 'e-fresh',
  email: 'rita.new@example.com',
  primary: false,
  contactStatus: 'UNVERIFIED',
};
const HOME: Phone = {
  phoneGuid: 'p-home',
  phoneNumber: '3035550199',
  phoneNumberCountryIsoCode: 'US',
  primary: true,
  contactStatus: 'VERIFIED',
};
const MOBILE: Phone = {
  phoneGuid: 'p-mobile',
  phoneNumber: '2025550123',
  phoneNumberCountryIsoCode: 'US',
  primary: false,
  contactStatus: 'VERIFIED',
};
const LANDLINE: Phone = {
  phoneGuid: 'p-land',
  phoneNumber: '7205550142',
  phoneNumberCountryIsoCode: 'US',
  primary: false,
  contactStatus: 'UNVERIFIED',
};

async function renderSettings(locale = 'en') {
  window.history.replaceState(null, '', '/userSettings');
  await setUpPortal({ access: 'full', locale, messages: { postlogin: postloginMessages } });
  // The lazy chunk's messages, deep-merged into the namespace as lazyFeature does.
  addMessages('postlogin', settingsMessages);
  setStoredSession({ userId: USER });
  const rendered = renderInPortal(<SettingsPage />, 'postlogin');
  return { ...rendered, user: setupUser() };
}

const emailList = () => screen.findByRole('list', { name: 'Email addresses' });
const phoneList = () => screen.findByRole('list', { name: 'Phone numbers' });
/** A list's rows, as text: address, status and Primary, then the actions' visible words. */
const rows = async (list: Promise<HTMLElement>) =>
  within(await list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const row = async (list: Promise<HTMLElement>, address: string) => {
  const item = within(await list)
    .getByText(address)
    .closest('li');
  if (!item) throw new Error(`no row for ${address}`);
  return item;
};
const notifications = () =>
  portalStore.get(notificationsAtom).map((n) => ({ type: n.type, messageKey: n.messageKey, values: n.values }));
/** A notification's text, as the page's notification region shows it. */
const shown = (n: { messageKey: string; values?: Readonly<Record<string, string | number>> | undefined }) =>
  i18n.t(n.messageKey, n.values ?? {});

beforeAll(() => installDialog());
afterAll(() => uninstallDialog());

beforeEach(() => {
  window.dataLayer = [];
  gateway.reply('get', EMAILS, EmailsResponseSchema, { emails: [RITA, WORK, FRESH] });
  gateway.reply('get', PHONES, PhonesResponseSchema, { phones: [HOME, MOBILE, LANDLINE] });
});

afterEach(() => {
  portalStore.set(notificationsAtom, []);
  closeErrorPopup();
});

describe('§2 userSettings: the user’s email addresses and phone numbers', () => {
  it('§1 has one h1, its page title and one screen_load event', async () => {
    await renderSettings();
    await emailList();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Settings']);
    expect(document.title).toBe('Settings | Test Bank Cards');
    expect(window.dataLayer).toEqual([
      { event: 'screen_load', screen: 'user_settings', locale: 'en', issuer: 'test-bank' },
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Email addresses',
      'Phone numbers',
      'Password',
    ]);
  });

  it("§7 §3 reads the session user's emails, each with its status, and Primary on the primary one", async () => {
    await renderSettings();
    expect(await rows(emailList())).toEqual([
      'rita@example.comVerifiedPrimary',
      'rita.work@example.comVerifiedMake primaryRemove',
      'rita.new@example.comNot verifiedVerifyRemove',
    ]);
    expect(received('GET', EMAILS)).toHaveLength(1);
    expect(within(await row(emailList(), 'rita@example.com')).getByText('Primary')).toBeDefined();
    expect(within(await row(emailList(), 'rita.work@example.com')).queryByText('Primary')).toBeNull();
  });

  it('§5 shows each phone in the display format +1 (xxx)xxx-xxxx, kept on one line', async () => {
    await renderSettings();
    expect(await rows(phoneList())).toEqual([
      '+1 (303)555-0199VerifiedPrimaryRemove',
      '+1 (202)555-0123VerifiedMake primaryRemove',
      '+1 (720)555-0142Not verifiedVerifyRemove',
    ]);
    expect(received('GET', PHONES)).toHaveLength(1);
    expect(within(await phoneList()).getByText('+1 (303)555-0199').className).toContain('portal-nowrap');
  });

  it('decision 027: Make primary only on a verified contact that is not primary, Remove on all but the primary email, each named with its contact', async () => {
    await renderSettings();
    const buttons = async (list: Promise<HTMLElement>) =>
      within(await list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));
    expect(await buttons(emailList())).toEqual([
      'Make primary: rita.work@example.com',
      'Remove rita.work@example.com',
      'Remove rita.new@example.com',
    ]);
    expect(await buttons(phoneList())).toEqual([
      'Remove +1 (303)555-0199',
      'Make primary: +1 (202)555-0123',
      'Remove +1 (202)555-0123',
      'Remove +1 (720)555-0142',
    ]);
    expect(within(await row(emailList(), 'rita@example.com')).queryByRole('button')).toBeNull();
  });

  it('§2 Verify on each unverified contact only: a link to its verify page, named with the contact', async () => {
    const { user } = await renderSettings();
    const links = async (list: Promise<HTMLElement>) =>
      within(await list)
        .queryAllByRole('link', { name: /^Verify / })
        .map((a) => [a.getAttribute('aria-label'), a.textContent, a.getAttribute('href')]);
    expect(await links(emailList())).toEqual([
      ['Verify rita.new@example.com', 'Verify', '/userSettings/email/verifyCode/e-fresh'],
    ]);
    expect(await links(phoneList())).toEqual([
      ['Verify +1 (720)555-0142', 'Verify', '/userSettings/phone/verifyCode/p-land'],
    ]);
    await user.click(within(await phoneList()).getByRole('link', { name: 'Verify +1 (720)555-0142' }));
    expect(window.location.pathname).toBe('/userSettings/phone/verifyCode/p-land');
  });

  it('§2 under each section, the link to add another of its kind', async () => {
    const { user } = await renderSettings();
    await emailList();
    const add = (section: string, name: string) =>
      within(screen.getByRole('region', { name: section })).getByRole('link', { name });
    expect(add('Email addresses', 'Add an email address').getAttribute('href')).toBe('/userSettings/addEmail');
    expect(add('Phone numbers', 'Add a phone number').getAttribute('href')).toBe('/userSettings/addPhone');
    await user.click(add('Email addresses', 'Add an email address'));
    expect(window.location.pathname).toBe('/userSettings/addEmail');
  });

  it('says so when the user has no phone', async () => {
    gateway.reply('get', PHONES, PhonesResponseSchema, { phones: [] });
    await renderSettings();
    const section = screen.getByRole('region', { name: 'Phone numbers' });
    expect(await within(section).findByText('You have no phone number on your profile.')).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Phone numbers' })).toBeNull();
    expect(section.getAttribute('aria-busy')).toBe('false');
  });

  it('while loading: a named busy indicator in each section, which says it is busy', async () => {
    gateway.handle('get', EMAILS, () => new Promise<Response>(() => undefined));
    gateway.handle('get', PHONES, () => new Promise<Response>(() => undefined));
    await renderSettings();
    expect(screen.getByRole('progressbar', { name: 'Loading your email addresses' })).toBeDefined();
    expect(screen.getByRole('progressbar', { name: 'Loading your phone numbers' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Email addresses' }).getAttribute('aria-busy')).toBe('true');
    // The contact lists are not there yet (the password section's checklist is a list of its own).
    expect(screen.queryByRole('list', { name: 'Email addresses' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Phone numbers' })).toBeNull();
    // Both reads are asked for (and never answered): none arrives late, in the next test.
    await waitFor(() =>
      expect(gateway.requests.map((r) => r.url.pathname).sort()).toEqual([
        new URL(EMAILS, TEST_GATEWAY).pathname,
        new URL(PHONES, TEST_GATEWAY).pathname,
      ]),
    );
  });
});

describe('decision 027: make a verified contact the primary one', () => {
  it('calls the gateway for that email, reads the list again, shows Primary on it, tells it in a notification, and focus goes to the heading', async () => {
    readsInTurn(
      EMAILS,
      emailsAnswer([RITA, WORK]),
      emailsAnswer([
        { ...WORK, primary: true },
        { ...RITA, primary: false },
      ]),
    );
    const made = gateway.reply('patch', `${EMAILS}/e-work`, EmailSchema, { ...WORK, primary: true });
    const { user } = await renderSettings();
    await user.click(within(await emailList()).getByRole('button', { name: 'Make primary: rita.work@example.com' }));
    await waitFor(() => expect(made.map((r) => r.body)).toEqual([{ primary: true }]));
    await waitFor(() => expect(received('GET', EMAILS)).toHaveLength(2));
    await waitFor(async () =>
      expect(await rows(emailList())).toEqual([
        'rita.work@example.comVerifiedPrimary',
        'rita@example.comVerifiedMake primaryRemove',
      ]),
    );
    expect(notifications()).toEqual([
      {
        type: 'success',
        messageKey: 'postlogin:contacts.email.madePrimary',
        values: { address: 'rita.work@example.com' },
      },
    ]);
    expect(notifications().map(shown)).toEqual(['rita.work@example.com is now your primary email address.']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Email addresses' })),
    );
    // Only the emails were read again.
    expect(received('GET', PHONES)).toHaveLength(1);
  });

  it('a phone alike, told in its own words', async () => {
    readsInTurn(
      PHONES,
      phonesAnswer([HOME, MOBILE]),
      phonesAnswer([
        { ...MOBILE, primary: true },
        { ...HOME, primary: false },
      ]),
    );
    const made = gateway.reply('patch', `${PHONES}/p-mobile`, PhoneSchema, { ...MOBILE, primary: true });
    const { user } = await renderSettings();
    await user.click(within(await phoneList()).getByRole('button', { name: 'Make primary: +1 (202)555-0123' }));
    await waitFor(() => expect(made.map((r) => r.body)).toEqual([{ primary: true }]));
    await waitFor(async () =>
      expect(await rows(phoneList())).toEqual([
        '+1 (202)555-0123VerifiedPrimaryRemove',
        '+1 (303)555-0199VerifiedMake primaryRemove',
      ]),
    );
    expect(notifications().map(shown)).toEqual(['+1 (202)555-0123 is now your primary phone number.']);
  });

  it('§8 a failure the catalogue leaves to the screen is said in the section, and focused; nothing is told as done', async () => {
    const made = gateway.fail('patch', `${EMAILS}/e-work`, 'inputValidationError', 404, 'emailGuid: no such email');
    const { user } = await renderSettings();
    await user.click(within(await emailList()).getByRole('button', { name: 'Make primary: rita.work@example.com' }));
    const section = screen.getByRole('region', { name: 'Email addresses' });
    const alert = within(section).getByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe('Something went wrong. Please try again.'));
    expect(document.activeElement).toBe(alert);
    expect(notifications()).toEqual([]);
    expect(made).toHaveLength(1);
    expect(received('GET', EMAILS)).toHaveLength(1);
    expect(await rows(emailList())).toContain('rita@example.comVerifiedPrimary');
  });

  it('§8 HTTP 500 raises the technical popup, as every call does', async () => {
    gateway.fail('patch', `${PHONES}/p-mobile`, 'SERVER_DOWN', 500);
    const { user } = await renderSettings();
    await user.click(within(await phoneList()).getByRole('button', { name: 'Make primary: +1 (202)555-0123' }));
    await waitFor(() => expect(popup()?.messageKey).toBe('errors:technical'));
    expect(notifications()).toEqual([]);
  });
});

describe('decision 027: remove a contact, after a confirmation', () => {
  it('asks in an alert dialog naming the contact; Cancel keeps it, calls nothing, and gives focus back to its Remove', async () => {
    const { user } = await renderSettings();
    const remove = within(await phoneList()).getByRole('button', { name: 'Remove +1 (202)555-0123' });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this phone number?' });
    expect(dialog.textContent).toContain('+1 (202)555-0123 will be removed from your profile.');
    // Focus starts on Remove, as the card form's delete dialog does.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Remove' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(received('DELETE', `${PHONES}/p-mobile`)).toEqual([]);
    expect(gateway.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(await rows(phoneList())).toHaveLength(3);
    expect(document.activeElement).toBe(remove);
  });

  it('Escape is Cancel', async () => {
    const { user } = await renderSettings();
    await user.click(within(await emailList()).getByRole('button', { name: 'Remove rita.new@example.com' }));
    expect(screen.getByRole('alertdialog', { name: 'Remove this email address?' })).toBeDefined();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(received('DELETE', `${EMAILS}/e-fresh`)).toEqual([]);
    expect(gateway.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('Remove calls the gateway, the row goes, a notification tells it, and focus goes to the section heading', async () => {
    readsInTurn(EMAILS, emailsAnswer([RITA, WORK, FRESH]), emailsAnswer([RITA, WORK]));
    const removed = gateway.replyEmpty('delete', `${EMAILS}/e-fresh`);
    const { user } = await renderSettings();
    await user.click(within(await emailList()).getByRole('button', { name: 'Remove rita.new@example.com' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Remove this email address?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(removed).toHaveLength(1));
    await waitFor(async () =>
      expect(await rows(emailList())).toEqual([
        'rita@example.comVerifiedPrimary',
        'rita.work@example.comVerifiedMake primaryRemove',
      ]),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(notifications().map(shown)).toEqual(['rita.new@example.com was removed from your email addresses.']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Email addresses' })),
    );
  });

  it('removing the only phone leaves the empty message, with focus on its heading', async () => {
    readsInTurn(PHONES, phonesAnswer([HOME]), phonesAnswer([]));
    const removed = gateway.replyEmpty('delete', `${PHONES}/p-home`);
    const { user } = await renderSettings();
    await user.click(within(await phoneList()).getByRole('button', { name: 'Remove +1 (303)555-0199' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toHaveLength(1));
    expect(await screen.findByText('You have no phone number on your profile.')).toBeDefined();
    expect(notifications().map(shown)).toEqual(['+1 (303)555-0199 was removed from your phone numbers.']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Phone numbers' })),
    );
  });

  it('§8 a refused removal keeps the row and says so in the section', async () => {
    gateway.fail(
      'delete',
      `${PHONES}/p-land`,
      'inputValidationError',
      400,
      'phoneGuid: the last verified contact cannot be removed',
    );
    const { user } = await renderSettings();
    await user.click(within(await phoneList()).getByRole('button', { name: 'Remove +1 (720)555-0142' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    const alert = within(screen.getByRole('region', { name: 'Phone numbers' })).getByRole('alert');
    await waitFor(() => expect(alert.textContent).toBe('Something went wrong. Please try again.'));
    // The gateway's own text, written for developers, never reaches the cardholder (decision 025).
    expect(screen.queryByText(/last verified contact/)).toBeNull();
    expect(await rows(phoneList())).toHaveLength(3);
    expect(notifications()).toEqual([]);
  });
});

describe('§8 a list that cannot be read', () => {
  it('says so in its section, the technical popup raised (HTTP 500), and Try again reads it again, focus then on the heading', async () => {
    readsInTurn(EMAILS, refusal('SERVER_DOWN', 500), emailsAnswer([RITA]));
    const { user } = await renderSettings();
    const section = screen.getByRole('region', { name: 'Email addresses' });
    expect(await within(section).findByText("We couldn't load your email addresses. Please try again.")).toBeDefined();
    expect(popup()?.messageKey).toBe('errors:technical');
    // The other section is not affected.
    expect(await rows(phoneList())).toHaveLength(3);
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await rows(emailList())).toEqual(['rita@example.comVerifiedPrimary']);
    expect(received('GET', EMAILS)).toHaveLength(2);
    expect(within(section).queryByText("We couldn't load your email addresses. Please try again.")).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Email addresses' })),
    );
  });

  it('failing again, the message is back and Try again has focus', async () => {
    // Slow enough for the section to show it is reading again (the button goes meanwhile).
    readsInTurn(PHONES, refusal('NOT_FOUND', 404), later(refusal('NOT_FOUND', 404)));
    const { user } = await renderSettings();
    await user.click(
      await within(screen.getByRole('region', { name: 'Phone numbers' })).findByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading your phone numbers' })).toBeDefined();
    const again = await screen.findByRole('button', { name: 'Try again' });
    expect(received('GET', PHONES)).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(screen.getByText("We couldn't load your phone numbers. Please try again.")).toBeDefined();
    // A 404 is no technical error: no popup, the section says it.
    expect(popup()).toBeNull();
  });
});

describe('in Spanish', () => {
  it('the headings, statuses, Primary, the actions and their names, and the dialog', async () => {
    gateway.reply('get', EMAILS, EmailsResponseSchema, { emails: [RITA, FRESH] });
    gateway.reply('get', PHONES, PhonesResponseSchema, { phones: [HOME, MOBILE] });
    const { user } = await renderSettings('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeDefined();
    expect(await rows(screen.findByRole('list', { name: 'Direcciones de correo electrónico' }))).toEqual([
      'rita@example.comVerificadoPrincipal',
      'rita.new@example.comSin verificarVerificarEliminar',
    ]);
    const phones = await screen.findByRole('list', { name: 'Números de teléfono' });
    expect(within(phones).getByRole('button', { name: 'Hacer principal: +1 (202)555-0123' }).textContent).toBe(
      'Hacer principal',
    );
    expect(screen.getByRole('link', { name: 'Verificar rita.new@example.com' }).textContent).toBe('Verificar');
    expect(screen.getByRole('link', { name: 'Añadir un número de teléfono' })).toBeDefined();
    await user.click(within(phones).getByRole('button', { name: 'Eliminar +1 (202)555-0123' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar este número de teléfono?' });
    expect(dialog.textContent).toContain('+1 (202)555-0123 se eliminará de su perfil.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(document.title).toBe('Configuración | Test Bank Cards');
  });

  it('the empty phone list and the failure', async () => {
    gateway.reply('get', PHONES, PhonesResponseSchema, { phones: [] });
    gateway.fail('get', EMAILS, 'NOT_FOUND', 404);
    await renderSettings('es');
    expect(await screen.findByText('No tiene ningún número de teléfono en su perfil.')).toBeDefined();
    expect(
      await screen.findByText('No pudimos cargar sus direcciones de correo electrónico. Inténtelo de nuevo.'),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeDefined();
  });
});

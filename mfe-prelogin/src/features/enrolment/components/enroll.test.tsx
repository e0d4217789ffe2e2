import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TermsResponseSchema, TokenResponseSchema } from '@portal/domain/schemas';
import { heldSessionAtom, portalStore } from '@portal/client/state';
import { errorBody, startTestGateway, answer } from '@portal/ui/testing/network';
import { fieldError, findTitle, popup, renderFlow, storedSession, tokenAnswer } from '../../../testing/render-prelogin';
import { enrolmentRoutes } from '../routes';
import { ENROLMENT_TERMS, enrolmentSession } from '../testing/fixtures';

const gateway = startTestGateway();
const TERMS = 'apps/TEST-WEB-01/terms';
const ENROLMENT = 'apps/TEST-WEB-01/enrollment';

const PASSWORD = 'Harbour!Lights47';
const PARTIAL = tokenAnswer({
  access_token: 'partial-1',
  scope: 'partial',
  userGuid: 'guid-nina',
  isUnverified: true,
  probes: [{ type: 'VERIFY_USERNAME', ref: 'ref-verify-1' }],
});

const open = async (locale = 'en') => {
  const flow = await renderFlow({ routes: enrolmentRoutes, path: '/createAccount/enroll', locale });
  await screen.findByRole('checkbox');
  return flow;
};
const box = (name: string) => screen.getByRole('textbox', { name });
const passwordInput = () => screen.getByLabelText('Password');

async function fill(user: UserEvent, { username = 'new.nina', password = PASSWORD, tick = true } = {}) {
  await user.type(box('First name'), 'Nina');
  await user.type(box('Last name'), "O'Neill");
  await user.type(box('Email address'), 'nina@bank.example');
  await user.type(box('Username'), username);
  await user.type(passwordInput(), password);
  if (tick) await user.click(screen.getByRole('checkbox'));
}

beforeEach(() => {
  gateway.reply('get', TERMS, TermsResponseSchema, { terms: ENROLMENT_TERMS });
});

afterEach(() => {
  vi.resetAllMocks();
});

describe('§2 createAccount/enroll', () => {
  it('has one h1 and tells the browser what each field is', async () => {
    await open();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Your details']);
    const autocomplete = ['First name', 'Last name', 'Email address', 'Username'].map((name) =>
      box(name).getAttribute('autocomplete'),
    );
    expect(autocomplete).toEqual(['given-name', 'family-name', 'email', 'username']);
    expect(passwordInput().getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });

  it('enrols with the terms shown, keeps the partial sign-in and goes to verifyCode', async () => {
    const enrolled = gateway.reply('post', ENROLMENT, TokenResponseSchema, PARTIAL);
    const { user } = await open();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await findTitle('Check your email');
    expect(enrolled.map((r) => r.body)).toEqual([
      {
        firstName: 'Nina',
        lastName: "O'Neill",
        userName: 'new.nina',
        password: PASSWORD,
        email: 'nina@bank.example',
        acceptedTerms: ['terms-ec-7', 'terms-pr-3', 'terms-sl-2'],
      },
    ]);
    const session = storedSession();
    expect([session.partialAccess, session.fullAccess, session.userId, session.userName, session.token?.value]).toEqual(
      [true, false, 'guid-nina', 'new.nina', 'partial-1'],
    );
    expect(session.flowConfig?.flow).toBe('enrolment');
    expect(session.flowConfig?.probes['VERIFY_USERNAME']).toBe('ref-verify-1');
    expect(session.flowConfig?.code?.sentAt).toBeGreaterThan(Date.now() - 5000);
    // The full address is held for the page's life, never stored.
    expect(portalStore.get(heldSessionAtom).userPrimaryEmail).toBe('nina@bank.example');
    expect(JSON.stringify(session)).not.toContain('nina@bank.example');
    expect(
      screen.getByText('We sent a 6-digit code to nina@bank.example. It can be used for 10 minutes.'),
    ).toBeTruthy();
  });

  it('§4 Terms: the box must be ticked, otherwise a form error shows', async () => {
    const enrolled = gateway.reply('post', ENROLMENT, TokenResponseSchema, PARTIAL);
    const { user } = await open();
    await fill(user, { tick: false });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(fieldError(screen.getByRole('checkbox'))).toBe('Accept all terms to continue.'));
    expect(screen.getByText('The form has errors. Please correct the fields marked below.')).toBeTruthy();
    expect(enrolled).toEqual([]);
  });

  it('§5 the checklist knows the username: a password containing it is not done, and is refused', async () => {
    const enrolled = gateway.reply('post', ENROLMENT, TokenResponseSchema, PARTIAL);
    const { user } = await open();
    await fill(user, { username: 'harbour.nina', password: 'Harbour.Nina!Lights47' });
    // The field's own error may say it too (it is checked on leaving the field, as every field is).
    const rule = screen
      .getAllByText("Don't include your username.")
      .find((text) => text.closest('li'))
      ?.closest('li');
    expect(rule?.textContent).toContain('(not yet)');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(fieldError(passwordInput())).toBe("Don't include your username."));
    expect(enrolled).toEqual([]);
  });

  it('decision 013: a taken username (409 usernameTaken) shows on the username field, which takes focus', async () => {
    gateway.fail('post', ENROLMENT, 'usernameTaken', 409);
    const { user } = await open();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(fieldError(box('Username'))).toBe('That username is taken. Choose another one.'));
    expect(document.activeElement).toBe(box('Username'));
    expect(storedSession().token).toBeNull();
  });

  it('§8 a password rule code (400 invalidPasswordLiteral) shows on the password field', async () => {
    gateway.fail('post', ENROLMENT, 'invalidPasswordLiteral', 400);
    const { user } = await open();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() =>
      expect(fieldError(passwordInput())).toBe('Your password must not contain the word "password".'),
    );
  });

  it('§8 another refusal (400 inputValidationError) shows on the form', async () => {
    gateway.fail('post', ENROLMENT, 'inputValidationError', 400);
    const { user } = await open();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(popup()).toBeNull();
  });

  it("decision 025: the server's own text never shows, even where the catalogue has no row for its code: the catalogue's message does", async () => {
    gateway.fail('post', ENROLMENT, 'inputValidationError', 400, 'Every current term must be accepted.');
    const { user } = await open();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const message = await screen.findByText('Something went wrong. Please try again.');
    expect(message.closest('[role="alert"]')).toBe(document.activeElement);
    expect(screen.queryByText('Every current term must be accepted.')).toBeNull();
  });

  it('§5 an empty submit flags every field at once, the password too', async () => {
    const enrolled = gateway.reply('post', ENROLMENT, TokenResponseSchema, PARTIAL);
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(fieldError(box('First name'))).toBe('Enter your first name.'));
    expect(
      [box('Last name'), box('Email address'), box('Username'), passwordInput(), screen.getByRole('checkbox')].map(
        fieldError,
      ),
    ).toEqual([
      'Enter your last name.',
      'Enter your email address.',
      'Enter your username.',
      'Enter a password.',
      'Accept all terms to continue.',
    ]);
    expect(document.activeElement).toBe(box('First name'));
    expect(enrolled).toEqual([]);
  });

  it('terms that could not be loaded can be asked for again; the form waits for them', async () => {
    // The first read fails (502), the next one answers the terms.
    const read = gateway.handle('get', TERMS, () =>
      read.length === 1
        ? Response.json(errorBody('VMCP_001', 502), { status: 502 })
        : answer(TermsResponseSchema, { terms: ENROLMENT_TERMS }),
    );
    const { user } = await renderFlow({ routes: enrolmentRoutes, path: '/createAccount/enroll' });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox')).toBeTruthy();
    expect(read).toHaveLength(2);
  });

  it('§2 Page refresh, decision 025: with an enrolment under way (a refresh of verifyCode, a language change) enroll offers to continue it, never the "username taken" dead end', async () => {
    const enrolled = gateway.reply('post', ENROLMENT, TokenResponseSchema, PARTIAL);
    const { user } = await renderFlow({
      routes: enrolmentRoutes,
      path: '/createAccount/enroll',
      session: enrolmentSession(),
    });
    const resume = await screen.findByRole('region', { name: 'Finish creating your account' });
    expect(resume.textContent).toContain('new.nina');
    expect(screen.queryByRole('textbox', { name: 'Username' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    await findTitle('Check your email');
    expect(storedSession().flowConfig?.flow).toBe('enrolment');
    expect(enrolled).toEqual([]);
  });

  it('is in Spanish', async () => {
    await open('es');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sus datos');
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeTruthy();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Email, Phone } from '@portal/client/api';
import { EmailSchema, PhoneSchema } from '@portal/domain/schemas';
import { addMessages } from '@portal/client/i18n';
import { queryClient } from '@portal/client/query';
import { closeErrorPopup } from '@portal/client/state';
import { fieldError, popup, renderInPortal, setStoredSession, setUpPortal, setupUser } from '@portal/ui/testing';
import { startTestGateway } from '@portal/ui/testing/network';
import { postloginMessages } from '../../../i18n/messages';
import { messages as settingsMessages } from '../screens';
import { AddEmailPage } from './add-email-page';
import { AddPhonePage } from './add-phone-page';

const gateway = startTestGateway();
const USER = 'user-guid-1';
const ADDED_EMAIL: Email = {
  emailGuid: 'e-new',
  email: 'rita.new@example.com',
  primary: false,
  contactStatus: 'UNVERIFIED',
};
const ADDED_PHONE: Phone = {
  phoneGuid: 'p-new',
  phoneNumber: '2025550123',
  phoneNumberCountryIsoCode: 'US',
  primary: false,
  contactStatus: 'UNVERIFIED',
};

async function open(page: 'email' | 'phone', locale = 'en') {
  window.history.replaceState(null, '', page === 'email' ? '/userSettings/addEmail' : '/userSettings/addPhone');
  await setUpPortal({ access: 'full', locale, messages: { postlogin: postloginMessages } });
  addMessages('postlogin', settingsMessages);
  setStoredSession({ userId: USER });
  renderInPortal(page === 'email' ? <AddEmailPage /> : <AddPhonePage />, 'postlogin');
  return setupUser();
}

afterEach(() => {
  vi.restoreAllMocks();
  closeErrorPopup();
});

describe('§2 userSettings/addEmail', () => {
  it('has its h1 and page title, the Email field, Add email and Cancel back to Settings', async () => {
    await open('email');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Add an email address']);
    expect(document.title).toBe('Add an email address | Test Bank Cards');
    expect(screen.getByRole('textbox', { name: /Email address/ }).getAttribute('type')).toBe('email');
    expect(screen.getByRole('button', { name: 'Add email' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/userSettings');
  });

  it('adds the address, reads the list again, and goes to the verify page of the new contact', async () => {
    const added = gateway.reply('post', `users/${USER}/emails`, EmailSchema, ADDED_EMAIL);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const user = await open('email');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'rita.new@example.com{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/userSettings/email/verifyCode/e-new'));
    expect(added.map((r) => r.body)).toEqual([{ email: 'rita.new@example.com' }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['users', USER, 'emails'] });
  });

  it.each([
    ['rita..new@example.com', 'An email address cannot contain two dots in a row.'],
    ['rita@example', 'After the @, the address must end with a dot and 2 to 15 letters, such as .com.'],
    ['', 'Enter your email address.'],
  ])('§5 %j shows its message on the field, which takes focus, and sends nothing', async (typed, message) => {
    const user = await open('email');
    const field = screen.getByRole('textbox', { name: /Email address/ });
    if (typed) await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Add email' }));
    await waitFor(() => expect(fieldError(field)).toBe(message));
    expect(document.activeElement).toBe(field);
    expect(gateway.requests).toEqual([]);
    expect(window.location.pathname).toBe('/userSettings/addEmail');
  });

  it('§8 a refusal goes through the catalogue to the form, and the page stays', async () => {
    gateway.fail('post', `users/${USER}/emails`, 'inputValidationError', 400, 'email: already on the profile');
    const user = await open('email');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'rita@example.com{Enter}');
    const message = await screen.findByText('Something went wrong. Please try again.');
    // In the form's error region, which takes focus so it is read out.
    expect(message.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(document.activeElement?.contains(message)).toBe(true));
    // The gateway's own text, written for developers, never reaches the cardholder (decision 025).
    expect(screen.queryByText(/already on the profile/)).toBeNull();
    expect(window.location.pathname).toBe('/userSettings/addEmail');
  });

  it('§8 HTTP 500 raises the technical popup', async () => {
    gateway.fail('post', `users/${USER}/emails`, 'VMCP_001', 500);
    const user = await open('email');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'rita@example.com{Enter}');
    await waitFor(() => expect(popup()?.messageKey).toBe('errors:technical'));
    expect(window.location.pathname).toBe('/userSettings/addEmail');
  });
});

describe('§2 userSettings/addPhone', () => {
  it('has its h1, the Phone number field with its hint, Add phone and Cancel', async () => {
    await open('phone');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Add a phone number']);
    expect(document.title).toBe('Add a phone number | Test Bank Cards');
    const field = screen.getByRole('textbox', { name: /Phone number/ });
    expect(field.getAttribute('type')).toBe('tel');
    expect(screen.getByText('A 10-digit US number, such as (202)555-0123.').id).toBeTruthy();
    expect(field.getAttribute('aria-describedby')).toContain(
      screen.getByText('A 10-digit US number, such as (202)555-0123.').id,
    );
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/userSettings');
  });

  it('§5 sends the 10 digits however they were typed, as a US number, and goes to its verify page', async () => {
    const added = gateway.reply('post', `users/${USER}/phones`, PhoneSchema, ADDED_PHONE);
    const user = await open('phone');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '+1 (202) 555-0123{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/userSettings/phone/verifyCode/p-new'));
    expect(added.map((r) => r.body)).toEqual([{ phoneNumber: '2025550123', phoneNumberCountryIsoCode: 'US' }]);
  });

  it.each([
    ['202555012', 'Enter a 10-digit US phone number, such as (202)555-0123.'],
    ['(102)555-0123', 'The area code (the first 3 digits) must start with a digit from 2 to 9.'],
    ['202-155-0123', 'The 4th digit of the phone number must be from 2 to 9.'],
    ['202 555 O123', 'Use only digits, spaces and + ( ) - . in a phone number.'],
  ])('§5 %j shows its message and sends nothing', async (typed, message) => {
    const user = await open('phone');
    const field = screen.getByRole('textbox', { name: /Phone number/ });
    await user.type(field, `${typed}{Enter}`);
    await waitFor(() => expect(fieldError(field)).toBe(message));
    expect(document.activeElement).toBe(field);
    expect(gateway.requests).toEqual([]);
  });

  it('in Spanish: the title, the field, its hint, a §5 message and the buttons', async () => {
    const user = await open('phone', 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Añadir un número de teléfono' })).toBeDefined();
    const field = screen.getByRole('textbox', { name: /Número de teléfono/ });
    expect(screen.getByText('Un número de EE. UU. de 10 dígitos, como (202)555-0123.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Añadir teléfono' }));
    await waitFor(() => expect(fieldError(field)).not.toBe(''));
    expect(gateway.requests).toEqual([]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Email, Phone } from '@portal/client/api';
import { EmailSchema, OtvcResponseSchema, PhoneSchema } from '@portal/domain/schemas';
import { addMessages } from '@portal/client/i18n';
import { queryClient } from '@portal/client/query';
import { ROUTES } from '@portal/client/routes';
import { closeErrorPopup, notificationsAtom, portalStore } from '@portal/client/state';
import { fieldError, renderInPortal, setStoredSession, setUpPortal, setupUser } from '@portal/ui/testing';
import { startTestGateway } from '@portal/ui/testing/network';
import { postloginMessages } from '../../../i18n/messages';
import { messages as settingsMessages } from '../screens';
import type { ContactKind } from './contact-view';
import { VerifyContactPage } from './verify-contact-page';

const gateway = startTestGateway();

const USER = 'user-guid-1';
/** §7 otvc: the code sent to the contact (with the full token). */
const SEND_CODE = `users/${USER}/otvc`;
/** §7 the contact's verification with the code it was sent. */
const VERIFY = `users/${USER}/otp/verification/contact`;

/** A refusal of the gateway: §8's error body at `status`. */
interface Refusal {
  code: string;
  status: number;
}
const PROVED_EMAIL: Email = {
  emailGuid: 'e-new',
  email: 'rita.new@example.com',
  primary: false,
  contactStatus: 'VERIFIED',
};
const PROVED_PHONE: Phone = {
  phoneGuid: 'p-new',
  phoneNumber: '2025550123',
  phoneNumberCountryIsoCode: 'US',
  primary: false,
  contactStatus: 'VERIFIED',
};

// The feature keeps the last code sent in memory for the page's life: each test proves a contact of its own.
let contacts = 0;

/** Opens the verify page of a new contact of `kind`; the gateway answers the code's send with `refusal` when given. */
async function open(kind: ContactKind, { locale = 'en', refusal }: { locale?: string; refusal?: Refusal } = {}) {
  const contactGuid = `${kind}-${++contacts}`;
  const path = `/userSettings/${kind}/verifyCode/${contactGuid}`;
  window.history.replaceState(null, '', path);
  await setUpPortal({ access: 'full', locale, messages: { postlogin: postloginMessages } });
  addMessages('postlogin', settingsMessages);
  setStoredSession({ userId: USER });
  const sent = refusal
    ? gateway.fail('post', SEND_CODE, refusal.code, refusal.status)
    : gateway.reply('post', SEND_CODE, OtvcResponseSchema, {
        contactId: contactGuid,
        maskedContact: kind === 'email' ? 'r•••@example.com' : '(•••)•••-0123',
      });
  const route = kind === 'email' ? ROUTES.userSettingsVerifyEmail : ROUTES.userSettingsVerifyPhone;
  renderInPortal(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`/${route.path}`} element={<VerifyContactPage kind={kind} />} />
      </Routes>
    </MemoryRouter>,
    'postlogin',
  );
  return { contactGuid, sent, user: setupUser() };
}

const codeInput = () => screen.getByRole('textbox', { name: /Verification code|Código de verificación/ });
const notifications = () =>
  portalStore.get(notificationsAtom).map((n) => ({ messageKey: n.messageKey, values: n.values, showOn: n.showOn }));

afterEach(() => {
  vi.restoreAllMocks();
  portalStore.set(notificationsAtom, []);
  closeErrorPopup();
});

describe('§2 userSettings/email/verifyCode/{contactGuid}: the sign-in code step for an added email (decision 027)', () => {
  it('has its h1 and title, and sends the code to the contact on arrival (otvc with the full token), saying where it went', async () => {
    const { contactGuid, sent } = await open('email');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Verify your email address',
    ]);
    expect(document.title).toBe('Verify your email address | Test Bank Cards');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'We sent a 6-digit code to r•••@example.com. It can be used for 10 minutes.',
      ),
    );
    expect(sent.map((r) => r.body)).toEqual([{ contactId: contactGuid }]);
    expect(screen.getByRole('link', { name: 'Back to Settings' }).getAttribute('href')).toBe('/userSettings');
  });

  it('a right code proves the contact, reads the emails again, tells so on Settings, and goes there', async () => {
    const verified = gateway.reply('post', VERIFY, EmailSchema, PROVED_EMAIL);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { contactGuid, sent, user } = await open('email');
    await waitFor(() => expect(sent).toHaveLength(1));
    await user.type(codeInput(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(window.location.pathname).toBe('/userSettings'));
    expect(verified.map((r) => r.body)).toEqual([{ contactId: contactGuid, code: '123456' }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['users', USER, 'emails'] });
    expect(notifications()).toEqual([
      {
        messageKey: 'postlogin:contacts.email.verified',
        values: { address: 'rita.new@example.com' },
        showOn: '/userSettings',
      },
    ]);
  });

  it('§8 a wrong code shows its message on the code field, which takes focus; the page stays', async () => {
    gateway.fail('post', VERIFY, 'invalidCode', 400);
    const { sent, user } = await open('email');
    await waitFor(() => expect(sent).toHaveLength(1));
    await user.type(codeInput(), '000000{Enter}');
    await waitFor(() => expect(fieldError(codeInput())).toBe('That code is not right. Check it and try again.'));
    expect(document.activeElement).toBe(codeInput());
    expect(window.location.pathname).toMatch(/^\/userSettings\/email\/verifyCode\//);
    expect(notifications()).toEqual([]);
  });

  it.each([
    ['no contact of the user (or another user’s): 404', { code: '404', status: 404 }],
    ['a contact verified already: 400', { code: 'inputValidationError', status: 400 }],
  ])('a guid that is %s says there is nothing to verify, with the way back to Settings', async (_, error) => {
    await open('email', { refusal: error });
    expect(
      await screen.findByText(
        'This email address cannot be verified here: it is not on your profile, or it is verified already.',
      ),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Settings' }).getAttribute('href')).toBe('/userSettings');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Verify your email address',
    ]);
  });
});

describe('§2 userSettings/phone/verifyCode/{contactGuid}', () => {
  it('a right code proves the phone, reads the phones again, and names it in §5 display format', async () => {
    const verified = gateway.reply('post', VERIFY, PhoneSchema, PROVED_PHONE);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { contactGuid, sent, user } = await open('phone');
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your phone number' })).toBeDefined();
    await waitFor(() => expect(sent.map((r) => r.body)).toEqual([{ contactId: contactGuid }]));
    await user.type(codeInput(), '123 456{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/userSettings'));
    expect(verified.map((r) => r.body)).toEqual([{ contactId: contactGuid, code: '123456' }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['users', USER, 'phones'] });
    expect(notifications()).toEqual([
      {
        messageKey: 'postlogin:contacts.phone.verified',
        values: { address: '+1 (202)555-0123' },
        showOn: '/userSettings',
      },
    ]);
  });

  it('in Spanish: the title, where the code went, the wrong-code message and the way back', async () => {
    gateway.fail('post', VERIFY, 'invalidCode', 400);
    const { user } = await open('phone', { locale: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Verifique su número de teléfono' })).toBeDefined();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Enviamos un código de 6 dígitos a (•••)•••-0123. Puede usarlo durante 10 minutos.',
      ),
    );
    await user.type(codeInput(), '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() =>
      expect(fieldError(codeInput())).toBe('Ese código no es correcto. Revíselo e inténtelo de nuevo.'),
    );
    expect(screen.getByRole('link', { name: 'Volver a Configuración' })).toBeDefined();
  });
});

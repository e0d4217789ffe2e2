import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addMessages } from '@portal/client/i18n';
import { closeErrorPopup, notificationsAtom, portalStore } from '@portal/client/state';
import { renderInPortal, setStoredSession, setUpPortal, setupUser } from '@portal/ui/testing';
import { startTestGateway } from '@portal/ui/testing/network';
import { postloginMessages } from '../../../i18n/messages';
import { messages as settingsMessages } from '../screens';
import { PasswordSection } from './password-section';

const gateway = startTestGateway();
/** §7 Change credentials. */
const CHANGE = 'oauth2/lcm/subject/credentials/change';

const CURRENT = 'Old-Secret-2024!';
const NEW = 'Fresh#Start-2026';

async function open(locale = 'en') {
  window.history.replaceState(null, '', '/userSettings');
  await setUpPortal({ access: 'full', locale, messages: { postlogin: postloginMessages } });
  addMessages('postlogin', settingsMessages);
  setStoredSession({ userId: 'user-guid-1', userName: 'ready.rita' });
  renderInPortal(<PasswordSection />, 'postlogin');
  return setupUser();
}

const current = () => screen.getByLabelText('Current password');
const fresh = () => screen.getByLabelText('New password');
const notifications = () => portalStore.get(notificationsAtom).map((n) => n.messageKey);

afterEach(() => {
  portalStore.set(notificationsAtom, []);
  closeErrorPopup();
});

describe('§2 userSettings, Password (§7 Change credentials)', () => {
  it('has its h2, a current password and a new password with show toggles, and Change password', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Password');
    expect(current().getAttribute('autocomplete')).toBe('current-password');
    expect(fresh().getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDefined();
  });

  it('§5 shows the live checklist for the new password, which knows the username', async () => {
    const user = await open();
    const checklist = screen.getByText('Your password must:').parentElement ?? document.body;
    expect(fresh().getAttribute('aria-describedby')).toContain(checklist.id);
    expect(current().getAttribute('aria-describedby') ?? '').not.toContain(checklist.id);
    const rule = (text: string) => within(checklist).getByText(text, { exact: false }).closest('li');
    expect(rule('Use at least 12 characters.')?.textContent).toContain('(not yet)');
    await user.type(fresh(), 'ready.rita-A1');
    expect(rule('Use at least 12 characters.')?.textContent).toContain('(done)');
    expect(rule("Don't include your username.")?.textContent).toContain('(not yet)');
  });

  it('sends {currentPassword, newPassword}, then clears the form and says every other session was signed out', async () => {
    const changed = gateway.replyEmpty('post', CHANGE);
    const user = await open();
    await user.type(current(), CURRENT);
    await user.type(fresh(), NEW);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(notifications()).toEqual(['postlogin:contacts.password.changed']));
    expect(changed.map((r) => r.body)).toEqual([{ currentPassword: CURRENT, newPassword: NEW }]);
    expect((current() as HTMLInputElement).value).toBe('');
    expect((fresh() as HTMLInputElement).value).toBe('');
    expect(settingsMessages['en']).toMatchObject({
      contacts: { password: { changed: 'Your password was changed. Every other session of yours was signed out.' } },
    });
  });

  it('§5 a new password against the rules is refused on its field and nothing is sent', async () => {
    const user = await open();
    await user.type(current(), CURRENT);
    await user.type(fresh(), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(fresh().getAttribute('aria-invalid')).toBe('true'));
    expect(gateway.requests).toEqual([]);
  });

  it('§8 a wrong current password (400 invalidCredentials) shows its catalogue message on the form, which keeps the values', async () => {
    gateway.fail('post', CHANGE, 'invalidCredentials', 400);
    const user = await open();
    await user.type(current(), 'Not-My-Password-1');
    await user.type(fresh(), NEW);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not right. Check it and try again.')).toBeDefined();
    expect(notifications()).toEqual([]);
    expect((fresh() as HTMLInputElement).value).toBe(NEW);
  });

  it('es: the section, its fields and the catalogue message in Spanish', async () => {
    gateway.fail('post', CHANGE, 'invalidCredentials', 400);
    const user = await open('es');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Contraseña');
    expect(screen.getByText('Su contraseña debe:')).toBeDefined();
    expect(screen.getAllByRole('button', { name: 'Mostrar contraseña' })).toHaveLength(2);
    await user.type(screen.getByLabelText('Contraseña actual'), CURRENT);
    await user.type(screen.getByLabelText('Nueva contraseña'), NEW);
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(
      await screen.findByText('Su contraseña actual no es correcta. Revísela e inténtelo de nuevo.'),
    ).toBeDefined();
  });
});

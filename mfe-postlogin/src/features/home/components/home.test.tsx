import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closeLogoutConfirmation,
  EMPTY_HELD,
  heldSessionAtom,
  holdProfile,
  logoutConfirmationAtom,
  portalStore,
  raiseMigrationNotice,
} from '@portal/client/state';
import { renderInPortal, setStoredSession, setUpPortal, setupUser } from '@portal/ui/testing';
import { startTestGateway } from '@portal/ui/testing/network';
import { postloginMessages } from '../../../i18n/messages';
import { Home } from './home';
import { formatLastLogin } from './last-login';

// The card list has its own tests (card-list.test.tsx): here the user has none.
const gateway = startTestGateway();

const USER = 'user-guid-1';
const RITA = { fullName: 'Rita Ready', lastLoginTimeStamp: '2025-11-20T15:04:00Z' };

// The last login is shown in the browser's time zone: the tests fix it.
const zone = process.env['TZ'];
beforeAll(() => {
  process.env['TZ'] = 'UTC';
});
afterAll(() => {
  if (zone === undefined) delete process.env['TZ'];
  else process.env['TZ'] = zone;
});

async function renderHome(profile: Partial<typeof RITA> | null = RITA, locale = 'en') {
  window.history.replaceState(null, '', '/home');
  await setUpPortal({ access: 'full', locale, messages: { postlogin: postloginMessages } });
  setStoredSession({ userId: USER });
  if (profile) holdProfile({ lastLoginTimeStamp: null, ...profile });
  return renderInPortal(<Home />, 'postlogin');
}

beforeEach(() => {
  window.dataLayer = [];
  // §7 Cards (portal): No Content, an empty collection.
  gateway.replyEmpty('get', `consumer-controller/v1/account/${USER}/paymentInstrument`);
});

afterEach(() => {
  portalStore.set(heldSessionAtom, EMPTY_HELD);
  closeLogoutConfirmation();
  localStorage.clear();
});

describe('§2 home', () => {
  it("welcomes the cardholder by name, in the screen's one h1", async () => {
    await renderHome();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Welcome, Rita Ready']);
  });

  it('§1 has its page title and one screen_load event', async () => {
    await renderHome();
    expect(document.title).toBe('Home | Test Bank Cards');
    expect(window.dataLayer).toEqual([{ event: 'screen_load', screen: 'home', locale: 'en', issuer: 'test-bank' }]);
  });

  it('§2 shows the last login time, for the locale, in a time element', async () => {
    await renderHome();
    const time = screen.getByText('November 20, 2025 at 3:04 PM UTC');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2025-11-20T15:04:00.000Z');
    expect(time.parentElement?.textContent).toBe('Your last sign-in was on November 20, 2025 at 3:04 PM UTC.');
  });

  it('in Spanish', async () => {
    await renderHome(RITA, 'es');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Le damos la bienvenida, Rita Ready');
    expect(screen.getByText('20 de noviembre de 2025 a las 15:04 UTC').parentElement?.textContent).toBe(
      'Su último inicio de sesión fue el 20 de noviembre de 2025 a las 15:04 UTC.',
    );
    expect(document.title).toBe('Inicio | Test Bank Cards');
  });

  it('says so on a first sign-in (no earlier login)', async () => {
    await renderHome({ fullName: 'Rita Ready' });
    expect(screen.getByText('This is your first sign-in.')).toBeDefined();
  });

  it('while the profile is loading: a welcome without a name, and nothing about the last login', async () => {
    await renderHome(null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome');
    expect(screen.queryByText(/sign-in/)).toBeNull();
    act(() => holdProfile(RITA));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Rita Ready');
    expect(screen.getByText('November 20, 2025 at 3:04 PM UTC')).toBeDefined();
  });

  it('an unreadable timestamp is not shown', async () => {
    const { container } = await renderHome({ fullName: 'Rita Ready', lastLoginTimeStamp: 'yesterday' });
    expect(container.querySelector('time')).toBeNull();
    expect(screen.queryByText('This is your first sign-in.')).toBeNull();
  });

  it('§2 back from home asks to confirm logout', async () => {
    await renderHome();
    act(() => window.history.back());
    await waitFor(() => expect(portalStore.get(logoutConfirmationAtom)).toBe(true));
    expect(window.location.pathname).toBe('/home');
  });
});

describe('§4 Flows, migration: the success message on home', () => {
  it('shows while raised for this user, and stays hidden once dismissed; focus goes to the heading', async () => {
    raiseMigrationNotice(USER);
    await renderHome();
    const notice = screen.getByRole('region', { name: 'Your account is ready' });
    expect(within(notice).getByText(/sign in with your username and your new password/)).toBeDefined();
    await setupUser().click(within(notice).getByRole('button', { name: 'Dismiss this message' }));
    expect(screen.queryByRole('region', { name: 'Your account is ready' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(localStorage.length).toBe(0);
  });

  it('is not shown to another user on the same browser', async () => {
    raiseMigrationNotice('someone-else');
    await renderHome();
    expect(screen.queryByRole('region', { name: 'Your account is ready' })).toBeNull();
  });
});

describe('formatLastLogin', () => {
  it('names the time zone', () => {
    expect(formatLastLogin(new Date('2025-01-02T03:04:00Z'), 'en')).toBe('January 2, 2025 at 3:04 AM UTC');
  });
});

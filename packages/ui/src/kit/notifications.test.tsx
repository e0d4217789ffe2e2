import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInPortal, setUpPortal } from '../../testing';
import { PENDING_NOTIFICATIONS_CLEAR_MS } from '@portal/domain/constants';
import { portalStore, dismissNotification, notificationsAtom, notify } from '@portal/client/state';
import {
  KEEP_NOTIFICATIONS_KEY,
  keepNotificationsAtom,
  NOTIFICATION_MIN_MS,
  NOTIFICATION_RESUME_MIN_MS,
  NotificationRegion,
  notificationDisplayMs,
} from './notifications';

const polite = () => screen.getByRole('status');
const urgent = () => screen.getByRole('alert');
const raise = (...args: Parameters<typeof notify>) => {
  act(() => {
    notify(...args);
  });
};
const wait = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

async function renderRegion(pathname = '/login', locale = 'en') {
  await setUpPortal({ locale });
  vi.useFakeTimers();
  return renderInPortal(<NotificationRegion pathname={pathname} />);
}

beforeEach(() => {
  portalStore.set(notificationsAtom, []);
});

afterEach(() => {
  for (const n of portalStore.get(notificationsAtom)) dismissNotification(n.id);
  vi.useRealTimers();
});

describe('§4 the notification region', () => {
  it('both live regions are in the page before anything arrives, empty', async () => {
    await renderRegion();
    expect(polite().textContent).toBe('');
    expect(urgent().textContent).toBe('');
    expect(polite().getAttribute('aria-atomic')).toBe('false');
  });

  it('success and warning go to the polite region, errors to the assertive one, each with its type in words', async () => {
    await renderRegion();
    raise({ messageKey: 'common:popup.ok' });
    raise({ messageKey: 'errors:technical', type: 'error' });
    raise({ messageKey: 'common:loading', type: 'warning' });
    expect(polite().textContent).toBe('Success: OKWarning: Loading');
    expect(urgent().textContent).toBe(
      'Error: Sorry, we are unable to process your request at this time. Please try again later.',
    );
  });

  it('interpolates the values of a message', async () => {
    await renderRegion();
    raise({ messageKey: 'common:carousel.slide', values: { index: 2, count: 3 } });
    expect(polite().textContent).toBe('Success: 2 of 3');
  });

  it("§8 appends the issuer's customer-support text", async () => {
    await renderRegion();
    raise({ messageKey: 'errors:lock.permanent', type: 'error', appendCustomerSupport: true });
    expect(urgent().textContent).toBe('Error: Your account is locked. Call 1-800-555-0199.');
  });

  it("§8 shows the server's own message as is when there is one", async () => {
    await renderRegion();
    raise({ messageKey: 'errors:card.failed', type: 'error', serverMessage: 'Card 4242 is not eligible.' });
    expect(urgent().textContent).toBe('Error: Card 4242 is not eligible.');
  });

  it('in Spanish', async () => {
    await renderRegion('/login', 'es');
    raise({ messageKey: 'errors:lock.permanent', type: 'error' });
    expect(urgent().textContent).toMatch(/^Error: /);
    expect(within(urgent()).getByRole('button', { name: 'Cerrar notificación' })).toBeDefined();
  });
});

describe('§4 auto-dismissal (WCAG 2.2.1: long enough to read, paused on hover and focus)', () => {
  it('clears a notification after its display time, and not before', async () => {
    await renderRegion();
    raise({ messageKey: 'common:popup.ok' });
    const ms = notificationDisplayMs('success', 'OK');
    expect(ms).toBe(NOTIFICATION_MIN_MS.success);
    wait(ms - 1);
    expect(polite().textContent).toBe('Success: OK');
    wait(1);
    expect(polite().textContent).toBe('');
    expect(portalStore.get(notificationsAtom)).toEqual([]);
  });

  it('gives a long text more time than the minimum, and errors more than success', () => {
    const long = 'x'.repeat(300);
    expect(notificationDisplayMs('success', long)).toBeGreaterThan(NOTIFICATION_MIN_MS.success);
    expect(NOTIFICATION_MIN_MS.error).toBeGreaterThan(NOTIFICATION_MIN_MS.warning);
    expect(NOTIFICATION_MIN_MS.warning).toBeGreaterThan(NOTIFICATION_MIN_MS.success);
  });

  it('pauses while the pointer is over the notifications, then leaves at least the resume time', async () => {
    const { container } = await renderRegion();
    raise({ messageKey: 'common:popup.ok' });
    wait(NOTIFICATION_MIN_MS.success - 100);
    fireEvent.pointerEnter(container.firstElementChild as Element);
    wait(60_000);
    expect(polite().textContent).toBe('Success: OK');
    fireEvent.pointerLeave(container.firstElementChild as Element);
    wait(NOTIFICATION_RESUME_MIN_MS - 1);
    expect(polite().textContent).toBe('Success: OK');
    wait(1);
    expect(polite().textContent).toBe('');
  });

  it('pauses while keyboard focus is on a notification', async () => {
    await renderRegion();
    raise({ messageKey: 'errors:lock.permanent', type: 'error' });
    wait(NOTIFICATION_MIN_MS.error - 100);
    act(() => within(urgent()).getByRole('button', { name: 'Dismiss notification' }).focus());
    wait(60_000);
    expect(urgent().textContent).toContain('Your account is locked.');
    act(() => within(urgent()).getByRole('button', { name: 'Dismiss notification' }).blur());
    wait(NOTIFICATION_RESUME_MIN_MS - 1);
    expect(urgent().textContent).toContain('Your account is locked.');
    wait(1);
    expect(urgent().textContent).toBe('');
  });

  it('§8 a notification closes with its button; focus goes to the screen heading', async () => {
    await renderRegion();
    const heading = document.createElement('h1');
    heading.textContent = 'Sign in';
    document.body.append(heading);
    try {
      raise({ messageKey: 'errors:lock.permanent', type: 'error' });
      fireEvent.click(within(urgent()).getByRole('button', { name: 'Dismiss notification' }));
      expect(urgent().textContent).toBe('');
      expect(document.activeElement).toBe(heading);
    } finally {
      heading.remove();
    }
  });

  it('every notification has a close button, success and warning too, and it closes that one only', async () => {
    await renderRegion();
    raise({ messageKey: 'common:popup.ok' });
    raise({ messageKey: 'common:loading', type: 'warning' });
    const closers = within(polite()).getAllByRole('button', { name: 'Dismiss notification' });
    expect(closers).toHaveLength(2);
    fireEvent.click(closers[0] as HTMLElement);
    expect(polite().textContent).toBe('Warning: Loading');
  });

  it('pauses while keyboard focus is on a success notification (WCAG 2.2.1)', async () => {
    await renderRegion();
    raise({ messageKey: 'common:popup.ok' });
    wait(NOTIFICATION_MIN_MS.success - 100);
    act(() => within(polite()).getByRole('button', { name: 'Dismiss notification' }).focus());
    wait(60_000);
    expect(polite().textContent).toContain('OK');
  });
});

describe('§4 "Keep messages on screen" turns the time limit off (WCAG 2.2.1)', () => {
  afterEach(() => {
    localStorage.clear();
    portalStore.set(keepNotificationsAtom, false);
  });

  const keep = () => screen.getByRole('button', { name: 'Keep messages on screen' });

  it('stops this notification and the later ones until they are closed, remembered across pages', async () => {
    await renderRegion();
    raise({ messageKey: 'common:popup.ok' });
    expect(keep().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(keep());
    expect(keep().getAttribute('aria-pressed')).toBe('true');
    wait(10 * 60_000);
    expect(polite().textContent).toContain('OK');
    raise({ messageKey: 'common:loading', type: 'warning' });
    wait(10 * 60_000);
    expect(polite().textContent).toBe('Success: OKWarning: Loading');
    expect(localStorage.getItem(KEEP_NOTIFICATIONS_KEY)).toBe('true');
    fireEvent.click(within(polite()).getAllByRole('button', { name: 'Dismiss notification' })[0] as HTMLElement);
    expect(polite().textContent).toBe('Warning: Loading');
  });

  it('pressed again, lets them go with the time they had left when it was pressed', async () => {
    await renderRegion();
    raise({ messageKey: 'common:popup.ok' });
    fireEvent.click(keep());
    wait(60_000);
    fireEvent.click(keep());
    expect(keep().getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem(KEEP_NOTIFICATIONS_KEY)).toBeNull();
    wait(NOTIFICATION_MIN_MS.success - 1);
    expect(polite().textContent).toBe('Success: OK');
    wait(1);
    expect(polite().textContent).toBe('');
  });

  it('in Spanish', async () => {
    await renderRegion('/login', 'es');
    raise({ messageKey: 'common:popup.ok' });
    expect(screen.getByRole('button', { name: 'Mantener los mensajes en pantalla' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});

describe('§8 a phone number in a notification', () => {
  it('is kept whole on one line (not "1-800-555-" and "0199" on two)', async () => {
    await renderRegion();
    raise({ messageKey: 'errors:lock.permanent', type: 'error', appendCustomerSupport: true });
    const phone = within(urgent()).getByText('1-800-555-0199');
    expect(phone.classList.contains('portal-nowrap')).toBe(true);
    expect(urgent().textContent).toBe('Error: Your account is locked. Call 1-800-555-0199.');
  });
});

describe('§4 pending notifications', () => {
  it(`one raised for another screen waits for it, and is cleared after ${PENDING_NOTIFICATIONS_CLEAR_MS} ms if the page never gets there`, async () => {
    await renderRegion('/createAccount/verifyCode');
    raise({ messageKey: 'common:popup.ok', showOn: '/home' });
    expect(polite().textContent).toBe('');
    wait(PENDING_NOTIFICATIONS_CLEAR_MS);
    expect(portalStore.get(notificationsAtom)).toEqual([]);
  });

  it('is shown when the page reaches its screen in time, and then lives its full display time', async () => {
    const view = await renderRegion('/createAccount/verifyCode');
    raise({ messageKey: 'common:popup.ok', showOn: '/home' });
    wait(1000);
    view.rerender(<NotificationRegion pathname="/home" />);
    expect(polite().textContent).toBe('Success: OK');
    wait(PENDING_NOTIFICATIONS_CLEAR_MS);
    expect(polite().textContent).toBe('Success: OK');
  });

  it('once shown, survives a route change within the page (shown once, until its time is up)', async () => {
    const view = await renderRegion('/home');
    raise({ messageKey: 'common:popup.ok', showOn: '/home' });
    view.rerender(<NotificationRegion pathname="/userSettings" />);
    expect(polite().textContent).toBe('Success: OK');
    wait(NOTIFICATION_MIN_MS.success);
    view.rerender(<NotificationRegion pathname="/home" />);
    expect(polite().textContent).toBe('');
  });

  it('one for the current screen is shown at once and not cleared as pending', async () => {
    await renderRegion('/login');
    raise({ messageKey: 'common:popup.ok' });
    wait(PENDING_NOTIFICATIONS_CLEAR_MS + 1);
    expect(polite().textContent).toBe('Success: OK');
  });
});

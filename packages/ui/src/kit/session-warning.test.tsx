import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialog, renderInPortal, setUpPortal, uninstallDialog } from '../../testing';
import { normaliseError } from '@portal/domain/errors';
import {
  portalStore,
  closeErrorPopup,
  errorPopupAtom,
  registerSessionTimers,
  sessionWarningAtom,
  dismissNotification,
  notificationsAtom,
} from '@portal/client/state';
import { announcedTimeLeft, clockTimeLeft, SessionWarning } from './session-warning';

beforeAll(installDialog);
afterAll(uninstallDialog);

const continueSession = vi.fn<() => Promise<void>>();
const TWO_MINUTES = 120_000;

async function renderWarning(locale = 'en') {
  await setUpPortal({ locale });
  vi.useFakeTimers();
  renderInPortal(<SessionWarning />);
  act(() => portalStore.set(sessionWarningAtom, { expiresAt: Date.now() + TWO_MINUTES }));
}

const status = () => screen.getByRole('status');
const wait = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};
/** Clicks Continue and lets its promise settle. */
async function pressContinue() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await Promise.resolve();
  });
}

beforeEach(() => {
  continueSession.mockReset();
  registerSessionTimers({ pause: vi.fn(), resume: vi.fn(), continueSession });
});

afterEach(() => {
  act(() => portalStore.set(sessionWarningAtom, null));
  closeErrorPopup();
  for (const n of portalStore.get(notificationsAtom)) dismissNotification(n.id);
  registerSessionTimers(null);
  vi.useRealTimers();
});

describe('§2 the session warning modal', () => {
  it('shows while the timers say so: "about to expire", focus on Continue', async () => {
    await setUpPortal();
    renderInPortal(<SessionWarning />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => portalStore.set(sessionWarningAtom, { expiresAt: Date.now() + TWO_MINUTES }));
    const dialog = screen.getByRole('alertdialog', { name: 'Your session is about to expire' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Select Continue to stay signed in.',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }));
    act(() => portalStore.set(sessionWarningAtom, null));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the time left every second', async () => {
    await renderWarning();
    expect(screen.getByText('Time left: 2:00')).toBeDefined();
    wait(1000);
    expect(screen.getByText('Time left: 1:59')).toBeDefined();
  });

  it('announces the time left politely, only at whole minutes and at 30 and 10 seconds', async () => {
    await renderWarning();
    expect(status().textContent).toBe('Time left: 2 minutes');
    wait(59_000);
    expect(status().textContent).toBe('Time left: 2 minutes');
    wait(1000);
    expect(status().textContent).toBe('Time left: 1 minute');
    wait(29_000);
    expect(status().textContent).toBe('Time left: 1 minute');
    wait(1000);
    expect(status().textContent).toBe('Time left: 30 seconds');
    wait(20_000);
    expect(status().textContent).toBe('Time left: 10 seconds');
  });

  it('Continue asks the session to continue', async () => {
    continueSession.mockResolvedValue(undefined);
    await renderWarning();
    await pressContinue();
    expect(continueSession).toHaveBeenCalledTimes(1);
    expect(portalStore.get(notificationsAtom)).toEqual([]);
  });

  it('a Continue that fails without an answer (the keep-alive rejects, as the shell’s timers do) says so inside the modal only', async () => {
    continueSession.mockRejectedValue(normaliseError(undefined));
    await renderWarning();
    await pressContinue();
    // The page behind the modal is inert: a notification there would be seen by nobody.
    expect(portalStore.get(notificationsAtom)).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe(
      'Sorry, we are unable to process your request at this time. Please try again later.',
    );
    expect(screen.getByRole('alertdialog', { name: 'Your session is about to expire' })).toBeDefined();
  });

  it('§8 a Continue that fails with a 401 raises the technical popup that signs out', async () => {
    continueSession.mockRejectedValue(normaliseError({ responseStatus: { code: 'invalidToken', message: 'x' } }, 401));
    await renderWarning();
    await pressContinue();
    expect(portalStore.get(errorPopupAtom)).toMatchObject({
      messageKey: 'errors:technical',
      action: { kind: 'signOut' },
    });
    expect(portalStore.get(notificationsAtom)).toEqual([]);
  });

  it('in Spanish', async () => {
    await renderWarning('es');
    expect(screen.getByRole('alertdialog', { name: 'Su sesión está a punto de caducar' })).toBeDefined();
    expect(status().textContent).toBe('Tiempo restante: 2 minutos');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDefined();
  });
});

describe('the time left', () => {
  it.each([
    [120_000, 2, 'minute', '2:00'],
    [60_001, 2, 'minute', '1:01'],
    [60_000, 1, 'minute', '1:00'],
    [30_001, 1, 'minute', '0:31'],
    [30_000, 30, 'second', '0:30'],
    [10_000, 10, 'second', '0:10'],
    [400, 10, 'second', '0:01'],
    [-5, 10, 'second', '0:00'],
  ] as const)('%i ms is announced as %i %s and shown as %s', (ms, value, unit, clock) => {
    expect(announcedTimeLeft(ms)).toEqual({ value, unit });
    expect(clockTimeLeft(ms)).toBe(clock);
  });
});

// §2 Session warning modal, §4 "Continue sends the keep-alive renewal", on the path the page really
// takes: the overlays the shell draws, the keeper's timers, and the API client's keep-alive over a
// network that does not answer (a closed port). A failed Continue is told inside the modal, since the
// page behind it, notifications included, is inert.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '@portal/client/api';
import { SESSION_WARNING_MS } from '@portal/domain/constants';
import {
  applyTokenAnswer,
  closeErrorPopup,
  notificationsAtom,
  portalStore,
  purgeSession,
  sessionWarningAtom,
  setServerSessionId,
} from '@portal/client/state';
import { installDialog, setUpPortal, uninstallDialog } from '@portal/ui/testing';
import { keepSession, type SessionKeeper } from '../session/session-keeper';
import { createStoreSession } from '../session/session-source';
import { renderOverlays } from './render-overlays';

beforeAll(installDialog);
afterAll(uninstallDialog);

/** Nothing listens there: every call fails as a network failure does (no response, §8 VMCP_001). */
const UNREACHABLE_GATEWAY = 'http://127.0.0.1:9/';

let host: HTMLElement;
let remove: () => void = () => undefined;
let keeper: SessionKeeper | null = null;

beforeEach(async () => {
  vi.useFakeTimers({
    now: Date.UTC(2030, 0, 1, 9),
    toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
  window.history.replaceState(null, '', '/home');
  await setUpPortal();
  purgeSession();
  portalStore.set(notificationsAtom, []);
  configureApi({ baseURL: UNREACHABLE_GATEWAY, session: createStoreSession({ deviceId: 'D-1' }) });
  host = document.createElement('div');
  document.body.append(host);
  act(() => {
    remove = renderOverlays(host);
  });
});

afterEach(() => {
  keeper?.stop();
  keeper = null;
  act(() => {
    closeErrorPopup();
    portalStore.set(sessionWarningAtom, null);
    remove();
  });
  host.remove();
  vi.useRealTimers();
});

describe('§2 the session warning’s Continue, through the real keep-alive', () => {
  it('a Continue that fails says why inside the modal, which stays open with Continue offered again', async () => {
    setServerSessionId('S-1');
    applyTokenAnswer(
      {
        access_token: 'T-1',
        scope: 'full',
        userGuid: 'user-1',
        isUnverified: false,
        isChallenge: false,
        newTac: false,
        probes: [],
      },
      Date.now(),
    );
    keeper = keepSession({
      extAppId: 'TEST-WEB-01',
      loadProfile: async () => ({
        fullName: 'Rita Ready',
        userPrimaryEmail: null,
        lastLoginTimeStamp: null,
        userContacts: [],
        unverifiedPrimary: false,
      }),
      listen: () => () => undefined,
    });
    await act(() => vi.advanceTimersByTimeAsync(SESSION_WARNING_MS));
    const dialog = screen.getByRole('alertdialog', { name: 'Your session is about to expire' });

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    });

    // Testing Library's waiting runs on the faked timers; Vitest's runs on real ones while the request fails.
    const failure = await vi.waitFor(() => within(dialog).getByRole('alert'), { timeout: 10_000 });
    expect(failure.textContent).toBe(
      'Sorry, we are unable to process your request at this time. Please try again later.',
    );
    expect(screen.getByRole('alertdialog', { name: 'Your session is about to expire' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Continue' }).getAttribute('aria-disabled')).toBe('false');
    // Nothing is drawn under the inert page instead.
    expect(portalStore.get(notificationsAtom)).toEqual([]);
  });
});

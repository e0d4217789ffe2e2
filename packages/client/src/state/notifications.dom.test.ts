import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_NOTIFICATIONS_CLEAR_MS } from '@portal/domain/constants';
import { portalStore } from './atoms';
import {
  dismissMigrationNotice,
  dismissNotification,
  isMigrationNoticeVisible,
  isNotificationFor,
  isNotificationPending,
  markNotificationShown,
  migrationNoticeKey,
  notificationsAtom,
  notify,
  raiseMigrationNotice,
} from './notifications';
import { purgeSession } from './session';

const ids = () => portalStore.get(notificationsAtom).map((n) => n.id);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const id of ids()) dismissNotification(id);
  vi.useRealTimers();
});

describe('§4 notifications in the shared store', () => {
  it('raises a success notification by default, each with its own id', () => {
    const first = notify({ messageKey: 'common:loading' });
    const second = notify({ messageKey: 'errors:technical', type: 'error' });
    expect(second).toBeGreaterThan(first);
    expect(portalStore.get(notificationsAtom)).toEqual([
      { id: first, type: 'success', messageKey: 'common:loading' },
      { id: second, type: 'error', messageKey: 'errors:technical' },
    ]);
  });

  it('dismissing clears one notification and keeps the others', () => {
    const first = notify({ messageKey: 'common:loading' });
    const second = notify({ messageKey: 'common:loading' });
    dismissNotification(first);
    expect(ids()).toEqual([second]);
  });

  it(`§4 a notification never shown is pending, and cleared after ${PENDING_NOTIFICATIONS_CLEAR_MS} ms`, () => {
    const id = notify({ messageKey: 'common:loading', showOn: '/home' });
    expect(isNotificationPending(id)).toBe(true);
    vi.advanceTimersByTime(PENDING_NOTIFICATIONS_CLEAR_MS - 1);
    expect(ids()).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(ids()).toEqual([]);
    expect(isNotificationPending(id)).toBe(false);
  });

  it('a notification shown in time is no longer pending and is not cleared by that timer', () => {
    const id = notify({ messageKey: 'common:loading' });
    vi.advanceTimersByTime(PENDING_NOTIFICATIONS_CLEAR_MS - 1);
    markNotificationShown(id);
    expect(isNotificationPending(id)).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(ids()).toEqual([id]);
  });

  it('§4 is kept when the session is purged (expiry, sign-out): "only the page notification is kept"', () => {
    const id = notify({ messageKey: 'common:loading' });
    purgeSession();
    expect(ids()).toEqual([id]);
  });

  it('a dismissed notification is no longer pending', () => {
    const id = notify({ messageKey: 'common:loading' });
    dismissNotification(id);
    expect(isNotificationPending(id)).toBe(false);
  });

  it.each([
    [undefined, '/login', true],
    ['/home', '/home', true],
    ['/home', '/HOME/', true],
    ['/home', '/home?from=enrolment', true],
    ['/home', '/login', false],
    ['/home', '/home/other', false],
  ] as const)('a notification for %s belongs on %s: %s', (showOn, pathname, expected) => {
    expect(isNotificationFor(showOn === undefined ? {} : { showOn }, pathname)).toBe(expected);
  });
});

describe('§4 Flows, migration: the success message kept in local storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('is per user, under portal.migrationNotice.<userGuid>', () => {
    raiseMigrationNotice('user-1');
    expect(localStorage.getItem(migrationNoticeKey('user-1'))).toBe('visible');
    expect(migrationNoticeKey('user-1')).toBe('portal.migrationNotice.user-1');
    expect(isMigrationNoticeVisible('user-1')).toBe(true);
    expect(isMigrationNoticeVisible('user-2')).toBe(false);
  });

  it('stays hidden once dismissed', () => {
    raiseMigrationNotice('user-1');
    dismissMigrationNotice('user-1');
    expect(isMigrationNoticeVisible('user-1')).toBe(false);
    expect(localStorage.getItem(migrationNoticeKey('user-1'))).toBeNull();
  });

  it('storage that refuses to be read is no message, not a crash', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => raiseMigrationNotice('user-1')).not.toThrow();
    expect(isMigrationNoticeVisible('user-1')).toBe(false);
  });
});

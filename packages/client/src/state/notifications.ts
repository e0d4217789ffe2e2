// §4 Notifications: success (default), warning or error; auto-dismissed, shown once and then cleared;
// pending notifications cleared after 3000 ms. The shell draws them; any remote raises them here.
//
// "Pending" (docs/decisions): a notification is pending from the moment it is raised until the
// page's notification region has put it on screen. One raised for another screen (`showOn`, such as the
// enrolment notice for /home) stays pending until the page is at that path. A notification still
// pending after PENDING_NOTIFICATIONS_CLEAR_MS is cleared: the navigation it waited for did not happen
// (a guard sent the person elsewhere), and a stale notice must never appear on a later, unrelated page.
import { atom } from 'jotai';
import { PENDING_NOTIFICATIONS_CLEAR_MS } from '@portal/domain/constants';
import type { MessageKey } from '@portal/domain/text';
import { portalStore } from './atoms';

export type NotificationType = 'success' | 'warning' | 'error';

export interface PortalNotification {
  id: number;
  type: NotificationType;
  messageKey: MessageKey;
  values?: Readonly<Record<string, string | number>>;
  /** Customer-support text appended (§8). */
  appendCustomerSupport?: boolean;
  /** The server's own text, when §8 shows it (a card error). */
  serverMessage?: string;
  /**
   * The path of the screen the notification is for, when it is not the current one (a notice raised
   * just before navigating, such as enrolment's "signed in at home"). Pending until the page is there.
   */
  showOn?: string;
}

export const notificationsAtom = atom<readonly PortalNotification[]>([]);

let nextId = 1;
/** The pending clear of each notification not yet shown. */
const pendingClears = new Map<number, ReturnType<typeof setTimeout>>();

function stopPendingClear(id: number): void {
  const timer = pendingClears.get(id);
  if (timer !== undefined) clearTimeout(timer);
  pendingClears.delete(id);
}

/** Raises a notification; returns its id. */
export function notify(notification: Omit<PortalNotification, 'id' | 'type'> & { type?: NotificationType }): number {
  const id = nextId++;
  portalStore.set(notificationsAtom, [...portalStore.get(notificationsAtom), { type: 'success', ...notification, id }]);
  pendingClears.set(
    id,
    setTimeout(() => {
      pendingClears.delete(id);
      dismissNotification(id);
    }, PENDING_NOTIFICATIONS_CLEAR_MS),
  );
  return id;
}

export function dismissNotification(id: number): void {
  stopPendingClear(id);
  portalStore.set(
    notificationsAtom,
    portalStore.get(notificationsAtom).filter((n) => n.id !== id),
  );
}

/** The region has put the notification on screen: no longer pending, its display time now applies. */
export function markNotificationShown(id: number): void {
  stopPendingClear(id);
}

/** Whether a notification is still waiting to be shown (cleared at PENDING_NOTIFICATIONS_CLEAR_MS). */
export function isNotificationPending(id: number): boolean {
  return pendingClears.has(id);
}

/** A path in the form routes compare it: routes are case-insensitive and a trailing slash is the same page. */
function routeKey(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return (bare.length > 1 ? bare.replace(/\/+$/, '') : bare).toLowerCase();
}

/** Whether a notification belongs on the screen at `pathname` (every one without `showOn` does). */
export function isNotificationFor(notification: Pick<PortalNotification, 'showOn'>, pathname: string): boolean {
  return notification.showOn === undefined || routeKey(notification.showOn) === routeKey(pathname);
}

// §4 Flows, migration: "then home with a success message. Migration message visibility is kept in local
// storage." The migration screens raise it when the account is established; home shows it until the
// person dismisses it, per user, across sessions on this browser.

/** The localStorage key of a user's migration message (the user's guid, as the gateway knows it). */
export function migrationNoticeKey(userGuid: string): string {
  return `portal.migrationNotice.${userGuid}`;
}

const VISIBLE = 'visible';

function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage denied (a privacy setting): the message then shows for this page only.
    return null;
  }
}

/** Shows the migration success message on this user's home until dismissed. */
export function raiseMigrationNotice(userGuid: string): void {
  localStore()?.setItem(migrationNoticeKey(userGuid), VISIBLE);
}

export function isMigrationNoticeVisible(userGuid: string): boolean {
  return localStore()?.getItem(migrationNoticeKey(userGuid)) === VISIBLE;
}

export function dismissMigrationNotice(userGuid: string): void {
  localStore()?.removeItem(migrationNoticeKey(userGuid));
}

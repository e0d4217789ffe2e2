// §4 Notifications: success (default), warning or error; auto-dismissed, shown once and then cleared;
// pending notifications cleared after 3000 ms. The shell draws them; any remote raises them here.
import { atom } from 'jotai';
import type { MessageKey } from '../domain/messages';
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
  /** §8 on the login page a lock is a dismissing notification: the person closes it. */
  dismissible?: boolean;
}

export const notificationsAtom = atom<readonly PortalNotification[]>([]);

let nextId = 1;

/** Raises a notification; returns its id. */
export function notify(notification: Omit<PortalNotification, 'id' | 'type'> & { type?: NotificationType }): number {
  const id = nextId++;
  portalStore.set(notificationsAtom, [...portalStore.get(notificationsAtom), { type: 'success', ...notification, id }]);
  return id;
}

export function dismissNotification(id: number): void {
  portalStore.set(
    notificationsAtom,
    portalStore.get(notificationsAtom).filter((n) => n.id !== id),
  );
}

// §4 Notifications, drawn once for the whole page by the shell: success and warning in a polite live
// region (role="status"), errors in an assertive one (role="alert"). Both regions are always in the
// page, empty until something arrives, because screen readers announce what is added to a live
// region, not a region that appears with its text. Each notification is shown once and then cleared:
// after a display time long enough to read (WCAG 2.2.1), paused while the pointer or keyboard focus
// is on the notifications; dismissible ones also have a close button.
import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dismissNotification,
  isNotificationFor,
  isNotificationPending,
  markNotificationShown,
  notificationsAtom,
  type NotificationType,
  type PortalNotification,
} from '../state/notifications';
import styles from './notifications.module.css';
import { focusScreenHeading } from './use-page-meta';

/** The least time each type stays on screen. */
export const NOTIFICATION_MIN_MS: Readonly<Record<NotificationType, number>> = { success: 6000, warning: 8000, error: 10_000 };
/** Reading time per character of the text: about 200 words a minute, a slow reader's pace. */
const NOTIFICATION_MS_PER_CHARACTER = 60;
/** After a pause (pointer or focus on the notifications) at least this much remains. */
export const NOTIFICATION_RESUME_MIN_MS = 3000;

/** How long a notification stays: its type's minimum, or longer for a long text. */
export function notificationDisplayMs(type: NotificationType, text: string): number {
  return Math.max(NOTIFICATION_MIN_MS[type], 2000 + text.length * NOTIFICATION_MS_PER_CHARACTER);
}

const TYPE_LABELS = { success: 'notifications.success', warning: 'notifications.warning', error: 'notifications.error' } as const;

/** Counts down `duration` while not paused; what is left when a pause ends is at least the resume minimum. */
function useAutoDismiss(duration: number, paused: boolean, onEnd: () => void): void {
  const remaining = useRef(duration);
  const end = useEffectEvent(onEnd);
  useEffect(() => {
    if (paused) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => end(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(remaining.current - (Date.now() - started), NOTIFICATION_RESUME_MIN_MS);
    };
  }, [paused]);
}

function NotificationItem({ notification, paused }: { notification: PortalNotification; paused: boolean }) {
  const { t } = useTranslation('common');
  const { id, type, messageKey, values, serverMessage, appendCustomerSupport, dismissible } = notification;
  // §8: the server's own text when the catalogue shows it; the issuer's customer-support text after it.
  const message = serverMessage ?? t(messageKey, values);
  const support = appendCustomerSupport === true ? t('issuer:customerSupport', { defaultValue: '' }) : '';
  const text = support ? `${message} ${support}` : message;
  useAutoDismiss(notificationDisplayMs(type, text), paused, () => dismissNotification(id));

  const close = () => {
    dismissNotification(id);
    // The button goes with the notification: focus goes back to the top of the screen, not to the body.
    focusScreenHeading();
  };

  return (
    <div className={styles.notification} data-type={type}>
      <p className={styles.text}>
        <span className="visually-hidden">{t(TYPE_LABELS[type])} </span>
        {text}
      </p>
      {dismissible === true && (
        <button type="button" className={styles.dismiss} aria-label={t('notifications.dismiss')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

export interface NotificationRegionProps {
  /** The page's current path: a notification raised for another screen waits for it (`showOn`). */
  pathname: string;
}

/** The page's notifications. Render it once, for the whole page (the shell does). */
export function NotificationRegion({ pathname }: NotificationRegionProps) {
  const all = useAtomValue(notificationsAtom);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // A notification waits for its screen only until it is first shown; then it stays wherever the
  // person goes until its time is up (it is shown once).
  const shown = all.filter((n) => !isNotificationPending(n.id) || isNotificationFor(n, pathname));
  const shownIds = shown.map((n) => n.id).join(',');

  // On screen now: no longer pending (§4 "pending notifications are cleared after 3000 ms").
  useEffect(() => {
    for (const id of shownIds.split(',')) if (id) markNotificationShown(Number(id));
  }, [shownIds]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const paused = hovered || focused;
  const item = (n: PortalNotification) => <NotificationItem key={n.id} notification={n} paused={paused} />;

  return (
    <div className={styles.region} onPointerEnter={() => setHovered(true)} onPointerLeave={() => setHovered(false)} onFocus={() => setFocused(true)} onBlur={onBlur}>
      <div role="status" aria-atomic="false" className={styles.stack}>
        {shown.filter((n) => n.type !== 'error').map(item)}
      </div>
      <div role="alert" aria-atomic="false" className={styles.stack}>
        {shown.filter((n) => n.type === 'error').map(item)}
      </div>
    </div>
  );
}

// §4 Notifications, drawn once for the whole page by the shell, as decision 024 says: under the header,
// each with a close button, on screen for a reading time that pauses and that "Keep messages on screen"
// turns off. Both live regions (role="status" for success and warning, role="alert" for errors) are
// always in the page, empty until something arrives: screen readers announce what is added to a live
// region, not a region that appears with its text.
import { atom, useAtomValue } from 'jotai';
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
  portalStore,
} from '@portal/client/state';
import { KeepNumbersWhole } from './keep-numbers-whole';
import styles from './notifications.module.css';
import { focusScreenHeading } from './use-page-meta';

/** The least time each type stays on screen. */
export const NOTIFICATION_MIN_MS: Readonly<Record<NotificationType, number>> = {
  success: 6000,
  warning: 8000,
  error: 10_000,
};
/** Reading time per character of the text: about 200 words a minute, a slow reader's pace. */
const NOTIFICATION_MS_PER_CHARACTER = 60;
/** After a pause (pointer or focus on the notifications) at least this much remains. */
export const NOTIFICATION_RESUME_MIN_MS = 3000;

/** How long a notification stays: its type's minimum, or longer for a long text. */
export function notificationDisplayMs(type: NotificationType, text: string): number {
  return Math.max(NOTIFICATION_MIN_MS[type], 2000 + text.length * NOTIFICATION_MS_PER_CHARACTER);
}

/** Where "Keep messages on screen" is remembered, so it holds for the notifications of later pages and visits. */
export const KEEP_NOTIFICATIONS_KEY = 'portal.notifications.keep';

function readKeep(): boolean {
  try {
    return localStorage.getItem(KEEP_NOTIFICATIONS_KEY) === 'true';
  } catch {
    // Storage denied (a privacy setting): the choice then lasts for this page only.
    return false;
  }
}

/** The person's choice to keep notifications until they close them. */
export const keepNotificationsAtom = atom(readKeep());

function setKeep(keep: boolean): void {
  portalStore.set(keepNotificationsAtom, keep);
  try {
    if (keep) localStorage.setItem(KEEP_NOTIFICATIONS_KEY, 'true');
    else localStorage.removeItem(KEEP_NOTIFICATIONS_KEY);
  } catch {
    // As in readKeep: this page still follows the choice.
  }
}

const TYPE_LABELS = {
  success: 'notifications.success',
  warning: 'notifications.warning',
  error: 'notifications.error',
} as const;

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
  const keep = useAtomValue(keepNotificationsAtom);
  const { id, type, messageKey, values, serverMessage, appendCustomerSupport } = notification;
  // §8: the server's own text when the catalogue shows it; the issuer's customer-support text after it.
  const message = serverMessage ?? t(messageKey, values ?? {});
  const support = appendCustomerSupport === true ? t('issuer:customerSupport', { defaultValue: '' }) : '';
  const text = support ? `${message} ${support}` : message;
  useAutoDismiss(notificationDisplayMs(type, text), paused || keep, () => dismissNotification(id));

  const close = () => {
    dismissNotification(id);
    // The button goes with the notification: focus goes back to the top of the screen, not to the body.
    focusScreenHeading();
  };

  return (
    <div className={styles.notification} data-type={type}>
      <p className={styles.text}>
        <span className="visually-hidden">{t(TYPE_LABELS[type])} </span>
        <KeepNumbersWhole text={text} />
      </p>
      {/* An icon with a name, no text: the live region reads the message, not "×". */}
      <button type="button" className={styles.dismiss} aria-label={t('notifications.dismiss')} onClick={close}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
        </svg>
      </button>
    </div>
  );
}

/**
 * One toggle for every notification on screen, under them and outside the live regions (it is not
 * read out with each message): a choice about notifications, not about one of them.
 */
function KeepToggle() {
  const { t } = useTranslation('common');
  const keep = useAtomValue(keepNotificationsAtom);
  return (
    // A toggle (aria-pressed) with a constant name, as the APG button pattern asks.
    <button type="button" className={styles.keep} aria-pressed={keep} onClick={() => setKeep(!keep)}>
      {t('notifications.keep')}
    </button>
  );
}

export interface NotificationRegionProps {
  /** The page's current path: a notification raised for another screen waits for it (`showOn`). */
  pathname: string;
}

/** The page's notifications. Render it once, for the whole page, at the top of the main region (the shell does). */
export function NotificationRegion({ pathname }: NotificationRegionProps) {
  const all = useAtomValue(notificationsAtom);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  // A notification waits for its screen only until it is first shown; then it stays wherever the
  // person goes until its time is up (it is shown once).
  const shown = all.filter((n) => !isNotificationPending(n.id) || isNotificationFor(n, pathname));
  const shownIds = shown.map((n) => n.id).join(',');

  // On screen now: no longer pending (§4 "pending notifications are cleared after 3000 ms").
  useEffect(() => {
    for (const id of shownIds.split(',')) if (id) markNotificationShown(Number(id));
  }, [shownIds]);

  // A notification pushes the page down: if that moved the control with focus out of the window, it
  // is brought back into view (WCAG 2.4.11), without moving the focus.
  useEffect(() => {
    const active = document.activeElement;
    if (!shownIds || !(active instanceof HTMLElement) || active === document.body || region.current?.contains(active))
      return;
    const box = active.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) active.scrollIntoView?.({ block: 'nearest' });
  }, [shownIds]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const paused = hovered || focused;
  const item = (n: PortalNotification) => <NotificationItem key={n.id} notification={n} paused={paused} />;

  return (
    <div
      ref={region}
      className={styles.region}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div role="status" aria-atomic="false" className={styles.stack}>
        {shown.filter((n) => n.type !== 'error').map(item)}
      </div>
      <div role="alert" aria-atomic="false" className={styles.stack}>
        {shown.filter((n) => n.type === 'error').map(item)}
      </div>
      {shown.length > 0 && <KeepToggle />}
    </div>
  );
}

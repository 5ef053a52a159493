/**
 * react-admin's notifications, with the server's 503 (docs/decisions.md, When the database is away)
 * as its own notice: whichever screen notified it, and however (a save's red 'error', a list's),
 * a message that carries a 503's sentence shows as a passing warning — amber, gone by itself after
 * OUTAGE_NOTICE_MS — and the same sentence notified again while it shows (every query of a screen
 * meets the same outage) is not queued behind it.
 */
import { useEffect, useMemo, useRef } from 'react';
import {
  Notification,
  NotificationContext,
  useNotificationContext,
  type NotificationPayload,
  type NotificationProps,
} from 'react-admin';
import { isOutageNotice } from '../dataProvider/outage';

/** How long the outage notice stays. */
export const OUTAGE_NOTICE_MS = 6000;

const calm = (notification: NotificationPayload): NotificationPayload =>
  isOutageNotice(notification.message)
    ? {
        ...notification,
        type: 'warning',
        notificationOptions: { ...notification.notificationOptions, autoHideDuration: OUTAGE_NOTICE_MS },
      }
    : notification;

export function Notices(props: NotificationProps) {
  const context = useNotificationContext();
  const { notifications, setNotifications } = context;
  // The outage notice last shown, and when: the same sentence until it hides is the same news.
  const shown = useRef<{ message: unknown; at: number } | undefined>(undefined);

  const repeats = (notification: NotificationPayload) =>
    isOutageNotice(notification.message) &&
    shown.current !== undefined &&
    notification.message === shown.current.message &&
    Date.now() - shown.current.at < OUTAGE_NOTICE_MS;

  useEffect(() => {
    if (notifications.some(repeats)) setNotifications((queued) => queued.filter((n) => !repeats(n)));
  });

  const value = useMemo(
    () => ({
      ...context,
      takeNotification: () => {
        const [first, ...rest] = notifications;
        if (!first) return undefined;
        setNotifications(rest);
        const notice = calm(first);
        if (notice !== first) shown.current = { message: first.message, at: Date.now() };
        return notice;
      },
    }),
    [context, notifications, setNotifications],
  );

  return (
    <NotificationContext.Provider value={value}>
      <Notification {...props} />
    </NotificationContext.Provider>
  );
}

/**
 * The notification port of the store (SPEC §8, §9; DESIGN.md "a listener middleware shows
 * the ADDED / UPDATED / DELETED notification"). The store decides WHAT to say; the app
 * registers a {@link Notifier} that formats it with react-intl and shows a toast. Text is
 * either a declared message (+ values) or a server-provided string.
 */
import type { MessageDescriptor } from 'react-intl';

type NotificationKind = 'success' | 'error' | 'info';

/**
 * A declared message (a `defineMessages` descriptor: id and English `defaultMessage`) with its
 * ICU values, or a literal string that came from the server.
 */
export type NotificationText =
  (MessageDescriptor & { values?: Record<string, string | number> }) | string;

/** A button in a notification, e.g. "Undo" (issue #9 point 5). */
interface NotificationAction {
  label: NotificationText;
  onAction: () => void;
}

export interface Notification {
  kind: NotificationKind;
  summary: NotificationText;
  /** Detail line; for HTTP errors `errors.join(", ")` (may be empty). */
  detail?: NotificationText;
  /** One button beside the text; pressing it also closes the notification. */
  action?: NotificationAction;
  /**
   * How long it shows, in ms, when its end matters (the Undo of a rejection: its close sends
   * it): counted by the app's clock, not the toast's animation, and paused only while the
   * pointer is moved onto it or the focus is in it (issue #30 point 7). Default the toasts'
   * 3500 ms (SPEC §9), paused the same way.
   */
  durationMs?: number;
  /** Identifies it for {@link dismissNotification}; default derived from its text. */
  id?: string;
  /**
   * Called once when it closes: its time ran out, the employer closed it, or
   * {@link dismissNotification} closed it.
   */
  onClose?: () => void;
}

/** Shows one notification. */
export type Notifier = (notification: Notification) => void;
/** Closes the notification with this `id` now, if it shows. */
export type Dismisser = (id: string) => void;

let current: Notifier | null = null;
let dismisser: Dismisser | null = null;
const pending: Notification[] = [];

/**
 * Registers the functions that show and close notifications; queued ones are shown at once.
 * `null` unregisters both.
 */
export function setNotifier(notifier: Notifier | null, dismiss: Dismisser | null = null): void {
  current = notifier;
  dismisser = notifier ? dismiss : null;
  if (notifier) pending.splice(0).forEach(notifier);
}

let notified: () => void = () => undefined;
/** Settles at the first {@link notify} of the page. */
const firstNotified = new Promise<void>((resolve) => {
  notified = resolve;
});

/**
 * Resolves once the page's first notification has been raised (at once if one has): the app
 * loads its toasts' chunk then, not with every page (issue #31 point 1: 9 KB gzipped that most
 * visits never show).
 */
export function firstNotification(): Promise<void> {
  return firstNotified;
}

/** Shows (or queues, until a notifier is registered) one notification. */
export function notify(notification: Notification): void {
  notified();
  if (current) current(notification);
  else pending.push(notification);
}

/** Closes (or unqueues) the notification with this `id`. */
export function dismissNotification(id: string): void {
  const queued = pending.findIndex((n) => n.id === id);
  if (queued >= 0) pending.splice(queued, 1);
  dismisser?.(id);
}
